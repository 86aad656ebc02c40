/**
 * Upload and range benchmark (decision 031), run by `npm run bench`:
 *
 * 1. A 1 GB file (BENCH_UPLOAD_MB) uploaded through the product's upload path — the tus endpoint
 *    of what `npm start` serves (scripts/serve.mjs of the production build: the API beside Next,
 *    session auth, @tus/server + file store, on a fresh PostgreSQL database with the job workers
 *    off) on loopback, one creation POST and one streamed PATCH — against, in the same run, a bare
 *    node:http server, in its own process too, piping the same upload to a file. The API
 *    process's resident memory is sampled from /proc during the upload: its growth should stay
 *    under 200 MB, and both servers' CPU time per MB is read from /proc.
 * 2. Range requests: the uploaded file read in 4 MiB ranges through the product's signed URL
 *    route, against a bare node:http server answering the same ranges with fs.createReadStream.
 *
 * Figures go to bench/results/upload.json and upload.md; nothing is asserted.
 */
import { spawn, spawnSync } from "node:child_process";
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { signedUrl, signingSecret } from "@/server/integrations/storage/signed-url";
import { ensureBuild } from "../scripts/ensure-build.mjs";
import { processCpuMs } from "./support/process-cpu";
import { processListeningOn, rssMb } from "./support/process-of-port";
import type { StorageKey } from "@/server/integrations/storage/types";

const AUTH_SECRET = randomBytes(32).toString("base64url");

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MB;
const RANGE = 4 * MB;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");

const work = mkdtempSync(path.join(os.tmpdir(), "reelbrief-bench-upload-"));
const source = path.join(work, "source.bin");

function makeSource() {
  const block = randomBytes(MB);
  const fd = createWriteStream(source);
  return new Promise<void>((resolve, reject) => {
    let written = 0;
    const write = () => {
      while (written < SIZE) {
        written += MB;
        if (!fd.write(block)) return fd.once("drain", write);
      }
      fd.end(resolve);
    };
    fd.on("error", reject);
    write();
  });
}

/**
 * The uploading client: curl by default (BENCH_UPLOAD_CLIENT=node for Node's http). On two cores
 * the client shares the machine with the server it measures; Node's client spends about as much
 * CPU per MB as the server, so it takes a core from whichever server is measured, while curl's
 * cost is small — closer to a browser uploading from another machine.
 */
const CLIENT = process.env.BENCH_UPLOAD_CLIENT ?? (spawnSync("curl", ["--version"]).status === 0 ? "curl" : "node");

/** Sends the file as one streamed request body; resolves with the response status. */
function send(url: string, method: string, headers: Record<string, string>): Promise<{ status: number }> {
  if (CLIENT === "curl") {
    return new Promise((resolve, reject) => {
      const args = ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", method, "-H", "Expect:", "-T", source, url];
      for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
      const curl = spawn("curl", args, { stdio: ["ignore", "pipe", "inherit"] });
      let out = "";
      curl.stdout.on("data", (d: Buffer) => (out += d.toString()));
      curl.on("error", reject);
      curl.on("exit", () => resolve({ status: Number(out) }));
    });
  }
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...headers, "content-length": String(SIZE) } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on("error", reject);
    createReadStream(source, { highWaterMark: MB }).pipe(req);
  });
}

function request(
  url: string,
  options: http.RequestOptions = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      let bytes = 0;
      res.on("data", (c: Buffer) => (bytes += c.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function readInRanges(url: string): Promise<number> {
  const started = performance.now();
  for (let start = 0; start < SIZE; start += RANGE) {
    const res = await request(url, { headers: { range: `bytes=${start}-${Math.min(start + RANGE, SIZE) - 1}` } });
    if (res.status !== 206) throw new Error(`range answered ${res.status}`);
  }
  return SIZE / MB / ((performance.now() - started) / 1000);
}

/** A server script of bench/support in its own process; resolves with the JSON line it prints and the listening pid. */
async function startServer<T extends { port: number }>(script: string, args: string[], env: Record<string, string>) {
  const child = spawn("npx", ["tsx", path.join(import.meta.dirname, "support", script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
    // Its own process group: stopping it stops npx, tsx and node together.
    detached: true,
  });
  const info = await new Promise<T>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(JSON.parse(line) as T);
    });
    child.on("exit", (code) => reject(new Error(`${script} exited ${code}`)));
  });
  // npx → tsx → node: the process listening is the deepest descendant.
  const pid = processListeningOn(info.port);
  return { ...info, pid, stop: () => process.kill(-child.pid!, "SIGTERM") };
}

