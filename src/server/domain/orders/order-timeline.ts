import type { TimelineEntry } from "@/contracts/orders";
import { CARRIER_LABELS, type Carrier } from "@/contracts/orders";
import { formatCents } from "@/lib/money-format";

/*
 * The words of the order timeline and of the order notifications, one entry per event type, so the
 * mail templates (being moved to react-email) and the in-app texts read from one place.
 */

type Payload = Record<string, unknown>;
const cents = (v: unknown, lead: string) => (typeof v === "number" ? `${lead}${formatCents(v)}` : "");
/** The admin's written reason, quoted in the parties' timeline, notifications and e-mails. */
const because = (p: Payload) => (typeof p.reason === "string" && p.reason ? `. Reason: ${p.reason}` : "");
const videoName = (p: Payload) => (typeof p.position === "number" ? `video ${p.position}` : "a video");

export const ORDER_EVENT_TEXT: Record<string, (p: Payload) => string> = {
  "order.created": () => "The brand placed and paid for the order",
  "order.awaiting_shipment": () => "Waiting for the brand to ship the product",
  "order.production_started": () => "Production started; the delivery deadline is running",
  "order.marked_late": () => "The delivery deadline passed",
  "order.deadline_reminder": () => "Reminder: the delivery deadline is in 24 hours",
  "order.delivered": () => "Every video was delivered; waiting for the brand's review",
  "order.revision_requested": () => "The brand asked for a revision",
  "order.completed": () => "Every video was approved; the order is complete",
  "order.cancelled": (p) => `The order was cancelled and refunded${typeof p.reason === "string" && p.reason ? `: ${p.reason}` : ""}`,
  "order.disputed": (p) => `A dispute was opened${typeof p.reason === "string" ? `: ${p.reason}` : ""}`,
  "order.dispute_released": (p) => `An admin resolved the dispute: the creator is paid${cents(p.escrowCents, " ")}${because(p)}`,
  "order.dispute_refunded": (p) => `An admin resolved the dispute: the brand is refunded${cents(p.escrowCents, " ")}${because(p)}`,
  "order.dispute_split": (p) =>
    `An admin split the escrow:${cents(p.creatorCents, " ")} to the creator (before the platform fee),${cents(p.buyerCents, " ")} back to the brand${because(p)}`,
  "order_video.tracking_updated": (p) =>
    `The brand shipped the product for ${videoName(p)} (${CARRIER_LABELS[p.carrier as Carrier] ?? "carrier"} ${typeof p.trackingNumber === "string" ? p.trackingNumber : ""})`,
  "order_video.received": (p) => `The creator received the product for ${videoName(p)}`,
  "order_video.damaged": (p) =>
    `The creator reported the product for ${videoName(p)} damaged${typeof p.note === "string" && p.note ? `: ${p.note}` : ""}`,
  "order_video.uploaded": (p) => `The creator delivered ${videoName(p)}`,
  "order_video.revision_uploaded": (p) => `The creator delivered a revision of ${videoName(p)}`,
  "order_video.revision_requested": (p) =>
    typeof p.round === "number" && typeof p.roundsTotal === "number"
      ? `The brand asked for revision ${p.round} of ${p.roundsTotal} of ${videoName(p)}`
      : `The brand asked for a revision of ${videoName(p)}`,
  "order_video.approved": (p) =>
    p.automatic ? `${videoName(p)} was approved automatically after 5 days` : `The brand approved ${videoName(p)}`,
  "order_video.review_reminder": (p) => `Reminder: ${videoName(p)} will be approved automatically in 24 hours`,
  // Paid usage (decision 084): never the code itself, which no event carries.
  "paid_usage.created": (p) =>
    `The brand bought ${p.renewalOf ? "a renewal of " : ""}${paidUsageName(p)} for ${typeof p.windowDays === "number" ? p.windowDays : "its"} days${cents(p.priceCents, ", ")}`,
  "paid_usage.handed_over": (p) => `The creator handed over ${paidUsageName(p)}; it runs until ${day(p.endsAt)}`,
  "paid_usage.revoked": (p) => `The creator revoked ${paidUsageName(p)}${typeof p.reason === "string" && p.reason ? `: ${p.reason}` : ""}`,
  "paid_usage.refunded": (p) =>
    `${paidUsageName(p)} was not handed over: its price${cents(p.priceCents, " ")} went back to the brand's wallet`,
  "paid_usage.expiring": (p) => `Reminder: ${paidUsageName(p)} ends on ${day(p.endsAt)}`,
};

function paidUsageName(p: Payload): string {
  return p.platform === "meta_partnership" ? "the Meta partnership-ads permission" : "the TikTok Spark Ads code";
}
const day = (v: unknown) => (typeof v === "string" ? v.slice(0, 10) : "its end date");

/**
 * Order events that only restate a video event of the same request: asking for a revision moves
 * the video (whose event names the round and the video) and, on the first request, the order too.
 * The order's event stays for its state history and webhooks; the timeline and the notifications
 * tell the request once, by its video event.
 */
const RESTATED_EVENTS = new Set(["order.revision_requested"]);

export function isRestatedEvent(type: string): boolean {
  return RESTATED_EVENTS.has(type);
}

export function eventText(type: string, payload: Payload): string {
  const text = ORDER_EVENT_TEXT[type]?.(payload) ?? type;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function actorSide(label: string): TimelineEntry["actor"] {
  if (label.startsWith("buyer:")) return "brand";
  if (label.startsWith("creator:")) return "creator";
  if (label.startsWith("admin:")) return "admin";
  return "system";
}

/** Which side an event concerns, to notify the other one; null for events nobody is told about. */
export function notifySideOf(type: string, actorLabel: string): "brand" | "creator" | "both" | null {
  if (type === "order.awaiting_shipment") return null;
  if (type === "order.deadline_reminder") return "creator";
  if (type === "order_video.review_reminder") return "brand";
  if (type === "paid_usage.expiring") return "both";
  const side = actorSide(actorLabel);
  if (side === "brand") return "creator";
  if (side === "creator") return "brand";
  return "both";
}
