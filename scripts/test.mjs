import { spawnSync } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

/**
 * `npm test`: every suite — unit, components, API (PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set) and the browser tests against the production build. Extra arguments go to Vitest.
 */
process.env.NEXT_TELEMETRY_DISABLED = "1";
ensureChromium();
ensureBuild();
const result = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
