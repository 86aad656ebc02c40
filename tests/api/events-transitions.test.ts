import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEvent, paymentCheckout, plan, subscription } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { subscriptionMachine } from "@/server/domain/billing/subscription-transitions";
import type { Actor } from "@/server/domain/events/types";
import { clearingOf, transfer, walletOf } from "@/server/domain/ledger";
import { checkoutMachine } from "@/server/domain/wallet/checkout-transitions";
import { expireAbandonedCheckouts } from "@/server/domain/wallet/expire-abandoned-checkouts";
import { tryEveryTransition } from "../support/try-every-transition";
import { productSources } from "../support/product-sources";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

/*
 * Decision 021: subscriptions and payment checkouts change state only through the
 * transition function, which refuses every transition its table does not allow, writing nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ACTORS: Actor[] = [{ kind: "buyer", id: "b" }, { kind: "admin", id: "a" }, { kind: "provider", id: "sandbox" }, { kind: "system" }];

/** This test's own model of who may move what (docs/product/money.md, docs/product/plans-and-limits.md), independent of the tables under test. */
const LEGAL = {
  subscription: new Set([
    "active>active:system",
    "past_due>active:system",
    "active>past_due:system",
    "past_due>past_due:system",
    "active>canceled:system",
    "past_due>canceled:system",
  ]),
  checkout: new Set([
    "pending>paid:provider",
    "pending>declined:provider",
    "pending>canceled:provider",
    "pending>canceled:system",
    "pending>expired:provider",
    "pending>expired:system",
    "declined>paid:provider",
    "canceled>paid:provider",
    "expired>paid:provider",
  ]),
};

async function newBuyer() {
  const brand = await createUser(t, { types: ["brand"] });
  return { brand, buyer: await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null }) };
}

describe("the transition function", () => {
  it("refuses every illegal subscription transition, writing nothing, and allows exactly the legal ones", async () => {
    const [starter] = await t.ctx.db.select().from(plan).where(eq(plan.code, "starter"));
    const { buyer } = await newBuyer();
    const rowIn = async (status: "active" | "past_due" | "canceled") => {
      // One live subscription per account: end the previous one of this account first.
      await t.ctx.db
        .update(subscription)
        .set({ status: "canceled" })
        .where(and(eq(subscription.buyerAccountId, buyer.id)));
      const now = new Date();
      const [row] = await t.ctx.db
        .insert(subscription)
        .values({
          buyerAccountId: buyer.id,
          planId: starter!.id,
          status,
          currentPeriodStart: now,
          currentPeriodEnd: now,
          updatedAt: new Date(0),
        })
        .returning({ id: subscription.id });
      return row!.id;
    };
    const statuses = ["active", "past_due", "canceled"] as const;
    const result = await tryEveryTransition(t.ctx.db, {
      machine: subscriptionMachine,
      statuses,
      actors: ACTORS,
      legal: LEGAL.subscription,
      rowIn,
      table: subscription,
      patch: { updatedAt: new Date() },
    });
    expect(result).toEqual({ allowed: 6, refused: 3 * 3 * ACTORS.length - 6 });
  });

  it("refuses every illegal checkout transition, writing nothing, and allows exactly the legal ones", async () => {
    const { brand, buyer } = await newBuyer();
    const rowIn = async (status: "pending" | "paid" | "declined" | "canceled" | "expired") => {
      const [row] = await t.ctx.db
        .insert(paymentCheckout)
        .values({ buyerAccountId: buyer.id, createdByUserId: brand.id, provider: "sandbox", purpose: "top_up", amountCents: 1000, status })
        .returning({ id: paymentCheckout.id });
      return row!.id;
    };
    const statuses = ["pending", "paid", "declined", "canceled", "expired"] as const;
    const result = await tryEveryTransition(t.ctx.db, {
      machine: checkoutMachine,
      statuses,
      actors: ACTORS,
      legal: LEGAL.checkout,
      rowIn,
      table: paymentCheckout,
      patch: { updatedAt: new Date() },
    });
    expect(result).toEqual({ allowed: 9, refused: 5 * 5 * ACTORS.length - 9 });
  });
});

