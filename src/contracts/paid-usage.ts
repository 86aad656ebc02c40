import { z } from "zod";
import {
  MAX_PAID_USAGE_OFFERS,
  PAID_USAGE_PLATFORMS,
  PAID_USAGE_PRICE_LIMITS,
  PAID_USAGE_STATUSES,
  PAID_USAGE_WINDOWS,
  paidUsageOffersErrors,
  TIKTOK_CODE_WINDOWS,
} from "@/lib/paid-usage";
import { dataOf } from "./envelope";

/*
 * Paid-usage authorisations (decision 084): the add-on offers of a package or a campaign, the
 * hand-over a creator sends, and the authorisation as either side sees it. Paths are relative to
 * /api/v1; every route answers 404 to anyone who is not a side of the order.
 */

export const paidUsagePlatformSchema = z.enum(PAID_USAGE_PLATFORMS, { error: "Choose tiktok_spark or meta_partnership" });

const windowDays = z
  .number({ error: "Choose a window in days" })
  .int("Choose a window in whole days")
  .refine((d) => [...new Set(Object.values(PAID_USAGE_WINDOWS).flat())].includes(d), "Choose a window of 7, 30, 60, 90 or 365 days");

export const paidUsageOfferSchema = z
  .object({
    platform: paidUsagePlatformSchema,
    windowDays,
    priceCents: z
      .number({ error: "Enter the paid-usage price" })
      .int("Enter the paid-usage price in whole cents")
      .min(PAID_USAGE_PRICE_LIMITS.min, "The paid-usage price must be at least $1")
      .max(PAID_USAGE_PRICE_LIMITS.max, "The paid-usage price must be at most $10,000"),
  })
  .strict();

/** A package's offers: platform × window, each at most once, the window one the platform grants. */
export const paidUsageOffersSchema = z
  .array(paidUsageOfferSchema, { error: "Send a list of paid-usage options" })
  .max(MAX_PAID_USAGE_OFFERS, `At most ${MAX_PAID_USAGE_OFFERS} paid-usage options`)
  .superRefine((offers, ctx) => {
    const problem = paidUsageOffersErrors(offers);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** What a brand picks at purchase (one of the package's offers). */
export const paidUsageChoiceSchema = z.object({ platform: paidUsagePlatformSchema, windowDays }).strict();

/** POST /auth/paid-usage/{id}/hand-over: the TikTok fields or the Meta fields, by the authorisation's platform. */
export const handOverRequestSchema = z
  .object({
    code: z.string({ error: "Paste the Spark Ads code from TikTok" }).max(400, "A Spark Ads code is at most 300 characters").optional(),
    codeWindowDays: z
      .number({ error: "Choose the window you authorised in TikTok" })
      .int()
      .refine((d) => (TIKTOK_CODE_WINDOWS as readonly number[]).includes(d), "Choose 7, 30, 60 or 365 days")
      .optional(),
    accountId: z.string({ error: "Enter your page or Instagram account id" }).max(40).optional(),
    permissionId: z.string({ error: "Enter the partnership-ads permission id" }).max(40).optional(),
  })
  .strict();
export type HandOverRequest = z.infer<typeof handOverRequestSchema>;

export const revokeRequestSchema = z
  .object({ reason: z.string({ error: "Say why, in a few words" }).trim().max(500, "At most 500 characters").default("") })
  .strict();

export const renewRequestSchema = z
  .object({
    windowDays: windowDays.optional(),
    /** One per attempt (the button makes one): a double click buys one renewal. */
    idempotencyKey: z.string({ error: "Missing idempotency key" }).min(1).max(100).optional(),
  })
  .strict();

export const paidUsageIdParamsSchema = z.object({ id: z.uuid({ error: "Must be a paid-usage authorisation id" }) });

export const paidUsageViewSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    renewalOf: z.string().nullable(),
    platform: paidUsagePlatformSchema,
    windowDays: z.number().int(),
    priceCents: z.number().int(),
    status: z.enum(PAID_USAGE_STATUSES),
    /** Masked hand-over (never enough to run an ad): what lists and the creator's later views show. */
    codeHint: z.string().nullable(),
    /**
     * The hand-over itself, to the brand only, once handed over and while not revoked: the TikTok
     * code, or the Meta account and permission ids. Null for everyone else.
     */
    revealed: z.object({ code: z.string().optional(), accountId: z.string().optional(), permissionId: z.string().optional() }).nullable(),
    codeWindowDays: z.number().int().nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    handedOverAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    revokeReason: z.string().nullable(),
    refundedAt: z.string().nullable(),
    /** Until when the creator may hand it over; afterwards the brand may take the price back. */
    handOverDueAt: z.string().nullable(),
    canHandOver: z.boolean(),
    canRevoke: z.boolean(),
    canRefund: z.boolean(),
    canRenew: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "PaidUsageAuthorisation", description: "A paid-usage authorisation of an order (decision 084)." });
export type PaidUsageView = z.infer<typeof paidUsageViewSchema>;

export const paidUsageResponseSchema = dataOf(paidUsageViewSchema);
export const paidUsageListResponseSchema = dataOf(z.array(paidUsageViewSchema));
