import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, paymentCheckout, subscription } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { getBalance, walletOf } from "@/server/domain/ledger";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * docs/product/money.md: no money moves for anyone (top-up, plan, order, acceptance, payout) before their
 * e-mail address is verified. Every money route refuses an unverified caller with one clear 403
 * and changes nothing; the verification link (or a resent one) lifts the refusal.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const json = async <T = Json>(res: Response): Promise<T> => (await res.json()) as T;

const REFUSAL = {
  error: {
    code: "forbidden",
    message: "Verify your e-mail address before moving money: open the link we sent you, or send a new one from the banner.",
    details: { reason: "email_not_verified" },
  },
};

/** The link of the newest verification mail sent to this address, as the person would open it. */
async function latestVerificationLink(email: string): Promise<string> {
  const [mail] = await t.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email.toLowerCase()), eq(mailOutbox.kind, "verification")))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const url = mail?.text.match(/https?:\/\/\S+verify-email\?token=[^\s)]+/)?.[0];
  if (!url) throw new Error(`no verification link mailed to ${email}`);
  return new URL(url).pathname + new URL(url).search;
}

describe("an account whose e-mail is not verified", () => {
  let brand: TestUser;
  let creator: TestUser;

  beforeAll(async () => {
    brand = await createUser(t, { types: ["brand"], verified: false });
    creator = await createUser(t, { types: ["creator"], verified: false });
  });

  it("is refused every route that moves money, with one clear 403, and nothing changes", async () => {
    const brandRoutes: [string, string, unknown][] = [
      ["POST", "/api/v1/auth/sandbox/add-wallet-funds", { amount: 5000 }],
      ["POST", "/api/v1/auth/checkout-intent", {}],
      ["POST", "/api/v1/auth/subscriptions", { plan: "starter" }],
      ["PUT", "/api/v1/auth/subscriptions", { plan: "pro" }],
      ["POST", "/api/v1/auth/subscriptions/resume", {}],
      ["POST", "/api/v1/auth/orders", {}],
      ["POST", `/api/v1/auth/campaign/proposals/${crypto.randomUUID()}`, { action: "accept" }],
    ];
    for (const [method, path, body] of brandRoutes) {
      const res = await t.request(path, { token: brand.token, method, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await json(res), `${method} ${path}`).toMatchObject(REFUSAL);
    }
    const payout = await t.request("/api/v1/auth/payouts", { token: creator.token, body: { amount: 2000 } });
    expect(payout.status).toBe(403);
    expect(await json(payout)).toMatchObject(REFUSAL);

    const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
    expect(await t.ctx.db.select().from(paymentCheckout).where(eq(paymentCheckout.buyerAccountId, buyer.id))).toEqual([]);
    expect(await t.ctx.db.select().from(subscription).where(eq(subscription.buyerAccountId, buyer.id))).toEqual([]);
    expect(await getBalance(t.ctx.db, walletOf(buyer.id))).toBe(0);
  });

  it("may still onboard and read its money screens", async () => {
    const fresh = await createUser(t, { verified: false });
    const onboard = await t.request("/api/v1/auth/onboarding/brand", {
      token: fresh.token,
      body: { account: "personal", brand_name: "Unverified Co" },
    });
    expect(onboard.status).toBe(201);
    for (const path of ["/api/v1/auth/wallet/transactions", "/api/v1/auth/payment-methods", "/api/v1/plans"]) {
      expect((await t.request(path, { token: brand.token })).status, path).toBe(200);
    }
  });

  it("moves money once the resent link is opened", async () => {
    const resend = await t.request("/api/auth/send-verification-email", { token: brand.token, body: { email: brand.email } });
    expect(resend.status).toBe(200);
    const opened = await t.request(await latestVerificationLink(brand.email));
    expect(opened.status).toBeLessThan(400);

    const start = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: brand.token, body: { amount: 5000 } });
    expect(start.status).toBe(201);
  });
});
