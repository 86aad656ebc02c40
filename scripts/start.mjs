import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./ensure-build.mjs";

/**
 * `npm start`: builds when the sources changed, then serves the production build on PORT
 * (3000) through scripts/serve.mjs: Next's request handler behind a front that answers the
 * prerendered pages from memory (decision 036). Start-up migrates the database, seeds demo data
 * and prints how to sign in. On localhost it needs no settings at all: missing secrets are
 * generated once into the data folder (src/server/local-secrets.ts); on a public BETTER_AUTH_URL
 * it refuses to start without the real ones.
 *
 * The build is the one of the current fingerprint, in its own folder (decision 063), held by this
 * process while it lives: another `npm start` — another PORT, or sources changed meanwhile — uses
 * or makes its own folder and never rebuilds or removes this server's.
 */
process.env.NEXT_TELEMETRY_DISABLED = "1";
const { distDir, release } = ensureBuild({ hold: process.pid });
const child = spawn(process.execPath, [fileURLToPath(new URL("./serve.mjs", import.meta.url))], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: distDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  release();
  process.exit(code ?? 0);
});
