import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ResolvedTarget } from "./url-guard";

/** A receiver has this long to answer (decision 072). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is kept of a receiver's answer for the delivery log. */
export const RESPONSE_BODY_LIMIT = 4096;

export interface SendResult {
  status: number | null;
  body: string | null;
  durationMs: number;
  error: string | null;
}

/** Connections one receiver gets at most from this process: a slow one cannot take every socket. */
const SOCKETS_PER_ORIGIN = 16;
/** Receivers whose idle connections are kept; the least recently used beyond are closed. */
const MAX_AGENTS = 500;
const agents = new Map<string, http.Agent>();

/**
 * A keep-alive agent per receiver origin and checked address (decision 075): consecutive deliveries
 * to one endpoint reuse its connections instead of a TCP (and TLS) handshake each, and a socket
 * kept for one address is never reused after the name resolves elsewhere.
 */
function agentFor(target: ResolvedTarget): http.Agent {
  const key = `${target.url.origin} ${target.address}`;
  let agent = agents.get(key);
  if (agent) {
    agents.delete(key);
    agents.set(key, agent);
    return agent;
  }
  const options = { keepAlive: true, maxSockets: SOCKETS_PER_ORIGIN, maxFreeSockets: SOCKETS_PER_ORIGIN, timeout: 30_000 };
  agent = target.url.protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
  agents.set(key, agent);
  if (agents.size > MAX_AGENTS) {
    const [oldest] = agents;
    agents.delete(oldest![0]);
    oldest![1].destroy();
  }
  return agent;
}

/**
 * POSTs one signed body to the checked address: the socket connects to `target.address` (the
 * lookup is answered with it), while the Host header and TLS name stay the URL's host. Redirects
 * are not followed (a 3xx is a failure): following one would skip the address check.
 */
export function sendWebhook(
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<SendResult> {
  const started = performance.now();
  const isHttps = target.url.protocol === "https:";
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  return new Promise<SendResult>((resolve) => {
    const done = (r: Omit<SendResult, "durationMs">) => resolve({ ...r, durationMs: Math.round(performance.now() - started) });
    const req = (isHttps ? https : http).request(
      target.url,
      {
        method: "POST",
        agent: agentFor(target),
        lookup: pinned,
        headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size < RESPONSE_BODY_LIMIT) chunks.push(chunk);
          size += chunk.length;
        });
        res.on("end", () =>
          done({ status: res.statusCode ?? null, body: Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_BODY_LIMIT), error: null }),
        );
        res.on("error", (e) => done({ status: res.statusCode ?? null, body: null, error: e.message }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`No answer within ${Math.round(timeoutMs / 1000)} s`)));
    req.on("error", (e) => done({ status: null, body: null, error: e.message }));
    req.end(body);
  });
}
