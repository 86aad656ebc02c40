import http from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import next from "next";

/*
 * The production server (`npm start`): one Node HTTP server whose requests go three ways.
 *
 * - `/api/*` (but /api/og, an image Next renders) goes to the Hono API (src/server/api/serve-api.ts,
 *   bundled into `<distDir>/reelbrief-api/` by scripts/build-api.mjs) through @hono/node-server,
 *   before Next sees it (decision 062). The API boots the process — database, demo data, job
 *   workers — while Next prepares; the server listens once both are ready.
 * - A prerendered page already learnt is answered by the front below, from memory (decision 036).
 * - Everything else goes to Next's own request handler.
 *
 * `node scripts/serve.mjs --dev` (`npm run dev`) is the same composition over `next dev`, with the
 * API loaded from its sources through tsx.
 *
 * A prerendered page is the same bytes for every visitor, yet `next start` passes each request
 * through its router, the proxy (src/proxy.ts) and its response cache: about 2–4 ms of CPU for
 * a page it already has, a few hundred pages per second per core. The front keeps, per page, the
 * exact responses Next gave — status, headers in Next's order and spelling, and the body as sent
 * (gzip bytes included) — and replays them. It never builds a response itself: every variant it
 * serves was first answered by Next for an equivalent request (method, path, Accept-Encoding,
 * If-None-Match), captured in the background after a miss; until then the request goes to Next.
 *
 * What goes to Next, always: anything but GET/HEAD; a path that is not a prerendered route (exact
 * match, no query string: `?_rsc=` and search parameters are Next's); a request carrying any header
 * outside SAFE_HEADERS (Next's router headers — RSC, Next-Router-*, Next-Action, the ones its Vary
 * lists — and anything we have not thought about); on a public page, a session or impersonation
 * cookie (the proxy is where signed-in routing lives, even if today the public pages do not
 * differ); on a page of a signed-in area, the lack of one (the proxy sends that visitor to sign
 * in); an If-None-Match that is not the page's current ETag; a response Next gave that was not a
 * plain 200 (or 304 to the conditional request), set a cookie, or said private/no-store.
 *
 * A prerendered page of a signed-in area (decision 094) is the same shell for every signed-in
 * visitor: the proxy only checks that a session cookie is there, and the page loads its data from
 * the API in the browser. The front learns it by asking Next with a placeholder session cookie,
 * and serves it only to requests that carry one.
 *
 * FRONT_CACHE=off turns the front off (every request to Next); FRONT_LOG=1 prints each variant it
 * learns.
 */

const SAFE_HEADERS = new Set([
  "host",
  "connection",
  "user-agent",
  "accept",
  "accept-language",
  "accept-encoding",
  "cache-control",
  "pragma",
  "referer",
  "cookie",
  "dnt",
  "upgrade-insecure-requests",
  "priority",
  "if-none-match",
  "sec-fetch-dest",
  "sec-fetch-mode",
  "sec-fetch-site",
  "sec-fetch-user",
  "sec-ch-ua",
  "sec-ch-ua-mobile",
  "sec-ch-ua-platform",
  "sec-gpc",
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-real-ip",
  // Stamped by this process on every request (src/server/http/stamp-client-address.ts), whatever
  // the client sent; the proxy and a prerendered page do not read them.
  "x-reelbrief-client-ip",
  "x-reelbrief-local-client",
]);
/** Cookies that make a request a signed-in one (Better Auth's session, the admin's impersonation). */
const SIGNED_IN_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=|(?:^|;\s*)impersonate-token=/;
/** The signed-in areas, as src/proxy.ts lists them: without a session cookie the proxy redirects to sign in. */
const SIGNED_IN_AREAS = ["/dashboard", "/platform", "/inbox"];
/** What the front sends Next to learn a signed-in area's prerendered page: a session cookie is present, which is all the proxy checks. */
const CAPTURE_SESSION_COOKIE = "better-auth.session_token=front-capture";
/** Response headers that describe the connection, not the page: node writes its own. */
const HOP_BY_HOP = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
/** Distinct Accept-Encoding values kept per page (browsers send a handful); beyond it, Next answers. */
const MAX_ENCODINGS = 16;

/** The routes the build prerendered once and never regenerates (no revalidate time). */
function prerenderedRoutes(distDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
    return new Set(
      Object.entries(manifest.routes ?? {})
        .filter(
          ([route, r]) => (r.initialRevalidateSeconds === false || r.initialRevalidateSeconds === undefined) && !route.startsWith("/_"),
        )
        .map(([route]) => route),
    );
  } catch {
    return new Set();
  }
}

/**
 * Whether this request may be answered from what Next answered before, and under which key.
 * Returns null when it must go to Next.
 */
export function frontKey(req, routes) {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "";
  if (url.includes("?") || !routes.has(url)) return null;
  const headers = req.headers;
  for (const name in headers) if (!SAFE_HEADERS.has(name)) return null;
  const signedIn = Boolean(headers.cookie && SIGNED_IN_COOKIE.test(headers.cookie));
  const key = `${req.method} ${url}\n${headers["accept-encoding"] ?? ""}`;
  if (isSignedInArea(url)) return signedIn ? `${key}\nsigned-in` : null;
  return signedIn ? null : key;
}

function isSignedInArea(url) {
  return SIGNED_IN_AREAS.some((area) => url === area || url.startsWith(`${area}/`));
}

function cacheable(status, rawHeaders, conditional) {
  if (status !== (conditional ? 304 : 200)) return false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i].toLowerCase();
    if (name === "set-cookie") return false;
    if (name === "cache-control" && /private|no-store/i.test(rawHeaders[i + 1])) return false;
  }
  return true;
}

