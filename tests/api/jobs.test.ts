import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import { subscription } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { clearingOf, transfer, walletOf } from "@/server/domain/ledger";
import { RENEWAL_QUEUE, startJobs, type JobRunner } from "@/server/jobs";
import { eventually } from "../support/eventually";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
let jobs: JobRunner;
beforeAll(async () => {
  t = await createTestApp();
  jobs = await startJobs(t.ctx);
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

describe("the job queue", () => {
  it("schedules renewals every 15 minutes on the product's database", async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules).toEqual(expect.arrayContaining([expect.objectContaining({ name: RENEWAL_QUEUE, cron: "*/15 * * * *" })]));
  });

  it("a renewal job sent to the queue is picked up by the worker and renews a due subscription, charging once", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
    const starter = 4900; // the seeded Starter plan's monthly price
    await transfer(t.ctx.db, {
      from: clearingOf("sandbox"),
      to: walletOf(buyer.id),
      amount: 3 * starter,
      reason: "top_up",
      reference: { type: "test", id: brand.id },
      idempotencyKey: `jobs-test:${brand.id}`,
    });
    const subscribed = await t.request("/api/v1/auth/subscriptions", { token: brand.token, body: { plan: "starter" } });
    expect(subscribed.status).toBe(201);
    // The period ended a minute ago.
    const ended = new Date(Date.now() - 60_000);
    await t.ctx.db
      .update(subscription)
      .set({ currentPeriodStart: new Date(ended.getTime() - 30 * 86_400_000), currentPeriodEnd: ended })
      .where(eq(subscription.buyerAccountId, buyer.id));

    await jobs.boss.send(RENEWAL_QUEUE, {});
    const readSubscription = async () => (await t.ctx.db.select().from(subscription).where(eq(subscription.buyerAccountId, buyer.id)))[0]!;
    const renewed = await eventually(readSubscription, (s) => s.periodNumber === 2, { what: "the renewal", within: 20_000 });

    expect(renewed).toMatchObject({ periodNumber: 2, status: "active", currentPeriodStart: ended });
    expect(renewed.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
    const me = meSchema.parse(await (await t.request("/api/auth/me", { token: brand.token })).json());
    expect(me.wallet_balance).toBe(starter); // three months funded, two charged

    // A second run of the job finds nothing due: the next period is charged once.
    const id = await jobs.boss.send(RENEWAL_QUEUE, {});
    await eventually(
      async () => (await jobs.boss.getJobById(RENEWAL_QUEUE, id!))?.state,
      (state) => state === "completed",
      { what: "the second run", within: 20_000 },
    );
    expect((await readSubscription()).periodNumber).toBe(2);
    const after = meSchema.parse(await (await t.request("/api/auth/me", { token: brand.token })).json());
    expect(after.wallet_balance).toBe(starter);
  });
});
