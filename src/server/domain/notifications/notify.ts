import type { Notification } from "@/contracts/me";
import type { Tx } from "@/server/db/database";
import { recordEvent } from "@/server/domain/events/record-event";
import { createNotification, type CreateNotificationInput } from "./create-notification";

/** The event that tells the owner's open pages (the bell) of a new notification. */
export const NOTIFICATION_CREATED = "notification.created";

/**
 * Creates one in-app notification and records `notification.created` in the same transaction, so
 * the owner's open pages learn of it live (decision 029) exactly when it commits.
 */
export async function notify(tx: Tx, input: CreateNotificationInput): Promise<Notification> {
  const created = await createNotification(tx, input);
  await recordEvent(tx, {
    entity: "notification",
    entityId: created.id,
    type: NOTIFICATION_CREATED,
    actor: { kind: "system" },
    payload: { userId: input.userId, notificationType: input.type },
  });
  return created;
}
