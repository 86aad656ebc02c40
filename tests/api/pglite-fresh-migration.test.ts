import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorSearchSchema } from "@/contracts/creator-search";
import type { DatabaseHandle } from "@/server/db/database";
import { migrateDatabase } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/open-database";
import { searchCreators } from "@/server/domain/creators/search-creators";

/*
 * `npm start` on a fresh machine opens an empty PGlite and migrates it in the same process, unlike
 * the tests' databases (loaded from a migrated template). PGlite reads the array types when it
 * opens, so an array of an enum created by the migrations (social_platform[]) was sent as plain
 * text and refused ("malformed array literal") until it read them again after migrating.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite" });
  await migrateDatabase(handle);
}, 120_000);
afterAll(() => handle?.close());

describe("a PGlite database migrated in the process that uses it", () => {
  it("takes an array of an enum the migrations created (the directory's platform filter)", async () => {
    const result = await searchCreators(handle.db, creatorSearchSchema.parse({ platform: ["tiktok", "youtube"] }));
    expect(result.creators).toEqual([]);
    expect(result.total).toBe(0);
  });
});
