import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { parseTrustedProxies } from "./client-address";
import { stampClientAddress } from "./stamp-client-address";

function request(remoteAddress: string, rawHeaders: string[]): IncomingMessage {
  const headers: Record<string, string> = {};
  for (let i = 0; i < rawHeaders.length; i += 2) headers[rawHeaders[i]!.toLowerCase()] = rawHeaders[i + 1]!;
  return { socket: { remoteAddress }, headers, rawHeaders: [...rawHeaders] } as unknown as IncomingMessage;
}

describe("stampClientAddress", () => {
  it("adds the connection's address to both header views", () => {
    const req = request("203.0.113.7", ["Host", "example.com", "Accept", "*/*"]);
    stampClientAddress(req, parseTrustedProxies(""));
    expect(req.headers["x-reelbrief-client-ip"]).toBe("203.0.113.7");
    expect(req.headers["x-reelbrief-local-client"]).toBeUndefined();
    expect(req.rawHeaders).toEqual(["Host", "example.com", "Accept", "*/*", "x-reelbrief-client-ip", "203.0.113.7"]);
  });

  it("replaces the copies a client sent itself, in any spelling, in both views", () => {
    const req = request("::ffff:127.0.0.1", [
      "Host",
      "localhost",
      "X-Reelbrief-Client-Ip",
      "10.9.9.9",
      "x-reelbrief-local-client",
      "0",
      "X-Forwarded-For",
      "198.51.100.1",
    ]);
    stampClientAddress(req, parseTrustedProxies(""));
    // X-Forwarded-For from an untrusted peer is ignored, and a forwarded request is not local.
    expect(req.headers["x-reelbrief-client-ip"]).toBe("127.0.0.1");
    expect(req.headers["x-reelbrief-local-client"]).toBeUndefined();
    expect(req.rawHeaders).toEqual(["Host", "localhost", "X-Forwarded-For", "198.51.100.1", "x-reelbrief-client-ip", "127.0.0.1"]);
  });

  it("marks a loopback request without forwarding headers as local and believes a trusted proxy", () => {
    const local = request("127.0.0.1", ["Host", "localhost"]);
    stampClientAddress(local, parseTrustedProxies("10.0.0.0/8"));
    expect(local.rawHeaders.slice(2)).toEqual(["x-reelbrief-client-ip", "127.0.0.1", "x-reelbrief-local-client", "1"]);

    const proxied = request("10.1.2.3", ["Host", "example.com", "X-Forwarded-For", "192.0.2.44, 10.0.0.9"]);
    stampClientAddress(proxied, parseTrustedProxies("10.0.0.0/8"));
    expect(proxied.headers["x-reelbrief-client-ip"]).toBe("192.0.2.44");
  });
});
