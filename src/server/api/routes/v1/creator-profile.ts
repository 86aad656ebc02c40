import { dataOf } from "@/contracts/envelope";
import type { Context } from "hono";
import { creatorProfileInputSchema, creatorProfileSettingsSchema, photoOrderInputSchema } from "@/contracts/creator-profile";
import { portfolioAssetParamsSchema, portfolioOrderInputSchema, portfolioResponseSchema } from "@/contracts/portfolio";
import { creatorImageSlotParamsSchema } from "@/contracts/media";
import { getOwnCreatorProfileOrThrow } from "@/server/domain/creators/get-own-creator-profile";
import { listOwnPortfolio } from "@/server/domain/creators/portfolio-videos";
import { removePortfolioVideo } from "@/server/domain/creators/remove-portfolio-video";
import { reorderCreatorPhotos } from "@/server/domain/creators/reorder-creator-photos";
import { reorderPortfolioVideos } from "@/server/domain/creators/reorder-portfolio-videos";
import { updateCreatorProfile } from "@/server/domain/creators/update-creator-profile";
import { removeCreatorImage } from "@/server/domain/media/remove-creator-image";
import type { SignedInEnv } from "../../middleware/permissions";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";

/**
 * The creator's own profile settings (/dashboard/settings, decision 033). Every route
 * acts on the session's own profile: there is no user id in any path, so a creator cannot reach
 * another creator's profile. Pictures are uploaded through POST /creators/me/images/{slot}.
 */
export const creatorProfileRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/creators/me/profile",
      tags: ["Creators"],
      summary: "Your creator profile",
      ...signedIn("creator"),
      responses: { 200: json(dataOf(creatorProfileSettingsSchema), "The profile"), ...errors(401, 403, 404) },
    }),
    async (c) => c.json({ data: await getOwnCreatorProfileOrThrow(c.var.ctx.db, c.var.caller.userId) }, 200),
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/creators/me/profile",
      tags: ["Creators"],
      summary: "Change your creator profile",
      description:
        "Names, bio, description, custom URL, niches, languages and country. A new custom URL must be free; the old one " +
        "redirects to the new one for 90 days and stays reserved for you meanwhile (409 naming `custom_url` when taken).",
      ...signedIn("creator"),
      request: { body: jsonBody(creatorProfileInputSchema) },
      responses: { 200: json(dataOf(creatorProfileSettingsSchema), "The profile"), ...errors(400, 401, 403, 404, 409, 415) },
    }),
    async (c) =>
      c.json({ data: await updateCreatorProfile(c.var.ctx.db, { userId: c.var.caller.userId, profile: c.req.valid("json") }) }, 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/creators/me/images/{slot}",
      tags: ["Creators"],
      summary: "Remove a picture of your profile",
      description: "The profile becomes incomplete (and leaves the directory) until a new picture is uploaded.",
      ...signedIn("creator"),
      request: { params: creatorImageSlotParamsSchema },
      responses: { 200: json(dataOf(creatorProfileSettingsSchema), "The profile"), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const userId = c.var.caller.userId;
      await removeCreatorImage(c.var.ctx.db, mediaDeps(c), { userId, slot: c.req.valid("param").slot });
      return c.json({ data: await getOwnCreatorProfileOrThrow(c.var.ctx.db, userId) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/creators/me/photos/order",
      tags: ["Creators"],
      summary: "Reorder your four profile photos",
      description: "`order[i]` names the slot whose photo moves to position i; a permutation of the four slots.",
      ...signedIn("creator"),
      request: { body: jsonBody(photoOrderInputSchema) },
      responses: { 200: json(dataOf(creatorProfileSettingsSchema), "The profile"), ...errors(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const userId = c.var.caller.userId;
      await reorderCreatorPhotos(c.var.ctx.db, { userId, order: c.req.valid("json").order });
      return c.json({ data: await getOwnCreatorProfileOrThrow(c.var.ctx.db, userId) }, 200);
    },
  )
  // Portfolio videos (decision 042): uploaded through POST /uploads/videos with purpose `portfolio`.
  .openapi(
    createRoute({
      method: "get",
      path: "/creators/me/portfolio",
      tags: ["Creators"],
      summary: "Your portfolio videos",
      description: "Every portfolio video in your order, with its state (uploading, processing, ready, failed with the reason).",
      ...signedIn("creator"),
      responses: { 200: json(portfolioResponseSchema, "The portfolio"), ...errors(401, 403) },
    }),
    async (c) => c.json({ data: await listOwnPortfolio(c.var.ctx.db, c.var.caller.userId) }, 200),
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/creators/me/portfolio/order",
      tags: ["Creators"],
      summary: "Reorder your portfolio videos",
      description: "`assetIds` names every portfolio video once, in the new order (400 naming `assetIds` otherwise; nothing moves).",
      ...signedIn("creator"),
      request: { body: jsonBody(portfolioOrderInputSchema) },
      responses: { 200: json(portfolioResponseSchema, "The portfolio"), ...errors(400, 401, 403, 415) },
    }),
    async (c) => {
      const userId = c.var.caller.userId;
      await reorderPortfolioVideos(c.var.ctx.db, { userId, assetIds: c.req.valid("json").assetIds });
      return c.json({ data: await listOwnPortfolio(c.var.ctx.db, userId) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/creators/me/portfolio/{assetId}",
      tags: ["Creators"],
      summary: "Remove a video from your portfolio",
      description:
        "The video leaves your public page at once, and a finished one is deleted with its files (links handed out before stop working). 404 when it is not in your portfolio.",
      ...signedIn("creator"),
      request: { params: portfolioAssetParamsSchema },
      responses: { 200: json(portfolioResponseSchema, "The portfolio"), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const userId = c.var.caller.userId;
      await removePortfolioVideo(c.var.ctx.db, mediaDeps(c), { userId, assetId: c.req.valid("param").assetId });
      return c.json({ data: await listOwnPortfolio(c.var.ctx.db, userId) }, 200);
    },
  );

const mediaDeps = (c: Context<SignedInEnv>) => ({ storage: c.var.ctx.storage, logger: c.var.log });
