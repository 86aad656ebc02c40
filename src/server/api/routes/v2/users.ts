import { z } from "zod";
import {
  adminUserDetailSchema,
  banOutcomeSchema,
  banUserSchema,
  setFeatureFlagsSchema,
  userIdParamsSchema,
  userRecordsPageSchema,
  userRecordsParamsSchema,
  userRecordsQuerySchema,
  userSearchPageSchema,
  userSearchQuerySchema,
} from "@/contracts/admin/users";
import { banUser } from "@/server/domain/users/ban-user";
import { getAdminUser } from "@/server/domain/users/get-admin-user";
import { listUserRecords } from "@/server/domain/users/list-user-records";
import { searchUsers } from "@/server/domain/users/search-users";
import { setFeatureFlags } from "@/server/domain/users/set-feature-flags";
import { unbanUser } from "@/server/domain/users/unban-user";
import { adminRoute, apiRouter, createRoute, errors, json, jsonBody } from "../../openapi";

/**
 * The admin's users (decision 058): search with keyset paging, a user's page and its lists, ban,
 * unban and feature flags. Each change writes its audit row in the same transaction.
 */
export const adminUserRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/users",
      tags: ["Users"],
      summary: "Search users",
      description:
        "Newest first. `q` matches the exact id or the start of the e-mail, the name, the surname or the creator's custom URL. " +
        "Pass the answer's `nextCursor` as `cursor` for the next page.",
      ...adminRoute(),
      request: { query: userSearchQuerySchema },
      responses: { 200: json(z.object({ data: userSearchPageSchema }), "A page of users"), ...errors(400, 403) },
    }),
    async (c) => c.json({ data: await searchUsers(c.var.ctx.db, c.req.valid("query")) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/users/{id}",
      tags: ["Users"],
      summary: "A user's page",
      description: "Profile, organizations, balances and how many orders, campaigns, payouts, reports and audit rows they have.",
      ...adminRoute(),
      request: { params: userIdParamsSchema },
      responses: { 200: json(z.object({ data: adminUserDetailSchema }), "The user"), ...errors(400, 403, 404) },
    }),
    async (c) => c.json({ data: await getAdminUser(c.var.ctx.db, c.req.valid("param").id) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/users/{id}/records/{list}",
      tags: ["Users"],
      summary: "A page of one of a user's lists",
      description: "Their orders (as buyer or creator), campaigns, payouts, reports (about them and by them) or audit trail, newest first.",
      ...adminRoute(),
      request: { params: userRecordsParamsSchema, query: userRecordsQuerySchema },
      responses: { 200: json(z.object({ data: userRecordsPageSchema }), "A page of the list"), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const { id, list } = c.req.valid("param");
      await getAdminUser(c.var.ctx.db, id);
      const data = await listUserRecords(c.var.ctx.db, { userId: id, kind: list, page: c.req.valid("query").page });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/users/{id}/ban",
      tags: ["Users"],
      summary: "Ban a user",
      description:
        "Revokes every session at once, hides the public creator profile, pauses live campaigns and takes active packages off sale. " +
        "Money is untouched. Admins cannot be banned.",
      ...adminRoute(),
      request: { params: userIdParamsSchema, body: jsonBody(banUserSchema) },
      responses: {
        200: json(z.object({ data: banOutcomeSchema }), "The banned user and what the ban paused"),
        ...errors(400, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const outcome = await banUser(c.var.ctx.db, { actorUserId: c.var.caller.userId, userId: id, reason });
      const user = await getAdminUser(c.var.ctx.db, id);
      return c.json(
        {
          data: {
            user,
            campaignIds: outcome.pausedCampaignIds,
            packageIds: outcome.deactivatedPackageIds,
            revokedSessions: outcome.revokedSessions,
          },
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/users/{id}/unban",
      tags: ["Users"],
      summary: "Lift a ban",
      description: "Resumes the campaigns and packages the ban paused, unless they changed since. The person signs in again.",
      ...adminRoute(),
      request: { params: userIdParamsSchema, body: jsonBody(banUserSchema) },
      responses: { 200: json(z.object({ data: banOutcomeSchema }), "The user and what was restored"), ...errors(400, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const outcome = await unbanUser(c.var.ctx.db, { actorUserId: c.var.caller.userId, userId: id, reason });
      const user = await getAdminUser(c.var.ctx.db, id);
      return c.json(
        { data: { user, campaignIds: outcome.resumedCampaignIds, packageIds: outcome.reactivatedPackageIds, revokedSessions: 0 } },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/users/{id}/feature-flags",
      tags: ["Users"],
      summary: "Set a user's feature flags",
      description: "Replaces the list. Names use lowercase letters, digits, dashes and underscores.",
      ...adminRoute(),
      request: { params: userIdParamsSchema, body: jsonBody(setFeatureFlagsSchema) },
      responses: { 200: json(z.object({ data: adminUserDetailSchema }), "The user with their flags"), ...errors(400, 403, 404, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await setFeatureFlags(c.var.ctx.db, { actorUserId: c.var.caller.userId, userId: id, flags: c.req.valid("json").flags });
      return c.json({ data: await getAdminUser(c.var.ctx.db, id) }, 200);
    },
  );
