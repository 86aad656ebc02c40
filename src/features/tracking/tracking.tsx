import { headers } from "next/headers";
import { loadSettings } from "@/config/env";
import { TrackingClient } from "./tracking-client";
import { hasTrackers, trackingConfig } from "@/config/tracking-config";

/** Mounted once by the root layout; renders nothing at all when no tracker is configured. */
export async function Tracking() {
  const config = trackingConfig(loadSettings());
  if (!hasTrackers(config)) return null;
  // The trackers' loader snippets are inline scripts: they run with the page's CSP nonce.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <TrackingClient config={config} nonce={nonce} />;
}
