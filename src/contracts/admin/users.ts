import { z } from "zod";
import { hasNoNul, NUL_MESSAGE } from "../text";
import { adminReason } from "./reason";

/** The admin user search's filters (one at a time, shown as chips). */
export const userFilterSchema = z.enum(["all", "brand", "creator", "admin", "banned", "unverified"], {
  error: "filter must be one of all, brand, creator, admin, banned, unverified",
});
export type UserFilter = z.infer<typeof userFilterSchema>;

export const USER_PAGE_SIZES = { default: 25, max: 100 } as const;

export const userSearchQuerySchema = z.object({
  q: z.string().trim().max(200, "Search with at most 200 characters").refine(hasNoNul, NUL_MESSAGE).optional(),
  filter: userFilterSchema.optional(),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200, "cursor is not valid").optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(USER_PAGE_SIZES.max, `limit must be at most ${USER_PAGE_SIZES.max}`)
    .optional(),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  types: z.array(z.string()),
  emailVerified: z.boolean(),
  banned: z.boolean(),
  customUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const userSearchPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type UserSearchPage = z.infer<typeof userSearchPageSchema>;

export const userIdParamsSchema = z.object({ id: z.string().trim().min(1, "must be a user id").max(100, "must be a user id") });

export const userBalancesSchema = z.object({
  /** The personal buyer account's wallet. */
  walletCents: z.number().int(),
  /** Escrow of their orders not yet released or refunded, as buyer or as creator. */
  escrowCents: z.number().int(),
  /** Creator earnings not yet paid out. */
  earningsOwedCents: z.number().int(),
  paidOutCents: z.number().int(),
});

export const adminUserDetailSchema = adminUserRowSchema.extend({
  image: z.string().nullable(),
  didOnboard: z.boolean(),
  banReason: z.string().nullable(),
  featureFlags: z.array(z.string()),
  updatedAt: z.string(),
  organizations: z.array(
    z.object({ id: z.string(), name: z.string(), slug: z.string(), role: z.string(), buyerAccountId: z.string().nullable() }),
  ),
  personalBuyerAccountId: z.string().nullable(),
  balances: userBalancesSchema,
  counts: z.object({
    orders: z.number().int(),
    campaigns: z.number().int(),
    payouts: z.number().int(),
    reports: z.number().int(),
    audit: z.number().int(),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** The user page's long lists, each paged on its own. */
export const userRecordKindSchema = z.enum(["orders", "campaigns", "payouts", "reports", "audit"], {
  error: "list must be one of orders, campaigns, payouts, reports, audit",
});
export type UserRecordKind = z.infer<typeof userRecordKindSchema>;

export const USER_RECORDS_PAGE_SIZE = 10;

export const userRecordsParamsSchema = userIdParamsSchema.extend({ list: userRecordKindSchema });
export const userRecordsQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be at least 1")
    .max(10_000, "page must be at most 10000")
    .optional(),
});

/** One line of a user-page list: what it is, its state, its amount and when, with a link when it has a page. */
export const userRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  status: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  href: z.string().nullable(),
  at: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const userRecordsPageSchema = z.object({
  records: z.array(userRecordSchema),
  page: z.number().int(),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type UserRecordsPage = z.infer<typeof userRecordsPageSchema>;

export const FEATURE_FLAG_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
export const FEATURE_FLAG_MAX_LENGTH = 40;
export const FEATURE_FLAGS_MAX = 50;

export const featureFlagSchema = z
  .string({ error: "A flag is a name" })
  .trim()
  .min(1, "A flag needs a name")
  .max(FEATURE_FLAG_MAX_LENGTH, `A flag has at most ${FEATURE_FLAG_MAX_LENGTH} characters`)
  .regex(FEATURE_FLAG_PATTERN, "A flag uses lowercase letters, digits, dashes and underscores, starting with a letter or digit");

export const setFeatureFlagsSchema = z.object({
  flags: z
    .array(featureFlagSchema, { error: "flags must be a list of names" })
    .max(FEATURE_FLAGS_MAX, `At most ${FEATURE_FLAGS_MAX} flags`)
    .refine((flags) => new Set(flags).size === flags.length, "Each flag once"),
});
export type SetFeatureFlags = z.infer<typeof setFeatureFlagsSchema>;

export const banUserSchema = z.object({ reason: adminReason });

export const banOutcomeSchema = z.object({
  user: adminUserDetailSchema,
  /** Campaigns paused by the ban (resumed by the unban), or resumed by the unban. */
  campaignIds: z.array(z.string()),
  /** Packages taken off sale by the ban, or put back on sale by the unban. */
  packageIds: z.array(z.string()),
  revokedSessions: z.number().int(),
});
export type BanOutcome = z.infer<typeof banOutcomeSchema>;
