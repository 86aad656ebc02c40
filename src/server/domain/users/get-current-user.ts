import { inArray, sql } from "drizzle-orm";
import type { Me, Notification } from "@/contracts/me";
import { notificationSchema } from "@/contracts/me";
import { visibleNotificationTypes } from "@/lib/roles";
import type { Db } from "@/server/db/database";
import {
  brandProfile,
  conversationParticipant,
  creatorProfile,
  ledgerAccount,
  member,
  message,
  notification,
  plan,
  socialLink,
  subscription,
} from "@/server/db/schema";
import { BASE_BRANDS, BASE_SEATS } from "../accounts/get-allowances";
import { orderActionCountsSql, orderActionItemsFrom, type OrderActionCounts } from "../orders/order-dashboards";
import type { Caller } from "../identity/resolve-caller";
import { LEDGER_CURRENCY, walletOf } from "../ledger";
import { rowsOf } from "../ledger/rows-of";

const RECENT_NOTIFICATIONS = 30;

/** Timestamps inside json_build_object come back as text; this makes them the ISO strings of docs/product/current-user.md. */
const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface MeRow extends Record<string, unknown>, Partial<OrderActionCounts> {
  wallet_balance: string | number | null;
  used_brands: number;
  used_seats: number | null;
  unread_notifications: number;
  unread_messages: number;
  subs: {
    status: string;
    extra_seats: number;
    extra_brands: number;
    package_name: string;
    included_seats: number;
    included_brands: number;
    price_id: string;
  }[];
  creator: {
    first_name: string | null;
    last_name: string | null;
    description: string | null;
    short_bio: string | null;
    custom_url: string | null;
    profile_photo_one: string | null;
    profile_photo_two: string | null;
    profile_photo_three: string | null;
    profile_photo_four: string | null;
    avatar: string | null;
  } | null;
  social: { id: string; platform: string; handle: string; url: string; follower_count: number | null }[];
  notifications: { id: string; type: string; data: unknown; formatted_message: string; read_at: string | null; created_at: string }[];
}

/**
 * GET /api/auth/me (docs/product/current-user.md). Every field comes from a table; areas that do not exist yet
 * answer their honest empty value, never an invented one.
 *
 * Round trips (docs/decisions/023): the user row and the buyer account come with the
 * caller (the session's user, resolved once), and everything else is ONE statement of scalar
 * subqueries — balance, counters, subscriptions, creator profile, social links, notifications.
 * New per-user counters (the action items of the order/video/deadline issues) are added as more
 * subqueries of this statement, never as another query, so /me stays within its budget of 4.
 */
