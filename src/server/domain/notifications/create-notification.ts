import type { Notification, NotificationType } from "@/contracts/me";
import { notificationSchema } from "@/contracts/me";
import type { Executor } from "@/server/db/database";
import { notification } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export interface CreateNotificationInput {
  userId: string;
  type: NotificationType;
  data: unknown;
  formattedMessage: string;
}

/**
 * Stores one in-app notification after checking its `data` against the contract of its type
 * (docs/product/messages-and-notifications.md), so GET /api/auth/me never has to skip a malformed row.
 */
export async function createNotification(db: Executor, input: CreateNotificationInput): Promise<Notification> {
  const check = notificationSchema.safeParse({
    id: "00000000-0000-0000-0000-000000000000",
    notification_type: input.type,
    data: input.data,
    read_at: null,
    created_at: new Date(0).toISOString(),
    formatted_message: input.formattedMessage,
  });
  if (!check.success) {
    throw new AppError("validation_error", `data does not match a ${input.type} notification`, {
      data: `does not match a ${input.type} notification`,
    });
  }
  const [row] = await db
    .insert(notification)
    .values({ userId: input.userId, type: input.type, data: check.data.data, formattedMessage: input.formattedMessage })
    .returning();
  if (!row) throw new Error("notification insert returned no row");
  return { ...check.data, id: row.id, created_at: row.createdAt.toISOString(), read_at: null };
}
