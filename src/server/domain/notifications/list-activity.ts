import { and, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Notification } from "@/contracts/me";
import type { Executor } from "@/server/db/database";
import { notification } from "@/server/db/schema";
import { ACTIVITY_TYPES } from "@/lib/roles";
import { notificationsOfRow } from "./list-notifications";

/** How many updates a dashboard's activity list shows. */
export const ACTIVITY_LIMIT = 8;

/**
 * The newest updates of one dashboard (roles.ts ACTIVITY_TYPES): stored like notifications, shown
 * on the brand's or creator's dashboard instead of the bell. An order move counts on the side it
 * was written for.
 */
export async function listActivity(
  db: Executor,
  input: { userId: string; area: "brand" | "creator"; limit?: number },
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notification)
    .where(
      and(
        eq(notification.userId, input.userId),
        inArray(notification.type, [...ACTIVITY_TYPES[input.area]]),
        or(ne(notification.type, "OrderUpdated"), sql`${notification.data} ->> 'side' = ${input.area}`),
      ),
    )
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(input.limit ?? ACTIVITY_LIMIT);
  return rows.flatMap(notificationsOfRow);
}
