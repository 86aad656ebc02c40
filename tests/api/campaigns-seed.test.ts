import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaign, campaignInvitation, campaignProposal, marketOrder, user } from "@/server/db/schema";
import { seedDemoData } from "@/server/seed";
import { DEMO_ACCOUNTS } from "@/server/seed/demo-accounts";
import { createTestApp, type TestApp } from "../support/test-app";

/* PRODUCT.md §15: campaigns in every state, proposals in every state, the demo creator in each. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo seed (campaigns)", () => {
  it("has campaigns in every state and proposals in every state, the demo creator's among them", async () => {
    expect(await seedDemoData(t.ctx)).toBe(true);
    const campaigns = await t.ctx.db.select({ status: campaign.status }).from(campaign);
    expect(new Set(campaigns.map((c) => c.status))).toEqual(new Set(["draft", "active", "paused", "closed", "archived"]));
    const proposals = await t.ctx.db
      .select({ status: campaignProposal.status, creator: campaignProposal.creatorUserId, orderId: campaignProposal.orderId })
      .from(campaignProposal);
    expect(new Set(proposals.map((p) => p.status))).toEqual(new Set(["submitted", "shortlisted", "accepted", "rejected", "withdrawn"]));
    const [jordan] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email));
    expect(new Set(proposals.filter((p) => p.creator === jordan!.id).map((p) => p.status))).toEqual(
      new Set(["submitted", "shortlisted", "accepted", "rejected", "withdrawn"]),
    );
    const accepted = proposals.filter((p) => p.status === "accepted");
    expect(accepted).toHaveLength(2);
    for (const p of accepted) expect((await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, p.orderId!))).length).toBe(1);
    // The demo creator is invited to a campaign (the "Invited" badge), and one other creator too.
    const invitations = await t.ctx.db.select().from(campaignInvitation);
    expect(invitations.filter((i) => i.creatorUserId === jordan!.id)).toHaveLength(1);
    expect(invitations.length).toBeGreaterThanOrEqual(2);
  });
});
