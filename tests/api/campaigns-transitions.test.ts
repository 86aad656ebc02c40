import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaign, campaignProposal, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { campaignMachine, type CampaignStatus } from "@/server/domain/campaigns/campaign-transitions";
import { proposalMachine, type ProposalStatus } from "@/server/domain/campaigns/proposal-transitions";
import type { Actor } from "@/server/domain/events/types";
import { tryEveryTransition } from "../support/try-every-transition";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

/*
 * Every allowed campaign and proposal move by its actor, every other one
 * refused with nothing written (decision 021's transition function, decision 028's tables).
 */

let t: TestApp;
let buyerAccountId: string;
let creatorId: string;
beforeAll(async () => {
  t = await createTestApp();
  const brand = await createUser(t, { types: ["brand"] });
  buyerAccountId = (await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null })).id;
  creatorId = (await createUser(t, { types: ["creator"] })).id;
});
afterAll(async () => {
  await t?.close();
});

const ACTORS: Actor[] = [
  { kind: "buyer", id: "b" },
  { kind: "creator", id: "c" },
  { kind: "admin", id: "a" },
  { kind: "provider", id: "sandbox" },
  { kind: "system" },
];

/** The test's own reading of docs/product/campaigns-and-proposals.md, independent of the tables under test. */
const LEGAL = {
  campaign: new Set([
    "draft>active:buyer",
    "active>paused:buyer",
    "active>paused:admin",
    "paused>active:buyer",
    // An unban resumes what the ban paused (decision 058).
    "paused>active:admin",
    "active>closed:buyer",
    "active>closed:system",
    "active>closed:admin",
    "paused>closed:buyer",
    "paused>closed:system",
    "paused>closed:admin",
    "closed>archived:buyer",
    "closed>archived:admin",
  ]),
  proposal: new Set([
    "submitted>shortlisted:buyer",
    "shortlisted>accepted:buyer",
    "submitted>rejected:buyer",
    "submitted>rejected:system",
    "submitted>rejected:admin",
    "shortlisted>rejected:buyer",
    "shortlisted>rejected:system",
    "shortlisted>rejected:admin",
    "submitted>withdrawn:creator",
    "shortlisted>withdrawn:creator",
  ]),
};

const CAMPAIGN_STATUSES: CampaignStatus[] = ["draft", "active", "paused", "closed", "archived"];
const PROPOSAL_STATUSES: ProposalStatus[] = ["submitted", "shortlisted", "accepted", "rejected", "withdrawn"];

async function campaignIn(status: CampaignStatus) {
  const [row] = await t.ctx.db
    .insert(campaign)
    .values({ buyerAccountId, status, title: "T", priceMinCents: 10_000, priceMaxCents: 10_000 })
    .returning({ id: campaign.id });
  return row!.id;
}

describe("campaign transition table", () => {
  it("allows exactly docs/product/campaigns-and-proposals.md's moves by their actors and refuses the rest, writing nothing", async () => {
    const { allowed, refused } = await tryEveryTransition(t.ctx.db, {
      machine: campaignMachine,
      statuses: CAMPAIGN_STATUSES,
      actors: ACTORS,
      legal: LEGAL.campaign,
      rowIn: campaignIn,
      table: campaign,
      patch: {},
    });
    expect(allowed).toBe(LEGAL.campaign.size);
    expect(refused).toBe(CAMPAIGN_STATUSES.length ** 2 * ACTORS.length - LEGAL.campaign.size);
  });
  it("a new campaign is a draft created by a buyer", () => {
    expect(campaignMachine.initial).toEqual({ status: "draft", by: ["buyer"] });
  });
});

describe("proposal transition table", () => {
  it("allows exactly docs/product/campaigns-and-proposals.md's moves by their actors and refuses the rest, writing nothing", async () => {
    const campaignId = await campaignIn("active");
    const rowIn = async (status: ProposalStatus) => {
      // A fresh creator each time (one live proposal per creator per campaign), inserted directly: a sign-up hashes a password.
      const creator = { id: randomUUID() };
      await t.ctx.db.insert(user).values({ id: creator.id, name: "C", email: `${creator.id}@test.reelbrief.com`, types: ["creator"] });
      const [row] = await t.ctx.db
        .insert(campaignProposal)
        .values({ campaignId, creatorUserId: creator.id, status, pitch: "p", priceCents: 10_000 })
        .returning({ id: campaignProposal.id });
      return row!.id;
    };
    const { allowed, refused } = await tryEveryTransition(t.ctx.db, {
      machine: proposalMachine,
      statuses: PROPOSAL_STATUSES,
      actors: ACTORS,
      legal: LEGAL.proposal,
      rowIn,
      table: campaignProposal,
      patch: {},
    });
    expect(allowed).toBe(LEGAL.proposal.size);
    expect(refused).toBe(PROPOSAL_STATUSES.length ** 2 * ACTORS.length - LEGAL.proposal.size);
  });
  it("a new proposal is submitted by a creator", () => {
    expect(proposalMachine.initial).toEqual({ status: "submitted", by: ["creator"] });
    expect(creatorId).toBeTruthy();
  });
});
