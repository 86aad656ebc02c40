import { readdirSync } from "node:fs";
import path from "node:path";

/** Every product source file under src/ (TypeScript, tests left out), as absolute paths: for tests that read the code itself. */
export function productSources(): string[] {
  const root = path.resolve(import.meta.dirname, "../../src");
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
