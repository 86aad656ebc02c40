import { z } from "zod";
import { videoViewSchema } from "./videos";

/*
 * A creator's portfolio videos (docs/product/roles-and-accounts.md, decision 042): uploaded through the
 * resumable video uploader with purpose `portfolio`, listed in the creator's order, shown on the
 * public page once ready.
 */

/** Portfolio videos one creator may have (uploading, processing, ready or failed all count). */
export const MAX_PORTFOLIO_VIDEOS = 6;

export const portfolioVideoSchema = videoViewSchema
  .extend({
    position: z.number().int().meta({ description: "0-based place on the profile" }),
    originalName: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "PortfolioVideo" });
export type PortfolioVideo = z.infer<typeof portfolioVideoSchema>;

/** GET/PUT/DELETE /creators/me/portfolio…: the creator's whole portfolio after the change. */
export const portfolioResponseSchema = z.object({
  data: z.object({
    videos: z.array(portfolioVideoSchema),
    max: z
      .number()
      .int()
      .meta({ description: `At most ${MAX_PORTFOLIO_VIDEOS} portfolio videos` }),
  }),
});
export type Portfolio = z.infer<typeof portfolioResponseSchema>["data"];

/** PUT /creators/me/portfolio/order: every portfolio video's asset id, in the new order. */
export const portfolioOrderInputSchema = z.object({
  assetIds: z
    .array(z.uuid("must be a video id"), { error: "List the videos in their new order" })
    .max(MAX_PORTFOLIO_VIDEOS, `List at most ${MAX_PORTFOLIO_VIDEOS} videos`)
    .refine((ids) => new Set(ids).size === ids.length, "List each video once"),
});
export type PortfolioOrderInput = z.infer<typeof portfolioOrderInputSchema>;

export const portfolioAssetParamsSchema = z.object({ assetId: z.uuid("must be a video id") });

/** A ready portfolio video as the public page shows it. */
export const publicPortfolioVideoSchema = videoViewSchema
  .pick({ assetId: true, durationMs: true, width: true, height: true })
  .extend({ posterUrl: z.string().nullable(), playbackUrl: z.string() })
  .meta({ id: "PublicPortfolioVideo" });
export type PublicPortfolioVideo = z.infer<typeof publicPortfolioVideoSchema>;
