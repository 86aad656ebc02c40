import { describe, it, expect } from "vitest";
import type { Notification, UserType } from "../contracts/me";
import {
  canSeeWalletButton,
  isBrand,
  isCreator,
  primaryRole,
  homeHref,
  messagesHref,
  profileLinkHref,
  visibleNotifications,
  visibleNotificationTypes,
} from "./roles";

const roles = (
  over: Partial<{
    is_brand: boolean;
    is_creator: boolean;
    types: UserType[];
    did_onboard: boolean;
  }>,
): { is_brand: boolean; is_creator: boolean; types: UserType[]; did_onboard: boolean } => ({
  is_brand: false,
  is_creator: false,
  types: [],
  did_onboard: true,
  ...over,
});

const creator = roles({ is_creator: true, types: ["creator"] });
const brand = roles({ is_brand: true, types: ["brand"] });
const both = roles({ is_creator: true, types: ["creator", "brand"] });
const none = roles({ did_onboard: false });

const base = { read_at: null, created_at: "2024-01-01T00:00:00Z", formatted_message: "m" };
const message: Notification = {
  ...base,
  id: "n1",
  notification_type: "NewMessage",
  data: { fromUser: { id: "u1" } },
};
const asset: Notification = {
  ...base,
  id: "n2",
  notification_type: "CreatorAssetUploaded",
  data: { asset: { asset_source_key: "c1", asset_secondary_source_key: "p1" } },
};
const proposal: Notification = {
  ...base,
  id: "n3",
  notification_type: "CreatorProposalSubmitted",
  data: { campaign_id: "c1", proposal_id: "p1" },
};
const allNotifications = [asset, message, proposal];

const order: Notification = {
  ...base,
  id: "n4",
  notification_type: "OrderUpdated",
  data: { order_id: "o1", side: "creator", event: "order.delivered" },
};
const proposalUpdate: Notification = {
  ...base,
  id: "n5",
  notification_type: "CampaignProposalUpdated",
  data: { campaign_id: "c1", proposal_id: "p1", status: "accepted" },
};
const payout: Notification = { ...base, id: "n6", notification_type: "PayoutUpdated", data: { payout_id: "x1", status: "paid" } };
const withdrawn: Notification = {
  ...base,
  id: "n7",
  notification_type: "ProposalWithdrawn",
  data: { campaign_id: "c1", proposal_id: "p1" },
};
const everything = [asset, message, proposal, order, proposalUpdate, payout, withdrawn];

describe("visibleNotificationTypes / visibleNotifications (docs/product/roles-and-accounts.md)", () => {
  it("a creator's panel shows NewMessage only", () => {
    expect(visibleNotificationTypes(creator)).toEqual(["NewMessage"]);
    expect(visibleNotifications({ ...creator, notifications: everything })).toEqual([message]);
  });
  it("a brand's panel shows NewMessage, CreatorAssetUploaded and CreatorProposalSubmitted only", () => {
    expect([...visibleNotificationTypes(brand)].sort()).toEqual(["CreatorAssetUploaded", "CreatorProposalSubmitted", "NewMessage"]);
    expect(visibleNotifications({ ...brand, notifications: everything })).toEqual(allNotifications);
  });
  it("a user with both types is treated as a brand", () => {
    expect(visibleNotifications({ ...both, notifications: everything })).toEqual(allNotifications);
  });
  it("a user without a role sees the creator set", () => {
    expect(visibleNotificationTypes(none)).toEqual(["NewMessage"]);
  });
  it("is empty when signed out or when there are no notifications", () => {
    expect(visibleNotifications(null)).toEqual([]);
    expect(visibleNotifications({ ...brand, notifications: [] })).toEqual([]);
  });
});

describe("role predicates are re-exported from roles", () => {
  it("exposes isBrand, isCreator and primaryRole", () => {
    expect(isBrand(both)).toBe(true);
    expect(isCreator(creator)).toBe(true);
    expect(primaryRole(both)).toBe("brand");
  });
});

describe("canSeeWalletButton (docs/product/money.md Header, docs/product/roles-and-accounts.md)", () => {
  it("shows for a brand who finished onboarding", () => {
    expect(canSeeWalletButton(brand)).toBe(true);
  });
  it("shows for a user with both types (acts as a brand)", () => {
    expect(canSeeWalletButton(both)).toBe(true);
  });
  it("hides for a creator", () => {
    expect(canSeeWalletButton(creator)).toBe(false);
  });
  it("hides for a brand who has not finished onboarding", () => {
    expect(canSeeWalletButton({ ...brand, did_onboard: false })).toBe(false);
  });
  it("hides for a user with no types (onboarding not complete)", () => {
    expect(canSeeWalletButton(roles({ did_onboard: true }))).toBe(false);
  });
  it("hides when signed out", () => {
    expect(canSeeWalletButton(null)).toBe(false);
  });
});

describe("navigation targets (docs/product/screens-and-navigation.md)", () => {
  it("messagesHref: /inbox for a creator, /platform/inbox for a brand", () => {
    expect(messagesHref(creator)).toBe("/inbox");
    expect(messagesHref(brand)).toBe("/platform/inbox");
    expect(messagesHref(both)).toBe("/platform/inbox");
  });
  it("homeHref: /platform for a brand, /dashboard otherwise", () => {
    expect(homeHref(brand)).toBe("/platform");
    expect(homeHref(roles({ is_brand: true }))).toBe("/platform");
    expect(homeHref(roles({ types: ["brand"] }))).toBe("/platform");
    expect(homeHref(creator)).toBe("/dashboard");
    expect(homeHref(none)).toBe("/dashboard");
    expect(homeHref(null)).toBe("/dashboard");
  });
  it("profileLinkHref: /dashboard if types include brand, else /dashboard/settings", () => {
    expect(profileLinkHref(brand)).toBe("/dashboard");
    expect(profileLinkHref(both)).toBe("/dashboard");
    expect(profileLinkHref(creator)).toBe("/dashboard/settings");
    expect(profileLinkHref(null)).toBe("/dashboard/settings");
  });
  it("profileLinkHref reads types only, as docs/product states (is_brand alone does not count)", () => {
    expect(profileLinkHref(roles({ is_brand: true, types: [] }))).toBe("/dashboard/settings");
  });
});
