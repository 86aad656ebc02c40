import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import { paymentCheckout } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { checkConsistency } from "@/server/domain/ledger";
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from "@/server/integrations/payments";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/** The test's own signing secret: the source has no default one (docs/decisions/014). */
const SECRET = "money-wallet-test-sandbox-secret";
let t: TestApp;
let brand: TestUser;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET });
  brand = await createUser(t, { types: ["brand"] });
});
afterAll(() => {
  return t.close();
});

async function balanceOf(user: TestUser): Promise<number> {
  const me = meSchema.parse(await (await t.request("/api/auth/me", { token: user.token })).json());
  return me.wallet_balance;
}

async function startTopUp(user: TestUser, amount: number): Promise<{ id: string; url: string }> {
  const res = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: user.token, body: { amount } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string; url: string } }).data;
}

function sandboxEvent(checkoutId: string, type: string, amount: number | null, id = `evt_${crypto.randomUUID()}`) {
  return JSON.stringify({
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { checkout_id: checkoutId, amount, card: null, failure_reason: null },
  });
}

function postWebhook(body: string, signature: string, provider = "sandbox", header = SANDBOX_SIGNATURE_HEADER) {
  return t.request(`/api/v1/webhooks/${provider}`, { body, headers: { [header]: signature } });
}

describe("POST /api/v1/auth/{provider}/add-wallet-funds", () => {
  it("refuses bad amounts with a 400 naming the field, and writes nothing", async () => {
    const payer = await createUser(t, { types: ["brand"] });
    for (const body of [{}, { amount: 99 }, { amount: 10_000_001 }, { amount: 150.5 }, { amount: "1000" }, { amount: -100 }]) {
      const res = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: payer.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(json.error.code).toBe("validation_error");
      expect(json.error.fields).toHaveProperty("amount");
    }
    // Only this brand's checkouts: other tests of the file may have started theirs already.
    const buyer = await resolveBuyerAccount(t.ctx.db, { userId: payer.id, activeOrganizationId: null });
    const rows = await t.ctx.db.select().from(paymentCheckout).where(eq(paymentCheckout.buyerAccountId, buyer.id));
    expect(rows).toHaveLength(0);
  });

  it("refuses a provider that is not the configured one, naming it", async () => {
    const res = await t.request("/api/v1/auth/stripe/add-wallet-funds", { token: brand.token, body: { amount: 10000 } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty("provider");
  });

  it("is for signed-in brands only", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    expect((await t.request("/api/v1/auth/sandbox/add-wallet-funds", { body: { amount: 10000 } })).status).toBe(401);
    expect((await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: creator.token, body: { amount: 10000 } })).status).toBe(403);
  });

  it("answers the sandbox checkout page; paying credits the wallet once and shows in the history", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const { id, url } = await startTopUp(user, 10000);
    expect(url).toBe(`http://localhost:3000/checkout/sandbox/${id}`);
    expect(await balanceOf(user)).toBe(0);

    const pay = await t.request(`/api/v1/payments/sandbox/${id}`, { body: { action: "pay" } });
    expect(pay.status).toBe(200);
    expect(((await pay.json()) as { data: { status: string; redirect: string } }).data).toEqual({
      status: "paid",
      redirect: `/platform?top_up=success&checkout=${id}`,
    });
    expect(await balanceOf(user)).toBe(10000);

    // Pressing Pay again (a double submit, the back button) moves nothing.
    await t.request(`/api/v1/payments/sandbox/${id}`, { body: { action: "pay" } });
    // A late "declined" for a paid checkout does not undo the payment.
    await t.request(`/api/v1/payments/sandbox/${id}`, { body: { action: "decline" } });
    expect(await balanceOf(user)).toBe(10000);

    const history = await t.request("/api/v1/auth/wallet/transactions", { token: user.token });
    const json = (await history.json()) as { data: { type: string; amount: number; balance: number }[]; pagination: { total: number } };
    expect(json.pagination.total).toBe(1);
    expect(json.data[0]).toMatchObject({ type: "top_up", amount: 10000, balance: 10000 });

    const topUps = (await (await t.request("/api/v1/auth/wallet/top-ups", { token: user.token })).json()) as { data: { status: string }[] };
    expect(topUps.data.map((x) => x.status)).toEqual(["paid"]);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });

  it("a declined or canceled checkout credits nothing and is listed as such", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const a = await startTopUp(user, 2500);
    const b = await startTopUp(user, 5000);
    await t.request(`/api/v1/payments/sandbox/${a.id}`, { body: { action: "decline" } });
    await t.request(`/api/v1/payments/sandbox/${b.id}`, { body: { action: "cancel" } });
    expect(await balanceOf(user)).toBe(0);
    const topUps = (await (await t.request("/api/v1/auth/wallet/top-ups", { token: user.token })).json()) as {
      data: { status: string; amount: number }[];
    };
    expect(topUps.data.map((x) => [x.amount, x.status])).toEqual([
      [5000, "canceled"],
      [2500, "declined"],
    ]);
  });

  it("a form post from the checkout page is redirected back into the product", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const { id } = await startTopUp(user, 2500);
    const res = await t.app.request(`/api/v1/payments/sandbox/${id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
      body: "action=pay",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/platform?top_up=success&checkout=${id}`);
    expect(await balanceOf(user)).toBe(2500);
  });
});

