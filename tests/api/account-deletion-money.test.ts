import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandProfile, organization, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { approvePayout, settleCreatorPayout } from "@/server/domain/payouts/payouts";
import { creditTestEarnings } from "../support/earnings";
import { buyOrder, orderWorld, topUp } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * docs/product/money.md: money is never silently lost. Deleting an account (or a team) that holds or is
 * owed money is refused with what to do first, on both sides of an order: the brand's open orders
 * hold escrow, the creator is owed that escrow, unpaid earnings and payouts in transit.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = "correct-horse-battery";

/** Better Auth's delete-user, as the account settings page calls it (with the password). */
async function deleteAccount(u: TestUser): Promise<{ status: number; message: string }> {
  const res = await t.request("/api/auth/delete-user", { token: u.token, body: { password: PASSWORD } });
  const body = (await res.json()) as { message?: string };
  return { status: res.status, message: body.message ?? "" };
}

async function stillExists(u: TestUser): Promise<boolean> {
  return (await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.id, u.id))).length === 1;
}

describe("deleting an account while an order is open", () => {
  it("is refused for the brand, whose escrow still holds the price, and for the creator, who is owed it", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, priceCents: 20_000 });
    await buyOrder(t, w);

    const brand = await deleteAccount(w.brand);
    expect(brand.status).toBe(400);
    expect(brand.message).toBe(
      "You have 1 open order holding $200.00 in escrow. Approve their deliveries or cancel them under Orders before deleting your account.",
    );
    expect(await stillExists(w.brand)).toBe(true);

    const creator = await deleteAccount(w.creator);
    expect(creator.status).toBe(400);
    expect(creator.message).toBe("You have 1 order to deliver. Deliver them, or ask the brand to cancel, before deleting your account.");
    expect(await stillExists(w.creator)).toBe(true);
  });

  it("is refused for the owner of a team with an open order, and so is deleting the team", async () => {
    const w = await orderWorld(t, { priceCents: 12_345 });
    const owner = await createUser(t, { types: ["brand"] });
    const created = await t.request("/api/auth/organization/create", {
      token: owner.token,
      body: { name: "Escrow Team", slug: `escrow-team-${crypto.randomUUID().slice(0, 8)}` },
    });
    expect(created.status).toBe(200);
    const organizationId = ((await created.json()) as { id: string }).id;
    const teamAccount = await resolveBuyerAccount(t.ctx.db, { userId: owner.id, activeOrganizationId: organizationId });
    // The team buys the world's package from its own wallet, under its own brand profile.
    await topUp(t, teamAccount.id, 12_345);
    const [profile] = await t.ctx.db.insert(brandProfile).values({ buyerAccountId: teamAccount.id, name: "Team Brand" }).returning();
    await buyOrder(t, { ...w, brand: owner, buyerAccountId: teamAccount.id, brandProfileId: profile!.id });

    const ownerDeletion = await deleteAccount(owner);
    expect(ownerDeletion.status).toBe(400);
    expect(ownerDeletion.message).toBe(
      "A team you own alone has 1 open order holding $123.45 in escrow. Make another member an owner or settle the orders first.",
    );

    const teamDeletion = await t.request("/api/auth/organization/delete", { token: owner.token, body: { organizationId } });
    expect(teamDeletion.status).toBe(400);
    expect(((await teamDeletion.json()) as { message: string }).message).toBe(
      "This team has 1 open order holding $123.45 in escrow. Approve their deliveries or cancel them under Orders before deleting the team.",
    );
    expect(await t.ctx.db.select().from(organization).where(eq(organization.id, organizationId))).toHaveLength(1);
    expect(await stillExists(owner)).toBe(true);
  });
});

describe("deleting a creator's account", () => {
  async function creatorWithEarnings(cents: number): Promise<TestUser> {
    const creator = await createUser(t, { types: ["creator"] });
    await creditTestEarnings(t.ctx.db, { creatorUserId: creator.id, amountCents: cents, key: creator.id });
    const method = await t.request("/api/v1/auth/payouts/method", {
      method: "PUT",
      token: creator.token,
      body: { holderName: "Ada Creator", accountNumber: "DE89 3704 0044 0532 0130 00", country: "de" },
    });
    expect(method.status).toBe(200);
    return creator;
  }

  it("is refused while earnings are unpaid, and while a payout is on its way", async () => {
    const creator = await creatorWithEarnings(8_500);
    const unpaid = await deleteAccount(creator);
    expect(unpaid.status).toBe(400);
    expect(unpaid.message).toBe(
      "You have $85.00 of earnings not paid out yet. Request a payout under Earnings before deleting your account.",
    );

    expect((await t.request("/api/v1/auth/payouts", { token: creator.token, body: { amount: 8_500 } })).status).toBe(201);
    const inTransit = await deleteAccount(creator);
    expect(inTransit.status).toBe(400);
    expect(inTransit.message).toBe("A payout of $85.00 is on its way to you. Wait until it is paid before deleting your account.");
    expect(await stillExists(creator)).toBe(true);
  });

  it("is refused while earnings below the minimum payout remain, saying who can pay them out", async () => {
    const creator = await creatorWithEarnings(1_250);
    const res = await deleteAccount(creator);
    expect(res.status).toBe(400);
    expect(res.message).toBe(
      "You have $12.50 of earnings, below the $20.00 minimum payout. Ask support to pay it out before deleting your account.",
    );
    expect(await stillExists(creator)).toBe(true);
  });
});

describe("deleting a creator whose payouts are all paid", () => {
  it("is refused with a clear 400 (the books keep the payout), not a server error", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    await creditTestEarnings(t.ctx.db, { creatorUserId: creator.id, amountCents: 2_000, key: creator.id });
    const method = await t.request("/api/v1/auth/payouts/method", {
      method: "PUT",
      token: creator.token,
      body: { holderName: "Ada Creator", accountNumber: "DE89 3704 0044 0532 0130 00", country: "de" },
    });
    expect(method.status).toBe(200);
    const requested = await t.request("/api/v1/auth/payouts", { token: creator.token, body: { amount: 2_000 } });
    const payoutId = ((await requested.json()) as { data: { id: string } }).data.id;
    const admin = await createUser(t, { role: "admin" });
    await approvePayout(t.ctx.db, { payoutId, actor: { kind: "admin", id: admin.id } });
    await settleCreatorPayout(t.ctx.db, { payoutId, outcome: "paid", actor: { kind: "admin", id: admin.id } });

    const res = await deleteAccount(creator);
    expect(res.status).toBe(400);
    expect(res.message).toBe("Your orders, licences and payouts stay on the books. Ask support to close your account.");
    expect(await stillExists(creator)).toBe(true);
  });
});

describe("deleting an account that holds and is owed nothing", () => {
  it("goes through", async () => {
    const plain = await createUser(t, { types: ["brand", "creator"] });
    const res = await deleteAccount(plain);
    expect(res.status).toBe(200);
    expect(await stillExists(plain)).toBe(false);
  });
});
