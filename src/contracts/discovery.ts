import { z } from "zod";
import { creatorCardSchema, creatorListResponseSchema as directoryPageSchema, publicCreatorSchema } from "./creators";

/*
 * Brands discovering creators in the app (decision 034): saved creator
 * lists, ratings of completed orders, and the brand area's creator page.
 */

const trimmed = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

// ---- Saved lists ----------------------------------------------------------------------------

export const creatorListInputSchema = z
  .object({ name: trimmed(80).min(1, "is required") })
  .strict()
  .meta({ id: "CreatorListInput" });
export type CreatorListInput = z.infer<typeof creatorListInputSchema>;

export const creatorListSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    creatorCount: z.number().int(),
    createdAt: z.date(),
    updatedAt: z.date(),
  })
  .meta({ id: "CreatorList" });
export type CreatorList = z.infer<typeof creatorListSchema>;

export const creatorListDetailSchema = creatorListSchema
  .extend({ creators: z.array(creatorCardSchema.extend({ addedAt: z.date() })) })
  .meta({ id: "CreatorListDetail" });
export type CreatorListDetail = z.infer<typeof creatorListDetailSchema>;

export const creatorListItemInputSchema = z
  .object({ creator_user_id: z.string().trim().min(1, "is required").max(100) })
  .strict()
  .meta({ id: "CreatorListItemInput" });

export const creatorListIdParamsSchema = z.object({ id: z.string().max(100) });
export const creatorListItemParamsSchema = z.object({ id: z.string().max(100), userId: z.string().max(100) });

export const creatorListsResponseSchema = z.object({ data: z.array(creatorListSchema) });
export const creatorListResponseSchema = z.object({ data: creatorListSchema });
export const creatorListDetailResponseSchema = z.object({ data: creatorListDetailSchema });
export const creatorListDeletedResponseSchema = z.object({ data: z.object({ id: z.uuid(), deleted: z.literal(true) }) });
export const creatorListItemResponseSchema = z.object({
  data: z.object({ listId: z.uuid(), creatorUserId: z.string(), saved: z.boolean() }),
});

// ---- Ratings --------------------------------------------------------------------------------

/** How long a brand may change its rating after giving it. */
export const RATING_EDIT_DAYS = 14;

export const ratingInputSchema = z
  .object({
    stars: z
      .number({ error: "must be a number from 1 to 5" })
      .int("must be a whole number")
      .min(1, "must be 1 to 5")
      .max(5, "must be 1 to 5"),
    text: trimmed(2000).optional(),
  })
  .strict()
  .meta({ id: "RatingInput" });
export type RatingInput = z.infer<typeof ratingInputSchema>;

export const ratingReplyInputSchema = z
  .object({ reply: trimmed(2000).min(1, "is required") })
  .strict()
  .meta({ id: "RatingReplyInput" });

export const ratingSchema = z
  .object({
    id: z.uuid(),
    orderId: z.uuid(),
    creatorUserId: z.string(),
    stars: z.number().int(),
    text: z.string().nullable(),
    reply: z.string().nullable(),
    repliedAt: z.date().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
    /** The last moment the brand may still change it. */
    editableUntil: z.date(),
  })
  .meta({ id: "CreatorRating" });
export type Rating = z.infer<typeof ratingSchema>;

/** A rating as shown on a creator's page: with the brand's name, without the order. */
export const publicRatingSchema = ratingSchema
  .pick({ id: true, stars: true, text: true, reply: true, repliedAt: true, createdAt: true })
  .extend({ brandName: z.string() })
  .meta({ id: "PublicCreatorRating" });
export type PublicRating = z.infer<typeof publicRatingSchema>;

export const ratingResponseSchema = z.object({ data: ratingSchema });
export const orderRatingResponseSchema = z.object({ data: ratingSchema.nullable() });

// ---- The brand area's creator page ------------------------------------------------------------

export const brandCreatorSchema = z
  .object({
    creator: publicCreatorSchema,
    pastOrders: z.array(
      z.object({
        id: z.uuid(),
        reference: z.string(),
        title: z.string(),
        status: z.string(),
        priceCents: z.number().int(),
        createdAt: z.date(),
        rated: z.boolean(),
      }),
    ),
    ratings: z.array(publicRatingSchema),
    /** The caller's lists, each with whether this creator is on it. */
    lists: z.array(z.object({ id: z.uuid(), name: z.string(), saved: z.boolean() })),
    /** The caller's active campaigns, each with whether this creator is invited already. */
    campaigns: z.array(z.object({ id: z.uuid(), title: z.string(), invited: z.boolean() })),
  })
  .meta({ id: "BrandCreator" });
export type BrandCreator = z.infer<typeof brandCreatorSchema>;
export const brandCreatorResponseSchema = z.object({ data: brandCreatorSchema });
export const creatorUserIdParamsSchema = z.object({ userId: z.string().max(100) });

/** GET /auth/creators: the directory page, each card with the account's list ids that hold it. */
export const brandDirectoryResponseSchema = z.object({
  data: z.array(creatorCardSchema.extend({ listIds: z.array(z.uuid()) })),
  meta: directoryPageSchema.shape.meta,
});
