import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, domainEvent, payout, payoutMethod } from "@/server/db/schema";
import { checkConsistency, earningsOf, getBalance } from "@/server/domain/ledger";
import { creditTestEarnings } from "../support/earnings";
import { payApprovedBySandbox } from "@/server/domain/payouts/payouts";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t.close());

async function creatorWithEarnings(cents: number): Promise<TestUser> {
  const creator = await createUser(t, { types: ["creator"] });
  if (cents > 0) await creditTestEarnings(t.ctx.db, { creatorUserId: creator.id, amountCents: cents, key: creator.id });
  const res = await t.request("/api/v1/auth/payouts/method", {
    method: "PUT",
    token: creator.token,
    body: { holderName: "Ada Creator", accountNumber: "DE89 3704 0044 0532 0130 00", country: "de" },
  });
  expect(res.status).toBe(200);
  return creator;
}

async function requestPayout(creator: TestUser, amount: number) {
  return t.request("/api/v1/auth/payouts", { token: creator.token, body: { amount } });
}

describe("creator payouts", () => {
  it("the method keeps only the last four characters of the account number", async () => {
    const creator = await creatorWithEarnings(0);
    const res = await t.request("/api/v1/auth/payouts", { token: creator.token });
    const { data } = (await res.json()) as { data: { method: { accountLast4: string; country: string; holderName: string } } };
    expect(data.method).toMatchObject({ accountLast4: "3000", country: "DE", holderName: "Ada Creator" });
    const [row] = await t.ctx.db.select().from(payoutMethod).where(eq(payoutMethod.creatorUserId, creator.id));
    expect(JSON.stringify(row)).not.toContain("370400440532");
  });

  it("a payout needs a method, at least $20 and enough earnings; nothing is written otherwise", async () => {
    const bare = await createUser(t, { types: ["creator"] });
    await creditTestEarnings(t.ctx.db, { creatorUserId: bare.id, amountCents: 5000, key: bare.id });
    expect((await requestPayout(bare, 2000)).status).toBe(409);
    const creator = await creatorWithEarnings(3000);
    expect((await requestPayout(creator, 1999)).status).toBe(400);
    expect((await requestPayout(creator, 3001)).status).toBe(402);
    expect(await t.ctx.db.select().from(payout).where(eq(payout.creatorUserId, creator.id))).toHaveLength(0);
    expect(await getBalance(t.ctx.db, earningsOf(creator.id))).toBe(3000);
    const ok = await requestPayout(creator, 2500);
    expect(ok.status).toBe(201);
    expect(await getBalance(t.ctx.db, earningsOf(creator.id))).toBe(500);
  });

  it("requested → approved → paid by an admin moves the money once, audited; a second mark is 409", async () => {
    const creator = await creatorWithEarnings(10_000);
    const { data } = (await (await requestPayout(creator, 4000)).json()) as { data: { id: string } };
    expect((await t.request(`/api/v2/payouts/${data.id}/settle`, { token: admin.token, body: { outcome: "paid" } })).status).toBe(409);
    expect((await t.request(`/api/v2/payouts/${data.id}/approve`, { token: admin.token, body: {} })).status).toBe(200);
    expect((await t.request(`/api/v2/payouts/${data.id}/settle`, { token: admin.token, body: { outcome: "paid" } })).status).toBe(200);
    expect((await t.request(`/api/v2/payouts/${data.id}/settle`, { token: admin.token, body: { outcome: "failed" } })).status).toBe(409);
    expect(await getBalance(t.ctx.db, earningsOf(creator.id))).toBe(6000);
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "payout"), eq(auditLog.targetId, data.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["payout.approve", "payout.mark_paid"]);
    expect(audit.every((a) => a.actorUserId === admin.id)).toBe(true);
    const events = await t.ctx.db.select({ type: domainEvent.type }).from(domainEvent).where(eq(domainEvent.entityId, data.id));
    expect(events.map((e) => e.type).sort()).toEqual(["payout.approved", "payout.created", "payout.paid"]);
    const history = (await (await t.request("/api/v1/auth/payouts", { token: creator.token })).json()) as {
      data: { payouts: { id: string; status: string }[]; paidOutCents: number; availableCents: number };
    };
    expect(history.data.payouts[0]).toMatchObject({ id: data.id, status: "paid" });
    expect(history.data).toMatchObject({ paidOutCents: 4000, availableCents: 6000 });
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });

  it("a failed payout returns the money to earnings once", async () => {
    const creator = await creatorWithEarnings(5000);
    const { data } = (await (await requestPayout(creator, 5000)).json()) as { data: { id: string } };
    expect(await getBalance(t.ctx.db, earningsOf(creator.id))).toBe(0);
    const fail = await t.request(`/api/v2/payouts/${data.id}/settle`, {
      token: admin.token,
      body: { outcome: "failed", reason: "Bank refused" },
    });
    expect(fail.status).toBe(200);
    expect((await t.request(`/api/v2/payouts/${data.id}/settle`, { token: admin.token, body: { outcome: "failed" } })).status).toBe(409);
    expect(await getBalance(t.ctx.db, earningsOf(creator.id))).toBe(5000);
    const [row] = await t.ctx.db.select().from(payout).where(eq(payout.id, data.id));
    expect(row).toMatchObject({ status: "failed", failureReason: "Bank refused" });
  });

  it("the sandbox pays an approved payout itself (system), and leaves a settled one alone", async () => {
    const creator = await creatorWithEarnings(2000);
    const { data } = (await (await requestPayout(creator, 2000)).json()) as { data: { id: string } };
    await t.request(`/api/v2/payouts/${data.id}/approve`, { token: admin.token, body: {} });
    expect(await payApprovedBySandbox(t.ctx.db, data.id)).toBe(true);
    expect(await payApprovedBySandbox(t.ctx.db, data.id)).toBe(false);
    const [row] = await t.ctx.db.select().from(payout).where(eq(payout.id, data.id));
    expect(row?.status).toBe("paid");
    const [paid] = await t.ctx.db
      .select()
      .from(domainEvent)
      .where(and(eq(domainEvent.entityId, data.id), eq(domainEvent.type, "payout.paid")));
    expect(paid?.actor).toBe("system");
  });
});

