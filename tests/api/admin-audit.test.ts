import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditPage } from "@/contracts/admin/audit";
import { auditLog } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * The audit log for admins: filters by actor (id or e-mail), target, action (exact or prefix) and
 * UTC day, keyset paging that neither skips nor repeats a row (rows share a timestamp here on
 * purpose), and a CSV export a spreadsheet opens safely.
 */

let t: TestApp;
let admin: TestUser;
let other: TestUser;
const json = async <T>(res: Response) => (await res.json()) as T;
const list = async (query: string) => {
  const res = await t.request(`/api/v2/audit?${query}`, { token: admin.token });
  expect(res.status, query).toBe(200);
  return (await json<{ data: AuditPage }>(res)).data;
};

const SAME_TIME = new Date("2026-11-20T10:00:00.123456Z");

beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = await Promise.all([
    createUser(t, { role: "admin", name: "Ada Audit" }),
    createUser(t, { role: "admin", name: "Otto Other" }),
  ]);
  await t.ctx.db.insert(auditLog).values([
    {
      actorUserId: admin.id,
      action: "user.ban",
      targetType: "user",
      targetId: "u-1",
      reason: "Spam",
      createdAt: new Date("2026-11-18T23:59:59Z"),
    },
    {
      actorUserId: admin.id,
      action: "user.unban",
      targetType: "user",
      targetId: "u-1",
      reason: "Appeal accepted",
      createdAt: new Date("2026-11-19T00:00:00Z"),
    },
    ...["a", "b", "c"].map((k) => ({
      actorUserId: other.id,
      action: "report.dismiss",
      targetType: "content_report",
      targetId: `r-${k}`,
      reason: "Not a violation",
      createdAt: SAME_TIME,
    })),
    {
      actorUserId: other.id,
      action: "order.dispute_resolve",
      targetType: "order",
      targetId: "o-1",
      reason: '=HYPERLINK("http://evil.example","click"), then "split"',
      before: { status: "disputed" },
      after: { status: "completed", creatorCents: 6000 },
      createdAt: new Date("2026-11-21T08:30:00Z"),
    },
  ]);
});
afterAll(() => t.close());

describe("the audit log", () => {
  it("lists newest first and filters by actor id or e-mail", async () => {
    const all = await list("");
    expect(all.entries.map((e) => e.action)).toEqual([
      "order.dispute_resolve",
      "report.dismiss",
      "report.dismiss",
      "report.dismiss",
      "user.unban",
      "user.ban",
    ]);
    expect(all.nextCursor).toBeNull();
    expect((await list(`actor=${admin.id}`)).entries.map((e) => e.action)).toEqual(["user.unban", "user.ban"]);
    const byEmail = await list(`actor=${encodeURIComponent(other.email.toUpperCase())}`);
    expect(byEmail.entries).toHaveLength(4);
    expect(byEmail.entries[0]!.actor).toEqual({ userId: other.id, name: "Otto Other", email: other.email });
    expect((await list("actor=nobody%40example.com")).entries).toEqual([]);
  });

  it("filters by target, by exact action or prefix, and by UTC days inclusive", async () => {
    expect((await list("targetType=user&targetId=u-1")).entries.map((e) => e.action)).toEqual(["user.unban", "user.ban"]);
    expect((await list("targetType=order")).entries.map((e) => e.target)).toEqual([{ type: "order", id: "o-1" }]);
    expect((await list("action=user.ban")).entries.map((e) => e.reason)).toEqual(["Spam"]);
    expect((await list("action=user.")).entries.map((e) => e.action)).toEqual(["user.unban", "user.ban"]);
    expect((await list("from=2026-11-19&to=2026-11-20")).entries.map((e) => e.action)).toEqual([
      "report.dismiss",
      "report.dismiss",
      "report.dismiss",
      "user.unban",
    ]);
    expect((await list("to=2026-11-18")).entries.map((e) => e.action)).toEqual(["user.ban"]);
    const resolved = (await list("action=order.dispute_resolve")).entries[0]!;
    expect(resolved).toMatchObject({ before: { status: "disputed" }, after: { status: "completed", creatorCents: 6000 } });
  });

  it("pages by keyset without skipping or repeating rows that share a timestamp", async () => {
    const seen: string[] = [];
    let cursor: string | null = "";
    let pages = 0;
    while (cursor !== null) {
      const page = await list(`limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.entries.map((e) => e.target?.id ?? ""));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen.toSorted()).toEqual(["o-1", "r-a", "r-b", "r-c", "u-1", "u-1"]);
  });

  it("refuses bad filters with 400 naming the field", async () => {
    for (const [query, field] of [
      ["from=2026-13-45", "from"],
      ["to=yesterday", "to"],
      ["from=2026-11-21&to=2026-11-20", "to"],
      ["limit=0", "limit"],
      ["cursor=not-a-cursor", "cursor"],
    ] as const) {
      const res = await t.request(`/api/v2/audit?${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
      expect((await json<{ error: { fields: Record<string, string> } }>(res)).error.fields).toHaveProperty(field);
    }
  });

  it("records a real admin action with its reason and before/after", async () => {
    const plans = (await json<{ data: { id: string; code: string }[] }>(await t.request("/api/v2/plans", { token: admin.token }))).data;
    const pro = plans.find((p) => p.code === "pro")!;
    const res = await t.request(`/api/v2/plans/${pro.id}`, {
      method: "PATCH",
      token: admin.token,
      body: { monthlyPriceCents: 21900, reason: "New Pro price" },
    });
    expect(res.status).toBe(200);
    const entries = (await list(`action=plan.price_change&targetType=plan&targetId=${pro.id}`)).entries;
    expect(entries.map((e) => [e.actor.userId, e.reason, e.before, e.after])).toEqual([
      [admin.id, "New Pro price", { monthlyPriceCents: 19900 }, { monthlyPriceCents: 21900 }],
    ]);
  });
});

describe("the CSV export", () => {
  it("is a download named by date, RFC 4180 quoted, formulas disarmed, with the same filters", async () => {
    const res = await t.request("/api/v2/audit.csv?targetType=order", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="reelbrief-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(await res.text()).toBe(
      "time_utc,actor_id,actor_email,action,target_type,target_id,reason,before,after,metadata\r\n" +
        `2026-11-21T08:30:00.000Z,${other.id},${other.email},order.dispute_resolve,order,o-1,` +
        `"'=HYPERLINK(""http://evil.example"",""click""), then ""split""",` +
        `"{""status"":""disputed""}","{""status"":""completed"",""creatorCents"":6000}",{}\r\n`,
    );
  });

  it("exports every filtered row across batches and refuses bad filters", async () => {
    const body = await (await t.request("/api/v2/audit.csv?action=report.dismiss", { token: admin.token })).text();
    expect(body.trimEnd().split("\r\n")).toHaveLength(4);
    expect((await t.request("/api/v2/audit.csv?from=nope", { token: admin.token })).status).toBe(400);
  });
});
