import type { Context } from "hono";
import { z } from "zod";
import {
  adPlatformSchema,
  adResultsPeriodQuerySchema,
  dailyResultsResponseSchema,
  handMatchBodySchema,
  handMatchResponseSchema,
  importPreviewResponseSchema,
  importResultResponseSchema,
  insightsSyncBodySchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  unmatchedResponseSchema,
} from "@/contracts/ad-results";
import { parseExport } from "@/server/domain/ad-results/formats";
import { commitImport, previewImport } from "@/server/domain/ad-results/import-results";
import { getDailyResults, getLeaderboard } from "@/server/domain/ad-results/leaderboard";
import { syncSandboxInsights } from "@/server/domain/ad-results/sync-insights";
import { listUnmatched, matchByHand } from "@/server/domain/ad-results/unmatched";
import { AppError } from "@/server/errors";
import { readBoundedForm } from "@/server/http/bounded-form";
import type { StorageKey } from "@/server/integrations/storage";
import type { SignedInEnv } from "../../middleware/permissions";
import { apiRouter, createRoute, documented, errors, json, jsonBody, signedIn } from "../../openapi";

/*
 * Ad results per creative (decision 081). Everything acts on the caller's buyer account; results
 * never cross accounts, and a hand match only accepts the account's own licences. Reads need
 * `content:read`, imports and matches `content:write` when called with an API key.
 */

const TAG = ["Ad results"];
/** A 100,000-row export is about 15 MB; leave room, refuse more before reading it. */
const MAX_EXPORT_BYTES = 40 * 1024 * 1024;
const POSTER_URL_SECONDS = 3600;

const exportForm = {
  required: true,
  content: {
    "multipart/form-data": {
      schema: z.object({
        file: z.string().meta({ format: "binary", description: "The CSV export of Meta Ads Manager or TikTok Ads Manager" }),
        platform: adPlatformSchema
          .optional()
          .meta({ description: "Read the file as this platform's export; detected from its columns when left out" }),
      }),
    },
  },
};

async function readExport(c: Context<SignedInEnv>) {
  const missing = () => new AppError("validation_error", "file: Choose a CSV export to import", { file: "Choose a CSV export to import" });
  const form = await readBoundedForm(c.req.raw, {
    maxFileBytes: MAX_EXPORT_BYTES,
    tooLarge: () =>
      new AppError("payload_too_large", "file: The file is larger than 40 MB", {
        file: "The file is larger than 40 MB: export a shorter period",
      }),
    invalid: missing,
  });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw missing();
  const rawPlatform = form.get("platform");
  let platform: "meta" | "tiktok" | undefined;
  if (typeof rawPlatform === "string" && rawPlatform !== "") {
    const parsed = adPlatformSchema.safeParse(rawPlatform);
    if (!parsed.success) throw new AppError("validation_error", "platform: Choose meta or tiktok", { platform: "Choose meta or tiktok" });
    platform = parsed.data;
  }
  const text = new TextDecoder("utf-8", { fatal: false }).decode(await file.arrayBuffer());
  if (text.includes("\u0000")) throw new AppError("validation_error", "file: Not a text file", { file: "Not a CSV text file" });
  return { fileName: file.name || "export.csv", parsed: parseExport(text, platform) };
}

