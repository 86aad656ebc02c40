import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourceFingerprint } from "../../scripts/build-fingerprint.mjs";

/*
 * Several web processes from one build (decision 063): a second `npm start` on another port uses
 * the first one's build instead of rebuilding it under the running server, whose prerendered pages
 * would then name script files and inline-script hashes of another build and never hydrate.
 *
 * It needs the production build of these sources, which `npm test` makes before the suites run
 * (and CI makes once); run alone, make it first with `node scripts/ensure-build.mjs`. Without it
 * the test is skipped rather than spending minutes building inside a test.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The servers' environment: the local default origin (it follows PORT), as for anyone starting two servers by hand. */
function serverEnvironment(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
    STORAGE_DIR: path.join(dataDir, "storage"),
    DATABASE_URL: "",
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "warn",
  };
  delete env.BETTER_AUTH_URL;
  delete env.NEXT_DIST_DIR;
  return env;
}

const fingerprint = sourceFingerprint(serverEnvironment(3000, tmpdir()));
const distDir = path.join(ROOT, ".next-builds", fingerprint.slice(0, 16));
const built = (() => {
  try {
    return readFileSync(path.join(distDir, "reelbrief-build-fingerprint"), "utf8") === fingerprint;
  } catch {
    return false;
  }
})();
if (!built) console.warn(`servers-share-one-build: skipped, no build of these sources in ${distDir} (node scripts/ensure-build.mjs)`);

interface Server {
  child: ChildProcess;
  output: string[];
  port: number;
  dataDir: string;
}
const servers: Server[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `npm start` (scripts/start.mjs) on a port of its own with a fresh embedded database, as a new machine would. */
async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "reelbrief-servers-"));
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: serverEnvironment(port, dataDir),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output: string[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const server = { child, output, port, dataDir };
  servers.push(server);
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start on ${port} exited with ${child.exitCode}:\n${output.join("")}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return server;
    if (Date.now() > deadline) throw new Error(`npm start on ${port} did not answer:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

afterAll(async () => {
  for (const { child } of servers) {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  }
  await Promise.all(
    servers.map(({ child }) => (child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : Promise.resolve())),
  );
  for (const { dataDir } of servers) rmSync(dataDir, { recursive: true, force: true });
});

const sha256 = (data: string | Buffer, encoding: "base64" | "hex") => createHash("sha256").update(data).digest(encoding);

interface PageSnapshot {
  /** `'sha256-…'` of each inline script, in page order. */
  inlineHashes: string[];
  /** The page's own script files and the SHA-256 of each body. */
  scripts: Map<string, string>;
}

/** Loads the home page and its script files from a server and checks the page's policy allows its inline scripts. */
async function snapshot(port: number): Promise<PageSnapshot> {
  const res = await fetch(`http://127.0.0.1:${port}/`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const inlineHashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${sha256(m[1]!, "base64")}'`,
  );
  expect(inlineHashes.length).toBeGreaterThan(0);
  // A prerendered page's policy lists its inline scripts' hashes (no nonce): each of them must be there.
  const scriptSrc = (res.headers.get("content-security-policy") ?? "").split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("'nonce-");
  for (const hash of inlineHashes) expect(scriptSrc).toContain(hash);

  const files = [...new Set([...html.matchAll(/<script[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  expect(files.length).toBeGreaterThan(0);
  const scripts = new Map<string, string>();
  for (const file of files.slice(0, 3)) {
    const script = await fetch(`http://127.0.0.1:${port}${file}`);
    expect(script.status, file).toBe(200);
    scripts.set(file, sha256(Buffer.from(await script.arrayBuffer()), "hex"));
  }
  return { inlineHashes, scripts };
}

/** Who holds the build folder (scripts/build-store.mjs): the pids of the `npm start` processes on it. */
function holders(): number[] {
  try {
    return readdirSync(path.join(distDir, "reelbrief-holders")).map(Number);
  } catch {
    return [];
  }
}

describe.skipIf(!built)("a second server on another port", () => {
  it("uses the first one's build and leaves its pages and scripts as they were", async () => {
    const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8");
    const homeFile = path.join(distDir, "server", "app", "index.html");
    const homeBefore = statSync(homeFile);

    const a = await startServer();
    expect(holders()).toContain(a.child.pid);
    const first = await snapshot(a.port);

    const b = await startServer();
    expect(b.port).not.toBe(a.port);
    // B built nothing: it found the build of these sources (PORT is not a build input) and holds it too.
    expect(b.output.join("")).not.toMatch(/Building the production bundle/);
    expect(holders()).toEqual(expect.arrayContaining([a.child.pid, b.child.pid]));
    expect(readFileSync(path.join(distDir, "BUILD_ID"), "utf8")).toBe(buildId);
    const homeAfter = statSync(homeFile);
    expect([homeAfter.ino, homeAfter.mtimeMs]).toEqual([homeBefore.ino, homeBefore.mtimeMs]);

    // A still serves the same page with the same scripts, and its policy still allows them.
    const again = await snapshot(a.port);
    expect(again.inlineHashes).toEqual(first.inlineHashes);
    for (const [file, hash] of first.scripts) {
      const res = await fetch(`http://127.0.0.1:${a.port}${file}`);
      expect(res.status, file).toBe(200);
      expect(sha256(Buffer.from(await res.arrayBuffer()), "hex"), file).toBe(hash);
    }
    // B serves the very same page: one build, two ports.
    expect((await snapshot(b.port)).inlineHashes).toEqual(first.inlineHashes);
  }, 360_000);
});
