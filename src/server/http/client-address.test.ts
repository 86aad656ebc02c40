import { describe, expect, it } from "vitest";
import { parseTrustedProxies, resolveClient } from "./client-address";

const noProxies = parseTrustedProxies("");
const proxies = parseTrustedProxies("10.0.0.0/8, 192.0.2.7");

describe("resolveClient", () => {
  it("ignores X-Forwarded-For from a peer that is not a configured proxy", () => {
    expect(resolveClient("203.0.113.9", { "x-forwarded-for": "1.2.3.4" }, noProxies).address).toBe("203.0.113.9");
    expect(resolveClient("203.0.113.9", { "x-forwarded-for": "1.2.3.4" }, proxies).address).toBe("203.0.113.9");
  });

  it("reads X-Forwarded-For right to left past the trusted hops when the peer is a proxy", () => {
    // The client wrote "6.6.6.6" itself; the outer proxy appended the address it saw.
    expect(resolveClient("10.1.2.3", { "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.9.9.9" }, proxies).address).toBe("198.51.100.4");
    expect(resolveClient("::ffff:192.0.2.7", { "x-forwarded-for": "198.51.100.4" }, proxies).address).toBe("198.51.100.4");
    expect(resolveClient("10.1.2.3", { "x-forwarded-for": "10.2.2.2" }, proxies).address).toBe("10.2.2.2");
    expect(resolveClient("10.1.2.3", { "x-forwarded-for": "junk, 10.2.2.2" }, proxies).address).toBe("10.2.2.2");
  });

  it("calls a request local only when it comes straight from a loopback address", () => {
    expect(resolveClient("127.0.0.1", {}, noProxies).isLocal).toBe(true);
    expect(resolveClient("::1", {}, noProxies).isLocal).toBe(true);
    expect(resolveClient("::ffff:127.0.0.1", {}, noProxies).isLocal).toBe(true);
    expect(resolveClient("192.0.2.2", {}, noProxies).isLocal).toBe(false);
    // A proxy on this machine forwards other machines' requests: not local.
    expect(resolveClient("127.0.0.1", { "x-forwarded-for": "127.0.0.1" }, noProxies).isLocal).toBe(false);
    expect(resolveClient("127.0.0.1", { forwarded: "for=127.0.0.1" }, noProxies).isLocal).toBe(false);
    expect(resolveClient(undefined, {}, noProxies).isLocal).toBe(false);
  });

  it("refuses a malformed TRUSTED_PROXIES entry", () => {
    expect(() => parseTrustedProxies("10.0.0.0/8, proxy.internal")).toThrow(/proxy\.internal/);
  });
});
