/**
 * The bare reference of bench/live-push.ts: node:http, no framework, no database. GET /stream
 * holds an SSE response; POST /send writes the body as one `event: domain` frame to every open
 * stream, then answers 204. What the product adds on top is the cost of committing the message,
 * the event pipeline (dispatcher, queue, NOTIFY) and its streaming stack.
 */
import http from "node:http";
import "./gc-on-signal";

const streams = new Set<http.ServerResponse>();
let id = 0;
const server = http.createServer((req, res) => {
  if (req.method === "GET") {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(`event: ready\ndata: {}\n\n`);
    streams.add(res);
    req.on("close", () => streams.delete(res));
    return;
  }
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (body += chunk));
  req.on("end", () => {
    const frame = `id: ${++id}\nevent: domain\ndata: ${body}\n\n`;
    for (const stream of streams) stream.write(frame);
    res.writeHead(204).end();
  });
});
server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ port: (server.address() as { port: number }).port })));
process.on("SIGTERM", () => process.exit(0));
