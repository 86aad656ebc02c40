import http, { type IncomingMessage } from "node:http";
import { CLIENT_IP_HEADER, LOCAL_CLIENT_HEADER, parseTrustedProxies, resolveClient, type TrustedProxies } from "./client-address";

const INSTALLED = Symbol.for("reelbrief.client-address-stamp");

/** Replaces whatever the client sent in our two headers by what the connection tells. */
export function stampClientAddress(req: IncomingMessage, trusted: TrustedProxies): void {
  const headers = req.headers;
  const sentOurs = headers[CLIENT_IP_HEADER] !== undefined || headers[LOCAL_CLIENT_HEADER] !== undefined;
  delete headers[CLIENT_IP_HEADER];
  delete headers[LOCAL_CLIENT_HEADER];
  const client = resolveClient(req.socket.remoteAddress, headers, trusted);
  const stamp: string[] = [];
  if (client.address) stamp.push(CLIENT_IP_HEADER, client.address);
  if (client.isLocal) stamp.push(LOCAL_CLIENT_HEADER, "1");
  for (let i = 0; i < stamp.length; i += 2) headers[stamp[i]!] = stamp[i + 1]!;
  // Next reads `headers`, @hono/node-server reads `rawHeaders`: both get the same stamp. The
  // client's own copies are taken out of `rawHeaders` too (the usual request has none).
  if (!sentOurs) {
    req.rawHeaders.push(...stamp);
    return;
  }
  const raw: string[] = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    if (name !== CLIENT_IP_HEADER && name !== LOCAL_CLIENT_HEADER) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  req.rawHeaders = [...raw, ...stamp];
}

/**
 * Next (and @hono/node-server) hand routes a web Request without the connection's address, and
 * Next fills X-Forwarded-For only when the client did not. So every Node HTTP server of this
 * process stamps each request with the resolved client before any handler runs: the rate limit,
 * the outbox page and the logs read the stamp, never X-Forwarded-For itself.
 */
export function installClientAddressStamp(trustedProxies: string): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  const trusted = parseTrustedProxies(trustedProxies);
  // eslint-disable-next-line @typescript-eslint/unbound-method -- re-bound to each server below
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") stampClientAddress(args[0] as IncomingMessage, trusted);
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
  proto[INSTALLED] = true;
}
