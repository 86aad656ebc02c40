import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDetailsResponseSchema, orderListResponseSchema } from "@/contracts/orders";
import { creatorProfile } from "@/server/db/schema";
import { creditTestEarnings } from "../support/earnings";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * One creator, one name: the brand's order page, order list (and its search), dashboard and the
 * admin payout queue name a creator by their profile name ("Cory Maker" in the order fixture), as
 * the profile, public page and proposals do, and fall back to the account name ("Test User N"
 * from the sign-up) only when the profile has no name.
 */

let t: TestApp;
let w: OrderWorld;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t, { walletCents: 100_000, priceCents: 20_000, videos: 1 });
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t?.close());

describe("a creator's name on the brand's screens", () => {
  it("the order page, the order list, its search and the dashboard say the profile name, not the account name", async () => {
    const { order } = await buyOrder(t, w);
    const details = orderDetailsResponseSchema.parse(
      await (await t.request(`/api/v1/auth/order-details/buyer/${order.id}`, { token: w.brand.token })).json(),
    ).data;
    expect(details.order.creator.name).toBe("Cory Maker");

    const list = orderListResponseSchema.parse(await (await t.request("/api/v1/auth/orders", { token: w.brand.token })).json());
    expect(list.data.map((o) => o.creator.name)).toEqual(["Cory Maker"]);
    const found = orderListResponseSchema.parse(
      await (await t.request("/api/v1/auth/orders?q=cory%20mak", { token: w.brand.token })).json(),
    );
    expect(found.data.map((o) => o.id)).toEqual([order.id]);

    const dashboard = (await (await t.request("/api/v1/auth/brand/dashboard", { token: w.brand.token })).json()) as {
      data: { recentOrders: { creator: { name: string } }[] };
    };
    expect(dashboard.data.recentOrders.map((o) => o.creator.name)).toEqual(["Cory Maker"]);
  });

  it("the admin payout queue says the profile name, and the account name when the profile has none", async () => {
    const named = await createUser(t, { types: ["creator"], name: "Sign-up Account" });
    await t.ctx.db.insert(creatorProfile).values({ userId: named.id, firstName: "Nadia", lastName: "Okafor" });
    const unnamed = await createUser(t, { types: ["creator"], name: "Only Account Name" });
    for (const c of [named, unnamed]) {
      await creditTestEarnings(t.ctx.db, { creatorUserId: c.id, amountCents: 10_000, key: c.id });
      const method = await t.request("/api/v1/auth/payouts/method", {
        method: "PUT",
        token: c.token,
        body: { holderName: "Holder", accountNumber: "DE89 3704 0044 0532 0130 00", country: "de" },
      });
      expect(method.status).toBe(200);
      expect((await t.request("/api/v1/auth/payouts", { token: c.token, body: { amount: 4000 } })).status).toBe(201);
    }
    const queue = (await (await t.request("/api/v2/payouts", { token: admin.token })).json()) as {
      data: { payouts: { creatorUserId: string; creatorName: string }[] };
    };
    const nameOf = (id: string) => queue.data.payouts.find((p) => p.creatorUserId === id)?.creatorName;
    expect(nameOf(named.id)).toBe("Nadia Okafor");
    expect(nameOf(unnamed.id)).toBe("Only Account Name");
  });
});
