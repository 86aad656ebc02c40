/*
 * How order and order-video states read on screen (docs/product/orders.md). Every state has a text label
 * and a tone; the tone picks a colour, but the label always carries the meaning (colour is never
 * the only signal). Unknown states (a newer server) fall back to their raw name, neutral.
 */

import {
  FINISHED_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_VIDEO_STATUS_LABELS,
  type OrderStatus as OrderStatusName,
  type OrderVideoStatus as OrderVideoStatusName,
} from "@/contracts/orders";

export { ORDER_STATUSES, ORDER_VIDEO_STATUSES } from "@/contracts/orders";

export type StatusTone = "neutral" | "info" | "progress" | "attention" | "success" | "danger";

interface StatusLook {
  label: string;
  tone: StatusTone;
  /** One sentence for screen readers and tooltips: what the state means. */
  hint: string;
}

type Look = Omit<StatusLook, "label">;

const ORDER_LOOK: Record<OrderStatusName, Look> = {
  funded: { tone: "info", hint: "Paid into escrow; production has not started yet." },
  awaiting_shipment: { tone: "attention", hint: "The product must reach the creator before filming." },
  in_production: { tone: "progress", hint: "The creator is making the videos." },
  delivered: { tone: "attention", hint: "Every video is uploaded and waits for the brand's review." },
  revision_requested: { tone: "progress", hint: "The brand asked for changes." },
  completed: { tone: "success", hint: "Every video is approved and the creator is paid." },
  cancelled: { tone: "neutral", hint: "Cancelled; the money went back to the brand's wallet." },
  disputed: { tone: "danger", hint: "An admin is looking at this order." },
  refunded: { tone: "neutral", hint: "Refunded to the brand's wallet after a dispute." },
};

const VIDEO_LOOK: Record<OrderVideoStatusName, Look> = {
  pending: { tone: "neutral", hint: "The creator has not uploaded this video yet." },
  uploaded: { tone: "attention", hint: "Uploaded and waiting for the brand's review." },
  approved: { tone: "success", hint: "Approved by the brand." },
  revision_requested: { tone: "progress", hint: "The brand asked for changes to this video." },
};

function humanize(status: string): string {
  const text = status.replace(/[_-]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function orderStatusLook(status: string): StatusLook {
  const look = ORDER_LOOK[status as OrderStatusName];
  return look ? { label: ORDER_STATUS_LABELS[status as OrderStatusName], ...look } : { label: humanize(status), tone: "neutral", hint: "" };
}

export function orderVideoStatusLook(status: string): StatusLook {
  const look = VIDEO_LOOK[status as OrderVideoStatusName];
  return look
    ? { label: ORDER_VIDEO_STATUS_LABELS[status as OrderVideoStatusName], ...look }
    : { label: humanize(status), tone: "neutral", hint: "" };
}

/** States in which the order is finished: no action, no deadline. */
export function isFinishedOrder(status: string): boolean {
  return (FINISHED_ORDER_STATUSES as readonly string[]).includes(status);
}

/** States in which the creator's delivery deadline is running (shown as a countdown). */
export function hasRunningDeadline(status: string): boolean {
  return status === "in_production" || status === "revision_requested";
}
