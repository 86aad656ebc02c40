import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Column, SQL, entityKind, sql, is } from "drizzle-orm";
import { PgColumn, PgTable, integer, pgTable, text } from "drizzle-orm/pg-core";

/*
 * patches/drizzle-orm+0.45.4.patch (applied by `npm install`'s postinstall) makes drizzle's `is`
 * remember each class's entity kinds instead of walking the class chain on every call: statement
 * building calls it thousands of times per statement (docs/decisions/086). These tests hold its
 * answers to the original ones and fail when the patch did not apply.
 */
const require = createRequire(import.meta.url);

describe("drizzle's is(), patched", () => {
  it("is the patched version in both module formats", () => {
    const folder = path.dirname(require.resolve("drizzle-orm"));
    for (const file of ["entity.js", "entity.cjs"]) {
      expect(readFileSync(path.join(folder, file), "utf8"), file).toContain("kindsOfClass");
    }
  });

  const table = pgTable("patch_probe", { id: integer("id"), name: text("name") });

  it("answers along the class chain as before", () => {
    expect(is(table.id, Column)).toBe(true);
    expect(is(table.id, PgColumn)).toBe(true);
    expect(is(table, PgTable)).toBe(true);
    expect(is(table.name, SQL)).toBe(false);
    expect(is(sql`select 1`, SQL)).toBe(true);
    expect(is(sql`select 1`, Column)).toBe(false);
    // Asked twice: the remembered answer is the same.
    expect(is(table.name, Column)).toBe(true);
    expect(is(sql`select 1`, Column)).toBe(false);
  });

  it("recognises an entity of another copy of a class by its kind, not its identity", () => {
    // Two copies of drizzle in one process (a bundle and node_modules) share kinds, not classes.
    class ForeignColumn {}
    Object.defineProperty(ForeignColumn, entityKind, { value: "PgColumn" });
    class ForeignText extends ForeignColumn {}
    expect(is(new ForeignText(), PgColumn)).toBe(true);
    expect(is(new ForeignText(), SQL)).toBe(false);
    expect(is({}, Column)).toBe(false);
    expect(is(null, Column)).toBe(false);
  });
});
