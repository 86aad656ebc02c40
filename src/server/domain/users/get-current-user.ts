import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Me, Notification } from "@/contracts/me";
import { notificationSchema, userTypeSchema } from "@/contracts/me";
import type { Db } from "@/server/db/database";
import { creatorProfile, notification, socialLink, user } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { getAllowances } from "../accounts/get-allowances";
import { getWalletBalance } from "../accounts/get-wallet-balance";
import { getMeSubs } from "../billing/get-subscriptions";
import { getOrderActionItems } from "../orders/order-dashboards";
import type { Caller } from "../identity/resolve-caller";

const RECENT_NOTIFICATIONS = 30;

/**
 * GET /api/auth/me (SPEC.md §3). Every field comes from a table; areas that do not exist yet
 * answer their honest empty value (no subscriptions, no messages), never an invented one.
 */
export async function getCurrentUser(db: Db, caller: Pick<Caller, "userId" | "buyer">): Promise<Me> {
  const [row] = await db.select().from(user).where(eq(user.id, caller.userId)).limit(1);
  if (!row) throw notFound("User");
  const types = row.types.filter((t) => userTypeSchema.safeParse(t).success) as Me["types"];

  // The buyer account comes resolved with the caller, its membership already checked.
  const account = caller.buyer;
  const [allowances, walletBalance, profile, links, notifications, unread, orderItems] = await Promise.all([
    getAllowances(db, account),
    getWalletBalance(db, account.id),
    db.select().from(creatorProfile).where(eq(creatorProfile.userId, row.id)).limit(1),
    db.select().from(socialLink).where(eq(socialLink.userId, row.id)).orderBy(socialLink.createdAt),
    db.select().from(notification).where(eq(notification.userId, row.id)).orderBy(desc(notification.createdAt)).limit(RECENT_NOTIFICATIONS),
    db
      .select({ n: count() })
      .from(notification)
      .where(and(eq(notification.userId, row.id), isNull(notification.readAt))),
    // One query for every order action item (issue 12).
    getOrderActionItems(db, {
      buyerAccountId: types.includes("brand") ? account.id : null,
      creatorUserId: types.includes("creator") ? row.id : null,
    }),
  ]);
  const creator = profile[0];

  return {
    is_creator: types.includes("creator"),
    is_brand: types.includes("brand"),
    did_onboard: row.didOnboard,
    types,
    wallet_balance: walletBalance,
    subs: await getMeSubs(db, account.id),
    unreadNotificationsCount: unread[0]?.n ?? 0,
    unreadMessagesCount: 0,
    actionItems: { items: orderItems },
    notifications: notifications.flatMap(toNotification),
    creator_info: creator
      ? {
          first_name: creator.firstName,
          last_name: creator.lastName,
          description: creator.description,
          short_bio: creator.shortBio,
          custom_url: creator.customUrl,
          profile_photo_one: creator.profilePhotoOne,
          profile_photo_two: creator.profilePhotoTwo,
          profile_photo_three: creator.profilePhotoThree,
          profile_photo_four: creator.profilePhotoFour,
          avatar: creator.avatar,
        }
      : null,
    social: links.map((l) => ({
      id: l.id,
      platform: l.platform,
      handle: l.handle,
      url: l.url,
      follower_count: l.followerCount,
    })),
    feature_flags: row.featureFlags,
    ...allowances,
    hasOrganization: account.organizationId !== null,
    user: { id: row.id, name: row.name, email: row.email, image: row.image, role: row.role },
  };
}

/** A stored notification whose data no longer matches its contract is skipped, not sent broken. */
function toNotification(n: typeof notification.$inferSelect): Notification[] {
  const parsed = notificationSchema.safeParse({
    id: n.id,
    notification_type: n.type,
    data: n.data,
    read_at: n.readAt?.toISOString() ?? null,
    created_at: n.createdAt.toISOString(),
    formatted_message: n.formattedMessage,
  });
  return parsed.success ? [parsed.data] : [];
}