describe("the admin queue's actions", () => {
  type QueueRow = { id: string; status: string; actions: string[] };
  const rowOf = async (id: string): Promise<QueueRow | undefined> => {
    const res = await t.request("/api/v2/payouts", { token: admin.token });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { payouts: QueueRow[] } }).data.payouts.find((p) => p.id === id);
  };

  it("offer each payout only the steps its state still allows, and a step no longer possible is refused in words", async () => {
    const creator = await creatorWithEarnings(6000);
    const { data } = (await (await requestPayout(creator, 3000)).json()) as { data: { id: string } };
    expect(await rowOf(data.id)).toMatchObject({ status: "requested", actions: ["approve", "mark_failed"] });
    expect((await t.request(`/api/v2/payouts/${data.id}/approve`, { token: admin.token, body: {} })).status).toBe(200);
    expect(await rowOf(data.id)).toMatchObject({ status: "approved", actions: ["mark_paid", "mark_failed"] });

    // The sandbox pays it a moment after the approval; the admin's "Mark paid" comes too late.
    expect(await payApprovedBySandbox(t.ctx.db, data.id)).toBe(true);
    expect(await rowOf(data.id)).toMatchObject({ status: "paid", actions: [] });
    const late = await t.request(`/api/v2/payouts/${data.id}/settle`, { token: admin.token, body: { outcome: "paid" } });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { code: "invalid_state", message: "This payout is already paid." } });
    const failLate = await t.request(`/api/v2/payouts/${data.id}/settle`, { token: admin.token, body: { outcome: "failed" } });
    expect(failLate.status).toBe(409);
    expect(((await failLate.json()) as { error: { message: string } }).error.message).toBe(
      "This payout is already paid and cannot change any more.",
    );
    expect(await getBalance(t.ctx.db, earningsOf(creator.id))).toBe(3000);
  });

  it("a failed payout offers nothing either", async () => {
    const creator = await creatorWithEarnings(2000);
    const { data } = (await (await requestPayout(creator, 2000)).json()) as { data: { id: string } };
    const fail = await t.request(`/api/v2/payouts/${data.id}/settle`, {
      token: admin.token,
      body: { outcome: "failed", reason: "Closed" },
    });
    expect(fail.status).toBe(200);
    expect(await rowOf(data.id)).toMatchObject({ status: "failed", actions: [] });
  });
});

