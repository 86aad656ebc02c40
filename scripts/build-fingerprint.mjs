import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/*
 * A production build is reused only while the sources and build-time settings it was built from
 * are unchanged: builds live in one folder per fingerprint (scripts/build-store.mjs), and
 * `npm start`, `npm test` and the benches use the folder of the current one.
 */
const INPUTS = [
  "src",
  "content",
  "public",
  "package-lock.json",
  "patches",
  "scripts/build-api.mjs",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
];

function walk(entry, hash) {
  if (!existsSync(entry)) return;
  const stat = statSync(entry);
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      if (name.endsWith(".test.ts") || name.endsWith(".test.tsx")) continue;
      walk(path.join(entry, name), hash);
    }
  } else {
    hash.update(entry);
    hash.update(readFileSync(entry));
  }
}

/**
 * Settings the prerendered public pages are built with (decision 019): the booking link in the
 * footer, the trackers, explicit public settings, and the public origin of their canonical and
 * Open Graph URLs. PORT is not one (decision 063): a local run's pages name http://localhost:3000
 * on every port (src/config/canonical-origin.ts), so servers on other ports share one build.
 * BETTER_AUTH_URL counts only when it is public; on a loopback host it changes nothing in a page.
 */
const BUILD_TIME_SETTINGS = /^(BETTER_AUTH_URL|BOOKING_URL|NEXT_PUBLIC_.*|WEB_ANALYTICS_.*|PRODUCT_ANALYTICS_.*|AFFILIATE_.*)$/;
/** The hosts src/config/deployment.ts calls loopback. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function isLoopbackUrl(value) {
  try {
    return LOOPBACK_HOSTS.has(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** The build-time settings of this environment, as `NAME=value` lines (what the fingerprint hashes). */
export function buildTimeSettings(env = process.env) {
  return (
    Object.keys(env)
      .filter((name) => BUILD_TIME_SETTINGS.test(name) && env[name] !== undefined)
      // Empty is unset for the auth URL (src/config/public-settings.ts appOrigin).
      .filter((name) => name !== "BETTER_AUTH_URL" || (env[name] !== "" && !isLoopbackUrl(env[name])))
      .sort()
      .map((name) => `${name}=${env[name]}`)
  );
}

/** SHA-256 of the build inputs and build-time settings, in hex. */
export function sourceFingerprint(env = process.env) {
  const hash = createHash("sha256");
  for (const input of INPUTS) walk(input, hash);
  for (const line of buildTimeSettings(env)) hash.update(`${line}\n`);
  return hash.digest("hex");
}
