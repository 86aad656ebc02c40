import { orderStatusLook, orderVideoStatusLook } from "./order-status";

/*
 * Sentences for the order timeline, from the domain events of the order and its videos
 * (decision 021: `<entity>.<event>` with `from`/`to` in the payload). Known events get a sentence
 * written for people; any other event still shows, from its state change or its name, so a new
 * event type never disappears from the history.
 */

export interface TimelineEvent {
  id: string | number;
  type: string;
  at: string;
  /** Who made the change as the API reports it ("brand", "creator", "admin", "system", …). */
  actor?: string | null;
  payload?: Record<string, unknown> | null;
}

export interface TimelineEntry {
  id: string;
  at: string;
  title: string;
  detail: string | null;
  by: string | null;
}

const SENTENCES: Record<string, string> = {
  "order.created": "Order placed",
  "order.funded": "Paid into escrow",
  "order.awaiting_shipment": "Waiting for the product to ship",
  "order.production_started": "Production started",
  "order.in_production": "Production started",
  "order.delivered": "All videos delivered",
  "order.revision_requested": "Revision requested",
  "order.completed": "Order completed; the creator was paid",
  "order.cancelled": "Order cancelled and refunded to the wallet",
  "order.disputed": "Dispute opened",
  "order.refunded": "Refunded to the wallet",
  "order.late": "Deadline missed",
  "order.deadline_reminder": "Deadline reminder sent",
  "order_video.tracking_updated": "Shipping details entered",
  "order_video.shipped": "Product shipped",
  "order_video.received": "Product received",
  "order_video.damaged": "Product arrived damaged",
  "order_video.uploaded": "Video uploaded",
  "order_video.approved": "Video approved",
  "order_video.auto_approved": "Video approved automatically",
  "order_video.revision_requested": "Revision requested for a video",
  "order_video.review_reminder": "Review reminder sent",
};

const ACTORS: Record<string, string> = { buyer: "Brand", brand: "Brand", creator: "Creator", admin: "Admin", system: "Automatically" };

function str(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function humanize(text: string): string {
  const words = text.replace(/[._-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function describeEvent(event: TimelineEvent): TimelineEntry {
  const payload = event.payload ?? {};
  const [entity = "", ...rest] = event.type.split(".");
  const suffix = rest.join(".");
  let title = SENTENCES[event.type];
  if (!title) {
    const to = str(payload.to);
    if (to) {
      const look = entity === "order_video" ? orderVideoStatusLook(to) : orderStatusLook(to);
      title = `${entity === "order_video" ? "Video" : "Order"} is now ${look.label.toLowerCase()}`;
    } else title = humanize(suffix || event.type);
  }
  const details = [
    str(payload.video_title) ?? (typeof payload.position === "number" ? `Video ${payload.position}` : null),
    str(payload.carrier) && str(payload.tracking_number) ? `${str(payload.carrier)} ${str(payload.tracking_number)}` : null,
    str(payload.reason) ?? str(payload.note),
  ].filter((d): d is string => d !== null);
  const actorKind = str(event.actor)?.split(":")[0] ?? null;
  return {
    id: String(event.id),
    at: event.at,
    title,
    detail: details.length > 0 ? details.join(" · ") : null,
    by: actorKind ? (ACTORS[actorKind] ?? humanize(actorKind)) : null,
  };
}

/** Oldest first: a history reads from the order's start. */
export function timelineEntries(events: readonly TimelineEvent[]): TimelineEntry[] {
  return [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || String(a.id).localeCompare(String(b.id))).map(describeEvent);
}
