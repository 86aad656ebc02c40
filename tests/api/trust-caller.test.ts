import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  auditLog,
  buyerAccount,
  organization,
  paymentCheckout,
  paymentMethod,
  paymentWebhookEvent,
  subscription,
} from "@/server/db/schema";
import { listFailedPaymentEvents } from "@/server/domain/admin/list-failed-payment-events";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { getBalance, walletOf } from "@/server/domain/ledger";
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from "@/server/integrations/payments";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import type { AppContext } from "@/server/context";
import { TEST_ORIGIN } from "../support/test-settings";

/*
 * Server-rendered pages read the request through next/headers and the process-wide AppContext;
 * here a "page request" is those two answered from the test: everything below them is real.
 */
interface PageRequest {
  ctx: AppContext | null;
  cookies: Record<string, string>;
  headers: Headers;
}
const pageRequest = vi.hoisted((): PageRequest => ({ ctx: null, cookies: {}, headers: new Headers() }));
vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({
  headers: () => Promise.resolve(pageRequest.headers),
  cookies: () =>
    Promise.resolve({
      get: (name: string) => (name in pageRequest.cookies ? { name, value: pageRequest.cookies[name] } : undefined),
    }),
}));
vi.mock("@/server/runtime", () => ({ getAppContext: () => Promise.resolve(pageRequest.ctx) }));