describe("payout authorization", () => {
  it("a creator sees only their own payouts; brands and plain users are refused", async () => {
    const a = await creatorWithEarnings(5000);
    const b = await creatorWithEarnings(0);
    const { data } = (await (await requestPayout(a, 2000)).json()) as { data: { id: string } };
    const bView = (await (await t.request("/api/v1/auth/payouts", { token: b.token })).json()) as { data: { payouts: unknown[] } };
    expect(bView.data.payouts).toEqual([]);
    const brand = await createUser(t, { types: ["brand"] });
    expect((await t.request("/api/v1/auth/payouts", { token: brand.token })).status).toBe(403);
    expect((await requestPayout(brand, 2000)).status).toBe(403);
    expect((await t.request("/api/v1/auth/payouts")).status).toBe(401);
    // The admin queue and its actions: admins only.
    for (const who of [a, b, brand]) {
      expect((await t.request("/api/v2/payouts", { token: who.token })).status).toBe(403);
      expect((await t.request(`/api/v2/payouts/${data.id}/approve`, { token: who.token, body: {} })).status).toBe(403);
      expect((await t.request(`/api/v2/payouts/${data.id}/settle`, { token: who.token, body: { outcome: "paid" } })).status).toBe(403);
    }
    const [row] = await t.ctx.db.select().from(payout).where(eq(payout.id, data.id));
    expect(row?.status).toBe("requested");
    const queue = (await (await t.request("/api/v2/payouts?status=requested", { token: admin.token })).json()) as {
      data: { payouts: { id: string; creatorUserId: string }[] };
    };
    expect(queue.data.payouts.find((p) => p.id === data.id)?.creatorUserId).toBe(a.id);
    expect((await t.request(`/api/v2/payouts/not-a-uuid/approve`, { token: admin.token, body: {} })).status).toBe(400);
    expect((await t.request(`/api/v2/payouts/${crypto.randomUUID()}/approve`, { token: admin.token, body: {} })).status).toBe(404);
  });

  it("the admin queue lists open payouts oldest first, then settled ones newest first", async () => {
    const creator = await creatorWithEarnings(20_000);
    const ids: string[] = [];
    for (const amount of [2000, 2100, 2200, 2300]) {
      ids.push(((await (await requestPayout(creator, amount)).json()) as { data: { id: string } }).data.id);
    }
    // Requested a minute apart, in that order; the first two are settled.
    for (const [i, id] of ids.entries()) {
      await t.ctx.db
        .update(payout)
        .set({ requestedAt: new Date(Date.UTC(2026, 0, 1, 12, i)) })
        .where(eq(payout.id, id));
    }
    for (const id of ids.slice(0, 2)) {
      expect((await t.request(`/api/v2/payouts/${id}/approve`, { token: admin.token, body: {} })).status).toBe(200);
      expect((await t.request(`/api/v2/payouts/${id}/settle`, { token: admin.token, body: { outcome: "paid" } })).status).toBe(200);
    }
    const queue = (await (await t.request("/api/v2/payouts", { token: admin.token })).json()) as { data: { payouts: { id: string }[] } };
    const mine = queue.data.payouts.map((p) => p.id).filter((id) => ids.includes(id));
    expect(mine).toEqual([ids[2], ids[3], ids[1], ids[0]]);
  });
});
