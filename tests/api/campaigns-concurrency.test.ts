import { randomUUID } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandProfile, campaign, campaignProposal, creatorProfile, marketOrder, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { changeCampaignStatus } from "@/server/domain/campaigns/change-campaign-status";
import { acceptProposal } from "@/server/domain/campaigns/decide-proposal";
import { submitProposal } from "@/server/domain/campaigns/submit-proposal";
import { clearingOf, transfer, walletOf } from "@/server/domain/ledger";
import { AppError } from "@/server/errors";
import { completeCreatorProfile } from "../support/creator-profile-fixtures";
import { createTestApp, createUser, type TestApp } from "../support/test-app";
import { isPostgresRun } from "../support/test-database";

/*
 * Against PostgreSQL: races for the allowance, for a creator's one place,
 * for the wallet and for "creators wanted". PGlite is one connection, where nothing can race.
 */
const describeOnPostgres = isPostgresRun() ? describe : describe.skip;
if (!isPostgresRun()) console.info("campaigns-concurrency: skipped — needs PostgreSQL (TEST_DATABASE_URL)");

let t: TestApp;
beforeAll(async () => {
  if (isPostgresRun()) t = await createTestApp();
});
afterAll(() => t?.close());

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === "fulfilled" ? "ok" : r.reason instanceof AppError ? r.reason.code : String(r.reason);

async function fund(buyerAccountId: string, amount: number) {
  await transfer(t.ctx.db, {
    from: clearingOf("sandbox"),
    to: walletOf(buyerAccountId),
    amount,
    reason: "top_up",
    reference: { type: "test", id: buyerAccountId },
    idempotencyKey: `fund:${buyerAccountId}:${randomUUID()}`,
  });
}

/** A brand account with a brand profile; subscribed to `plan` when given. */
async function brand(plan?: string) {
  const u = await createUser(t, { types: ["brand"] });
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: u.id, activeOrganizationId: null });
  const [profile] = await t.ctx.db.insert(brandProfile).values({ buyerAccountId: buyer.id, name: "Race Co" }).returning();
  if (plan) {
    await fund(buyer.id, 100_000);
    const res = await t.request("/api/v1/auth/subscriptions", { token: u.token, body: { plan } });
    expect(res.status).toBe(201);
  }
  return { user: u, buyerAccountId: buyer.id, brandProfileId: profile!.id };
}

async function campaignOf(
  b: { buyerAccountId: string; brandProfileId: string },
  status: "draft" | "active",
  extra: Partial<typeof campaign.$inferInsert> = {},
) {
  const [row] = await t.ctx.db
    .insert(campaign)
    .values({
      buyerAccountId: b.buyerAccountId,
      brandProfileId: b.brandProfileId,
      status,
      title: "Race",
      productName: "Thing",
      description: "A brief long enough to be published as it stands.",
      platforms: ["tiktok"],
      priceMinCents: 10_000,
      priceMaxCents: 10_000,
      applicationDeadline: new Date(Date.now() + 7 * 86_400_000),
      publishedAt: status === "active" ? new Date() : null,
      ...extra,
    })
    .returning({ id: campaign.id });
  return row!.id;
}

async function creatorUser() {
  const id = randomUUID();
  await t.ctx.db.insert(user).values({ id, name: "Racer", email: `${id}@test.reelbrief.com`, types: ["creator"] });
  // A complete profile: proposals reach brands only from one (decision 054).
  await t.ctx.db.insert(creatorProfile).values(completeCreatorProfile(id, { country: "US" }));
  return id;
}

async function shortlisted(campaignId: string, priceCents = 10_000) {
  const creatorUserId = await creatorUser();
  const [row] = await t.ctx.db
    .insert(campaignProposal)
    .values({ campaignId, creatorUserId, status: "shortlisted", pitch: "Pick me", priceCents })
    .returning({ id: campaignProposal.id });
  return row!.id;
}