describe("POST /api/v1/webhooks/sandbox", () => {
  it("credits once for a replayed event, and once for two different events about one payment", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const { id } = await startTopUp(user, 7000);
    const body = sandboxEvent(id, "checkout.paid", 7000);
    const sig = signSandboxPayload(body, SECRET);
    const first = await postWebhook(body, sig);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: { duplicate: boolean } }).data.duplicate).toBe(false);
    const replay = await postWebhook(body, sig);
    expect(((await replay.json()) as { data: { duplicate: boolean } }).data.duplicate).toBe(true);
    const other = sandboxEvent(id, "checkout.paid", 7000);
    expect((await postWebhook(other, signSandboxPayload(other, SECRET))).status).toBe(200);
    expect(await balanceOf(user)).toBe(7000);
  });

  it("a forged, missing or stale signature is 400 and moves nothing", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const { id } = await startTopUp(user, 9000);
    const body = sandboxEvent(id, "checkout.paid", 9000);
    const forged = await postWebhook(body, signSandboxPayload(body, "not-the-secret"));
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe("bad_signature");
    expect((await postWebhook(body, "")).status).toBe(400);
    expect((await postWebhook(body, signSandboxPayload(body, SECRET, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400);
    // A valid signature over another body does not vouch for this one.
    const tampered = body.replace("9000", "900000");
    expect((await postWebhook(tampered, signSandboxPayload(body, SECRET))).status).toBe(400);
    expect(await balanceOf(user)).toBe(0);
  });

  it("handles reordering: paid after declined still credits (the money arrived)", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const { id } = await startTopUp(user, 3000);
    const declined = sandboxEvent(id, "checkout.declined", 3000);
    await postWebhook(declined, signSandboxPayload(declined, SECRET));
    const paid = sandboxEvent(id, "checkout.paid", 3000);
    await postWebhook(paid, signSandboxPayload(paid, SECRET));
    expect(await balanceOf(user)).toBe(3000);
  });

  it("webhooks for the provider that is not configured are 404", async () => {
    const res = await t.request("/api/v1/webhooks/stripe", { body: "{}", headers: { "stripe-signature": "t=1,v1=x" } });
    expect(res.status).toBe(404);
  });
});