/** What a server component of `path` resolves as the current user, with these cookies. */
async function renderAsPage(input: { ctx: AppContext; cookies: Record<string, string>; path: string }) {
  pageRequest.ctx = input.ctx;
  pageRequest.cookies = input.cookies;
  const cookie = Object.entries(input.cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
  // The proxy tells a page guard rendered on the server which path was asked for (src/proxy.ts).
  pageRequest.headers = new Headers({ cookie, "x-reelbrief-path": input.path });
  const { getServerMe } = await import("@/server/auth/server-session");
  return getServerMe();
}

/*
 * One resolved caller whose buyer account is checked against current
 * membership, money that cannot be stranded by deleting an organization or by an event's claimed
 * amount, and the Origin check on every cookie-carrying write.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
});
afterAll(() => t.close());

const PASSWORD = "correct-horse-battery";
const SANDBOX_SECRET = "trust-caller-test-sandbox-secret";
const PRO_MONTHLY_CENTS = 19_900;

type Json = Record<string, unknown>;
const json = async <T = Json>(res: Response): Promise<T> => (await res.json()) as T;

/** A further session of the same user (another browser or device), as a bearer token. */
async function anotherSession(user: TestUser): Promise<string> {
  const res = await t.request("/api/auth/sign-in/email", { body: { email: user.email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.headers.get("set-auth-token")!;
}

/** A cookie session of the same user, as a browser would hold it. */
async function cookieSession(user: TestUser): Promise<string> {
  const res = await t.request("/api/auth/sign-in/email", { body: { email: user.email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function createOrganization(owner: TestUser, name: string): Promise<string> {
  const res = await t.request("/api/auth/organization/create", {
    token: owner.token,
    body: { name, slug: `${name.toLowerCase().replace(/\W+/g, "-")}-${crypto.randomUUID().slice(0, 8)}` },
  });
  expect(res.status).toBe(200);
  return (await json<{ id: string }>(res)).id;
}

async function setActive(token: string, organizationId: string | null) {
  const res = await t.request("/api/auth/organization/set-active", { token, body: { organizationId } });
  expect(res.status).toBe(200);
}

/** Tops up the caller's current buyer account through the sandbox checkout, as a person would. */
async function topUp(token: string, amount: number): Promise<string> {
  const start = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token, body: { amount } });
  expect(start.status).toBe(201);
  const { id } = (await json<{ data: { id: string } }>(start)).data;
  const pay = await t.request(`/api/v1/payments/sandbox/${id}`, { body: { action: "pay" } });
  expect(pay.status).toBe(200);
  return id;
}

async function saveCard(token: string, number: string) {
  const intent = await t.request("/api/v1/auth/checkout-intent", { token, body: {} });
  expect(intent.status).toBe(201);
  const { id } = (await json<{ data: { id: string } }>(intent)).data;
  const saved = await t.request(`/api/v1/payments/sandbox/${id}`, { body: { action: "pay", number, expiry: "12/40", cvc: "123" } });
  expect(saved.status).toBe(200);
}

async function orgAccountId(organizationId: string): Promise<string> {
  const [row] = await t.ctx.db.select().from(buyerAccount).where(eq(buyerAccount.organizationId, organizationId));
  return row!.id;
}

describe("a member removed from an organization", () => {
  let owner: TestUser;
  let removed: TestUser;
  let orgId: string;
  let secondSession: string;

  beforeAll(async () => {
    owner = await createUser(t, { types: ["brand"], name: "Olive Owner" });
    orgId = await createOrganization(owner, "Glow Agency");
    // The organization pays for a real Pro plan (5 seats) from its own wallet, keeps $300 after
    // it, saves a card and a billing address.
    await topUp(owner.token, PRO_MONTHLY_CENTS + 30_000);
    expect((await t.request("/api/v1/auth/subscriptions", { token: owner.token, body: { plan: "pro" } })).status).toBe(201);
    await saveCard(owner.token, "4242 4242 4242 4242");
    const address = await t.request("/api/auth/brand/payment-info", {
      token: owner.token,
      method: "PUT",
      body: { company_name: "Glow Agency LLC", city: "Lisbon" },
    });
    expect(address.status).toBe(200);

    removed = await createUser(t, { name: "Rita Removed" });
    const invite = await t.request("/api/auth/organization/invite-member", {
      token: owner.token,
      body: { email: removed.email, role: "admin", organizationId: orgId },
    });
    expect(invite.status).toBe(200);
    const accept = await t.request("/api/auth/organization/accept-invitation", {
      token: removed.token,
      body: { invitationId: (await json<{ id: string }>(invite)).id },
    });
    expect(accept.status).toBe(200);
    // Two sessions with the organization active: the one that accepted and another device.
    secondSession = await anotherSession(removed);
    await setActive(secondSession, orgId);
    await setActive(removed.token, orgId);
  });

  it("sees the organization's wallet while a member", async () => {
    const me = await json<{ wallet_balance: number; hasOrganization: boolean }>(await t.request("/api/auth/me", { token: secondSession }));
    expect(me).toMatchObject({ wallet_balance: 30_000, hasOrganization: true });
  });

  it("loses its wallet, history, top-ups, cards, plan, allowance and address on the next request of every session", async () => {
    const remove = await t.request("/api/auth/organization/remove-member", {
      token: owner.token,
      body: { memberIdOrEmail: removed.email, organizationId: orgId },
    });
    expect(remove.status).toBe(200);

    for (const token of [secondSession, removed.token]) {
      const me = await json<{ wallet_balance: number; hasOrganization: boolean; subs: unknown[] }>(
        await t.request("/api/auth/me", { token }),
      );
      expect(me).toMatchObject({ wallet_balance: 0, hasOrganization: false, subs: [] });

      const history = await json<{ data: unknown[] }>(await t.request("/api/v1/auth/wallet/transactions", { token }));
      expect(history.data).toEqual([]);
      const topUps = await json<{ data: unknown[] }>(await t.request("/api/v1/auth/wallet/top-ups", { token }));
      expect(topUps.data).toEqual([]);
      const cards = await json<{ data: unknown[] }>(await t.request("/api/v1/auth/payment-methods", { token }));
      expect(cards.data).toEqual([]);
      const subs = await json<{ data: unknown[] }>(await t.request("/api/v1/auth/me/subs", { token }));
      expect(subs.data).toEqual([]);
      const allowance = await json<{ data: unknown }>(await t.request("/api/v1/auth/subscription-allowance", { token }));
      expect(allowance.data).toEqual({ subscriptions: [], total_allowed: 0, live_campaigns: 0 });
      const info = await json<{ data: { company_name: string | null; city: string | null; wallet_balance: number } }>(
        await t.request("/api/auth/brand/payment-info", { token }),
      );
      expect(info.data).toMatchObject({ company_name: null, city: null, wallet_balance: 0 });
    }
  });

  it("cannot change anything of the organization any more", async () => {
    const account = await orgAccountId(orgId);
    const [card] = await t.ctx.db.select().from(paymentMethod).where(eq(paymentMethod.buyerAccountId, account));

    await t.request("/api/auth/brand/payment-info", { token: secondSession, method: "PUT", body: { company_name: "Hijacked" } });
    await t.request("/api/v1/auth/subscriptions/cancel", { token: secondSession, body: {} });
    const removeCard = await t.request(`/api/v1/auth/payment-methods/${card!.id}`, { token: secondSession, method: "DELETE" });
    expect(removeCard.status).toBe(404);

    const info = await json<{ data: { company_name: string | null } }>(
      await t.request("/api/auth/brand/payment-info", { token: owner.token }),
    );
    expect(info.data.company_name).toBe("Glow Agency LLC");
    const [sub] = await t.ctx.db.select().from(subscription).where(eq(subscription.buyerAccountId, account));
    expect(sub).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(await t.ctx.db.select().from(paymentMethod).where(eq(paymentMethod.id, card!.id))).toHaveLength(1);
  });

  it("is refused every payment from a session that still points at the organization, until it chooses an account", async () => {
    const account = await orgAccountId(orgId);
    const checkoutsBefore = await t.ctx.db.select().from(paymentCheckout).where(eq(paymentCheckout.createdByUserId, removed.id));
    const moneyRoutes: [string, string, unknown][] = [
      ["POST", "/api/v1/auth/sandbox/add-wallet-funds", { amount: 5000 }],
      ["POST", "/api/v1/auth/checkout-intent", {}],
      ["POST", "/api/v1/auth/subscriptions", { plan: "starter" }],
      ["PUT", "/api/v1/auth/subscriptions", { plan: "starter" }],
      ["POST", "/api/v1/auth/subscriptions/resume", {}],
      ["POST", "/api/v1/auth/orders", {}],
      ["POST", `/api/v1/auth/campaign/proposals/${crypto.randomUUID()}`, { action: "accept" }],
    ];
    // Twice round, in both sessions: the refusal does not wear off after the first request.
    for (const token of [secondSession, removed.token, secondSession]) {
      for (const [method, path, body] of moneyRoutes) {
        const res = await t.request(path, { token, method, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(await json(res), `${method} ${path}`).toMatchObject({
          error: {
            code: "forbidden",
            message:
              "You are no longer a member of this organization. Choose your personal account or another team in Settings → Team before paying.",
            details: { reason: "not_a_member" },
          },
        });
      }
    }
    expect(await t.ctx.db.select().from(paymentCheckout).where(eq(paymentCheckout.createdByUserId, removed.id))).toEqual(checkoutsBefore);
    expect(await getBalance(t.ctx.db, walletOf(account))).toBe(30_000);
    const [sub] = await t.ctx.db.select().from(subscription).where(eq(subscription.buyerAccountId, account));
    expect(sub).toMatchObject({ status: "active", cancelAtPeriodEnd: false, extraSeats: 0 });

    // Choosing the personal account (Settings → Team) makes the session's payments its own again.
    await setActive(secondSession, null);
    const start = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: secondSession, body: { amount: 5000 } });
    expect(start.status).toBe(201);
    const { id } = (await json<{ data: { id: string } }>(start)).data;
    const [checkout] = await t.ctx.db.select().from(paymentCheckout).where(eq(paymentCheckout.id, id));
    const personal = await resolveBuyerAccount(t.ctx.db, { userId: removed.id, activeOrganizationId: null });
    expect(checkout!.buyerAccountId).toBe(personal.id);
    // The other session still points at the organization and is still refused.
    expect((await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: removed.token, body: { amount: 5000 } })).status).toBe(403);
  });
});

describe("what a route declares it needs", () => {
  it("billing changes are for the organization's owners and admins; any member may read and top up", async () => {
    const owner = await createUser(t, { types: ["brand"] });
    const orgId = await createOrganization(owner, "Role Check");
    await topUp(owner.token, PRO_MONTHLY_CENTS + 1000);
    expect((await t.request("/api/v1/auth/subscriptions", { token: owner.token, body: { plan: "pro" } })).status).toBe(201);
    await saveCard(owner.token, "4242 4242 4242 4242");
    const [card] = await t.ctx.db
      .select()
      .from(paymentMethod)
      .where(eq(paymentMethod.buyerAccountId, await orgAccountId(orgId)));

    const plain = await createUser(t);
    const invite = await t.request("/api/auth/organization/invite-member", {
      token: owner.token,
      body: { email: plain.email, role: "member", organizationId: orgId },
    });
    const invitationId = (await json<{ id: string }>(invite)).id;
    expect((await t.request("/api/auth/organization/accept-invitation", { token: plain.token, body: { invitationId } })).status).toBe(200);
    await setActive(plain.token, orgId);

    const refused: [string, string, unknown][] = [
      ["POST", "/api/v1/auth/subscriptions", { plan: "starter" }],
      ["PUT", "/api/v1/auth/subscriptions", { plan: "starter" }],
      ["POST", "/api/v1/auth/subscriptions/cancel", {}],
      ["POST", "/api/v1/auth/subscriptions/resume", {}],
      ["POST", `/api/v1/auth/payment-methods/${card!.id}/default`, {}],
      ["DELETE", `/api/v1/auth/payment-methods/${card!.id}`, undefined],
      ["PUT", "/api/auth/brand/payment-info", { company_name: "Not Mine" }],
      ["POST", "/api/v1/auth/checkout-intent", {}],
    ];
    for (const [method, path, body] of refused) {
      const res = await t.request(path, { token: plain.token, method, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
        "Only the organization's owners and admins can change its billing",
      );
    }
    const [sub] = await t.ctx.db
      .select()
      .from(subscription)
      .where(eq(subscription.buyerAccountId, await orgAccountId(orgId)));
    expect(sub).toMatchObject({ status: "active", cancelAtPeriodEnd: false });

    expect(await json(await t.request("/api/auth/me", { token: plain.token }))).toMatchObject({
      wallet_balance: 1000,
      hasOrganization: true,
    });
    expect((await t.request("/api/v1/auth/payment-methods", { token: plain.token })).status).toBe(200);
    await topUp(plain.token, 500);
    expect(await getBalance(t.ctx.db, walletOf(await orgAccountId(orgId)))).toBe(1500);
  });
});

describe("a session whose active organization was deleted", () => {
  it("falls back to the personal account instead of answering 500", async () => {
    const owner = await createUser(t, { types: ["brand"] });
    await topUp(owner.token, 2500); // the personal wallet, before any organization exists
    const orgId = await createOrganization(owner, "Short Lived");
    const other = await anotherSession(owner);
    await setActive(other, orgId);
    expect(await json(await t.request("/api/auth/me", { token: other }))).toMatchObject({ hasOrganization: true, wallet_balance: 0 });

    const del = await t.request("/api/auth/organization/delete", { token: owner.token, body: { organizationId: orgId } });
    expect(del.status).toBe(200);

    const meRes = await t.request("/api/auth/me", { token: other });
    expect(meRes.status).toBe(200);
    expect(await json(meRes)).toMatchObject({ hasOrganization: false, wallet_balance: 2500 });
    for (const path of ["/api/v1/auth/wallet/transactions", "/api/v1/auth/payment-methods", "/api/auth/brand/payment-info"]) {
      expect((await t.request(path, { token: other })).status, path).toBe(200);
    }
  });
});

describe("deleting an organization", () => {
  it("is refused while its wallet holds money, and nothing changes", async () => {
    const owner = await createUser(t, { types: ["brand"] });
    const orgId = await createOrganization(owner, "Money Left");
    await topUp(owner.token, 4321);
    const res = await t.request("/api/auth/organization/delete", { token: owner.token, body: { organizationId: orgId } });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe(
      "This team's wallet still holds $43.21. Spend it or ask support for a refund before deleting the team.",
    );
    expect(await t.ctx.db.select().from(organization).where(eq(organization.id, orgId))).toHaveLength(1);
    expect(await getBalance(t.ctx.db, walletOf(await orgAccountId(orgId)))).toBe(4321);
    expect(await json(await t.request("/api/auth/me", { token: owner.token }))).toMatchObject({
      hasOrganization: true,
      wallet_balance: 4321,
    });
  });

  it("is refused while it has a live subscription, even with an empty wallet", async () => {
    const owner = await createUser(t, { types: ["brand"] });
    const orgId = await createOrganization(owner, "Plan Left");
    await topUp(owner.token, PRO_MONTHLY_CENTS);
    expect((await t.request("/api/v1/auth/subscriptions", { token: owner.token, body: { plan: "pro" } })).status).toBe(201);
    const account = await orgAccountId(orgId);
    expect(await getBalance(t.ctx.db, walletOf(account))).toBe(0);

    const res = await t.request("/api/auth/organization/delete", { token: owner.token, body: { organizationId: orgId } });
    expect(res.status).toBe(400);
    const [sub] = await t.ctx.db.select().from(subscription).where(eq(subscription.buyerAccountId, account));
    const end = sub!.currentPeriodEnd.toISOString().slice(0, 10);
    expect((await json<{ message: string }>(res)).message).toBe(
      `This team's Pro plan is live until ${end}. Cancel it under Settings → Plan and wait for the paid period to end before deleting the team.`,
    );
    expect(await t.ctx.db.select().from(organization).where(eq(organization.id, orgId))).toHaveLength(1);
    expect(sub!.status).toBe("active");
  });
});

function sandboxEvent(checkoutId: string, amount: number) {
  return JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    type: "checkout.paid",
    created: Math.floor(Date.now() / 1000),
    data: { checkout_id: checkoutId, amount, card: null, failure_reason: null },
  });
}

describe("a payment event", () => {
  it("credits the sandbox checkout's amount, not the amount a signed event claims", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const start = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: brand.token, body: { amount: 5000 } });
    const { id } = (await json<{ data: { id: string } }>(start)).data;
    const body = sandboxEvent(id, 9_999_900);
    const res = await t.request("/api/v1/webhooks/sandbox", {
      body,
      headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(body, SANDBOX_SECRET) },
    });
    expect(res.status).toBe(200);
    expect(await json(await t.request("/api/auth/me", { token: brand.token }))).toMatchObject({ wallet_balance: 5000 });
  });

  it("claiming more than the ledger can move is acknowledged, credits nothing and is kept as failed for admins", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const start = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: brand.token, body: { amount: 5000 } });
    const { id } = (await json<{ data: { id: string } }>(start)).data;
    const body = sandboxEvent(id, 100_000_000_001);
    const eventId = (JSON.parse(body) as { id: string }).id;
    const res = await t.request("/api/v1/webhooks/sandbox", {
      body,
      headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(body, SANDBOX_SECRET) },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { received: true, duplicate: false, effect: "failed" } });

    const reason =
      "The event claims $1,000,000,000.01, above the ledger's maximum of $1,000,000,000.00 per transfer; nothing was credited.";
    const [row] = await t.ctx.db.select().from(paymentWebhookEvent).where(eq(paymentWebhookEvent.eventId, eventId));
    expect(row).toMatchObject({ provider: "sandbox", type: "checkout.paid", failureReason: reason });
    const [checkout] = await t.ctx.db.select().from(paymentCheckout).where(eq(paymentCheckout.id, id));
    expect(checkout).toMatchObject({ status: "pending", transferId: null });
    expect(await json(await t.request("/api/auth/me", { token: brand.token }))).toMatchObject({ wallet_balance: 0 });
    expect(await listFailedPaymentEvents(t.ctx.db)).toContainEqual(
      expect.objectContaining({ provider: "sandbox", eventId, type: "checkout.paid", failureReason: reason }),
    );

    // A redelivery of the same event is a duplicate and stays uncredited.
    const again = await t.request("/api/v1/webhooks/sandbox", {
      body,
      headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(body, SANDBOX_SECRET) },
    });
    expect(await json(again)).toEqual({ data: { received: true, duplicate: true, effect: "ignored" } });
    expect(await json(await t.request("/api/auth/me", { token: brand.token }))).toMatchObject({ wallet_balance: 0 });
  });

  it("credits the Stripe checkout's amount, not the session's amount_total", async () => {
    const stripeApp = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_offline", STRIPE_WEBHOOK_SECRET: "whsec_test_offline" });
    try {
      const user = await createUser(stripeApp, { types: ["brand"] });
      const buyer = await resolveBuyerAccount(stripeApp.ctx.db, { userId: user.id, activeOrganizationId: null });
      const [checkout] = await stripeApp.ctx.db
        .insert(paymentCheckout)
        .values({ buyerAccountId: buyer.id, provider: "stripe", purpose: "top_up", amountCents: 2500, providerSessionId: "cs_test_claim" })
        .returning();
      const payload = JSON.stringify({
        id: "evt_test_claim",
        object: "event",
        type: "checkout.session.completed",
        data: {
          object: {
            id: "cs_test_claim",
            object: "checkout.session",
            mode: "payment",
            payment_status: "paid",
            amount_total: 2_500_000,
            client_reference_id: checkout!.id,
            metadata: { checkout_id: checkout!.id },
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_test_offline" });
      const res = await stripeApp.request("/api/v1/webhooks/stripe", { body: payload, headers: { "stripe-signature": signature } });
      expect(res.status).toBe(200);
      expect(await getBalance(stripeApp.ctx.db, walletOf(buyer.id))).toBe(2500);
    } finally {
      await stripeApp.close();
    }
  });
});

describe("the Origin check on cookie-carrying writes", () => {
  it("refuses PUT /api/auth/brand/payment-info from a foreign origin with 403, changing nothing", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const cookie = await cookieSession(brand);
    const res = await t.request("/api/auth/brand/payment-info", {
      method: "PUT",
      body: { company_name: "Forged Ltd" },
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    const info = await json<{ data: { company_name: string | null } }>(
      await t.request("/api/auth/brand/payment-info", { token: brand.token }),
    );
    expect(info.data.company_name).toBeNull();

    const same = await t.request("/api/auth/brand/payment-info", {
      method: "PUT",
      body: { company_name: "Real Ltd" },
      headers: { cookie },
    });
    expect(same.status).toBe(200);
  });

  it("refuses a state-changing /api/auth/* call from a foreign origin with 403, changing nothing", async () => {
    const user = await createUser(t, { name: "Nora Name" });
    const cookie = await cookieSession(user);
    const forged = await t.request("/api/auth/update-user", {
      body: { name: "Forged Name" },
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    const noOrigin = await t.app.request("/api/auth/update-user", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: "Forged Name" }),
    });
    expect(noOrigin.status).toBe(403);
    const me = await json<{ user: { name: string } }>(await t.request("/api/auth/me", { token: user.token }));
    expect(me.user.name).toBe("Nora Name");

    const same = await t.request("/api/auth/update-user", { body: { name: "Nora Renamed" }, headers: { cookie, origin: TEST_ORIGIN } });
    expect(same.status).toBe(200);
  });
});

describe("an impersonated page view", () => {
  it("is written to the audit log", async () => {
    const { ctx } = t;
    const admin = await createUser(t, { role: "admin" });
    const brand = await createUser(t, { types: ["brand"] });
    const res = await t.request("/api/v2/impersonation", { token: admin.token, body: { userId: brand.id } });
    expect(res.status).toBe(201);
    const token = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("impersonate-token="))!
      .split(";")[0]!
      .slice("impersonate-token=".length);

    const me = await renderAsPage({ ctx, cookies: { "impersonate-token": token }, path: "/platform/settings/payments" });
    expect(me?.user.id).toBe(brand.id);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.id), eq(auditLog.action, "impersonation.page_view"), eq(auditLog.targetId, brand.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.metadata).toMatchObject({ path: "/platform/settings/payments" });
  });
});
