import { spawnSync } from "node:child_process";
import { isBuildCurrent, recordBuild } from "./build-fingerprint.mjs";

/** Builds the production bundle unless the current one was built from these exact sources. */
export function ensureBuild() {
  if (isBuildCurrent()) return;
  console.log("Building the production bundle (next build)…");
  const result = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  recordBuild();
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
