/**
 * `npm run bench`: runs every benchmark that exists (bench/ledger.ts, bench/lighthouse.ts, …)
 * one after the other, each in its own process, and fails if any fails.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const BENCHES = ["ledger", "lighthouse", "api", "upload", "live-push"];
let failed = false;
for (const name of BENCHES) {
  const file = path.resolve(import.meta.dirname, `${name}.ts`);
  if (!existsSync(file)) {
    console.log(`bench: ${name} — not present, skipped`);
    continue;
  }
  console.log(`\nbench: ${name}`);
  const result = spawnSync("npx", ["tsx", file], { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`bench: ${name} failed (exit ${result.status ?? result.signal})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
