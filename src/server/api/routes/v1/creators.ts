import { dataOf } from "@/contracts/envelope";
import { creatorSearchSchema } from "@/contracts/creator-search";
import { creatorListResponseSchema, customUrlParamsSchema, publicCreatorSchema } from "@/contracts/creators";
import { findCreatorUrlRedirect } from "@/server/domain/creators/creator-url-history";
import { getPublicCreatorOrThrow } from "@/server/domain/creators/get-public-creator";
import { AppError } from "@/server/errors";
import { searchCreators } from "@/server/domain/creators/search-creators";
import { apiRouter, createRoute, errors, json } from "../../openapi";

/**
 * The public creator directory. Anonymous: the same data the /creators page and the
 * public creator pages render, so no audience restriction. Array filters come as repeated names
 * without indexes (`niche=beauty&niche=pets`, docs/product/api-conventions.md).
 */
export const creatorRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/creators",
      tags: ["Creators"],
      summary: "Search the creator directory",
      description: "Array filters repeat their name without indexes: `niche=beauty&niche=pets`.",
      request: { query: creatorSearchSchema },
      responses: { 200: json(creatorListResponseSchema, "One page of creator cards"), ...errors(400) },
    }),
    async (c) => {
      const result = await searchCreators(c.var.ctx.db, c.req.valid("query"));
      return c.json(
        {
          data: result.creators,
          meta: {
            total: result.total,
            totalIsExact: result.totalIsExact,
            page: result.page,
            pageSize: result.pageSize,
            pageCount: result.pageCount,
            sort: result.sort,
          },
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/creators/{customUrl}",
      tags: ["Creators"],
      summary: "A creator's public profile and packages",
      description:
        "Only listed creators (a complete profile, not banned). A custom URL the creator changed in the last 90 days " +
        "answers 308 to the current one.",
      request: { params: customUrlParamsSchema },
      responses: {
        200: json(dataOf(publicCreatorSchema), "The creator"),
        308: { description: "An old custom URL: `Location` is the creator's current one" },
        ...errors(400, 404),
      },
    }),
    async (c) => {
      const { customUrl } = c.req.valid("param");
      try {
        return c.json({ data: await getPublicCreatorOrThrow(c.var.ctx.db, customUrl) }, 200);
      } catch (error) {
        if (!(error instanceof AppError && error.code === "not_found")) throw error;
        const moved = await findCreatorUrlRedirect(c.var.ctx.db, customUrl);
        if (moved) return c.redirect(`/api/v1/creators/${encodeURIComponent(moved)}`, 308);
        throw error;
      }
    },
  );
