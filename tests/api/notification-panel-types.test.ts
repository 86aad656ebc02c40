import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema, type NotificationType } from "@/contracts/me";
import { activityResponseSchema, notificationsPageSchema } from "@/contracts/notifications";
import { createNotification } from "@/server/domain/notifications/create-notification";
import { listActivity } from "@/server/domain/notifications/list-activity";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * The bell shows exactly the notification types of its role: a creator NewMessage only; a brand
 * NewMessage, CreatorAssetUploaded and CreatorProposalSubmitted. Every other update (orders,
 * proposal decisions, payouts, withdrawals) stays stored and is listed on the dashboard's activity
 * list of the side it concerns, never in the panel or its unread count.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const id = () => randomUUID();
const DATA: Record<NotificationType, (side: "brand" | "creator") => unknown> = {
  NewMessage: () => ({ fromUser: { id: id() } }),
  CreatorAssetUploaded: () => ({ asset: { asset_source_key: id(), asset_secondary_source_key: id() } }),
  CreatorProposalSubmitted: () => ({ campaign_id: id(), proposal_id: id() }),
  CampaignProposalUpdated: () => ({ campaign_id: id(), proposal_id: id(), status: "shortlisted" }),
  OrderUpdated: (side) => ({ order_id: id(), side, event: "order.delivered" }),
  PayoutUpdated: () => ({ payout_id: id(), status: "paid" }),
  ProposalWithdrawn: () => ({ campaign_id: id(), proposal_id: id() }),
};

/** One unread notification of each type, in this order (the last is the newest). */
async function oneOfEach(user: TestUser, side: "brand" | "creator", types: NotificationType[]) {
  for (const type of types) {
    await createNotification(t.ctx.db, { userId: user.id, type, data: DATA[type](side), formattedMessage: type });
  }
}

async function panelOf(user: TestUser) {
  const me = meSchema.parse(await (await t.request("/api/auth/me", { token: user.token })).json());
  const res = await t.request("/api/v1/auth/notifications", { token: user.token });
  expect(res.status).toBe(200);
  const page = notificationsPageSchema.parse(await res.json());
  return {
    me: me.notifications.map((n) => n.notification_type),
    unread: me.unreadNotificationsCount,
    page: page.data.map((n) => n.notification_type),
  };
}

const ALL: NotificationType[] = [
  "NewMessage",
  "CreatorAssetUploaded",
  "CreatorProposalSubmitted",
  "CampaignProposalUpdated",
  "OrderUpdated",
  "PayoutUpdated",
  "ProposalWithdrawn",
];

describe("the bell shows its role's types only", () => {
  it("a creator's panel, unread count and pages hold NewMessage only; the rest is creator activity", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    await oneOfEach(creator, "creator", ["NewMessage", "CampaignProposalUpdated", "OrderUpdated", "PayoutUpdated"]);
    expect(await panelOf(creator)).toEqual({ me: ["NewMessage"], unread: 1, page: ["NewMessage"] });
    const activity = await listActivity(t.ctx.db, { userId: creator.id, area: "creator" });
    expect(activity.map((n) => n.notification_type)).toEqual(["PayoutUpdated", "OrderUpdated", "CampaignProposalUpdated"]);
  });

  it("a brand's panel holds NewMessage, CreatorAssetUploaded and CreatorProposalSubmitted; orders and withdrawals are brand activity", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    await oneOfEach(brand, "brand", [
      "NewMessage",
      "CreatorAssetUploaded",
      "CreatorProposalSubmitted",
      "OrderUpdated",
      "ProposalWithdrawn",
    ]);
    const newestFirst = ["CreatorProposalSubmitted", "CreatorAssetUploaded", "NewMessage"];
    expect(await panelOf(brand)).toEqual({ me: newestFirst, unread: 3, page: newestFirst });
    const activity = await listActivity(t.ctx.db, { userId: brand.id, area: "brand" });
    expect(activity.map((n) => n.notification_type)).toEqual(["ProposalWithdrawn", "OrderUpdated"]);
  });

  it("a user with both types gets the brand's panel; each order move is activity on its own side's dashboard", async () => {
    const both = await createUser(t, { types: ["brand", "creator"] });
    await oneOfEach(both, "creator", ALL);
    await oneOfEach(both, "brand", ["OrderUpdated"]);
    const newestFirst = ["CreatorProposalSubmitted", "CreatorAssetUploaded", "NewMessage"];
    expect(await panelOf(both)).toEqual({ me: newestFirst, unread: 3, page: newestFirst });
    const creatorSide = await listActivity(t.ctx.db, { userId: both.id, area: "creator" });
    expect(creatorSide.map((n) => [n.notification_type, n.notification_type === "OrderUpdated" ? n.data.side : null])).toEqual([
      ["PayoutUpdated", null],
      ["OrderUpdated", "creator"],
      ["CampaignProposalUpdated", null],
    ]);
    const brandSide = await listActivity(t.ctx.db, { userId: both.id, area: "brand" });
    expect(brandSide.map((n) => [n.notification_type, n.notification_type === "OrderUpdated" ? n.data.side : null])).toEqual([
      ["OrderUpdated", "brand"],
      ["ProposalWithdrawn", null],
    ]);
  });
});

describe("GET /api/v1/auth/activity", () => {
  it("answers the caller's activity of the area asked for, as the dashboards list it", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    await oneOfEach(creator, "creator", ["NewMessage", "CampaignProposalUpdated", "OrderUpdated", "PayoutUpdated"]);
    const other = await createUser(t, { types: ["creator"] });
    await oneOfEach(other, "creator", ["PayoutUpdated"]);
    const res = await t.request("/api/v1/auth/activity?area=creator", { token: creator.token });
    expect(res.status).toBe(200);
    const body = activityResponseSchema.parse(await res.json());
    expect(body.data).toEqual(await listActivity(t.ctx.db, { userId: creator.id, area: "creator" }));
    expect(body.data.map((n) => n.notification_type)).toEqual(["PayoutUpdated", "OrderUpdated", "CampaignProposalUpdated"]);
  });

  it("refuses an unknown area with 400 and a signed-out caller with 401", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const bad = await t.request("/api/v1/auth/activity?area=admin", { token: brand.token });
    expect(bad.status).toBe(400);
    expect((await t.request("/api/v1/auth/activity?area=brand")).status).toBe(401);
  });
});
