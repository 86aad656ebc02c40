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

const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

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
        agent: isHttps ? agents.https : agents.http,
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
