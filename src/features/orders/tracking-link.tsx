import { ExternalLink } from "lucide-react";
import { carrierLabel, trackingUrl } from "@/lib/tracking-link";

/** "UPS 1Z999…" linked to the carrier's tracking page when we know the carrier, plain text otherwise. */
export function TrackingLink({ carrier, trackingNumber }: { carrier: string | null; trackingNumber: string }) {
  const url = trackingUrl(carrier, trackingNumber);
  const label = carrier === "other" ? "" : carrierLabel(carrier);
  if (!url) {
    return (
      <span className="text-sm">
        {label} <span className="font-mono break-all">{trackingNumber}</span>
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="text-brand inline-flex flex-wrap items-center gap-1 text-sm font-medium hover:underline"
    >
      {label} <span className="font-mono break-all">{trackingNumber}</span>
      <ExternalLink aria-hidden className="size-3.5" />
      <span className="sr-only">(opens {label} tracking in a new tab)</span>
    </a>
  );
}
