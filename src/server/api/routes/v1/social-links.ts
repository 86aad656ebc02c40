import { dataOf } from "@/contracts/envelope";
import { z } from "zod";
import { socialLinkInputSchema, socialLinkParamsSchema, socialLinkSchema } from "@/contracts/social-links";
import { addSocialLink, deleteSocialLink, listOwnSocialLinks, updateSocialLink } from "@/server/domain/creators/social-links";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";

/** A creator's social links (docs/product/screens-and-navigation.md /dashboard/settings/social). Only the caller's own links. */
export const socialLinkRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/social-links",
      tags: ["Creators"],
      summary: "Your social links",
      ...signedIn("creator"),
      responses: { 200: json(dataOf(z.array(socialLinkSchema)), "The links"), ...errors(401, 403) },
    }),
    async (c) => c.json({ data: await listOwnSocialLinks(c.var.ctx.db, c.var.caller.userId) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/social-links",
      tags: ["Creators"],
      summary: "Add a social link",
      description: "One per platform; the URL must be an https link on that platform's site.",
      ...signedIn("creator"),
      request: { body: jsonBody(socialLinkInputSchema) },
      responses: { 201: json(dataOf(socialLinkSchema), "The new link"), ...errors(400, 401, 403, 409, 415) },
    }),
    async (c) => c.json({ data: await addSocialLink(c.var.ctx.db, c.var.caller.userId, c.req.valid("json")) }, 201),
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/auth/social-links/{id}",
      tags: ["Creators"],
      summary: "Change a social link",
      ...signedIn("creator"),
      request: { params: socialLinkParamsSchema, body: jsonBody(socialLinkInputSchema) },
      responses: { 200: json(dataOf(socialLinkSchema), "The link"), ...errors(400, 401, 403, 404, 409, 415) },
    }),
    async (c) =>
      c.json({ data: await updateSocialLink(c.var.ctx.db, c.var.caller.userId, c.req.valid("param").id, c.req.valid("json")) }, 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/auth/social-links/{id}",
      tags: ["Creators"],
      summary: "Remove a social link",
      ...signedIn("creator"),
      request: { params: socialLinkParamsSchema },
      responses: { 200: json(dataOf(z.object({ deleted: z.boolean() })), "Removed"), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      await deleteSocialLink(c.var.ctx.db, c.var.caller.userId, c.req.valid("param").id);
      return c.json({ data: { deleted: true } }, 200);
    },
  );
