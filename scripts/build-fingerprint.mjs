import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/*
 * A production build is reused only while the sources it was built from are unchanged:
 * `npm start` and the browser tests build when this fingerprint differs from the last build's.
 */
const INPUTS = ["src", "content", "public", "package-lock.json", "next.config.ts", "postcss.config.mjs", "tsconfig.json"];
/** NEXT_DIST_DIR lets several checkouts or engineers build side by side without sharing `.next`. */
export const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";
const STAMP = `${DIST_DIR}/reelbrief-build-fingerprint`;

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
 * Settings the prerendered public pages are built with (decision 019): the public origin of their
 * canonical and Open Graph URLs (BETTER_AUTH_URL, or PORT for the localhost default), the booking
 * link in the footer and the trackers. A build made with other values is not reused.
 */
const BUILD_TIME_SETTINGS = /^(BETTER_AUTH_URL|PORT|BOOKING_URL|NEXT_PUBLIC_.*|WEB_ANALYTICS_.*|PRODUCT_ANALYTICS_.*|AFFILIATE_.*)$/;

export function sourceFingerprint() {
  const hash = createHash("sha256");
  for (const input of INPUTS) walk(input, hash);
  for (const name of Object.keys(process.env)
    .filter((n) => BUILD_TIME_SETTINGS.test(n))
    .sort()) {
    hash.update(`${name}=${process.env[name]}\n`);
  }
  return hash.digest("hex");
}

export function isBuildCurrent() {
  return (
    existsSync(`${DIST_DIR}/BUILD_ID`) &&
    existsSync(`${DIST_DIR}/reelbrief-api/index.mjs`) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, "utf8") === sourceFingerprint()
  );
}

export function recordBuild(fingerprint = sourceFingerprint()) {
  writeFileSync(STAMP, fingerprint);
}
