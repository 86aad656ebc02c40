import { BlockList, isIP } from "node:net";

/**
 * Who is on the other end of a request (docs/decisions/014). X-Forwarded-For is written by
 * whoever sends the request, so it is believed only when the connection itself comes from a
 * configured proxy; otherwise the connection's address is the client's.
 */

/** Set by the server on every request (any incoming copy is dropped): the resolved client address. */
export const CLIENT_IP_HEADER = "x-reelbrief-client-ip";
/** Set to "1" when the request came straight from this machine, through no proxy. */
export const LOCAL_CLIENT_HEADER = "x-reelbrief-local-client";

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

export interface TrustedProxies {
  has(address: string): boolean;
}

/** Strips the IPv4-mapped IPv6 prefix (`::ffff:10.0.0.1`) so one address has one spelling. */
export function normalizeAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  return lower.startsWith("::ffff:") && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}

/** Parses TRUSTED_PROXIES: comma-separated addresses or CIDR ranges. Throws on a malformed entry. */
export function parseTrustedProxies(list: string): TrustedProxies {
  const blocks = new BlockList();
  for (const raw of list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address = "", prefix] = raw.split("/");
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUSTED_PROXIES: "${raw}" is not an IP address or CIDR range`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(prefix), type);
  }
  return {
    has(address) {
      const a = normalizeAddress(address);
      const family = isIP(a);
      return family !== 0 && blocks.check(a, family === 4 ? "ipv4" : "ipv6");
    },
  };
}

export function isLoopbackAddress(address: string): boolean {
  const a = normalizeAddress(address);
  return a === "::1" || (isIP(a) === 4 && a.startsWith("127."));
}

export interface ResolvedClient {
  address: string;
  /** Straight from this machine: the peer is loopback and no proxy forwarded the request. */
  isLocal: boolean;
}

/**
 * The client of a request given its connection's address and headers. From a trusted proxy,
 * X-Forwarded-For is read right to left past the trusted hops (the left part is whatever the
 * client wrote); from anyone else it is ignored.
 */
export function resolveClient(
  peer: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  trusted: TrustedProxies,
): ResolvedClient {
  const peerAddress = normalizeAddress(peer ?? "");
  const forwarded = FORWARDING_HEADERS.some((name) => headers[name] !== undefined);
  let address = peerAddress;
  const xff = headers["x-forwarded-for"];
  // The trust check (a BlockList lookup) only when there is something to trust it for.
  if (xff !== undefined && peerAddress && trusted.has(peerAddress)) {
    const hops = (Array.isArray(xff) ? xff.join(",") : xff)
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = normalizeAddress(hops[i]!);
      if (isIP(hop) === 0) break;
      address = hop;
      if (!trusted.has(hop)) break;
    }
  }
  return { address, isLocal: peerAddress !== "" && isLoopbackAddress(peerAddress) && !forwarded };
}
