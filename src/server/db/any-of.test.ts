import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { afterAll, describe, expect, it } from "vitest";
import { anyOf } from "./any-of";

const item = pgTable("any_of_item", { id: uuid("id").primaryKey(), label: text("label").notNull(), rank: integer("rank").notNull() });
const client = new PGlite();
const db = drizzle(client);

afterAll(() => client.close());

describe("anyOf", () => {
  it("matches a list given as one array parameter, whatever its values contain", async () => {
    await client.exec(`create table any_of_item (id uuid primary key, label text not null, rank integer not null)`);
    const labels = ["plain", "with,comma", 'with "quotes"', "{braces}", "back\\slash", ""];
    await db.insert(item).values(labels.map((label, rank) => ({ id: crypto.randomUUID(), label, rank })));

    const query = db
      .select({ label: item.label })
      .from(item)
      .where(anyOf(item.label, labels.slice(1)))
      .orderBy(item.rank);
    expect(query.toSQL().params).toHaveLength(1);
    expect((await query).map((r) => r.label)).toEqual(labels.slice(1));

    const byRank = await db
      .select({ rank: item.rank })
      .from(item)
      .where(anyOf(item.rank, [0, 5]))
      .orderBy(item.rank);
    expect(byRank.map((r) => r.rank)).toEqual([0, 5]);
    const [first] = await db
      .select({ id: item.id })
      .from(item)
      .where(anyOf(item.rank, [0]));
    expect(
      await db
        .select({ label: item.label })
        .from(item)
        .where(anyOf(item.id, [first!.id])),
    ).toEqual([{ label: "plain" }]);
    expect(await db.select().from(item).where(anyOf(item.label, []))).toEqual([]);
  }, 60_000);
});