describe("subscriptions and checkouts record their events", () => {
  it("subscribe and renewals record subscription.created, renewal_failed and renewed with their actors", async () => {
    const { brand, buyer } = await newBuyer();
    const starter = 4900; // the seeded Starter plan's monthly price
    const fund = (amount: number, key: string) =>
      transfer(t.ctx.db, {
        from: clearingOf("sandbox"),
        to: walletOf(buyer.id),
        amount,
        reason: "top_up",
        reference: { type: "test", id: key },
        idempotencyKey: `events-test:${key}`,
      });
    await fund(starter, `${brand.id}:1`);
    expect((await t.request("/api/v1/auth/subscriptions", { token: brand.token, body: { plan: "starter" } })).status).toBe(201);
    const [sub] = await t.ctx.db.select().from(subscription).where(eq(subscription.buyerAccountId, buyer.id));
    const { renewDueSubscriptions } = await import("@/server/domain/billing/renew-subscriptions");
    const afterPeriod = new Date(sub!.currentPeriodEnd.getTime() + 1000);
    await renewDueSubscriptions(t.ctx.db, afterPeriod); // the wallet is empty: past due
    await fund(starter, `${brand.id}:2`);
    await renewDueSubscriptions(t.ctx.db, new Date(afterPeriod.getTime() + 25 * 60 * 60 * 1000));

    const events = await t.ctx.db
      .select({ type: domainEvent.type, actor: domainEvent.actor, payload: domainEvent.payload })
      .from(domainEvent)
      .where(eq(domainEvent.entityId, sub!.id))
      .orderBy(domainEvent.occurredAt, domainEvent.id);
    expect(events.map((e) => [e.type, e.actor])).toEqual([
      ["subscription.created", `buyer:${buyer.id}`],
      ["subscription.renewal_failed", "system"],
      ["subscription.renewed", "system"],
    ]);
    expect(events[1]!.payload).toMatchObject({ from: "active", to: "past_due" });
    expect(events[2]!.payload).toMatchObject({ from: "past_due", to: "active", periodNumber: 2 });
  });

  it("a top-up records created then paid (by the provider); an abandoned one records expired (by the system)", async () => {
    const { brand } = await newBuyer();
    const start = async () => {
      const res = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: brand.token, body: { amount: 2500 } });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { id: string } }).data.id;
    };
    const paid = await start();
    const pay = await t.request(`/api/v1/payments/sandbox/${paid}`, { body: { action: "pay" } });
    expect(pay.status).toBeLessThan(400);
    const abandoned = await start();
    await expireAbandonedCheckouts(t.ctx.db, { now: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000) });

    const typesOf = async (id: string) =>
      (await t.ctx.db.select().from(domainEvent).where(eq(domainEvent.entityId, id)).orderBy(domainEvent.occurredAt, domainEvent.id)).map(
        (e) => [e.type, e.actor],
      );
    expect(await typesOf(paid)).toEqual([
      ["payment_checkout.created", expect.stringMatching(/^buyer:/)],
      ["payment_checkout.paid", "provider:sandbox"],
    ]);
    expect(await typesOf(abandoned)).toEqual([
      ["payment_checkout.created", expect.stringMatching(/^buyer:/)],
      ["payment_checkout.expired", "system"],
    ]);
  });

  it("no code but the transition tables sets the status of a subscription or a checkout", () => {
    const files = productSources();
    const writers = files.filter((file) =>
      /\.(update|insert)\((subscription|paymentCheckout)\)[^;]*?\bstatus\s*[:,}]/s.test(readFileSync(file, "utf8")),
    );
    expect(writers.map((f) => path.relative(process.cwd(), f)).sort()).toEqual([
      "src/server/domain/billing/grant-complimentary-plan.ts", // inserts a new row in the machine's initial status
      "src/server/domain/billing/manage-subscription.ts", // inserts a new row in the machine's initial status
      "src/server/domain/billing/subscription-transitions.ts", // the table's own `write`
      "src/server/domain/wallet/checkout-transitions.ts", // the table's own `write`
      "src/server/domain/wallet/create-top-up.ts", // inserts a new row in the machine's initial status
    ]);
  });
});
