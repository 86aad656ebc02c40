import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { isLocalMode } from "@/config/deployment";
import type { Settings } from "@/config/env";
import { AppError } from "@/server/errors";

/**
 * Addresses a deployment never sends a webhook to (decision 072): loopback, private, carrier-grade
 * NAT, link-local (cloud metadata), unique-local, multicast and reserved ranges, and IPv4 mapped
 * into IPv6. A receiver's URL must not let a brand reach the platform's own network.
 */
const refused = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  refused.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
  ["2001:db8::", 32],
] as const)
  refused.addSubnet(net, bits, "ipv6");

export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, "ipv4");
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refused.check(mapped[1]!, "ipv4");
  return refused.check(address, "ipv6");
}

export interface ResolvedTarget {
  url: URL;
  /** The address the request must connect to: the one checked, so a second DNS answer cannot differ. */
  address: string;
  family: 4 | 6;
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Resolves the URL's host and checks every address it resolves to. In local mode (decision 072,
 * src/config/deployment.ts) anything goes, so people can try webhooks against localhost; in a
 * deployment one refused address refuses the URL. Throws `validation_error` naming `url`.
 */
export async function resolveWebhookTarget(
  settings: Pick<Settings, "LOCAL_MODE" | "BETTER_AUTH_URL">,
  rawUrl: string,
  resolve: Resolver = systemResolver,
): Promise<ResolvedTarget> {
  const url = new URL(rawUrl);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new AppError("validation_error", `${host} does not resolve`, { url: `${host} does not resolve to an address` });
    }
  }
  if (addresses.length === 0)
    throw new AppError("validation_error", `${host} does not resolve`, { url: `${host} does not resolve to an address` });
  if (!isLocalMode(settings)) {
    const bad = addresses.find((a) => isRefusedAddress(a.address));
    if (bad) {
      throw new AppError("validation_error", "Webhook URLs must reach the public internet", {
        url: `${host} resolves to ${bad.address}, a private or reserved address`,
      });
    }
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
