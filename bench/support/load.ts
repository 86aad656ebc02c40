/**
 * A small closed-loop load generator: `connections` keep-alive connections, each sending its next
 * request as soon as the last answered, for a fixed time. Loopback only; bounded in time.
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
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const target = new URL(url);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(target.hostname)) throw new Error(`load only goes to loopback, not ${target.hostname}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const once = () =>
    new Promise<void>((resolve) => {
      const t = performance.now();
      const req = http.get(target, { agent, headers: options.headers }, (res) => {
        res.on("data", () => {});
        res.on("end", () => {
          if (res.statusCode === 200) latencies.push(performance.now() - t);
          else errors += 1;
          resolve();
        });
      });
      req.on("error", () => {
        errors += 1;
        resolve();
      });
    });

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
