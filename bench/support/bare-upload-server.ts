/**
 * The bare reference of bench/upload.ts, in its own process like the product's server (so both
 * sides pay the same inter-process costs and their CPU time is their own): PUT /<name> writes the
 * body to a new file <name> in the folder argv[2]; GET /<name> answers one range of it with
 * fs.createReadStream. Prints one JSON line with its port, serves until killed.
 */
import { createReadStream, createWriteStream, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const dir = process.argv[2]!;
const server = http.createServer((req, res) => {
  const file = path.join(dir, path.basename(req.url ?? "/") || "upload.bin");
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
server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ port: (server.address() as { port: number }).port })));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