describe("Stripe webhooks (offline, signed with the SDK's test helper)", () => {
  it("credits a completed Checkout Session once and refuses a forged signature", async () => {
    const stripeApp = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_offline", STRIPE_WEBHOOK_SECRET: "whsec_test_offline" });
    try {
      const user = await createUser(stripeApp, { types: ["brand"] });
      const buyer = await resolveBuyerAccount(stripeApp.ctx.db, { userId: user.id, activeOrganizationId: null });
      const [checkout] = await stripeApp.ctx.db
        .insert(paymentCheckout)
        .values({
          buyerAccountId: buyer.id,
          provider: "stripe",
          purpose: "top_up",
          amountCents: 12345,
          providerSessionId: "cs_test_offline_1",
        })
        .returning();
      const payload = JSON.stringify({
        id: "evt_test_1",
        object: "event",
        type: "checkout.session.completed",
        data: {
          object: {
            id: "cs_test_offline_1",
            object: "checkout.session",
            mode: "payment",
            payment_status: "paid",
            amount_total: 12345,
            client_reference_id: checkout!.id,
            metadata: { checkout_id: checkout!.id },
          },
        },
      });
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_test_offline" });
      const send = (h: string) => stripeApp.request("/api/v1/webhooks/stripe", { body: payload, headers: { "stripe-signature": h } });

      const forged = await send(Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" }));
      expect(forged.status).toBe(400);
      expect((await (await stripeApp.request("/api/auth/me", { token: user.token })).json()) as { wallet_balance: number }).toMatchObject({
        wallet_balance: 0,
      });

      expect((await send(header)).status).toBe(200);
      expect((await send(header)).status).toBe(200);
      expect((await (await stripeApp.request("/api/auth/me", { token: user.token })).json()) as { wallet_balance: number }).toMatchObject({
        wallet_balance: 12345,
      });

      const info = (await (await stripeApp.request("/api/v1/auth/settings-info", { token: user.token })).json()) as {
        data: { payment_provider: string };
      };
      expect(info.data.payment_provider).toBe("stripe");
      // With Stripe configured the sandbox's endpoints are closed.
      expect((await stripeApp.request("/api/v1/webhooks/sandbox", { body: "{}" })).status).toBe(404);
    } finally {
      await stripeApp.close();
    }
  });
});

describe("GET /api/v1/auth/settings-info", () => {
  it("names the payment provider and the money settings", async () => {
    const res = await t.request("/api/v1/auth/settings-info", { token: brand.token });
    expect(await res.json()).toEqual({
      data: { payment_provider: "sandbox", platform_fee_bps: 1500, min_payout_cents: 2000, currency: "USD" },
    });
  });
});

describe("GET /api/v1/auth/wallet/transactions", () => {
  it("filters by type and date, paginates, and exports CSV", async () => {
    const user = await createUser(t, { types: ["brand"] });
    for (const amount of [1000, 2000, 3000]) {
      const { id } = await startTopUp(user, amount);
      await t.request(`/api/v1/payments/sandbox/${id}`, { body: { action: "pay" } });
    }
    const page = (await (await t.request("/api/v1/auth/wallet/transactions?per_page=2&page=2", { token: user.token })).json()) as {
      data: { amount: number; balance: number }[];
      pagination: { total: number; total_pages: number };
    };
    expect(page.pagination).toMatchObject({ total: 3, total_pages: 2 });
    expect(page.data).toEqual([expect.objectContaining({ amount: 1000, balance: 1000 })]);

    const none = (await (await t.request("/api/v1/auth/wallet/transactions?type=order_funded", { token: user.token })).json()) as {
      data: unknown[];
    };
    expect(none.data).toEqual([]);
    const future = (await (await t.request("/api/v1/auth/wallet/transactions?from=2999-01-01", { token: user.token })).json()) as {
      data: unknown[];
    };
    expect(future.data).toEqual([]);

    const bad = await t.request("/api/v1/auth/wallet/transactions?type=nope&from=yesterday", { token: user.token });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields).some((k) => k.startsWith("type"))).toBe(true);

    const csv = await t.request("/api/v1/auth/wallet/transactions?format=csv", { token: user.token });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Date,Type,Reason,Amount (USD),Balance (USD),Reference");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(",30.00,60.00,");
  });

  it("shows only the caller's own wallet", async () => {
    const other = await createUser(t, { types: ["brand"] });
    const res = (await (await t.request("/api/v1/auth/wallet/transactions", { token: other.token })).json()) as { data: unknown[] };
    expect(res.data).toEqual([]);
  });
});

