/*
 * Tracking links for the carriers brands use most ("a tracking link for the common
 * carriers"). The brand types the carrier and the tracking number; for UPS, USPS, FedEx and DHL we
 * can build the carrier's public tracking page, for anything else we show the number as text.
 * Pure and isomorphic: the shipping form previews the link, the order details render it.
 */

export const KNOWN_CARRIERS = ["ups", "usps", "fedex", "dhl"] as const;
export type KnownCarrier = (typeof KNOWN_CARRIERS)[number];

export const CARRIER_LABELS: Record<KnownCarrier, string> = { ups: "UPS", usps: "USPS", fedex: "FedEx", dhl: "DHL" };

const TRACKING_PAGES: Record<KnownCarrier, (number: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${n}`,
};

/** "UPS", "u.p.s.", " FedEx Ground ", "dhl express" → the known carrier, else null. */
export function knownCarrier(carrier: string | null | undefined): KnownCarrier | null {
  const key = (carrier ?? "").toLowerCase().replace(/[^a-z]/g, "");
  if (key === "") return null;
  if (key.startsWith("usps") || key === "unitedstatespostalservice") return "usps";
  if (key.startsWith("ups") || key === "unitedparcelservice") return "ups";
  if (key.startsWith("fedex") || key.startsWith("federalexpress")) return "fedex";
  if (key.startsWith("dhl")) return "dhl";
  return null;
}

/** A tracking number as carriers print it: spaces and dashes removed, upper case. */
export function normalizeTrackingNumber(value: string | null | undefined): string {
  return (value ?? "").replace(/[\s-]+/g, "").toUpperCase();
}

/**
 * The carrier's public tracking page, or null for an unknown carrier or a number that is not
 * plain letters and digits (never build a URL out of arbitrary text).
 */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const known = knownCarrier(carrier);
  const number = normalizeTrackingNumber(trackingNumber);
  if (!known || !/^[A-Z0-9]{4,40}$/.test(number)) return null;
  return TRACKING_PAGES[known](encodeURIComponent(number));
}

/** How a carrier is shown: the known name ("FedEx") or what the brand typed. */
export function carrierLabel(carrier: string | null | undefined): string {
  const known = knownCarrier(carrier);
  return known ? CARRIER_LABELS[known] : (carrier ?? "").trim();
}
