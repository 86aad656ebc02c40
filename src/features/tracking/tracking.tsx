import { loadSettings } from "@/config/env";
import { TrackingClient } from "./tracking-client";
import { hasTrackers, trackingConfig } from "./tracking-config";

/** Mounted once by the root layout; renders nothing at all when no tracker is configured. */
export function Tracking() {
  const config = trackingConfig(loadSettings());
  if (!hasTrackers(config)) return null;
  return <TrackingClient config={config} />;
}
