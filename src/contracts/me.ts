import { z } from "zod";

/**
 * The bell's types (NewMessage, CreatorAssetUploaded, CreatorProposalSubmitted), plus the activity
 * types stored the same way but shown on the dashboards' activity lists, never in the bell
 * (decision 053, src/lib/roles.ts): CampaignProposalUpdated (a creator's proposal shortlisted,
 * accepted, rejected or closed, decision 028), OrderUpdated, PayoutUpdated and ProposalWithdrawn
 * (decision 035).
 */
export const notificationTypeSchema = z.enum([
  "NewMessage",
  "CreatorAssetUploaded",
  "CreatorProposalSubmitted",
  "CampaignProposalUpdated",
  "OrderUpdated",
  "PayoutUpdated",
  "ProposalWithdrawn",
]);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

const newMessageDataSchema = z.object({ fromUser: z.object({ id: z.string() }) });
const creatorAssetUploadedDataSchema = z.object({
  asset: z.object({
    /** The campaign id. */
    asset_source_key: z.string(),
    /** The proposal id. */
    asset_secondary_source_key: z.string(),
  }),
});
const creatorProposalSubmittedDataSchema = z.object({
  campaign_id: z.string(),
  proposal_id: z.string(),
});

const campaignProposalUpdatedDataSchema = z.object({
  campaign_id: z.string(),
  proposal_id: z.string(),
  status: z.enum(["shortlisted", "accepted", "rejected", "closed"]),
});

const orderUpdatedDataSchema = z.object({
  order_id: z.string(),
  /** The side the notified user is on: it decides the page (/platform or /dashboard). */
  side: z.enum(["brand", "creator"]),
  /** The domain event, e.g. `order.delivered` or `order_video.approved`. */
  event: z.string(),
});
const payoutUpdatedDataSchema = z.object({
  payout_id: z.string(),
  status: z.enum(["approved", "paid", "failed"]),
});

const notificationBase = {
  id: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  formatted_message: z.string(),
};

/** A notification; `data` is typed by `notification_type` so a wrong pairing cannot be built. */
export const notificationSchema = z
  .discriminatedUnion("notification_type", [
    z.object({ ...notificationBase, notification_type: z.literal("NewMessage"), data: newMessageDataSchema }),
    z.object({
      ...notificationBase,
      notification_type: z.literal("CreatorAssetUploaded"),
      data: creatorAssetUploadedDataSchema,
    }),
    z.object({
      ...notificationBase,
      notification_type: z.literal("CreatorProposalSubmitted"),
      data: creatorProposalSubmittedDataSchema,
    }),
    z.object({
      ...notificationBase,
      notification_type: z.literal("CampaignProposalUpdated"),
      data: campaignProposalUpdatedDataSchema,
    }),
    z.object({ ...notificationBase, notification_type: z.literal("OrderUpdated"), data: orderUpdatedDataSchema }),
    z.object({ ...notificationBase, notification_type: z.literal("PayoutUpdated"), data: payoutUpdatedDataSchema }),
    z.object({
      ...notificationBase,
      notification_type: z.literal("ProposalWithdrawn"),
      data: creatorProposalSubmittedDataSchema,
    }),
  ])
  .meta({ id: "Notification" });
export type Notification = z.infer<typeof notificationSchema>;

export const userTypeSchema = z.enum(["brand", "creator"]);
export type UserType = z.infer<typeof userTypeSchema>;

export const subscriptionSchema = z.object({
  subscription_type: z.object({
    package_name: z.string(),
    included_seats: z.number().int(),
    included_brands: z.number().int(),
  }),
  price_id: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const creatorInfoSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  description: z.string().nullable(),
  short_bio: z.string().nullable(),
  custom_url: z.string().nullable(),
  profile_photo_one: z.string().nullable(),
  profile_photo_two: z.string().nullable(),
  profile_photo_three: z.string().nullable(),
  profile_photo_four: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type CreatorInfo = z.infer<typeof creatorInfoSchema>;

export const socialLinkSchema = z.object({
  id: z.string(),
  platform: z.string(),
  handle: z.string(),
  url: z.string(),
  follower_count: z.number().int().nullable(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** Work waiting for the user; each later area adds its own counters. */
export const actionItemsSchema = z.object({
  items: z.array(z.object({ kind: z.string(), label: z.string(), href: z.string(), count: z.number().int() })),
});
export type ActionItems = z.infer<typeof actionItemsSchema>;

/** GET /api/auth/me (docs/product/current-user.md "Current user"). Every field is always present. */
export const meSchema = z
  .object({
    is_creator: z.boolean(),
    is_brand: z.boolean(),
    did_onboard: z.boolean(),
    types: z.array(userTypeSchema),
    wallet_balance: z.number().int(),
    subs: z.array(subscriptionSchema),
    unreadNotificationsCount: z.number().int(),
    unreadMessagesCount: z.number().int(),
    actionItems: actionItemsSchema,
    notifications: z.array(notificationSchema),
    creator_info: creatorInfoSchema.nullable(),
    social: z.array(socialLinkSchema),
    feature_flags: z.array(z.string()),
    total_seats: z.number().int(),
    used_seats: z.number().int(),
    total_brands: z.number().int(),
    used_brands: z.number().int(),
    hasOrganization: z.boolean(),
    /**
     * Whether this session is a later visit, not the sign-up's own (src/lib/welcome.ts): the
     * dashboards greet "Welcome back" or "Welcome".
     */
    returningVisit: z.boolean(),
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      /** No money moves before it is verified; the signed-in area shows a banner until then. */
      emailVerified: z.boolean(),
      image: z.string().nullable(),
      role: z.string(),
    }),
  })
  .meta({ id: "Me" });
export type Me = z.infer<typeof meSchema>;

/** Response of the subscription-allowance call (docs/product/plans-and-limits.md). */
export const subscriptionAllowanceSchema = z.object({
  subscriptions: z.array(z.object({ allowed_campaigns: z.number().int() })),
  total_allowed: z.number().int(),
  /** Campaigns counted against the allowance now (not draft, not archived); decision 028. */
  live_campaigns: z.number().int().optional(),
});
export type SubscriptionAllowance = z.infer<typeof subscriptionAllowanceSchema>;

/** GET /api/v1/auth/account/deletion-blockers: why "Delete account" would be refused now; empty when allowed. */
export const deletionBlockersSchema = z.object({ data: z.object({ reasons: z.array(z.string()) }) });