export const adResultRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/ad-results/leaderboard",
      tags: TAG,
      summary: "The leaderboard of your ad results",
      description:
        "Sums and ratios (hook rate, hold rate, CTR, CPA, ROAS) per video, hook variant, creator or ad campaign over a period (default: the last 30 days), in one currency: amounts are never converted, `currencies` lists the others. A row counts when its whole reporting range lies in the period.",
      ...signedIn("brand", { scope: "content:read" }),
      request: { query: leaderboardQuerySchema },
      responses: { 200: json(leaderboardResponseSchema, "The leaderboard"), ...errors(400, 401, 403) },
    }),
    async (c) => {
      const data = await getLeaderboard(c.var.ctx.db, {
        buyerAccountId: c.var.caller.buyer.id,
        query: c.req.valid("query"),
        now: new Date(),
        presign: (key) => c.var.ctx.storage.presignGet(key as StorageKey, { expiresInSeconds: POSTER_URL_SECONDS }),
      });
      c.header("cache-control", "private, no-store");
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/ad-results/daily",
      tags: TAG,
      summary: "Spend and conversion value per day",
      description: "Single-day result rows summed per day over a period, in one currency (the one with most spend when not chosen).",
      ...signedIn("brand", { scope: "content:read" }),
      request: { query: adResultsPeriodQuerySchema },
      responses: { 200: json(dailyResultsResponseSchema, "One point per day with results"), ...errors(400, 401, 403) },
    }),
    async (c) => {
      const data = await getDailyResults(c.var.ctx.db, {
        buyerAccountId: c.var.caller.buyer.id,
        query: c.req.valid("query"),
        now: new Date(),
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/ad-results/unmatched",
      tags: TAG,
      summary: "Ads no licensed video was found for",
      description:
        "One line per ad (by platform ad id, else name) with its rows, days and spend per currency, and the licensed videos it can be matched to by hand.",
      ...signedIn("brand", { scope: "content:read" }),
      responses: { 200: json(unmatchedResponseSchema, "Unmatched ads and the brand's licences"), ...errors(401, 403) },
    }),
    async (c) => c.json({ data: await listUnmatched(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id }) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/ad-results/matches",
      tags: TAG,
      summary: "Match an ad to a licensed video by hand",
      description:
        "Ties the ad's unmatched rows to one of your licences; later imports of the same ad are matched the same way. Another brand's licence is refused (400 naming `licenceId`).",
      ...signedIn("brand", { scope: "content:write" }),
      request: { body: jsonBody(handMatchBodySchema) },
      responses: { 200: json(handMatchResponseSchema, "How many rows were matched"), ...errors(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const data = await matchByHand(c.var.ctx.db, {
        buyerAccountId: c.var.caller.buyer.id,
        userId: c.var.caller.userId,
        body: c.req.valid("json"),
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/ad-results/insights",
      tags: TAG,
      summary: "Fetch results through the insights adapter",
      description:
        "Fetches a period's daily results of every licensed video from a platform's insights API and imports them like an export (replacing overlapping days). Without a connected ad account this is the sandbox, which generates plausible numbers.",
      ...signedIn("brand", { scope: "content:write" }),
      request: { body: jsonBody(insightsSyncBodySchema) },
      responses: { 201: json(importResultResponseSchema, "The import"), ...errors(400, 401, 403, 415) },
    }),
    async (c) => {
      const data = await syncSandboxInsights(c.var.ctx.db, {
        buyerAccountId: c.var.caller.buyer.id,
        userId: c.var.caller.userId,
        body: c.req.valid("json"),
      });
      return c.json({ data }, 201);
    },
  );

documented(
  adResultRoutes,
  createRoute({
    method: "post",
    path: "/auth/ad-results/imports/preview",
    tags: TAG,
    summary: "Check an export before importing it",
    description:
      "Reads the file (multipart field `file`) and answers what an import would do: the platform, rows, days, currencies, matched rows, rows it would replace, and every problem by line and column (at most 200 listed). Stores nothing.",
    ...signedIn("brand", { scope: "content:write" }),
    request: { body: exportForm },
    responses: { 200: json(importPreviewResponseSchema, "The preview"), ...errors(400, 401, 403, 413) },
  }),
  async (c) => {
    const { fileName, parsed } = await readExport(c);
    const data = await previewImport(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id, fileName, parsed });
    return c.json({ data }, 200);
  },
);

documented(
  adResultRoutes,
  createRoute({
    method: "post",
    path: "/auth/ad-results/imports",
    tags: TAG,
    summary: "Import an export",
    description:
      "All or nothing: a file with any problem is refused (400, `fields` naming each line and column) and nothing is stored. Rows of the same platform and ad account whose days overlap the file's are replaced, so re-importing a period never counts a day twice.",
    ...signedIn("brand", { scope: "content:write" }),
    request: { body: exportForm },
    responses: { 201: json(importResultResponseSchema, "The import"), ...errors(400, 401, 403, 413) },
  }),
  async (c) => {
    const { fileName, parsed } = await readExport(c);
    const data = await commitImport(c.var.ctx.db, {
      buyerAccountId: c.var.caller.buyer.id,
      userId: c.var.caller.userId,
      fileName,
      source: "file",
      parsed,
    });
    return c.json({ data }, 201);
  },
);