describe("payment methods and payment info", () => {
  it("saves sandbox cards through checkout-intent, sets the default, removes; others cannot touch them", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const intent = await t.request("/api/v1/auth/checkout-intent", { token: user.token, body: {} });
    expect(intent.status).toBe(201);
    const { id } = ((await intent.json()) as { data: { id: string } }).data;

    const badCard = await t.request(`/api/v1/payments/sandbox/${id}`, {
      body: { action: "pay", number: "4242424242424241", expiry: "12/40", cvc: "123" },
    });
    expect(badCard.status).toBe(400);
    const saved = await t.request(`/api/v1/payments/sandbox/${id}`, {
      body: { action: "pay", number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" },
    });
    expect(((await saved.json()) as { data: { redirect: string } }).data.redirect).toBe(
      `/platform/settings/payments?card=success&checkout=${id}`,
    );

    const second = (
      (await (await t.request("/api/v1/auth/checkout-intent", { token: user.token, body: {} })).json()) as { data: { id: string } }
    ).data;
    await t.request(`/api/v1/payments/sandbox/${second.id}`, {
      body: { action: "pay", number: "5555555555554444", expiry: "01/41", cvc: "321" },
    });

    const list = (
      (await (await t.request("/api/v1/auth/payment-methods", { token: user.token })).json()) as {
        data: { id: string; brand: string; last4: string; is_default: boolean }[];
      }
    ).data;
    expect(list.map((m) => [m.brand, m.last4, m.is_default])).toEqual([
      ["visa", "4242", true],
      ["mastercard", "4444", false],
    ]);

    const other = await createUser(t, { types: ["brand"] });
    expect((await t.request(`/api/v1/auth/payment-methods/${list[1]!.id}/default`, { token: other.token, body: {} })).status).toBe(404);
    expect((await t.request(`/api/v1/auth/payment-methods/${list[1]!.id}`, { token: other.token, method: "DELETE" })).status).toBe(404);
    expect((await t.request(`/api/v1/auth/payment-methods/not-a-uuid/default`, { token: user.token, body: {} })).status).toBe(400);

    await t.request(`/api/v1/auth/payment-methods/${list[1]!.id}/default`, { token: user.token, body: {} });
    const removed = await t.request(`/api/v1/auth/payment-methods/${list[1]!.id}`, { token: user.token, method: "DELETE" });
    const after = ((await removed.json()) as { data: { last4: string; is_default: boolean }[] }).data;
    expect(after.map((m) => [m.last4, m.is_default])).toEqual([["4242", true]]);

    const info = (await (await t.request("/api/auth/brand/payment-info", { token: user.token })).json()) as {
      data: { default_payment_method: { last4: string }; payment_provider: string };
    };
    expect(info.data.default_payment_method.last4).toBe("4242");
    expect(info.data.payment_provider).toBe("sandbox");
  });

  it("updates the billing e-mail and address, refusing bad fields", async () => {
    const user = await createUser(t, { types: ["brand"] });
    const bad = await t.request("/api/auth/brand/payment-info", {
      token: user.token,
      method: "PUT",
      body: { billing_email: "nope", country: "USA" },
    });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(fields).toHaveProperty("billing_email");
    const ok = await t.request("/api/auth/brand/payment-info", {
      token: user.token,
      method: "PUT",
      body: { billing_email: "ap@glow.example", city: "Austin", country: "us" },
    });
    expect(ok.status).toBe(200);
    const info = (await (await t.request("/api/auth/brand/payment-info", { token: user.token })).json()) as {
      data: Record<string, unknown>;
    };
    expect(info.data).toMatchObject({ billing_email: "ap@glow.example", city: "Austin", country: "US", address_line1: null });
  });
});
