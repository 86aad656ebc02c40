import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The area layouts read nothing per request, so each page guards itself: it is exported through
 * areaPage() (rendered per request, guarded before it runs: src/components/shell/area-guard.tsx)
 * or prerenderedAreaPage() (the same HTML for everyone, guarded in the browser, its data from the
 * API). A page added without either fails here.
 */
const APP = path.join(process.cwd(), "src/app/(app)");

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

describe.each([
  ["platform", "brand"],
  ["dashboard", "creator"],
])("pages under /%s", (folder, area) => {
  const pages = pagesUnder(path.join(APP, folder));

  it("exist", () => {
    expect(pages.length).toBeGreaterThan(1);
  });

  it.each(pages.map((p) => [path.relative(APP, p), p]))(
    `%s is exported through areaPage("${area}", …) or prerenderedAreaPage`,
    (_name, file) => {
      const source = readFileSync(file, "utf8");
      expect(source).toMatch(
        new RegExp(`^export default (areaPage\\("${area}", \\w+\\)|prerenderedAreaPage\\("${area}", \\w+, \\w+\\));$`, "m"),
      );
      expect(source).not.toMatch(/^export default (async )?function/m);
    },
  );
});
