import { spawnSync } from "node:child_process";
import { buildApi } from "./build-api.mjs";
import { isBuildCurrent, recordBuild, sourceFingerprint } from "./build-fingerprint.mjs";

/** Builds the production bundle unless the current one was built from these exact sources. */
export async function ensureBuild() {
  if (isBuildCurrent()) return;
  // Taken before the build: sources edited while it runs must make the next call build again.
  const fingerprint = sourceFingerprint();
  console.log("Building the production bundle (next build)…");
  const result = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await buildApi();
  recordBuild(fingerprint);
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureBuild();
