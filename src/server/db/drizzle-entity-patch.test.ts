import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as drizzle from "drizzle-orm";
import { Column, SQL, entityKind, sql, is } from "drizzle-orm";
import { PgColumn, PgTable, integer, pgTable, text } from "drizzle-orm/pg-core";

/*
 * patches/drizzle-orm+0.45.4.patch (applied by `npm install`'s postinstall) makes drizzle's `is`
 * remember each class's entity kinds instead of walking the class chain on every call: statement
 * building calls it thousands of times per statement (docs/decisions/086). These tests hold its
 * answers to the original ones and fail when the patch did not apply. The same patch has
 * `mapResultRow` work out each selected field's decoder once per field list instead of once per
 * row and field (docs/decisions/093).
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

/** Exported by drizzle-orm at run time, not in its type declarations. */
type SelectedField = { path: string[]; field: unknown };
const { mapResultRow, orderSelectedFields } = drizzle as unknown as {
  mapResultRow: (fields: SelectedField[], row: unknown[], joinsNotNullableMap?: Record<string, boolean>) => unknown;
  orderSelectedFields: (fields: Record<string, unknown>) => SelectedField[];
};

describe("drizzle's mapResultRow, patched", () => {
  const table = pgTable("patch_rows", { id: integer("id"), name: text("name") });

  it("is the patched version in both module formats", () => {
    const folder = path.dirname(require.resolve("drizzle-orm"));
    for (const file of ["utils.js", "utils.cjs"]) {
      expect(readFileSync(path.join(folder, file), "utf8"), file).toContain("rowPlanOf");
    }
  });

  it("decodes columns, SQL fields and nested paths, row after row of one field list", () => {
    const fields = orderSelectedFields({
      id: table.id,
      detail: { name: table.name, twice: sql<number>`id * 2`.mapWith(Number), raw: sql<string>`'x'` },
    });
    expect(mapResultRow(fields, [1, "Ada", "2", "x"])).toEqual({ id: 1, detail: { name: "Ada", twice: 2, raw: "x" } });
    expect(mapResultRow(fields, [2, null, "4", null])).toEqual({ id: 2, detail: { name: null, twice: 4, raw: null } });
  });

  it("nulls a left-joined table's object when all its columns are null, and only then", () => {
    const fields = orderSelectedFields({ row: { id: table.id, name: table.name } });
    expect(mapResultRow(fields, [null, null], { patch_rows: false })).toEqual({ row: null });
    expect(mapResultRow(fields, [null, null], { patch_rows: true })).toEqual({ row: { id: null, name: null } });
    expect(mapResultRow(fields, [3, null], { patch_rows: false })).toEqual({ row: { id: 3, name: null } });
  });
});
