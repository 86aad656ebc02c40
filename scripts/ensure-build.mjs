import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { buildApi } from "./build-api.mjs";
import { sourceFingerprint } from "./build-fingerprint.mjs";
import {
  buildDirFor,
  hold as holdBuild,
  isComplete,
  markComplete,
  preserveFiles,
  prune,
  touch,
  withBuildLock,
  withRegistryLock,
} from "./build-store.mjs";

/**
 * The production build of these sources and build-time settings, made unless it exists
 * (decision 063): `{ distDir, fingerprint, built, release }`. Run a server on it with
 * NEXT_DIST_DIR=distDir in its environment. The build is never replaced; while the process `hold`
 * names is alive (pass the pid of whatever runs on it for as long as it runs), no later call
 * prunes it. `release()` gives the hold up early. Builds nobody holds are pruned here, except the
 * most recently used one besides the current.
 *
 * A NEXT_DIST_DIR already in the environment is not a request for a folder: the folder follows
 * from the fingerprint (a child of `npm test` that calls this again gets the same one).
 */
export function ensureBuild({ hold } = {}) {
  // Taken before any build: sources edited while it runs make the next call build again.
  const fingerprint = sourceFingerprint();
  const distDir = buildDirFor(fingerprint);
  let built = false;
  for (;;) {
    const ready = withRegistryLock(() => {
      if (!isComplete(distDir, fingerprint)) return null;
      touch(distDir);
      const release = hold ? holdBuild(distDir, hold) : () => {};
      prune(distDir);
      return release;
    });
    if (ready) return { distDir, fingerprint, built, release: ready };
    const status = withBuildLock(
      () => (isComplete(distDir, fingerprint) ? 0 : build(distDir, fingerprint)),
      (owner) => console.error(`Waiting for the build process ${owner} is making…`),
    );
    if (status !== 0) process.exit(status);
    built = true;
  }
}

/** `next build` and the API bundle into distDir; call under the build lock. Returns next build's exit status. */
function build(distDir, fingerprint) {
  // An unfinished folder is what a failed or killed build left: start it afresh.
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(distDir, { recursive: true });
  console.error(`Building the production bundle into ${distDir} (next build)…`);
  // Next adds its distDir's type folders to tsconfig.json and points next-env.d.ts at them; with a
  // folder per build that would edit a committed file each time.
  const restore = preserveFiles(["tsconfig.json", "next-env.d.ts"]);
  let result;
  try {
    result = spawnSync("npx", ["next", "build"], {
      // The build's output goes to stderr: stdout of `node scripts/ensure-build.mjs` is the folder.
      stdio: ["inherit", process.stderr, "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir },
    });
  } finally {
    restore();
  }
  if (result.status !== 0) return result.status ?? 1;
  // The API scripts/serve.mjs serves beside Next, bundled into the same folder (decision 062).
  buildApi(distDir);
  markComplete(distDir, fingerprint);
  return 0;
}

/*
 * `node scripts/ensure-build.mjs [--hold <pid>]`: builds if needed and prints the build folder,
 * e.g. `NEXT_DIST_DIR=$(node scripts/ensure-build.mjs --hold $$) npx next start`.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf("--hold");
  const hold = at > 0 ? Number(process.argv[at + 1]) : undefined;
  if (hold !== undefined && !(Number.isInteger(hold) && hold > 0)) {
    console.error("--hold needs the pid of the process that will use the build");
    process.exit(2);
  }
  console.log(ensureBuild({ hold }).distDir);
}