describeOnPostgres("campaign races on PostgreSQL", () => {
  it("publishing 6 drafts at once on a plan allowing 2: exactly 2 go live, 4 are refused", async () => {
    const b = await brand("starter");
    const drafts = await Promise.all(Array.from({ length: 6 }, () => campaignOf(b, "draft")));
    const results = await Promise.allSettled(
      drafts.map((campaignId) => changeCampaignStatus(t.ctx.db, { buyerAccountId: b.buyerAccountId, campaignId, action: "publish" })),
    );
    expect(results.map(codeOf).sort()).toEqual(["limit_reached", "limit_reached", "limit_reached", "limit_reached", "ok", "ok"]);
    const [live] = await t.ctx.db
      .select({ n: count() })
      .from(campaign)
      .where(and(eq(campaign.buyerAccountId, b.buyerAccountId), eq(campaign.status, "active")));
    expect(live!.n).toBe(2);
  });

  it("a creator proposing 8 times at once: one proposal, the rest 409", async () => {
    const b = await brand();
    const campaignId = await campaignOf(b, "active");
    const creatorUserId = await creatorUser();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => submitProposal(t.ctx.db, { creatorUserId, campaignId, proposal: { pitch: "Twice?" } })),
    );
    expect(results.map(codeOf).sort()).toEqual(["conflict", "conflict", "conflict", "conflict", "conflict", "conflict", "conflict", "ok"]);
    const rows = await t.ctx.db.select().from(campaignProposal).where(eq(campaignProposal.campaignId, campaignId));
    expect(rows).toHaveLength(1);
  });

  it("two members accepting proposals of two campaigns at once with money for one: one order, one insufficient_funds", async () => {
    const b = await brand();
    const [c1, c2] = [await campaignOf(b, "active"), await campaignOf(b, "active")];
    const [p1, p2] = [await shortlisted(c1, 30_000), await shortlisted(c2, 30_000)];
    await fund(b.buyerAccountId, 45_000);
    // The second member acts for the same buyer account (an organization's wallet); any real user row will do here.
    const [memberA, memberB] = [b.user.id, await creatorUser()];
    const results = await Promise.allSettled([
      acceptProposal(t.ctx.db, { buyerAccountId: b.buyerAccountId, userId: memberA, proposalId: p1, platformFeeBps: 1000 }),
      acceptProposal(t.ctx.db, { buyerAccountId: b.buyerAccountId, userId: memberB, proposalId: p2, platformFeeBps: 1000 }),
    ]);
    expect(results.map(codeOf).sort()).toEqual(["insufficient_funds", "ok"]);
    const orders = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.buyerAccountId, b.buyerAccountId));
    expect(orders).toHaveLength(1);
    const statuses = await t.ctx.db
      .select({ status: campaignProposal.status, orderId: campaignProposal.orderId })
      .from(campaignProposal)
      .where(inArray(campaignProposal.id, [p1, p2]));
    expect(statuses.map((s) => s.status).sort()).toEqual(["accepted", "shortlisted"]);
    expect(statuses.find((s) => s.status === "accepted")!.orderId).toBe(orders[0]!.id);
  });

  it("accepting 8 shortlisted proposals at once when 3 creators are wanted: exactly 3 orders", async () => {
    const b = await brand();
    const campaignId = await campaignOf(b, "active", { creatorsWanted: 3 });
    const proposals = await Promise.all(Array.from({ length: 8 }, () => shortlisted(campaignId)));
    await fund(b.buyerAccountId, 1_000_000);
    const results = await Promise.allSettled(
      proposals.map((proposalId) =>
        acceptProposal(t.ctx.db, { buyerAccountId: b.buyerAccountId, userId: b.user.id, proposalId, platformFeeBps: 1000 }),
      ),
    );
    expect(results.map(codeOf).sort()).toEqual([...Array<string>(5).fill("limit_reached"), "ok", "ok", "ok"]);
    const [accepted] = await t.ctx.db
      .select({ n: count() })
      .from(campaignProposal)
      .where(and(eq(campaignProposal.campaignId, campaignId), eq(campaignProposal.status, "accepted")));
    expect(accepted!.n).toBe(3);
    expect(await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.buyerAccountId, b.buyerAccountId))).toHaveLength(3);
  });
});
