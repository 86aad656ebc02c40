import { Hono } from "hono";
import { z } from "zod";
import { getPublicCreatorOrThrow } from "@/server/domain/creators/get-public-creator";
import { searchCreators } from "@/server/domain/creators/search-creators";
import { creatorSearchSchema } from "@/contracts/creator-search";
import type { ApiEnv } from "../../types";
import { parseQuery, parseWith } from "../../validation";

const customUrlSchema = z.object({
  customUrl: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/i, "must contain only letters, digits and dashes"),
});

/**
 * The public creator directory (issue 5). Anonymous: the same data the /creators page and the
 * public creator pages render, so no audience restriction. Array filters come as repeated names
 * without indexes (`niche=beauty&niche=pets`, SPEC.md §7).
 */
export const creatorRoutes = new Hono<ApiEnv>()
  .get("/creators", async (c) => {
    const search = parseQuery(c, creatorSearchSchema);
    const result = await searchCreators(c.var.ctx.db, search);
    return c.json({
      data: result.creators,
      meta: {
        total: result.total,
        totalIsExact: result.totalIsExact,
        page: result.page,
        pageSize: result.pageSize,
        pageCount: result.pageCount,
        sort: result.sort,
      },
    });
  })
  .get("/creators/:customUrl", async (c) => {
    const { customUrl } = parseWith(customUrlSchema, { customUrl: c.req.param("customUrl") });
    return c.json({ data: await getPublicCreatorOrThrow(c.var.ctx.db, customUrl) });
  });
