import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import { brandProfile, creatorProfile, notification, socialLink } from "@/server/db/schema";
import { forgetCachedSessions } from "@/server/auth/resolve-session";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { countQueries, type QueryCounter } from "../support/query-counter";
import { createTestApp, createUser, type TestApp, type TestRequestInit } from "../support/test-app";
import { settleSessionNotifications } from "../support/settle-notifications";

/*
 * GET /api/auth/me costs at most 2 statements in all (decision 064): the session resolved with its
 * user, membership, buyer accounts and impersonator in one statement, and one for the payload —
 * the user row never read on its own. A session resolved moments ago comes from the process's
 * cache: the payload alone. Counted at the driver on PGlite and on PostgreSQL; the budget holds
 * with data in every part of the payload, not just for empty users.
 */

const BUDGET = 2;

let t: TestApp;
let counter: QueryCounter;
beforeAll(async () => {
  t = await createTestApp();
  counter = countQueries(t.ctx.database);
});
afterAll(() => t.close());

async function countedMe(init: TestRequestInit) {
  // The first request may create what a new user lacks (a personal buyer account): not counted.
  await t.request("/api/auth/me", init);
  // Counted cold: the session is resolved from the database, not from the process's cache.
  forgetCachedSessions(t.ctx);
  const { result, statements } = await counter.record(() => t.request("/api/auth/me", init));
  expect(result.status).toBe(200);
  return { me: meSchema.parse(await result.json()), statements };
}

const show = (statements: string[]) =>
  `${statements.length} statements:\n${statements.map((s) => s.replace(/\s+/g, " ").slice(0, 160)).join("\n")}`;
const readsOfUserRow = (statements: string[]) =>
  statements.filter((s) => /\bfrom "user" where "user"\."id" = \$1\s*$/i.test(s.trim())).length;

describe("GET /api/auth/me round trips", () => {
  it("a brand with a brand profile and notifications: at most 2, the user row only joined to the session", async () => {
    const brand = await createUser(t, { types: ["brand"], name: "Maya Chen" });
    const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
    await t.ctx.db.insert(brandProfile).values({ buyerAccountId: buyer.id, name: "Glow Theory" });
    await t.ctx.db.insert(notification).values([
      { userId: brand.id, type: "CreatorProposalSubmitted", data: { campaign_id: "c1", proposal_id: "p1" }, formattedMessage: "one" },
      { userId: brand.id, type: "NewMessage", data: { fromUser: { id: "u" } }, formattedMessage: "two", readAt: new Date() },
    ]);

    const { me, statements } = await countedMe({ token: brand.token });
    expect(me).toMatchObject({ is_brand: true, used_brands: 1, unreadNotificationsCount: 1, user: { name: "Maya Chen" } });
    expect(me.notifications).toHaveLength(2);
    expect(statements.length, show(statements)).toBeLessThanOrEqual(BUDGET);
    expect(readsOfUserRow(statements), show(statements)).toBe(0);
    expect(statements[0], show(statements)).toMatch(/from "session" s join "user" u on u\.id = s\.user_id/i);
  });

  it("a creator with a profile and social links: at most 2", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    await t.ctx.db
      .insert(creatorProfile)
      .values({ userId: creator.id, firstName: "Jordan", customUrl: `jordan-${creator.id.slice(0, 8).toLowerCase()}` });
    await t.ctx.db
      .insert(socialLink)
      .values({ userId: creator.id, platform: "tiktok", handle: "@j", url: "https://www.tiktok.com/@j", followerCount: 10 });

    const { me, statements } = await countedMe({ token: creator.token });
    expect(me.creator_info).toMatchObject({ first_name: "Jordan" });
    expect(me.social).toHaveLength(1);
    expect(statements.length, show(statements)).toBeLessThanOrEqual(BUDGET);
  });

  it("a member acting for an organization (membership checked, seats counted): at most 2", async () => {
    const owner = await createUser(t, { types: ["brand"] });
    const res = await t.request("/api/auth/organization/create", {
      token: owner.token,
      body: { name: "Budget Agency", slug: `budget-${owner.id.toLowerCase()}` },
    });
    expect(res.status).toBe(200);

    const { me, statements } = await countedMe({ token: owner.token });
    expect(me).toMatchObject({ hasOrganization: true, used_seats: 1 });
    expect(statements.length, show(statements)).toBeLessThanOrEqual(BUDGET);
  });

  it("an impersonated request: at most 2 reads (the impersonator checked inside them) plus its audit entry", async () => {
    const admin = await createUser(t, { role: "admin" });
    const target = await createUser(t, { types: ["brand"] });
    const started = await t.request("/api/v2/impersonation", { token: admin.token, body: { userId: target.id } });
    expect(started.status).toBe(201);
    const raw = started.headers.getSetCookie().find((c) => c.startsWith("impersonate-token="))!;
    const token = raw.split(";")[0]!.slice("impersonate-token=".length);

    const { me, statements } = await countedMe({ headers: { "session-token": token } });
    expect(me.user.id).toBe(target.id);
    const writes = statements.filter((s) => /^\s*insert into "audit_log"/i.test(s));
    expect(writes, show(statements)).toHaveLength(1);
    expect(statements.length - writes.length, show(statements)).toBeLessThanOrEqual(BUDGET);
  });

  it("a session resolved moments ago: the payload's statement alone", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    // The sign-up's own notifications clear the user's sessions when they arrive: let them first.
    await settleSessionNotifications(t.ctx);
    await t.request("/api/auth/me", { token: brand.token });
    const { result, statements } = await counter.record(() => t.request("/api/auth/me", { token: brand.token }));
    expect(result.status).toBe(200);
    expect(statements, show(statements)).toHaveLength(1);
  });

  it("signed out: no statement at all", async () => {
    const { result, statements } = await counter.record(() => t.request("/api/auth/me"));
    expect(await result.json()).toBeNull();
    expect(statements).toEqual([]);
  });
});
