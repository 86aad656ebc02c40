import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createFront } from "../../scripts/serve.mjs";

/*
 * Decision 036: `npm start` answers prerendered pages from memory (scripts/serve.mjs). The
 * reference is `next start` of the same build (the suite's server): for every variant a browser
 * or a cache sends (plain, gzip, HEAD, a conditional request) the front must give the same status,
 * the same headers in the same order and the same bytes, and hand everything else to Next.
 */

const nextURL = inject("baseURL");
const DIST_DIR = path.resolve(process.env.NEXT_DIST_DIR || ".next");
/** Headers about the connection and the moment, which differ between any two responses. */
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
const BROWSER_ENCODING = "gzip, deflate, br, zstd";

interface Answer {
  status: number;
  /** [name, value] in the order sent, names lower-cased, per-response headers left out. */
  headers: [string, string][];
  /** The body as sent (gzip bytes when gzipped). */
  raw: Buffer;
}

function send(base: string, pathname: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method: options.method ?? "GET", headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!.toLowerCase();
          if (!PER_RESPONSE.has(name)) headers.push([name, res.rawHeaders[i + 1]!]);
        }
        resolve({ status: res.statusCode!, headers, raw: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const header = (a: Answer, name: string) => a.headers.find(([n]) => n === name)?.[1];
const decoded = (a: Answer) => (header(a, "content-encoding") === "gzip" ? gunzipSync(a.raw) : a.raw);

/** What a client can observe, apart from the connection: status, headers in order, decoded body. */
function observable(a: Answer) {
  return { status: a.status, headers: a.headers, body: decoded(a).toString("utf8") };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A front in this process whose misses go to `next start`; counts what reached Next. */
let front: ReturnType<typeof createFront>;
let frontServer: http.Server;
let frontURL = "";
let fallbacks = 0;

function proxyToNext(req: IncomingMessage, res: ServerResponse) {
  fallbacks += 1;
  const target = new URL(nextURL);
  const upstream = http.request(
    `${nextURL}${req.url}`,
    { method: req.method, headers: { ...req.headers, host: target.host }, agent: false },
    (answer) => {
      const raw: string[] = [];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        if (!PER_RESPONSE.has(answer.rawHeaders[i]!.toLowerCase())) raw.push(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
      }
      res.writeHead(answer.statusCode!, raw);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => res.destroy());
  req.pipe(upstream);
}

/** Sends until the front answers without Next (it learns a variant in the background after a miss). */
async function servedByFront(pathname: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  for (let i = 0; i < 100; i++) {
    const before = fallbacks;
    const answer = await send(frontURL, pathname, options);
    if (fallbacks === before) return answer;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the front never answered ${pathname} itself`);
}

beforeAll(async () => {
  front = createFront({ distDir: DIST_DIR, fallback: proxyToNext, origin: () => nextURL });
  frontServer = http.createServer((req, res) => void front.handle(req, res));
  await new Promise<void>((resolve) => frontServer.listen(0, "127.0.0.1", resolve));
  frontURL = `http://127.0.0.1:${(frontServer.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => frontServer.close(resolve));
});

describe("the front for prerendered pages", () => {
  it("knows the home page and the other fully static marketing pages, and not the pages rendered per request", () => {
    expect(front.routes.has("/")).toBe(true);
    expect(front.routes.has("/faq")).toBe(true);
    // The plans are read in the browser, so /pricing is prerendered like the rest of the marketing site.
    expect(front.routes.has("/pricing")).toBe(true);
    for (const dynamic of ["/creators", "/api/v1/health", "/public-settings.js", "/_not-found"]) {
      expect(front.routes.has(dynamic)).toBe(false);
    }
  });

  const variants: { name: string; method?: string; headers?: Record<string, string> }[] = [
    { name: "GET without Accept-Encoding" },
    { name: "GET from a browser (gzip)", headers: { "accept-encoding": BROWSER_ENCODING } },
    { name: "HEAD from a browser", method: "HEAD", headers: { "accept-encoding": BROWSER_ENCODING } },
  ];

  for (const pathname of ["/", "/faq"]) {
    for (const variant of variants) {
      it(`${pathname}, ${variant.name}: the same status, headers and bytes as next start`, async () => {
        const fromFront = await servedByFront(pathname, variant);
        const fromNext = await send(nextURL, pathname, variant);
        expect(fromFront.status).toBe(200);
        expect(observable(fromFront)).toEqual(observable(fromNext));
        if (variant.method !== "HEAD") {
          expect(decoded(fromFront).toString("utf8")).toContain("<html");
          expect(header(fromFront, "content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
        }
      });
    }
  }

  it("answers a conditional request with the page's ETag by Next's 304, and a stale ETag through Next", async () => {
    const page = await send(nextURL, "/", { headers: { "accept-encoding": BROWSER_ENCODING } });
    const etag = header(page, "etag");
    expect(etag).toBeTruthy();
    const conditional = { headers: { "accept-encoding": BROWSER_ENCODING, "if-none-match": etag! } };
    const fromFront = await servedByFront("/", conditional);
    const fromNext = await send(nextURL, "/", conditional);
    expect(fromFront.status).toBe(304);
    expect(observable(fromFront)).toEqual(observable(fromNext));

    const before = fallbacks;
    const stale = await send(frontURL, "/", { headers: { "if-none-match": '"not-the-etag"' } });
    expect(stale.status).toBe(200);
    expect(fallbacks).toBe(before + 1);
  });

  it("hands everything else to Next: dynamic pages, the API, RSC and router requests, query strings, other methods, signed-in visitors", async () => {
    // Warm the page first, so a pass-through below is a decision, not a miss.
    await servedByFront("/");
    const cases: { pathname: string; method?: string; headers?: Record<string, string> }[] = [
      { pathname: "/creators" },
      { pathname: "/api/v1/health" },
      { pathname: "/no-such-page" },
      { pathname: "/?_rsc=abc12" },
      { pathname: "/?utm_source=mail" },
      { pathname: "/", headers: { rsc: "1" } },
      { pathname: "/", headers: { "next-router-prefetch": "1" } },
      { pathname: "/", headers: { "next-router-state-tree": "%5B%22%22%5D" } },
      { pathname: "/", method: "POST", headers: { "next-action": "x", "content-length": "0" } },
      { pathname: "/", method: "OPTIONS" },
      { pathname: "/", headers: { cookie: "theme=dark; better-auth.session_token=abc.def" } },
      { pathname: "/", headers: { cookie: "__Secure-better-auth.session_token=abc.def" } },
      { pathname: "/", headers: { cookie: "impersonate-token=abc" } },
      { pathname: "/", headers: { "x-anything-new": "1" } },
      // A signed-in area's prerendered page without a session cookie: the proxy's redirect to sign in.
      { pathname: "/platform" },
      { pathname: "/dashboard", headers: { cookie: "theme=dark" } },
    ];
    for (const c of cases) {
      const before = fallbacks;
      await send(frontURL, c.pathname, c);
      expect(fallbacks, `${c.method ?? "GET"} ${c.pathname} ${JSON.stringify(c.headers ?? {})}`).toBe(before + 1);
    }
    // A cookie that is not a session is no reason to skip the front (the page does not read it).
    const before = fallbacks;
    await send(frontURL, "/", { headers: { cookie: "theme=dark" } });
    expect(fallbacks).toBe(before);
  });
});

describe("the front for a signed-in area's prerendered pages", () => {
  it("knows the brand and creator homes and order lists, and not the pages of those areas rendered per request", () => {
    for (const page of ["/platform", "/platform/orders", "/dashboard", "/dashboard/orders"]) expect(front.routes.has(page)).toBe(true);
    for (const dynamic of ["/platform/team", "/platform/settings", "/dashboard/settings", "/inbox"])
      expect(front.routes.has(dynamic)).toBe(false);
  });

  it("serves a visitor with a session cookie the shell Next serves them, and sends one without to Next's redirect", async () => {
    const signedIn = { headers: { "accept-encoding": BROWSER_ENCODING, cookie: "better-auth.session_token=someone.signed" } };
    const fromFront = await servedByFront("/platform", signedIn);
    const fromNext = await send(nextURL, "/platform", signedIn);
    expect(fromFront.status).toBe(200);
    expect(observable(fromFront)).toEqual(observable(fromNext));
    expect(decoded(fromFront).toString("utf8")).toContain("Loading your dashboard");
    expect(header(fromFront, "content-security-policy")).toMatch(/script-src 'self' 'sha256-/);

    // Another visitor's cookie gets the same bytes from memory: nothing in them is anyone's.
    const other = await servedByFront("/platform", { headers: { "accept-encoding": BROWSER_ENCODING, cookie: "impersonate-token=x" } });
    expect(observable(other)).toEqual(observable(fromFront));

    const before = fallbacks;
    const anonymous = await send(frontURL, "/platform");
    expect(fallbacks).toBe(before + 1);
    expect(anonymous.status).toBe(307);
    expect(header(anonymous, "location")).toMatch(/\/auth\/signin$/);
  });
});

describe("npm start's server (scripts/serve.mjs)", () => {
  let child: ChildProcess;
  let url = "";
  let dataDir = "";
  let output = "";

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), "reelbrief-front-"));
    child = spawn(process.execPath, [path.resolve("scripts/serve.mjs")], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        BETTER_AUTH_URL: nextURL,
        PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
        STORAGE_DIR: path.join(dataDir, "storage"),
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        E2E_TEST_HOOKS: "true",
        FRONT_LOG: "1",
        // Prerendered pages are built, not read from data: no demo seed (and its ffmpeg clips) here.
        SEED_DEMO_DATA: "false",
      },
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    });
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`serve.mjs exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${url}/api/v1/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error("serve.mjs did not answer within 180 s");
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves / as next start does, plain and gzip, once it has learned it", async () => {
    const variants: Record<string, string>[] = [{}, { "accept-encoding": BROWSER_ENCODING }];
    for (const headers of variants) {
      // The first answer comes from Next while the front learns the page in the background.
      await send(url, "/", { headers });
      const learned = `front: learned GET / accept-encoding=${headers["accept-encoding"] ?? ""} (`;
      const deadline = Date.now() + 30_000;
      while (!output.includes(learned) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(output).toContain(learned);
      const fromServe = await send(url, "/", { headers });
      const fromNext = await send(nextURL, "/", { headers });
      expect(observable(fromServe)).toEqual(observable(fromNext));
    }
  });

  it("still runs everything else through Next: a dynamic page, the API and the sign-in redirect", async () => {
    const directory = await send(url, "/creators");
    expect(directory.status).toBe(200);
    expect(header(directory, "content-security-policy")).toMatch(/'nonce-/);
    expect((await send(url, "/api/v1/health")).status).toBe(200);
    const guarded = await send(url, "/platform");
    expect(guarded.status).toBe(307);
    expect(header(guarded, "location")).toMatch(/\/auth\/signin$/);
    expect(header(guarded, "set-cookie")).toMatch(/redirect=/);
  });
});
