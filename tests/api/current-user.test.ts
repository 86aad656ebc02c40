import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import { brandProfile, creatorProfile, notification, socialLink, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/auth/me", () => {
  it("is null when signed out", async () => {
    const res = await t.request("/api/auth/me");
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });

  it("is null for a forged bearer token", async () => {
    const res = await t.request("/api/auth/me", { token: "not-a-real-token" });
    expect(await res.json()).toBeNull();
  });

  it("returns every field of docs/product/current-user.md for a signed-in brand, from real rows", async () => {
    const brand = await createUser(t, { types: ["brand"], name: "Maya Chen" });
    const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
    await t.ctx.db.insert(brandProfile).values({ buyerAccountId: buyer.id, name: "Glow Theory" });
    await t.ctx.db.insert(notification).values({
      userId: brand.id,
      type: "CreatorProposalSubmitted",
      data: { campaign_id: "c1", proposal_id: "p1" },
      formattedMessage: "Jordan sent a proposal",
    });

    const res = await t.request("/api/auth/me", { token: brand.token });
    expect(res.status).toBe(200);
    const me = meSchema.parse(await res.json());
    expect(me).toMatchObject({
      is_brand: true,
      is_creator: false,
      did_onboard: true,
      types: ["brand"],
      wallet_balance: 0,
      subs: [],
      unreadNotificationsCount: 1,
      used_brands: 1,
      used_seats: 1,
      hasOrganization: false,
      creator_info: null,
      returningVisit: false,
      user: { id: brand.id, email: brand.email, emailVerified: true, name: "Maya Chen", image: null },
    });
    expect(me.notifications).toHaveLength(1);
    expect(me.notifications[0]).toMatchObject({
      notification_type: "CreatorProposalSubmitted",
      data: { campaign_id: "c1", proposal_id: "p1" },
      read_at: null,
    });
  });

  it("returns creator_info and social links for a creator", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    await t.ctx.db
      .insert(creatorProfile)
      .values({ userId: creator.id, firstName: "Jordan", lastName: "Ellis", customUrl: `jordan-${creator.id.slice(0, 6).toLowerCase()}` });
    await t.ctx.db
      .insert(socialLink)
      .values({ userId: creator.id, platform: "tiktok", handle: "@j", url: "https://www.tiktok.com/@j", followerCount: 1200 });

    const me = meSchema.parse(await (await t.request("/api/auth/me", { token: creator.token })).json());
    expect(me.is_creator).toBe(true);
    expect(me.creator_info).toMatchObject({ first_name: "Jordan", last_name: "Ellis", avatar: null });
    expect(me.social).toEqual([expect.objectContaining({ platform: "tiktok", follower_count: 1200 })]);
  });

  it("counts only the caller's own unread notifications", async () => {
    const a = await createUser(t, { types: ["creator"] });
    const b = await createUser(t, { types: ["creator"] });
    await t.ctx.db.insert(notification).values([
      { userId: b.id, type: "NewMessage", data: { fromUser: { id: a.id } }, formattedMessage: "hi" },
      { userId: b.id, type: "NewMessage", data: { fromUser: { id: a.id } }, formattedMessage: "read", readAt: new Date() },
    ]);
    const meA = meSchema.parse(await (await t.request("/api/auth/me", { token: a.token })).json());
    const meB = meSchema.parse(await (await t.request("/api/auth/me", { token: b.token })).json());
    expect(meA.unreadNotificationsCount).toBe(0);
    expect(meB.unreadNotificationsCount).toBe(1);
    expect(meB.notifications).toHaveLength(2);
    const rows = await t.ctx.db.select().from(notification).where(eq(notification.userId, a.id));
    expect(rows).toHaveLength(0);
  });
});

describe("what /me says of the session", () => {
  it("says whether the address is verified, and whether this session is a later visit than sign-up's", async () => {
    const unverified = await createUser(t, { types: ["brand"], verified: false });
    const first = meSchema.parse(await (await t.request("/api/auth/me", { token: unverified.token })).json());
    expect(first.user.emailVerified).toBe(false);
    expect(first.returningVisit).toBe(false);

    // An account created two days before this session began: a returning visit.
    const later = await createUser(t, { types: ["brand"] });
    await t.ctx.db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(user.id, later.id));
    const again = meSchema.parse(await (await t.request("/api/auth/me", { token: later.token })).json());
    expect(again.returningVisit).toBe(true);
    expect(again.user.emailVerified).toBe(true);
  });
});

describe("the session user's own columns", () => {
  it("cannot be set through Better Auth: update-user refuses types, and /me keeps the stored ones", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    const res = await t.request("/api/auth/update-user", { token: creator.token, body: { types: ["brand"], didOnboard: false } });
    expect(res.status).toBe(400);
    const me = meSchema.parse(await (await t.request("/api/auth/me", { token: creator.token })).json());
    expect(me).toMatchObject({ types: ["creator"], is_brand: false, did_onboard: true });
  });
});
