import { describe, it, expect } from "vitest";
import type { Notification, UserType } from "../contracts/me";
import { hasUnread, isUnread, notificationHref } from "./notification-target";

const base = { id: "n", read_at: null, created_at: "2024-01-01T00:00:00Z", formatted_message: "m" };
const newMessage: Notification = {
  ...base,
  notification_type: "NewMessage",
  data: { fromUser: { id: "user-7" } },
};
const assetUploaded: Notification = {
  ...base,
  notification_type: "CreatorAssetUploaded",
  data: { asset: { asset_source_key: "camp-1", asset_secondary_source_key: "prop-2" } },
};
const proposalSubmitted: Notification = {
  ...base,
  notification_type: "CreatorProposalSubmitted",
  data: { campaign_id: "camp-3", proposal_id: "prop-4" },
};

const who = (is_brand: boolean, types: UserType[]) => ({ is_brand, types });
const creator = who(false, ["creator"]);
const brand = who(true, ["brand"]);

describe("notificationHref (docs/product/messages-and-notifications.md table)", () => {
  it("NewMessage for a creator goes to /inbox/{fromUserId}", () => {
    expect(notificationHref(newMessage, creator)).toBe("/inbox/user-7");
  });
  it("NewMessage for a brand goes to /platform/creators/{fromUserId}", () => {
    expect(notificationHref(newMessage, brand)).toBe("/platform/creators/user-7");
    expect(notificationHref(newMessage, who(false, ["brand"]))).toBe("/platform/creators/user-7");
  });
  it("NewMessage for a user with both types goes to the brand target", () => {
    expect(notificationHref(newMessage, who(false, ["creator", "brand"]))).toBe("/platform/creators/user-7");
  });
  it("CreatorAssetUploaded goes to the proposal's assets page", () => {
    expect(notificationHref(assetUploaded, brand)).toBe("/platform/campaigns/camp-1/proposals/prop-2/assets");
  });
  it("CreatorProposalSubmitted goes to the proposal page", () => {
    expect(notificationHref(proposalSubmitted, brand)).toBe("/platform/campaigns/camp-3/proposals/prop-4");
  });
  it("OrderUpdated opens the order on the side the notification was made for (decision 035)", () => {
    const base = { ...newMessage, notification_type: "OrderUpdated" as const };
    expect(notificationHref({ ...base, data: { order_id: "o-1", side: "brand", event: "order.delivered" } }, brand)).toBe(
      "/platform/orders/o-1",
    );
    expect(notificationHref({ ...base, data: { order_id: "o-1", side: "creator", event: "order.created" } }, creator)).toBe(
      "/dashboard/orders/o-1",
    );
  });
  it("PayoutUpdated opens the payouts settings; ProposalWithdrawn the proposal page", () => {
    expect(notificationHref({ ...newMessage, notification_type: "PayoutUpdated", data: { payout_id: "p", status: "paid" } }, creator)).toBe(
      "/dashboard/settings/payouts",
    );
    expect(
      notificationHref({ ...newMessage, notification_type: "ProposalWithdrawn", data: { campaign_id: "c", proposal_id: "p" } }, brand),
    ).toBe("/platform/campaigns/c/proposals/p");
  });
  it("encodes ids so they stay one path segment", () => {
    const odd: Notification = { ...newMessage, data: { fromUser: { id: "../a b?x" } } };
    expect(notificationHref(odd, creator)).toBe("/inbox/..%2Fa%20b%3Fx");
  });
});

describe("isUnread / hasUnread (docs/product/messages-and-notifications.md)", () => {
  it("a notification is unread while read_at is empty", () => {
    expect(isUnread({ read_at: null })).toBe(true);
    expect(isUnread({ read_at: "" })).toBe(true);
    expect(isUnread({ read_at: "2024-01-02T00:00:00Z" })).toBe(false);
  });
  it("hasUnread is true if any notification is unread", () => {
    expect(hasUnread([{ read_at: "2024-01-02T00:00:00Z" }, { read_at: null }])).toBe(true);
  });
  it("hasUnread is false when all are read or there are none", () => {
    expect(hasUnread([{ read_at: "2024-01-02T00:00:00Z" }])).toBe(false);
    expect(hasUnread([])).toBe(false);
  });
});