/** Creates the front: `handle(req, res)` answers from memory or calls `fallback`. */
export function createFront({ distDir, fallback, origin, log = false }) {
  const routes = prerenderedRoutes(distDir);
  /** key → { full, notModified, etag } where full/notModified are { status, headers, body }. */
  const pages = new Map();
  const pending = new Set();
  const encodingsPerPath = new Map();

  function capture(method, url, acceptEncoding, ifNoneMatch) {
    return new Promise((resolve) => {
      const headers = {};
      if (isSignedInArea(url)) headers.cookie = CAPTURE_SESSION_COOKIE;
      if (acceptEncoding) headers["accept-encoding"] = acceptEncoding;
      if (ifNoneMatch) headers["if-none-match"] = ifNoneMatch;
      const req = http.request(`${origin()}${url}`, { method, headers, agent: false }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const raw = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!HOP_BY_HOP.has(res.rawHeaders[i].toLowerCase())) raw.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
          }
          if (!cacheable(res.statusCode, raw, Boolean(ifNoneMatch))) return resolve(null);
          resolve({ status: res.statusCode, headers: raw, body: Buffer.concat(chunks), etag: res.headers.etag });
        });
        res.on("error", () => resolve(null));
      });
      req.on("error", () => resolve(null));
      req.end();
    });
  }

  /** After a miss: ask Next for the full and the 304 answer of this variant, in the background. */
  async function learn(key, req) {
    if (pending.has(key)) return;
    const url = req.url;
    const known = encodingsPerPath.get(url) ?? 0;
    if (known >= MAX_ENCODINGS) return;
    encodingsPerPath.set(url, known + 1);
    pending.add(key);
    try {
      const acceptEncoding = req.headers["accept-encoding"];
      const full = await capture(req.method, url, acceptEncoding);
      if (!full || !full.etag) return;
      const notModified = await capture(req.method, url, acceptEncoding, full.etag);
      pages.set(key, { full, notModified, etag: full.etag });
      if (log) console.log(`front: learned ${key.replace("\n", " accept-encoding=").replace("\n", " ")} (${full.body.length} bytes)`);
    } finally {
      pending.delete(key);
    }
  }

  function handle(req, res) {
    const key = frontKey(req, routes);
    const page = key && pages.get(key);
    if (!page) {
      if (key) void learn(key, req);
      return fallback(req, res);
    }
    const ifNoneMatch = req.headers["if-none-match"];
    let answer = page.full;
    if (ifNoneMatch !== undefined) {
      // Only the exact current ETag is answered here; lists, weak forms and stale tags go to Next.
      if (ifNoneMatch !== page.etag || !page.notModified) return fallback(req, res);
      answer = page.notModified;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === "HEAD" ? undefined : answer.body);
  }

  return { handle, routes };
}

/** Whether a request is the API's: everything under /api/ but Next's /api/og image route. */
export function isApiRequest(url) {
  if (!url.startsWith("/api/")) return false;
  return !(url.startsWith("/api/og") && (url.length === 7 || url[7] === "/" || url[7] === "?"));
}

/** The API's Node request listener: from the build, or from the sources (tsx) in development. */
async function loadApi(distDir, dev) {
  const entry = dev
    ? new URL("../src/server/api/serve-api.ts", import.meta.url).href
    : pathToFileURL(path.join(distDir, "reelbrief-api", "index.mjs")).href;
  const { startApi } = await import(entry);
  try {
    return await startApi();
  } catch (error) {
    // A server that cannot work must not listen: invalid settings, missing secrets, no database.
    console.error(`Reelbrief failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function main() {
  const dev = process.argv.includes("--dev");
  const port = Number(process.env.PORT ?? 3000);
  // All interfaces, as `next start` without -H (HOSTNAME is not read: shells and containers set it).
  const distDir = path.resolve(process.env.NEXT_DIST_DIR || ".next");
  const app = next({ dev, dir: process.cwd(), port, hostname: "localhost" });
  // The API's start-up (database, demo data, workers) and Next's are independent: side by side.
  const [api] = await Promise.all([loadApi(distDir, dev), app.prepare()]);
  const nextHandler = app.getRequestHandler();
  const fallback = (req, res) =>
    nextHandler(req, res).catch((error) => {
      console.error(`Failed to handle request for ${req.url}`, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end("Internal Server Error");
    });
  let server;
  const front =
    dev || process.env.FRONT_CACHE === "off"
      ? null
      : createFront({
          distDir,
          fallback,
          log: process.env.FRONT_LOG === "1",
          origin: () => {
            const address = server.address();
            const host =
              address.family === "IPv6"
                ? address.address === "::"
                  ? "[::1]"
                  : `[${address.address}]`
                : address.address === "0.0.0.0"
                  ? "127.0.0.1"
                  : address.address;
            return `http://${host}:${address.port}`;
          },
        });
  const pages = front ? front.handle : fallback;
  server = http.createServer((req, res) => (isApiRequest(req.url ?? "/") ? api(req, res) : pages(req, res)));
  // `next dev` pushes its updates over a WebSocket.
  if (dev) server.on("upgrade", app.getUpgradeHandler());
  await new Promise((resolve) => server.listen(port, resolve));
  console.log(`Ready on port ${port}${front ? ` (front for ${front.routes.size} prerendered pages)` : ""}`);
  // Stop listening, then exit as the signal would — unless other handlers are registered (the job
  // workers', src/server/jobs/start-workers.ts), which raise the signal again once they are done.
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ]) {
    process.prependOnceListener(signal, () => {
      server.close();
      server.closeIdleConnections();
      if (process.listenerCount(signal) === 0) process.exit(code);
      setTimeout(() => process.exit(code), 10_000).unref();
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
