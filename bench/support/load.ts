/**
 * A small closed-loop load generator: `connections` keep-alive connections, each sending its next
 * request as soon as the last answered, for a fixed time. Loopback only; bounded in time.
 *
 * With `then`, each request is a visit: the URL, then these URLs at once (a prerendered page and
 * the API calls it makes in the browser); the visit counts as one request, its latency the whole
 * visit's, and it counts as an error if any of its requests does not answer 200.
 */
import http from "node:http";

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runLoad(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    then?: { url: string; headers?: Record<string, string> }[];
  },
): Promise<LoadResult> {
  const target = new URL(url);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(target.hostname)) throw new Error(`load only goes to loopback, not ${target.hostname}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const get = (url: URL | string, headers: Record<string, string> | undefined) =>
    new Promise<boolean>((resolve) => {
      const req = http.get(url, { agent, headers }, (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve(res.statusCode === 200));
      });
      req.on("error", () => resolve(false));
    });
  const once = async () => {
    const t = performance.now();
    let ok = await get(target, options.headers);
    if (ok && options.then) ok = (await Promise.all(options.then.map((next) => get(next.url, next.headers)))).every(Boolean);
    if (ok) latencies.push(performance.now() - t);
    else errors += 1;
  };

  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors,
  };
}
