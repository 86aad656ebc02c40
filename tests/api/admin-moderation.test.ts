import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, campaign, contentReport, creatorProfile, message } from "@/server/db/schema";
import { completeCreatorProfile } from "../support/creator-profile-fixtures";
import { orderWorld, purchaseBody, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Moderation end to end: users report what they see (one open report per reporter and target),
 * admins work the queue, and hidden content leaves every other user's listings and pages while its
 * owner sees why. Every admin change writes its audit row with reason and before/after.
 */

/** Reports one person may file in an hour, written here rather than imported from the code under test. */
const REPORTS_PER_HOUR = 20;

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin", name: "Ada Admin" });
});
afterAll(() => t.close());

interface World extends OrderWorld {
  campaignId: string;
  customUrl: string;
  /** Another listed creator: reports things and browses campaigns. */
  reporter: TestUser;
}

async function world(): Promise<World> {
  const w = await orderWorld(t, { walletCents: 100_000 });
  const [c] = await t.ctx.db
    .insert(campaign)
    .values({
      buyerAccountId: w.buyerAccountId,
      brandProfileId: w.brandProfileId,
      createdByUserId: w.brand.id,
      status: "active",
      title: `Serum launch ${randomUUID().slice(0, 6)}`,
      productName: "Glow Serum",
      description: "Film your morning routine with the serum.",
      priceMinCents: 15_000,
      priceMaxCents: 15_000,
      publishedAt: new Date(),
    })
    .returning({ id: campaign.id });
  const [profile] = await t.ctx.db
    .select({ customUrl: creatorProfile.customUrl })
    .from(creatorProfile)
    .where(eq(creatorProfile.userId, w.creator.id));
  const reporter = await createUser(t, { types: ["creator"] });
  await t.ctx.db.insert(creatorProfile).values(completeCreatorProfile(reporter.id));
  return { ...w, campaignId: c!.id, customUrl: profile!.customUrl!, reporter };
}

async function call<T = unknown>(user: TestUser | undefined, path: string, body?: unknown) {
  const res = await t.request(path, { token: user?.token, body });
  return { status: res.status, body: (await res.json()) as T };
}
type Data<T> = { data: T };
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

const report = (user: TestUser, targetType: string, targetId: string, reason = "Misleading claims about results") =>
  call<Data<{ id: string; duplicate: boolean }>>(user, "/api/v1/auth/reports", { targetType, targetId, reason });

async function auditRows(action: string, targetId: string) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

