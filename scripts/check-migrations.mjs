import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * `npm run db:check`: the Drizzle schema and the committed migrations agree. drizzle-kit generates
 * into a copy of the migrations folder; a file it writes there is a schema change without its
 * migration (run `npm run db:generate` and commit the result). `drizzle-kit check` then looks at the
 * committed history itself (snapshots that collide, as two branches' migrations can).
 */
const root = path.resolve(import.meta.dirname, "..");
const migrations = path.join(root, "src/server/db/migrations");
const kit = path.join(root, "node_modules/.bin/drizzle-kit");
// The same schema, dialect and casing as drizzle.config.ts.
const common = ["--dialect", "postgresql"];

const copy = mkdtempSync(path.join(tmpdir(), "migrations-"));
try {
  cpSync(migrations, copy, { recursive: true });
  const before = new Set(readdirSync(copy, { recursive: true }).map(String));
  // drizzle-kit reads --out relative to the working directory, and only as such.
  const out = `./${path.relative(root, copy)}`;
  execFileSync(kit, ["generate", ...common, "--schema", "./src/server/db/schema/index.ts", "--casing", "snake_case", "--out", out], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const added = readdirSync(copy, { recursive: true })
    .map(String)
    .filter((file) => !before.has(file) && file.endsWith(".sql"));
  if (added.length > 0) {
    console.error("The schema has changes that no migration holds. Run `npm run db:generate` and commit the result. Missing:\n");
    for (const file of added) console.error(`-- ${file}\n${readFileSync(path.join(copy, file), "utf8")}`);
    process.exit(1);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
execFileSync(kit, ["check", ...common, "--out", "./src/server/db/migrations"], { cwd: root, stdio: "inherit" });
console.log("Schema and migrations agree.");
