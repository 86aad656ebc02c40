import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

/*
 * Script hashes for prerendered pages (decision 019). A page Next prerendered at build time is
 * served as the same HTML to everyone, so it cannot carry a per-request nonce (decision 014).
 * Instead its Content-Security-Policy lists the SHA-256 of each of its inline scripts, read from
 * the very HTML file Next serves (`<distDir>/server/app/<route>.html`). Routes that Next may
 * regenerate (a `revalidate` time) are left out: their HTML changes, so they keep the nonce policy.
 * The hashes are recomputed when the file changes (on-demand regeneration rewrites it).
 *
 * A path no route matches gets Next's prerendered not-found page, so it gets that page's hashes.
 * (A not-found page rendered per request would make every page dynamic: Next renders the root
 * not-found boundary into each page.)
 */

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

interface Entry {
  mtimeMs: number;
  hashes: string[];
}

interface Build {
  /** Routes prerendered once and never regenerated on a timer. */
  staticRoutes: Set<string>;
  /** Every route's pattern (pages, route handlers, the API), to tell an unknown path. */
  routePatterns: RegExp[];
}

let build: Build | null | undefined;
const byRoute = new Map<string, Entry>();

/** The `'sha256-…'` sources of every inline script in this HTML, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** What the production build prerendered and routes; null without one (next dev, tests). */
function loadBuild(): Build | null {
  try {
    const read = (file: string) => JSON.parse(readFileSync(path.join(DIST_DIR, file), "utf8")) as unknown;
    const prerender = read("prerender-manifest.json") as { routes?: Record<string, { initialRevalidateSeconds?: number | false }> };
    const routes = read("routes-manifest.json") as { staticRoutes?: { regex: string }[]; dynamicRoutes?: { regex: string }[] };
    return {
      staticRoutes: new Set(
        Object.entries(prerender.routes ?? {})
          .filter(([, route]) => route.initialRevalidateSeconds === false || route.initialRevalidateSeconds === undefined)
          .map(([route]) => route),
      ),
      routePatterns: [...(routes.staticRoutes ?? []), ...(routes.dynamicRoutes ?? [])].map((r) => new RegExp(r.regex)),
    };
  } catch {
    return null;
  }
}

function htmlFileOf(route: string): string {
  return path.join(DIST_DIR, "server", "app", `${route === "/" ? "/index" : route}.html`);
}

function hashesOfRoute(route: string): string[] | null {
  const file = htmlFileOf(route);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = byRoute.get(route);
  if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
  const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
  byRoute.set(route, { mtimeMs, hashes });
  return hashes;
}

/**
 * The inline-script hashes of the page prerendered for this path (Next's not-found page for a path
 * no route matches), or null when the path is a page rendered per request (the nonce policy).
 */
export function prerenderedScriptHashes(pathname: string): string[] | null {
  if (build === undefined) build = loadBuild();
  if (!build) return null;
  const route = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (build.staticRoutes.has(route)) return hashesOfRoute(route);
  if (build.staticRoutes.has("/_not-found") && !build.routePatterns.some((pattern) => pattern.test(pathname))) {
    return hashesOfRoute("/_not-found");
  }
  return null;
}