async function openConversation(a: TestUser, b: TestUser) {
  const res = await call<Data<{ id: string }>>(a, "/api/v1/auth/conversations", { userId: b.id });
  return res.body.data.id;
}
async function send(u: TestUser, conversationId: string, body: string) {
  const res = await call<Data<{ id: string }>>(u, `/api/v1/auth/conversation/${conversationId}/messages`, { body });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

describe("users report content", () => {
  it("a campaign, a package, a creator profile and a message each become one open report and one audit row", async () => {
    const w = await world();
    const conversationId = await openConversation(w.brand, w.reporter);
    const messageId = await send(w.brand, conversationId, "Send me your bank password");

    const targets = [
      ["campaign", w.campaignId, w.brand.id],
      ["package", w.packageId, w.creator.id],
      ["creator_profile", w.creator.id, w.creator.id],
      ["message", messageId, w.brand.id],
    ] as const;
    for (const [type, id, owner] of targets) {
      const res = await report(w.reporter, type, id);
      expect(res.status, type).toBe(201);
      expect(res.body.data.duplicate).toBe(false);
      const [row] = await t.ctx.db.select().from(contentReport).where(eq(contentReport.id, res.body.data.id));
      expect(row).toMatchObject({
        reporterUserId: w.reporter.id,
        targetType: type,
        targetId: id,
        targetUserId: owner,
        status: "open",
        reason: "Misleading claims about results",
        conversationId: type === "message" ? conversationId : null,
      });
      const audits = await auditRows("report.create", id);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorUserId: w.reporter.id, targetType: type, metadata: { reportId: res.body.data.id } });
    }
  });

  it("reporting the same thing again while it is open files nothing new", async () => {
    const w = await world();
    const first = await report(w.reporter, "campaign", w.campaignId);
    const again = await report(w.reporter, "campaign", w.campaignId, "Still misleading");
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ id: first.body.data.id, duplicate: true });
    const rows = await t.ctx.db.select().from(contentReport).where(eq(contentReport.targetId, w.campaignId));
    expect(rows).toHaveLength(1);
    expect(await auditRows("report.create", w.campaignId)).toHaveLength(1);
  });

  it("nobody reports their own content", async () => {
    const w = await world();
    const own = [
      [w.brand, "campaign", w.campaignId],
      [w.creator, "package", w.packageId],
      [w.creator, "creator_profile", w.creator.id],
    ] as const;
    for (const [who, type, id] of own) {
      const res = await report(who, type, id);
      expect(res.status, type).toBe(400);
      expect((res.body as unknown as ErrorBody).error.fields).toEqual({ targetId: "You cannot report your own content" });
    }
    const conversationId = await openConversation(w.brand, w.reporter);
    const mine = await send(w.reporter, conversationId, "hello");
    expect((await report(w.reporter, "message", mine)).status).toBe(400);
    expect(await t.ctx.db.select().from(contentReport).where(eq(contentReport.targetUserId, w.creator.id))).toHaveLength(0);
  });

  it("bad input is a 400 naming the field; unknown or unseen targets are 404; signed out is 401; nothing is written", async () => {
    const w = await world();
    const bad = await call<ErrorBody>(w.reporter, "/api/v1/auth/reports", {
      targetType: "spaceship",
      targetId: w.campaignId,
      reason: "Bad",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(["targetType"]);
    const short = await call<ErrorBody>(w.reporter, "/api/v1/auth/reports", {
      targetType: "campaign",
      targetId: w.campaignId,
      reason: " ",
    });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.error.fields ?? {})).toEqual(["reason"]);
    expect((await report(w.reporter, "campaign", randomUUID())).status).toBe(404);
    expect((await report(w.reporter, "package", "not-a-uuid")).status).toBe(404);
    // A message of a conversation the reporter is not part of.
    const stranger = await createUser(t);
    const conversationId = await openConversation(w.brand, stranger);
    const theirs = await send(w.brand, conversationId, "private words");
    expect((await report(w.reporter, "message", theirs)).status).toBe(404);
    expect((await call(undefined, "/api/v1/auth/reports", { targetType: "campaign", targetId: w.campaignId, reason: "Bad!" })).status).toBe(
      401,
    );
    expect(await t.ctx.db.select().from(contentReport).where(eq(contentReport.reporterUserId, w.reporter.id))).toHaveLength(0);
  });

  it(`report ${REPORTS_PER_HOUR + 1} within an hour is refused with 429`, async () => {
    const w = await world();
    await t.ctx.db.insert(contentReport).values(
      Array.from({ length: REPORTS_PER_HOUR }, (_, i) => ({
        reporterUserId: w.reporter.id,
        targetType: "user" as const,
        targetId: `someone-${i}`,
        reason: "earlier report",
      })),
    );
    const refused = await report(w.reporter, "campaign", w.campaignId);
    expect(refused.status).toBe(429);
    expect(await t.ctx.db.select().from(contentReport).where(eq(contentReport.targetId, w.campaignId))).toHaveLength(0);
  });

  it("reporting the other person of a conversation queues a report about them with the conversation", async () => {
    const w = await world();
    const conversationId = await openConversation(w.reporter, w.brand);
    const res = await call(w.reporter, `/api/v1/auth/conversation/${conversationId}/report`, { reason: "abusive" });
    expect(res.status).toBe(202);
    const [row] = await t.ctx.db.select().from(contentReport).where(eq(contentReport.reporterUserId, w.reporter.id));
    expect(row).toMatchObject({ targetType: "user", targetId: w.brand.id, targetUserId: w.brand.id, conversationId, status: "open" });
  });
});

