/**
 * Upload and range benchmark (issue 14, decision 031), run by `npm run bench`:
 *
 * 1. A 1 GB file (BENCH_UPLOAD_MB) uploaded through the product's upload path — the tus endpoint
 *    of the real API app (Hono on @hono/node-server, session auth, @tus/server + file store) on
 *    loopback, one creation POST and one streamed PATCH — against, in the same run, a bare
 *    node:http server piping the same upload to a file. The API process's resident memory is
 *    sampled from /proc during the upload: its growth should stay under 200 MB.
 * 2. Range requests: the uploaded file read in 4 MiB ranges through the product's signed URL
 *    route, against a bare node:http server answering the same ranges with fs.createReadStream.
 *
 * Figures go to bench/results/upload.json and upload.md; nothing is asserted.
 */
import { spawn } from "node:child_process";
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { signedUrl, signingSecret } from "@/server/integrations/storage/signed-url";
import { processListeningOn, rssMb } from "./support/process-of-port";
import type { StorageKey } from "@/server/integrations/storage/types";

const AUTH_SECRET = randomBytes(32).toString("base64url");

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * MB;
const RANGE = 4 * MB;
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
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

/** Sends the file as one streamed request body; resolves with the response status and headers. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...headers, "content-length": String(SIZE) } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
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

/** The bare reference: PUT writes the body to a file; GET answers one range from it. */
function bareServer(file: string): Promise<{ port: number; close(): void }> {
  const server = http.createServer((req, res) => {
    if (req.method === "PUT") {
      const out = createWriteStream(file);
      req.pipe(out);
      out.on("finish", () => res.writeHead(204).end());
      return;
    }
    const size = statSync(file).size;
    const m = req.headers.range?.match(/^bytes=(\d+)-(\d+)$/);
    const start = m ? Number(m[1]) : 0;
    const end = m ? Math.min(Number(m[2]), size - 1) : size - 1;
    res.writeHead(m ? 206 : 200, {
      "content-length": String(end - start + 1),
      "accept-ranges": "bytes",
      ...(m && { "content-range": `bytes ${start}-${end}/${size}` }),
    });
    createReadStream(file, { start, end }).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ port: (server.address() as { port: number }).port, close: () => server.close() })),
  );
}

async function startProduct(storageDir: string) {
  const child = spawn("npx", ["tsx", path.join(import.meta.dirname, "support/upload-server.ts")], {
    cwd: ROOT,
    env: { ...process.env, BENCH_STORAGE_DIR: storageDir, BENCH_AUTH_SECRET: AUTH_SECRET, NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const info = await new Promise<{ port: number; token: string }>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(JSON.parse(line) as { port: number; token: string });
    });
    child.on("exit", (code) => reject(new Error(`upload server exited ${code}`)));
  });
  // npx → tsx → node: the process listening is the deepest descendant.
  const pid = processListeningOn(info.port);
  return { ...info, pid, stop: () => child.kill("SIGTERM") };
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
  const before = rssMb(product.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(product.pid))), 50);
  const started = performance.now();
  const res = await send(`${base}${location}`, "PATCH", {
    "tus-resumable": "1.0.0",
    authorization: `Bearer ${product.token}`,
    "upload-offset": "0",
    "content-type": "application/offset+octet-stream",
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (res.status !== 204) throw new Error(`tus PATCH answered ${res.status}`);
  return { mbPerSecond: SIZE / MB / seconds, rssBeforeMb: before, rssPeakMb: peak, assetId: location.split("/").pop()! };
}

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

await makeSource();
const storageDir = path.join(work, "storage");
const product = await startProduct(storageDir);
const bareFile = path.join(work, "bare.bin");
const bare = await bareServer(bareFile);
const rows: { product: number; bare: number; rssGrowth: number; rangeProduct: number; rangeBare: number }[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const startedBare = performance.now();
    const bareRes = await send(`http://127.0.0.1:${bare.port}/`, "PUT", { "content-type": "application/octet-stream" });
    if (bareRes.status !== 204) throw new Error(`bare PUT answered ${bareRes.status}`);
    const bareMbps = SIZE / MB / ((performance.now() - startedBare) / 1000);
    const up = await productUpload(product);
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
    const rangeBare = await readInRanges(`http://127.0.0.1:${bare.port}/`);
    rows.push({ product: up.mbPerSecond, bare: bareMbps, rssGrowth: up.rssPeakMb - up.rssBeforeMb, rangeProduct, rangeBare });
    console.log(
      `run ${run + 1}: product ${up.mbPerSecond.toFixed(0)} MB/s vs bare ${bareMbps.toFixed(0)} MB/s; RSS ${up.rssBeforeMb.toFixed(0)} → ${up.rssPeakMb.toFixed(0)} MB; ranges product ${rangeProduct.toFixed(0)} MB/s vs bare ${rangeBare.toFixed(0)} MB/s`,
    );
  }
} finally {
  product.stop();
  bare.close();
}
const result = {
  at: new Date().toISOString(),
  sizeMb: SIZE / MB,
  runs: RUNS,
  cpus: os.cpus().length,
  uploadMbPerSecond: { product: median(rows.map((r) => r.product)), bare: median(rows.map((r) => r.bare)) },
  uploadRatio: median(rows.map((r) => r.product / r.bare)),
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
    `${result.sizeMb} MB over loopback, ${RUNS} run(s), ${result.cpus} CPUs (bench/upload.ts).`,
    "",
    "| | product | bare node:http | ratio | goal |",
    "| --- | --- | --- | --- | --- |",
    `| upload (tus PATCH vs PUT to a file) | ${result.uploadMbPerSecond.product.toFixed(0)} MB/s | ${result.uploadMbPerSecond.bare.toFixed(0)} MB/s | ${result.uploadRatio.toFixed(2)}× | ≥ 0.8× |`,
    `| API process RSS growth during the upload | ${result.serverRssGrowthMb.toFixed(0)} MB | | | < 200 MB |`,
    `| ranges of 4 MiB (signed URL vs fs.createReadStream) | ${result.rangeMbPerSecond.product.toFixed(0)} MB/s | ${result.rangeMbPerSecond.bare.toFixed(0)} MB/s | ${result.rangeRatio.toFixed(2)}× | — |`,
    "",
  ].join("\n"),
);
rmSync(work, { recursive: true, force: true });
console.log(JSON.stringify(result, null, 2));
