/*
 * How order and order-video states read on screen (PRODUCT.md §5). Every state has a text label
 * and a tone; the tone picks a colour, but the label always carries the meaning (colour is never
 * the only signal). Unknown states (a newer server) fall back to their raw name, neutral.
 */

export const ORDER_STATUSES = [
  "funded",
  "awaiting_shipment",
  "in_production",
  "delivered",
  "revision_requested",
  "completed",
  "cancelled",
  "disputed",
  "refunded",
] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const ORDER_VIDEO_STATUSES = ["pending", "uploaded", "approved", "revision_requested"] as const;
export type OrderVideoStatusName = (typeof ORDER_VIDEO_STATUSES)[number];

export type StatusTone = "neutral" | "info" | "progress" | "attention" | "success" | "danger";

interface StatusLook {
  label: string;
  tone: StatusTone;
  /** One sentence for screen readers and tooltips: what the state means. */
  hint: string;
}

const ORDER_LOOK: Record<OrderStatusName, StatusLook> = {
  funded: { label: "Funded", tone: "info", hint: "Paid into escrow; production has not started yet." },
  awaiting_shipment: { label: "Awaiting shipment", tone: "attention", hint: "The product must reach the creator before filming." },
  in_production: { label: "In production", tone: "progress", hint: "The creator is making the videos." },
  delivered: { label: "Delivered", tone: "attention", hint: "Every video is uploaded and waits for the brand's review." },
  revision_requested: { label: "Revision requested", tone: "progress", hint: "The brand asked for changes." },
  completed: { label: "Completed", tone: "success", hint: "Every video is approved and the creator is paid." },
  cancelled: { label: "Cancelled", tone: "neutral", hint: "Cancelled; the money went back to the brand's wallet." },
  disputed: { label: "Disputed", tone: "danger", hint: "An admin is looking at this order." },
  refunded: { label: "Refunded", tone: "neutral", hint: "Refunded to the brand's wallet after a dispute." },
};

const VIDEO_LOOK: Record<OrderVideoStatusName, StatusLook> = {
  pending: { label: "Not uploaded", tone: "neutral", hint: "The creator has not uploaded this video yet." },
  uploaded: { label: "Uploaded", tone: "attention", hint: "Uploaded and waiting for the brand's review." },
  approved: { label: "Approved", tone: "success", hint: "Approved by the brand." },
  revision_requested: { label: "Revision requested", tone: "progress", hint: "The brand asked for changes to this video." },
};

function humanize(status: string): string {
  const text = status.replace(/[_-]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function orderStatusLook(status: string): StatusLook {
  return ORDER_LOOK[status as OrderStatusName] ?? { label: humanize(status), tone: "neutral", hint: "" };
}

export function orderVideoStatusLook(status: string): StatusLook {
  return VIDEO_LOOK[status as OrderVideoStatusName] ?? { label: humanize(status), tone: "neutral", hint: "" };
}

/** States in which the order is finished: no action, no deadline. */
export function isFinishedOrder(status: string): boolean {
  return status === "completed" || status === "cancelled" || status === "refunded";
}