describe("the admins' moderation queue", () => {
  it("lists open reports oldest first with who reported what, and pages", async () => {
    const w = await world();
    const a = await report(w.reporter, "campaign", w.campaignId, "First one");
    const b = await report(w.reporter, "package", w.packageId, "Second one");
    type Page = { items: { id: string; reason: string; targetLabel: string; reporter: { id: string } }[]; total: number; pageSize: number };
    const first = await call<Data<Page>>(admin, "/api/v2/reports?status=open");
    expect(first.status).toBe(200);
    expect(first.body.data.pageSize).toBe(20);
    const pages = Math.ceil(first.body.data.total / 20);
    const all = [...first.body.data.items];
    for (let page = 2; page <= pages; page += 1) {
      const next = await call<Data<Page>>(admin, `/api/v2/reports?status=open&page=${page}`);
      expect(next.body.data.items.length).toBeLessThanOrEqual(20);
      all.push(...next.body.data.items);
    }
    expect(all).toHaveLength(first.body.data.total);
    // The two just filed are the newest open reports: last in the queue, in the order they came.
    expect(all.slice(-2).map((i) => [i.id, i.reason, i.targetLabel, i.reporter.id])).toEqual([
      [a.body.data.id, "First one", expect.stringMatching(/^Serum launch /), w.reporter.id],
      [b.body.data.id, "Second one", "Two TikTok videos", w.reporter.id],
    ]);
    const bad = await call<ErrorBody>(admin, "/api/v2/reports?status=maybe");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(["status"]);
  });

  it("a reported message is shown among its neighbours, and reading them is audited", async () => {
    const w = await world();
    const conversationId = await openConversation(w.brand, w.reporter);
    await send(w.brand, conversationId, "Hi there");
    await send(w.reporter, conversationId, "Hello");
    const bad = await send(w.brand, conversationId, "Pay me outside Reelbrief");
    await send(w.reporter, conversationId, "No thanks");
    const filed = await report(w.reporter, "message", bad);
    const res = await call<Data<{ content: { messages: { body: string; isReported: boolean }[] }; targetUser: { id: string } }>>(
      admin,
      `/api/v2/reports/${filed.body.data.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.targetUser.id).toBe(w.brand.id);
    expect(res.body.data.content.messages.map((m) => [m.body, m.isReported])).toEqual([
      ["Hi there", false],
      ["Hello", false],
      ["Pay me outside Reelbrief", true],
      ["No thanks", false],
    ]);
    const [audit] = await auditRows("moderation.read_messages", filed.body.data.id);
    expect(audit).toMatchObject({ actorUserId: admin.id, targetType: "content_report", metadata: { conversationId } });
    expect(await t.ctx.db.select().from(message).where(eq(message.conversationId, conversationId))).toHaveLength(4);
  });

  it("dismissing needs a reason, writes its audit row and works once", async () => {
    const w = await world();
    const filed = await report(w.reporter, "campaign", w.campaignId);
    const id = filed.body.data.id;
    const noReason = await call<ErrorBody>(admin, `/api/v2/reports/${id}/dismiss`, { reason: "" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toEqual({ reason: "Give a reason of at least 3 characters" });
    expect((await t.ctx.db.select().from(contentReport).where(eq(contentReport.id, id)))[0]!.status).toBe("open");

    const ok = await call(admin, `/api/v2/reports/${id}/dismiss`, { reason: "Claims are allowed" });
    expect(ok.status).toBe(200);
    const [row] = await t.ctx.db.select().from(contentReport).where(eq(contentReport.id, id));
    expect(row).toMatchObject({ status: "dismissed", resolvedByUserId: admin.id, resolutionNote: "Claims are allowed" });
    const [audit] = await auditRows("moderation.dismiss", id);
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      reason: "Claims are allowed",
      before: { status: "open" },
      after: { status: "dismissed" },
    });
    expect((await call(admin, `/api/v2/reports/${id}/dismiss`, { reason: "again" })).status).toBe(409);
    expect((await call(admin, `/api/v2/reports/${randomUUID()}/dismiss`, { reason: "nothing" })).status).toBe(404);
    const dismissed = await call<Data<{ items: { id: string }[] }>>(admin, "/api/v2/reports?status=dismissed");
    expect(dismissed.body.data.items.map((i) => i.id)).toContain(id);
  });
});

describe("hiding and restoring", () => {
  const browse = async (creator: TestUser) =>
    (await call<Data<{ id: string }[]>>(creator, "/api/v1/auth/campaigns/view?page=1")).body.data.map((c) => c.id);

  it("a hidden campaign leaves creators' browse and detail, its owner sees why, and restore brings it back", async () => {
    const w = await world();
    const filed = await report(w.reporter, "campaign", w.campaignId);
    expect(await browse(w.reporter)).toContain(w.campaignId);

    const hidden = await call<Data<{ reportsActioned: number; hiddenReason: string }>>(
      admin,
      `/api/v2/moderation/campaign/${w.campaignId}/hide`,
      { reason: "Promises medical results" },
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ reportsActioned: 1, hiddenReason: "Promises medical results" });
    expect(await browse(w.reporter)).not.toContain(w.campaignId);
    expect((await call(w.reporter, `/api/v1/auth/campaigns/${w.campaignId}/view`)).status).toBe(404);
    const owner = await call<Data<{ hidden_reason: string | null; hidden_at: string | null }>>(
      w.brand,
      `/api/v1/auth/campaigns/${w.campaignId}`,
    );
    expect(owner.status).toBe(200);
    expect(owner.body.data.hidden_reason).toBe("Promises medical results");
    const [actioned] = await t.ctx.db.select().from(contentReport).where(eq(contentReport.id, filed.body.data.id));
    expect(actioned).toMatchObject({ status: "actioned", resolvedByUserId: admin.id, resolutionNote: "Promises medical results" });
    const [audit] = await auditRows("moderation.hide", w.campaignId);
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      targetType: "campaign",
      reason: "Promises medical results",
      before: { hiddenAt: null, hiddenReason: null },
      after: { hiddenReason: "Promises medical results" },
    });
    expect((await call(admin, `/api/v2/moderation/campaign/${w.campaignId}/hide`, { reason: "twice" })).status).toBe(409);

    const restored = await call(admin, `/api/v2/moderation/campaign/${w.campaignId}/restore`, { reason: "Claims were removed" });
    expect(restored.status).toBe(200);
    expect(await browse(w.reporter)).toContain(w.campaignId);
    const back = await call<Data<{ hidden_reason: string | null }>>(w.brand, `/api/v1/auth/campaigns/${w.campaignId}`);
    expect(back.body.data.hidden_reason).toBeNull();
    const [restoreAudit] = await auditRows("moderation.restore", w.campaignId);
    expect(restoreAudit).toMatchObject({
      reason: "Claims were removed",
      before: { hiddenReason: "Promises medical results" },
      after: { hiddenAt: null, hiddenReason: null },
    });
    expect((await call(admin, `/api/v2/moderation/campaign/${w.campaignId}/restore`, { reason: "twice" })).status).toBe(409);
  });

  it("a hidden package is off the creator's page and cannot be bought; its owner sees why", async () => {
    const w = await world();
    const packagesOnPage = async () =>
      (await call<Data<{ packages: { id: string }[] }>>(undefined, `/api/v1/creators/${w.customUrl}`)).body.data.packages.map((p) => p.id);
    expect(await packagesOnPage()).toEqual([w.packageId]);

    expect((await call(admin, `/api/v2/moderation/package/${w.packageId}/hide`, { reason: "Copied someone's work" })).status).toBe(200);
    expect(await packagesOnPage()).toEqual([]);
    const buy = await call(w.brand, "/api/v1/auth/orders", purchaseBody(w));
    expect(buy.status).toBe(404);
    const own = await call<Data<{ id: string; hiddenReason: string | null }[]>>(w.creator, "/api/v1/creator-packages");
    expect(own.body.data.map((p) => [p.id, p.hiddenReason])).toEqual([[w.packageId, "Copied someone's work"]]);

    expect((await call(admin, `/api/v2/moderation/package/${w.packageId}/restore`, { reason: "Proof of authorship" })).status).toBe(200);
    expect(await packagesOnPage()).toEqual([w.packageId]);
    expect((await call(w.brand, "/api/v1/auth/orders", purchaseBody(w))).status).toBe(201);
  });

  it("a hidden creator profile leaves the directory and its page; the owner sees why", async () => {
    const w = await world();
    const lastName = `Hidewell${randomUUID().slice(0, 6)}`;
    await t.ctx.db.update(creatorProfile).set({ lastName }).where(eq(creatorProfile.userId, w.creator.id));
    const inDirectory = async () => {
      const res = await call<Data<{ userId: string }[]>>(undefined, `/api/v1/creators?q=${lastName}`);
      expect(res.status).toBe(200);
      return res.body.data.some((c) => c.userId === w.creator.id);
    };
    expect(await inDirectory()).toBe(true);

    expect(
      (await call(admin, `/api/v2/moderation/creator_profile/${w.creator.id}/hide`, { reason: "Impersonates a celebrity" })).status,
    ).toBe(200);
    expect((await call(undefined, `/api/v1/creators/${w.customUrl}`)).status).toBe(404);
    expect(await inDirectory()).toBe(false);
    const own = await call<Data<{ is_listed: boolean; hidden_reason: string | null }>>(w.creator, "/api/v1/creators/me/profile");
    expect(own.body.data).toMatchObject({ is_listed: false, hidden_reason: "Impersonates a celebrity" });
    expect((await call(w.brand, "/api/v1/auth/orders", purchaseBody(w))).status).toBe(404);

    expect((await call(admin, `/api/v2/moderation/creator_profile/${w.creator.id}/restore`, { reason: "Verified identity" })).status).toBe(
      200,
    );
    expect((await call(undefined, `/api/v1/creators/${w.customUrl}`)).status).toBe(200);
    expect(await inDirectory()).toBe(true);
  });

  it("hiding from a person's report answers that report too; bad type or id are refused and change nothing", async () => {
    const w = await world();
    const conversationId = await openConversation(w.reporter, w.creator);
    await call(w.reporter, `/api/v1/auth/conversation/${conversationId}/report`, { reason: "fake persona" });
    const [personReport] = await t.ctx.db.select().from(contentReport).where(eq(contentReport.reporterUserId, w.reporter.id));
    const hidden = await call<Data<{ reportsActioned: number }>>(admin, `/api/v2/moderation/creator_profile/${w.creator.id}/hide`, {
      reason: "Fake persona",
      reportId: personReport!.id,
    });
    expect(hidden.body.data.reportsActioned).toBe(1);
    expect((await t.ctx.db.select().from(contentReport).where(eq(contentReport.id, personReport!.id)))[0]!.status).toBe("actioned");

    const badType = await call<ErrorBody>(admin, `/api/v2/moderation/user/${w.creator.id}/hide`, { reason: "Nope nope" });
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.body.error.fields ?? {})).toEqual(["type"]);
    expect((await call(admin, `/api/v2/moderation/package/${randomUUID()}/hide`, { reason: "Nope nope" })).status).toBe(404);
    expect((await call(admin, `/api/v2/moderation/campaign/${w.campaignId}/hide`, { reason: "" })).status).toBe(400);
    const [c] = await t.ctx.db.select({ hiddenAt: campaign.hiddenAt }).from(campaign).where(eq(campaign.id, w.campaignId));
    expect(c!.hiddenAt).toBeNull();
  });
});
