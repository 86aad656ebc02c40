import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditTestEarnings } from "../support/earnings";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * The payout queue's pages and status tabs: 26 requests of $20 from one creator, two approved,
 * one of those paid and one failed. 25 rows a page, waiting ones oldest first.
 */

interface Queue {
  total: number;
  page: number;
  pageSize: number;
  counts: { requested: number; approved: number; paid: number; failed: number };
  payouts: { id: string; status: string; amountCents: number; actions: string[] }[];
}

let t: TestApp;
let admin: TestUser;
const ids: string[] = [];

const queue = async (query: string) => {
  const res = await t.request(`/api/v2/payouts${query}`, { token: admin.token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Queue }).data;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin" });
  const creator = await createUser(t, { types: ["creator"] });
  await creditTestEarnings(t.ctx.db, { creatorUserId: creator.id, amountCents: 26 * 2_000, key: creator.id });
  const method = await t.request("/api/v1/auth/payouts/method", {
    method: "PUT",
    token: creator.token,
    body: { holderName: "Ada Creator", accountNumber: "DE89 3704 0044 0532 0130 00", country: "de" },
  });
  expect(method.status).toBe(200);
  for (let i = 0; i < 26; i++) {
    const res = await t.request("/api/v1/auth/payouts", { token: creator.token, body: { amount: 2_000 } });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  for (const id of [ids[0], ids[1]]) {
    expect((await t.request(`/api/v2/payouts/${id}/approve`, { token: admin.token, body: {} })).status).toBe(200);
  }
  expect((await t.request(`/api/v2/payouts/${ids[0]}/settle`, { token: admin.token, body: { outcome: "paid" } })).status).toBe(200);
  const failed = await t.request(`/api/v2/payouts/${ids[1]}/settle`, {
    token: admin.token,
    body: { outcome: "failed", reason: "The bank returned it" },
  });
  expect(failed.status).toBe(200);
  const third = await t.request(`/api/v2/payouts/${ids[2]}/approve`, { token: admin.token, body: {} });
  expect(third.status).toBe(200);
});
afterAll(() => t.close());

describe("GET /api/v2/payouts pages and filters", () => {
  it("counts every status and pages 25 at a time, waiting payouts first", async () => {
    const first = await queue("");
    expect(first).toMatchObject({ total: 26, page: 1, pageSize: 25, counts: { requested: 23, approved: 1, paid: 1, failed: 1 } });
    expect(first.payouts).toHaveLength(25);
    expect(first.payouts[0]).toMatchObject({ id: ids[2], status: "approved", actions: ["mark_paid", "mark_failed"] });
    const second = await queue("?page=2");
    expect(second.payouts).toHaveLength(1);
    expect(second.payouts[0]!.status === "paid" || second.payouts[0]!.status === "failed").toBe(true);
    const seen = new Set([...first.payouts, ...second.payouts].map((p) => p.id));
    expect(seen.size).toBe(26);
  });

  it("filters by status", async () => {
    const failed = await queue("?status=failed");
    expect(failed.total).toBe(1);
    expect(failed.payouts.map((p) => [p.id, p.actions])).toEqual([[ids[1], []]]);
    const requested = await queue("?status=requested");
    expect(requested.total).toBe(23);
    expect(requested.payouts.every((p) => p.status === "requested" && p.actions.join() === "approve,mark_failed")).toBe(true);
    expect((await queue("?status=paid&page=2")).payouts).toEqual([]);
  });

  it("refuses a bad page or status with a 400 naming the field", async () => {
    for (const [query, field] of [
      ["?page=0", "page"],
      ["?page=abc", "page"],
      ["?page=1.5", "page"],
      ["?status=lost", "status"],
    ] as const) {
      const res = await t.request(`/api/v2/payouts${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json()), query).toContain(field);
    }
  });
});
