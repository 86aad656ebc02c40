import type { domainEvent } from "@/server/db/schema";

type EventLike = Pick<typeof domainEvent.$inferSelect, "type" | "payload">;

const str = (v: unknown): string[] => (typeof v === "string" && v ? [v] : []);

/**
 * The signed-in users a domain event is pushed to live (SSE). Only the people the event is about:
 * the two participants of a message or read mark, the owner of a new notification. Events of other
 * entities join here when their screens listen (orders and proposals with their issues).
 */
export function audienceOf(event: EventLike): string[] {
  const p = (event.payload ?? {}) as Record<string, unknown>;
  switch (event.type) {
    case "message.sent":
      return [...str(p.senderId), ...str(p.recipientId)];
    case "conversation.read":
      return [...str(p.readerId), ...str(p.otherId)];
    case "notification.created":
      return str(p.userId);
    default:
      return [];
  }
}

/** Event types that may have an audience: the replay of a reconnecting stream reads only these. */
export const LIVE_EVENT_TYPES = ["message.sent", "conversation.read", "notification.created"] as const;
