import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnPackage } from "@/contracts/packages";
import { brandProfile, creatorPackage, creatorProfile, marketOrder } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { completeProfileParts } from "../support/creator-profile-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Deleting a package that was ordered archives it instead — the order keeps its
 * package, nobody can buy it again, and the creator sees it apart, read-only.
 */

let t: TestApp;
let creator: TestUser;
let brand: TestUser;
let profileId: string;
const slug = `archive-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: "packages-archive-test-secret" });
  creator = await createUser(t, { types: ["creator"] });
  brand = await createUser(t, { types: ["brand"] });
  await t.ctx.db
    .insert(creatorProfile)
    .values({ userId: creator.id, firstName: "Ari", lastName: "Chive", customUrl: slug, ...completeProfileParts() });
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
  const [profile] = await t.ctx.db
    .insert(brandProfile)
    .values({ buyerAccountId: buyer.id, name: "Archive Co" })
    .returning({ id: brandProfile.id });
  profileId = profile!.id;
  // $500 in the brand's wallet through the sandbox checkout, as Add Funds does.
  const topUp = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: brand.token, body: { amount: 50_000 } });
  const { data } = (await topUp.json()) as { data: { id: string } };
  const paid = await t.request(`/api/v1/payments/sandbox/${data.id}`, { body: { action: "pay" } });
  expect(paid.status).toBeLessThan(400);
});
afterAll(() => t.close());

async function createPackage(title: string): Promise<OwnPackage> {
  const res = await t.request("/api/v1/creator-packages", {
    token: creator.token,
    body: {
      title,
      priceCents: 12_000,
      videos: 1,
      videoLengthSeconds: 30,
      aspectRatio: "9:16",
      turnaroundDays: 5,
      revisionRounds: 1,
      usageRightsTerm: "90d",
      rawFootage: false,
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: OwnPackage }).data;
}

function buy(packageId: string, idempotencyKey: string) {
  return t.request("/api/v1/auth/orders", {
    token: brand.token,
    body: {
      packageId,
      brandProfileId: profileId,
      brief: { whatToFilm: "Our serum, morning routine, close-ups" },
      shipsProduct: false,
      idempotencyKey,
    },
  });
}

describe("deleting an ordered package", () => {
  it("archives it: the order keeps it, it leaves the public page, and it cannot be bought or edited", async () => {
    const ordered = await createPackage("Ordered once");
    const bought = await buy(ordered.id, `archive-${ordered.id}`);
    expect(bought.status, await bought.clone().text()).toBe(201);
    const { data: order } = (await bought.json()) as { data: { id: string } };

    const res = await t.request(`/api/v1/creator-packages/${ordered.id}`, { method: "DELETE", token: creator.token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ id: ordered.id, outcome: "archived" });

    const [row] = await t.ctx.db.select().from(creatorPackage).where(eq(creatorPackage.id, ordered.id));
    expect(row).toMatchObject({ isActive: false });
    expect(row!.archivedAt).toBeInstanceOf(Date);
    const [orderRow] = await t.ctx.db.select({ packageId: marketOrder.packageId }).from(marketOrder).where(eq(marketOrder.id, order.id));
    expect(orderRow!.packageId).toBe(ordered.id);

    const page = (await (await t.request(`/api/v1/creators/${slug}`)).json()) as { data: { packages: { id: string }[] } };
    expect(page.data.packages.map((p) => p.id)).not.toContain(ordered.id);
    expect((await buy(ordered.id, `archive-again-${ordered.id}`)).status).toBe(404);
    const edit = await t.request(`/api/v1/creator-packages/${ordered.id}`, {
      method: "PATCH",
      token: creator.token,
      body: { isActive: true },
    });
    expect(edit.status).toBe(409);
    const list = (await (await t.request("/api/v1/creator-packages", { token: creator.token })).json()) as { data: OwnPackage[] };
    expect(list.data.find((p) => p.id === ordered.id)?.status).toBe("archived");
  });

  it("still deletes a package nobody ordered", async () => {
    const never = await createPackage("Never ordered");
    const res = await t.request(`/api/v1/creator-packages/${never.id}`, { method: "DELETE", token: creator.token });
    expect(((await res.json()) as { data: unknown }).data).toEqual({ id: never.id, outcome: "deleted" });
    expect(await t.ctx.db.select().from(creatorPackage).where(eq(creatorPackage.id, never.id))).toHaveLength(0);
  });

  it("a reorder leaves archived packages out", async () => {
    const list = (await (await t.request("/api/v1/creator-packages", { token: creator.token })).json()) as { data: OwnPackage[] };
    const live = list.data.filter((p) => p.status !== "archived").map((p) => p.id);
    const withArchived = list.data.map((p) => p.id);
    expect((await t.request("/api/v1/creator-packages/reorder", { token: creator.token, body: { ids: withArchived } })).status).toBe(400);
    if (live.length)
      expect((await t.request("/api/v1/creator-packages/reorder", { token: creator.token, body: { ids: live } })).status).toBe(200);
  });
});
