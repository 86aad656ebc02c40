import { z } from "zod";
import { dataOf } from "./envelope";
import { paidUsageOfferSchema, paidUsageOffersSchema } from "./paid-usage";
import { plainText, requiredName } from "./text";

/*
 * Creator packages (docs/product/orders.md "Package order"): the request schemas of
 * /api/v1/creator-packages, shared by the API and the "Your Packages" form, and what the API sends.
 * Money in integer cents; the form shows dollars.
 */

export const ASPECT_RATIOS = ["9:16", "1:1", "16:9", "4:5"] as const;
export const USAGE_RIGHTS_TERMS = ["30d", "90d", "1y", "perpetual"] as const;

/** The bounds, in the units the API takes. */
export const PACKAGE_LIMITS = {
  priceCents: { min: 1_000, max: 1_000_000 },
  videos: { min: 1, max: 10 },
  videoLengthSeconds: { min: 5, max: 180 },
  turnaroundDays: { min: 1, max: 30 },
  revisionRounds: { min: 0, max: 5 },
  title: 80,
  description: 1_000,
  /** A creator sells at most this many packages that are not archived. */
  perCreator: 20,
} as const;

const wholeNumber = (what: string, min: number, max: number, unit = "") =>
  z
    .number({ error: `Enter the ${what} as a number` })
    .int(`Enter the ${what} as a whole number`)
    .min(min, `The ${what} must be at least ${min}${unit}`)
    .max(max, `The ${what} must be at most ${max}${unit}`);

const addOnCents = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`Enter the ${what} in whole cents`)
    .min(100, `The ${what} must be at least $1`)
    .max(PACKAGE_LIMITS.priceCents.max, `The ${what} must be at most $10,000`)
    .nullable();

export const packageFieldsSchema = z.object({
  title: requiredName(PACKAGE_LIMITS.title, "Enter a title"),
  description: plainText(PACKAGE_LIMITS.description),
  priceCents: z
    .number({ error: "Enter a price" })
    .int("Enter the price in whole cents")
    .min(PACKAGE_LIMITS.priceCents.min, "The price must be at least $10")
    .max(PACKAGE_LIMITS.priceCents.max, "The price must be at most $10,000"),
  videos: wholeNumber("number of videos", PACKAGE_LIMITS.videos.min, PACKAGE_LIMITS.videos.max),
  videoLengthSeconds: wholeNumber("video length", PACKAGE_LIMITS.videoLengthSeconds.min, PACKAGE_LIMITS.videoLengthSeconds.max, " seconds"),
  aspectRatio: z.enum(ASPECT_RATIOS, { error: "Pick an aspect ratio: 9:16, 1:1, 16:9 or 4:5" }),
  turnaroundDays: wholeNumber("turnaround", PACKAGE_LIMITS.turnaroundDays.min, PACKAGE_LIMITS.turnaroundDays.max, " days"),
  revisionRounds: wholeNumber("number of revision rounds", PACKAGE_LIMITS.revisionRounds.min, PACKAGE_LIMITS.revisionRounds.max),
  usageRightsTerm: z.enum(USAGE_RIGHTS_TERMS, { error: "Pick a usage-rights term: 30d, 90d, 1y or perpetual" }),
  rawFootage: z.boolean({ error: "Say whether raw footage is included (true or false)" }),
  /** Add-ons (decision 080): the price of one extra hook per video (null: not offered), how many per video at most, and the raw footage's price when not included. */
  extraHookPriceCents: addOnCents("extra hook price").optional(),
  maxExtraHooks: wholeNumber("number of extra hooks", 0, 5).optional(),
  rawFootagePriceCents: addOnCents("raw footage price").optional(),
  /** Paid-usage add-ons (decision 084): platform × window options and their prices. */
  paidUsageOffers: paidUsageOffersSchema.optional(),
});

/** POST /creator-packages. New packages go on sale unless `isActive` is false. */
export const createPackageSchema = packageFieldsSchema.extend({
  // A default only here: on PATCH an omitted description must stay as it is.
  description: plainText(PACKAGE_LIMITS.description).default(""),
  isActive: z.boolean({ error: "Must be true or false" }).default(true),
});
export type CreatePackageInput = z.infer<typeof createPackageSchema>;

/** PATCH /creator-packages/{id}: any subset of the fields; `isActive` pauses or activates. */
export const updatePackageSchema = packageFieldsSchema
  .partial()
  .extend({ isActive: z.boolean({ error: "Must be true or false" }).optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Send at least one field to change" });
export type UpdatePackageInput = z.infer<typeof updatePackageSchema>;

/** POST /creator-packages/reorder: every one of the creator's packages that is not archived, in the new order. */
export const reorderPackagesSchema = z.object({
  ids: z
    .array(z.uuid({ error: "Must be a package id" }), { error: "Send the package ids in their new order" })
    .min(1, "Send the package ids in their new order")
    .max(PACKAGE_LIMITS.perCreator, `At most ${PACKAGE_LIMITS.perCreator} packages`)
    .refine((ids) => new Set(ids).size === ids.length, "Each package may appear once"),
});
export type ReorderPackagesInput = z.infer<typeof reorderPackagesSchema>;

export const packageIdSchema = z.object({ id: z.uuid({ error: "Must be a package id" }) });

export const PACKAGE_STATUSES = ["active", "paused", "archived"] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/** A creator's own package as "Your Packages" and the API show it. */
export const ownPackageSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    priceCents: z.number().int(),
    videos: z.number().int(),
    videoLengthSeconds: z.number().int(),
    aspectRatio: z.enum(ASPECT_RATIOS),
    turnaroundDays: z.number().int(),
    revisionRounds: z.number().int(),
    usageRightsTerm: z.enum(USAGE_RIGHTS_TERMS),
    rawFootage: z.boolean(),
    extraHookPriceCents: z.number().int().nullable(),
    maxExtraHooks: z.number().int(),
    rawFootagePriceCents: z.number().int().nullable(),
    paidUsageOffers: z.array(paidUsageOfferSchema),
    isActive: z.boolean(),
    /** active: on sale; paused: kept, not sold; archived: ordered before, then deleted (read-only). */
    status: z.enum(PACKAGE_STATUSES),
    position: z.number().int(),
    archivedAt: z.string().nullable(),
    hiddenAt: z.string().nullable().meta({ description: "Hidden by Reelbrief (moderation): not shown or sold to anyone" }),
    hiddenReason: z.string().nullable().meta({ description: "Why it was hidden, shown to its owner" }),
  })
  .meta({ id: "OwnPackage", description: "One of the caller's packages, in any state." });
export type OwnPackage = z.infer<typeof ownPackageSchema>;

/** DELETE /creator-packages/{id}: an ordered package is archived instead of deleted. */
export const deletePackageResultSchema = z
  .object({ id: z.uuid(), outcome: z.enum(["deleted", "archived"]) })
  .meta({ id: "DeletePackageResult", description: "deleted, or archived when the package was ordered before" });
export type DeletePackageResult = z.infer<typeof deletePackageResultSchema>;

/** The answers of /creator-packages, as the routes declare them. */
export const ownPackageResponseSchema = dataOf(ownPackageSchema);
export const ownPackageListResponseSchema = dataOf(z.array(ownPackageSchema));
export const deletePackageResponseSchema = dataOf(deletePackageResultSchema);
