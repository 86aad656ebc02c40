import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaign, campaignProposal, creatorProfile, user } from "@/server/db/schema";
import { orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * A campaign's proposal list reads a creator's account name and image only where the profile lacks
 * a name or an avatar (src/server/domain/campaigns/list-proposals.ts). Each creator must be shown
 * there exactly as the single proposal, which always reads the account, shows them.
 */

let t: TestApp;
let w: OrderWorld;
let campaignId: string;

/** Creators by what their profile holds; each account has its own name and image. */
const PROFILES: Record<string, { firstName?: string | null; lastName?: string | null; avatar?: string | null } | null> = {
  complete: { firstName: "Ada", lastName: "Lovelace", avatar: "/a/ada.png" },
  "no avatar": { firstName: "Noor", lastName: null, avatar: null },
  "blank name": { firstName: "   ", lastName: "", avatar: "/a/blank.png" },
  "no-break space name": { firstName: "\u00a0", lastName: "\u2003", avatar: "/a/nbsp.png" },
  "last name only": { firstName: null, lastName: "Okafor", avatar: "/a/okafor.png" },
  "punctuation only": { firstName: "—", lastName: null, avatar: "/a/dash.png" },
  "nothing filled in": { firstName: null, lastName: null, avatar: null },
  "no profile at all": null,
};

const idOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t, { walletCents: 0, priceCents: 10_000, videos: 1 });
  const [c] = await t.ctx.db.insert(campaign).values({ buyerAccountId: w.buyerAccountId, title: "Fallbacks" }).returning();
  campaignId = c!.id;
  for (const [label, profile] of Object.entries(PROFILES)) {
    const id = randomUUID();
    idOf.set(label, id);
    await t.ctx.db.insert(user).values({ id, name: `Account of ${label}`, email: `${id}@example.test`, image: `/img/${id}.png` });
    if (profile) await t.ctx.db.insert(creatorProfile).values({ userId: id, ...profile });
    await t.ctx.db.insert(campaignProposal).values({ campaignId, creatorUserId: id, pitch: label, priceCents: 10_000 });
  }
}, 120_000);
afterAll(() => t?.close());

describe("the proposal list's creator name and avatar", () => {
  it("match the single proposal's for every state of the profile", async () => {
    const brand = t.as(w.brand.token).v1;
    const { data: list } = await brand.call("GET /auth/campaigns/:id/proposals", { param: { id: campaignId } });
    expect(list).toHaveLength(Object.keys(PROFILES).length);
    for (const listed of list) {
      const { data: single } = await brand.call("GET /auth/campaign/proposals/:id", { param: { id: listed.id } });
      expect({ label: listed.pitch, name: listed.creator.name, avatar: listed.creator.avatar }).toEqual({
        label: single.pitch,
        name: single.creator.name,
        avatar: single.creator.avatar,
      });
    }
  });

  it("fall back to the account's where the profile has none, and not otherwise", async () => {
    const { data: list } = await t.as(w.brand.token).v1.call("GET /auth/campaigns/:id/proposals", { param: { id: campaignId } });
    const byLabel = new Map(list.map((p) => [p.pitch, p.creator]));
    const shown = (label: string) => ({ name: byLabel.get(label)!.name, avatar: byLabel.get(label)!.avatar });
    expect(shown("complete")).toEqual({ name: "Ada Lovelace", avatar: "/a/ada.png" });
    expect(shown("no avatar")).toEqual({ name: "Noor", avatar: `/img/${idOf.get("no avatar")}.png` });
    expect(shown("blank name")).toEqual({ name: "Account of blank name", avatar: "/a/blank.png" });
    expect(shown("no-break space name")).toEqual({ name: "Account of no-break space name", avatar: "/a/nbsp.png" });
    expect(shown("last name only")).toEqual({ name: "Okafor", avatar: "/a/okafor.png" });
    expect(shown("punctuation only")).toEqual({ name: "—", avatar: "/a/dash.png" });
    expect(shown("nothing filled in")).toEqual({
      name: "Account of nothing filled in",
      avatar: `/img/${idOf.get("nothing filled in")}.png`,
    });
    expect(shown("no profile at all")).toEqual({
      name: "Account of no profile at all",
      avatar: `/img/${idOf.get("no profile at all")}.png`,
    });
  });
});
