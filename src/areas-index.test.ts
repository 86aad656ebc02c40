import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * docs/areas.md is the map from a product area to its files in every layer. It stays complete
 * and true: every place where an area's code lives is named there, and everything named there
 * exists.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const doc = readFileSync(path.join(ROOT, "docs/areas.md"), "utf8");

/** Every `path` in backticks that points into the repository. */
const named = new Set([...doc.matchAll(/`((?:src|tests|docs|content)\/[^`\s]*)`/g)].map((m) => m[1]!));

const rel = (abs: string) => path.relative(ROOT, abs).split(path.sep).join("/");
const childFolders = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${dir}/${e.name}/`);
const sourceFiles = (dir: string, { recursive = false } = {}) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => rel(path.join(e.parentPath, e.name)));

/** Where an area's code lives: each of these must be named in docs/areas.md. */
function placesOfAreas(): string[] {
  return [
    ...childFolders("src/features"),
    ...childFolders("src/server/domain"),
    // Page routes, down to the level where an area starts.
    ...["src/app", "src/app/(app)", "src/app/(app)/platform", "src/app/(app)/dashboard", "src/app/admin", "src/app/(marketing)"]
      .flatMap(childFolders)
      .filter((dir) => !/\/\([^/]+\)\/$/.test(dir)),
    ...sourceFiles("src/server/api/routes", { recursive: true }),
    ...sourceFiles("src/server/pages"),
    ...sourceFiles("src/server/db/schema").filter((f) => !f.endsWith("/index.ts")),
    ...sourceFiles("src/contracts", { recursive: true }),
    ...sourceFiles("src/server/jobs", { recursive: true }),
  ];
}

/** Whether a named path exists; a `*` in the last part matches any run of characters. */
function exists(named: string): boolean {
  if (!named.includes("*")) return existsSync(path.join(ROOT, named));
  const dir = path.posix.dirname(named);
  const pattern = new RegExp(
    `^${path.posix
      .basename(named)
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replaceAll("*", ".*")}$`,
  );
  return existsSync(path.join(ROOT, dir)) && readdirSync(path.join(ROOT, dir)).some((name) => pattern.test(name));
}

describe("docs/areas.md", () => {
  it("names every feature, use-case folder, page route, API route, page loader, contract, schema file and job", () => {
    const places = placesOfAreas();
    // The scan itself finds what it should (a renamed folder must not make this test pass empty).
    expect(places).toEqual(
      expect.arrayContaining([
        "src/features/orders/",
        "src/server/domain/orders/",
        "src/app/(app)/platform/orders/",
        "src/server/api/routes/v1/orders.ts",
        "src/contracts/orders.ts",
      ]),
    );
    expect(places.filter((place) => !named.has(place))).toEqual([]);
  });

  it("names only paths that exist", () => {
    expect([...named].filter((p) => !exists(p))).toEqual([]);
  });
});
