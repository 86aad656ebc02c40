import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { ensureBuild } from "./ensure-build.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

/**
 * `npm test`: every suite — unit, components, API (PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set) and the browser tests against the production build.
 *
 * Without arguments the browser tests run in a second Vitest beside the others (decision 038):
 * one Vitest runs its groups one after another, and the browser tests, which mostly wait on the
 * server and Chromium, would otherwise start only when the API suites have finished. Each line is
 * prefixed with the run it comes from. Extra arguments (a file, `--project api`) go to one Vitest.
 */
process.env.NEXT_TELEMETRY_DISABLED = "1";
/** Lines of Vitest's failure report ("FAIL  project  file > test" and the error's first lines). */
const failures = [];
// eslint-disable-next-line no-control-regex -- the colour codes Vitest writes
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, "");

ensureChromium();
// The build's folder (decision 063), held for the run; the browser tests' server and anything
// else started below find it in NEXT_DIST_DIR.
process.env.NEXT_DIST_DIR = ensureBuild({ hold: process.pid }).distDir;

const args = process.argv.slice(2);
if (args.length > 0) {
  process.exit(await run(["vitest", "run", ...args]));
}

const projects = ["unit", "components", "api", ...(process.env.TEST_DATABASE_URL ? ["api-postgres"] : [])];
const [server, browser] = await Promise.all([
  run(["vitest", "run", ...projects.flatMap((p) => ["--project", p])], "api │ "),
  run(["vitest", "run", "--project", "e2e"], "e2e │ "),
]);
// The failures again, last: a long run's log is often read from its end, where the browser run's
// lines would otherwise have buried the API run's failure report.
if (failures.length > 0) console.log(`\nFailed (each with the first lines of its error):\n${failures.join("\n")}`);
console.log(`\nnpm test: unit, components and API ${server === 0 ? "passed" : "FAILED"}; browser ${browser === 0 ? "passed" : "FAILED"}`);
process.exit(server || browser);

/** Runs `npx <command>`; with a prefix, its output is read line by line and prefixed. */
function run(command, prefix) {
  return new Promise((resolve) => {
    const child = spawn("npx", command, { stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let keep = 0;
        createInterface({ input: stream }).on("line", (line) => {
          out.write(`${prefix}${line}\n`);
          const text = plain(line);
          if (/^\s*FAIL\s/.test(text)) keep = 4;
          else if (keep > 0 && text.trim() === "") return;
          if (keep > 0) {
            keep -= 1;
            failures.push(`${prefix}${text}`);
          }
        });
      }
    }
    child.on("close", (code) => resolve(code ?? 1));
  });
}