const PRODUCT_DATABASE = "reelbrief_bench_upload";
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432";

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * What `npm start` serves, on the current build and a fresh PostgreSQL database, with a signed-up
 * creator whose bearer token the bench uses. The job workers are off: the bench measures the
 * upload path, not the processing that follows it.
 */
async function startProduct(storageDir: string) {
  const { distDir } = ensureBuild({ hold: process.pid });
  await adminQuery(`DROP DATABASE IF EXISTS ${PRODUCT_DATABASE} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${PRODUCT_DATABASE}`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs")], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: distDir,
      PORT: String(port),
      DATABASE_URL: `${POSTGRES}/${PRODUCT_DATABASE}`,
      JOB_WORKERS: "off",
      SEED_DEMO_DATA: "false",
      STORAGE_DIR: storageDir,
      BETTER_AUTH_URL: origin,
      BETTER_AUTH_SECRET: AUTH_SECRET,
      LOG_LEVEL: "warn",
    },
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve.mjs exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error("serve.mjs did not answer within 180 s");
    await new Promise((r) => setTimeout(r, 500));
  }
  const email = `bench-${Date.now()}@bench.reelbrief.com`;
  const password = "correct-horse-battery";
  const headers = { "content-type": "application/json", origin };
  await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: "Bench Creator" }),
  });
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  const token = signIn.headers.get("set-auth-token");
  if (!token) throw new Error(`sign-in answered ${signIn.status} without a token`);
  const db = new pg.Client({ connectionString: `${POSTGRES}/${PRODUCT_DATABASE}` });
  await db.connect();
  await db.query(`UPDATE "user" SET types = '{creator}', did_onboard = true WHERE email = $1`, [email]);
  await db.end();
  return {
    port,
    token,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid!, "SIGTERM");
      await exited;
      await adminQuery(`DROP DATABASE IF EXISTS ${PRODUCT_DATABASE} WITH (FORCE)`);
    },
  };
}