export async function getCurrentUser(
  db: Db,
  caller: Pick<Caller, "userId" | "buyer" | "role" | "types" | "user">,
  session: { returningVisit: boolean },
): Promise<Me> {
  const account = caller.buyer;
  const wallet = walletOf(account.id);
  // The bell shows (and counts) only its role's types; the rest is the dashboards' activity list.
  const panel = inArray(notification.type, [
    ...visibleNotificationTypes({ is_brand: caller.types.includes("brand"), types: caller.types }),
  ]);
  const [row] = await rowsOf<MeRow>(
    db,
    sql`select
      (select ${ledgerAccount.balance} from ${ledgerAccount}
        where ${ledgerAccount.kind} = ${wallet.kind} and ${ledgerAccount.ownerKey} = ${wallet.ownerKey} and ${ledgerAccount.currency} = ${LEDGER_CURRENCY}
        limit 1) as wallet_balance,
      (select count(*)::int from ${brandProfile} where ${brandProfile.buyerAccountId} = ${account.id}) as used_brands,
      ${account.organizationId ? sql`(select count(*)::int from ${member} where ${member.organizationId} = ${account.organizationId})` : sql`null::int`} as used_seats,
      (select count(*)::int from ${notification} where ${notification.userId} = ${caller.userId} and ${panel} and ${notification.readAt} is null) as unread_notifications,
      (select count(*)::int from ${conversationParticipant} p join ${message} m on m.conversation_id = p.conversation_id
        where p.user_id = ${caller.userId} and m.sender_id <> ${caller.userId}
          and (p.last_read_at is null or m.created_at > p.last_read_at)) as unread_messages,
      (select coalesce(json_agg(json_build_object(
          'status', ${subscription.status}, 'extra_seats', ${subscription.extraSeats}, 'extra_brands', ${subscription.extraBrands},
          'package_name', ${plan.packageName}, 'included_seats', ${plan.includedSeats}, 'included_brands', ${plan.includedBrands},
          'price_id', ${plan.priceId}
        ) order by ${subscription.createdAt}), '[]'::json)
        from ${subscription} join ${plan} on ${plan.id} = ${subscription.planId}
        where ${subscription.buyerAccountId} = ${account.id} and ${subscription.status} <> 'canceled') as subs,
      (select json_build_object(
          'first_name', ${creatorProfile.firstName}, 'last_name', ${creatorProfile.lastName},
          'description', ${creatorProfile.description}, 'short_bio', ${creatorProfile.shortBio}, 'custom_url', ${creatorProfile.customUrl},
          'profile_photo_one', ${creatorProfile.profilePhotoOne}, 'profile_photo_two', ${creatorProfile.profilePhotoTwo},
          'profile_photo_three', ${creatorProfile.profilePhotoThree}, 'profile_photo_four', ${creatorProfile.profilePhotoFour},
          'avatar', ${creatorProfile.avatar})
        from ${creatorProfile} where ${creatorProfile.userId} = ${caller.userId} limit 1) as creator,
      (select coalesce(json_agg(json_build_object(
          'id', ${socialLink.id}, 'platform', ${socialLink.platform}, 'handle', ${socialLink.handle},
          'url', ${socialLink.url}, 'follower_count', ${socialLink.followerCount}
        ) order by ${socialLink.createdAt}), '[]'::json)
        from ${socialLink} where ${socialLink.userId} = ${caller.userId}) as social,
      (select coalesce(json_agg(n order by n.at desc), '[]'::json) from (
          select ${notification.id} as id, ${notification.type} as type, ${notification.data} as data,
            ${notification.formattedMessage} as formatted_message, ${iso(notification.readAt)} as read_at,
            ${iso(notification.createdAt)} as created_at, ${notification.createdAt} as at
          from ${notification} where ${notification.userId} = ${caller.userId} and ${panel}
          order by ${notification.createdAt} desc limit ${RECENT_NOTIFICATIONS}
        ) n) as notifications,
      ${orderActionCountsSql({
        buyerAccountId: caller.types.includes("brand") ? account.id : null,
        creatorUserId: caller.types.includes("creator") ? caller.userId : null,
      })}`,
  );
  if (!row) throw new Error("GET /me: the statement returned no row");

  // docs/product/plans-and-limits.md: live subscriptions (active, or past_due during the renewal grace) give their
  // included seats and brands plus the extras bought, never less than the bases.
  const live = row.subs.filter((s) => s.status === "active" || s.status === "past_due");
  const subSeats = live.reduce((sum, s) => sum + s.included_seats + s.extra_seats, 0);
  const subBrands = live.reduce((sum, s) => sum + s.included_brands + s.extra_brands, 0);
  const creator = row.creator;
  const { user } = caller;

  return {
    is_creator: caller.types.includes("creator"),
    is_brand: caller.types.includes("brand"),
    did_onboard: user.didOnboard,
    types: caller.types,
    wallet_balance: Number(row.wallet_balance ?? 0),
    subs: row.subs.map((s) => ({
      subscription_type: { package_name: s.package_name, included_seats: s.included_seats, included_brands: s.included_brands },
      price_id: s.price_id,
    })),
    unreadNotificationsCount: row.unread_notifications,
    unreadMessagesCount: row.unread_messages,
    // Orders to ship, videos to review, deadlines close — subqueries of the statement above.
    actionItems: {
      items: orderActionItemsFrom(row, { brand: caller.types.includes("brand"), creator: caller.types.includes("creator") }),
    },
    notifications: row.notifications.flatMap(toNotification),
    creator_info: creator
      ? {
          first_name: creator.first_name,
          last_name: creator.last_name,
          description: creator.description,
          short_bio: creator.short_bio,
          custom_url: creator.custom_url,
          profile_photo_one: creator.profile_photo_one,
          profile_photo_two: creator.profile_photo_two,
          profile_photo_three: creator.profile_photo_three,
          profile_photo_four: creator.profile_photo_four,
          avatar: creator.avatar,
        }
      : null,
    social: row.social.map((l) => ({
      id: l.id,
      platform: l.platform,
      handle: l.handle,
      url: l.url,
      follower_count: l.follower_count,
    })),
    feature_flags: user.featureFlags,
    total_seats: Math.max(BASE_SEATS, subSeats),
    used_seats: row.used_seats ?? 1,
    total_brands: Math.max(BASE_BRANDS, subBrands),
    used_brands: row.used_brands,
    hasOrganization: account.organizationId !== null,
    returningVisit: session.returningVisit,
    user: { id: caller.userId, name: user.name, email: user.email, emailVerified: user.emailVerified, image: user.image, role: user.role },
  };
}

/** A stored notification whose data no longer matches its contract is skipped, not sent broken. */
function toNotification(n: MeRow["notifications"][number]): Notification[] {
  const parsed = notificationSchema.safeParse({
    id: n.id,
    notification_type: n.type,
    data: n.data,
    read_at: n.read_at,
    created_at: n.created_at,
    formatted_message: n.formatted_message,
  });
  return parsed.success ? [parsed.data] : [];
}