async function productUpload(product: { port: number; token: string; pid: number }) {
  const base = `http://127.0.0.1:${product.port}`;
  const b64 = (s: string) => Buffer.from(s).toString("base64");
  const created = await request(`${base}/api/v1/uploads/videos`, {
    method: "POST",
    headers: {
      "tus-resumable": "1.0.0",
      authorization: `Bearer ${product.token}`,
      "upload-length": String(SIZE),
      "upload-metadata": `filename ${b64("bench.mp4")},filetype ${b64("video/mp4")},purpose ${b64("portfolio")}`,
    },
  });
  if (created.status !== 201) throw new Error(`tus creation answered ${created.status}`);
  const location = new URL(String(created.headers.location)).pathname;
  settleDisk();
  const before = rssMb(product.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(product.pid))), 50);
  const cpuBefore = processCpuMs(product.pid);
  const started = performance.now();
  const res = await send(`${base}${location}`, "PATCH", {
    "tus-resumable": "1.0.0",
    authorization: `Bearer ${product.token}`,
    "upload-offset": "0",
    "content-type": "application/offset+octet-stream",
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuMsPerMb = (processCpuMs(product.pid) - cpuBefore) / (SIZE / MB);
  clearInterval(sampler);
  if (res.status !== 204) throw new Error(`tus PATCH answered ${res.status}`);
  return { mbPerSecond: SIZE / MB / seconds, cpuMsPerMb, rssBeforeMb: before, rssPeakMb: peak, assetId: location.split("/").pop()! };
}

/**
 * Writes every dirty page to disk before a timed upload, so that neither side pays, inside its
 * timing, for writing back the gigabyte of the upload before it.
 */
function settleDisk() {
  spawnSync("sync");
}

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

await makeSource();
const storageDir = path.join(work, "storage");
const product = await startProduct(storageDir);
const bareDir = path.join(work, "bare");
mkdirSync(bareDir);
const bare = await startServer<{ port: number }>("bare-upload-server.ts", [bareDir], {});
/**
 * Both sides write a new file per upload and delete it after its run: a 1 GB write leaves dirty
 * pages that the kernel makes the next writer flush (counted as that server's system time), so
 * files kept on one side only would slow that side's later runs.
 */
const dropFiles = async (assetId: string, bareName: string) => {
  // Through the product's route too: a creator keeps at most 6 portfolio videos (decision 042).
  const removed = await request(`http://127.0.0.1:${product.port}/api/v1/creators/me/portfolio/${assetId}`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${product.token}`, origin: "http://127.0.0.1:3000" },
  });
  if (removed.status >= 300) throw new Error(`removing the portfolio video answered ${removed.status}`);
  rmSync(path.join(storageDir, "objects", "videos", assetId), { recursive: true, force: true });
  rmSync(path.join(bareDir, bareName), { force: true });
};
const rows: {
  product: number;
  bare: number;
  productCpu: number;
  bareCpu: number;
  rssGrowth: number;
  rangeProduct: number;
  rangeBare: number;
}[] = [];
/** The API process's memory before its first upload: the growth reported is from here to each run's peak, the warm-up included. */
const rssAtStart = rssMb(product.pid);
try {
  // One round not counted: the first upload through each server compiles its code paths (the
  // product's first PATCH cost 8 CPU ms per MB against 2.4–2.6 afterwards).
  await send(`http://127.0.0.1:${bare.port}/warm-up.bin`, "PUT", { "content-type": "application/octet-stream" });
  await dropFiles((await productUpload(product)).assetId, "warm-up.bin");
  for (let run = 0; run < RUNS; run++) {
    const bareName = `run-${run}.bin`;
    const bareUpload = async () => {
      settleDisk();
      const started = performance.now();
      const cpuBefore = processCpuMs(bare.pid);
      const res = await send(`http://127.0.0.1:${bare.port}/${bareName}`, "PUT", { "content-type": "application/octet-stream" });
      if (res.status !== 204) throw new Error(`bare PUT answered ${res.status}`);
      return {
        mbPerSecond: SIZE / MB / ((performance.now() - started) / 1000),
        cpuMsPerMb: (processCpuMs(bare.pid) - cpuBefore) / (SIZE / MB),
      };
    };
    // Which server goes first alternates: the second one writes while the kernel flushes the
    // first one's gigabyte, and that should not always fall on the same side.
    let bareRun: Awaited<ReturnType<typeof bareUpload>>;
    let up: Awaited<ReturnType<typeof productUpload>>;
    if (run % 2 === 0) {
      bareRun = await bareUpload();
      up = await productUpload(product);
    } else {
      up = await productUpload(product);
      bareRun = await bareUpload();
    }
    const { mbPerSecond: bareMbps, cpuMsPerMb: bareCpu } = bareRun;
    // The signed URL the stream route would redirect to (a portfolio upload is not processed here:
    // no workers), made with the server's secret for the original's key.
    const key = `videos/${up.assetId}/original` as StorageKey;
    const signed = new URL(
      signedUrl(`http://127.0.0.1:${product.port}`, signingSecret(AUTH_SECRET), {
        method: "GET",
        key,
        expires: Math.floor(Date.now() / 1000) + 600,
      }),
    );
    const rangeProduct = await readInRanges(`http://127.0.0.1:${product.port}${signed.pathname}${signed.search}`);
    const rangeBare = await readInRanges(`http://127.0.0.1:${bare.port}/${bareName}`);
    await dropFiles(up.assetId, bareName);
    rows.push({
      product: up.mbPerSecond,
      bare: bareMbps,
      productCpu: up.cpuMsPerMb,
      bareCpu,
      rssGrowth: up.rssPeakMb - rssAtStart,
      rangeProduct,
      rangeBare,
    });
    console.log(
      `run ${run + 1}: product ${up.mbPerSecond.toFixed(0)} MB/s (${up.cpuMsPerMb.toFixed(2)} CPU ms/MB) vs bare ${bareMbps.toFixed(0)} MB/s (${bareCpu.toFixed(2)} CPU ms/MB); RSS ${rssAtStart.toFixed(0)} → ${up.rssPeakMb.toFixed(0)} MB; ranges product ${rangeProduct.toFixed(0)} MB/s vs bare ${rangeBare.toFixed(0)} MB/s`,
    );
  }
} finally {
  await product.stop();
  bare.stop();
}
const result = {
  at: new Date().toISOString(),
  sizeMb: SIZE / MB,
  runs: RUNS,
  cpus: os.cpus().length,
  client: CLIENT,
  uploadMbPerSecond: { product: median(rows.map((r) => r.product)), bare: median(rows.map((r) => r.bare)) },
  uploadRatio: median(rows.map((r) => r.product / r.bare)),
  /** The slowest and fastest single runs: the goal is a steady ≥ 0.8×, not a lucky median. */
  uploadRatioRange: [Math.min(...rows.map((r) => r.product / r.bare)), Math.max(...rows.map((r) => r.product / r.bare))],
  /** Server CPU per MB received: what the path costs, whatever else the machine is doing. */
  uploadCpuMsPerMb: { product: median(rows.map((r) => r.productCpu)), bare: median(rows.map((r) => r.bareCpu)) },
  serverRssGrowthMb: median(rows.map((r) => r.rssGrowth)),
  rangeMbPerSecond: {
    product: median(rows.map((r) => r.rangeProduct)),
    bare: median(rows.map((r) => r.rangeBare)),
    rangeSizeMb: RANGE / MB,
  },
  rangeRatio: median(rows.map((r) => r.rangeProduct / r.rangeBare)),
};
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(path.join(RESULTS_DIR, "upload.json"), JSON.stringify(result, null, 2) + "\n");
writeFileSync(
  path.join(RESULTS_DIR, "upload.md"),
  [
    `# Upload and range benchmark (${result.at})`,
    "",
    `${result.sizeMb} MB over loopback, median of ${RUNS} run(s) after one warm-up round (bare and product alternating which goes first), ${result.cpus} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")} at the end (bench/upload.ts).`,
    `Both servers run in their own process (npx tsx), fed by the same client (${CLIENT}).`,
    "",
    "| | product | bare node:http | ratio | goal |",
    "| --- | --- | --- | --- | --- |",
    `| upload (tus PATCH vs PUT to a file) | ${result.uploadMbPerSecond.product.toFixed(0)} MB/s | ${result.uploadMbPerSecond.bare.toFixed(0)} MB/s | ${result.uploadRatio.toFixed(2)}× (runs ${result.uploadRatioRange.map((r) => r.toFixed(2)).join("–")}×) | ≥ 0.8× |`,
    `| server CPU per MB received | ${result.uploadCpuMsPerMb.product.toFixed(2)} ms | ${result.uploadCpuMsPerMb.bare.toFixed(2)} ms | ${(result.uploadCpuMsPerMb.bare / result.uploadCpuMsPerMb.product).toFixed(2)}× | — |`,
    `| API process RSS growth during the upload | ${result.serverRssGrowthMb.toFixed(0)} MB | | | < 200 MB |`,
    `| ranges of 4 MiB (signed URL vs fs.createReadStream) | ${result.rangeMbPerSecond.product.toFixed(0)} MB/s | ${result.rangeMbPerSecond.bare.toFixed(0)} MB/s | ${result.rangeRatio.toFixed(2)}× | — |`,
    "",
  ].join("\n"),
);
rmSync(work, { recursive: true, force: true });
console.log(JSON.stringify(result, null, 2));
