import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerAccount, mailOutbox, member } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Seats come from the organization's real subscription (docs/product/plans-and-limits.md): the Starter plan has one
 * seat and sells extra seats at $15 a month; the organization pays from its own wallet, topped up
 * through the sandbox checkout. Each test makes its own organization, so none depends on another.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Organization {
  owner: TestUser;
  orgId: string;
  invite: (email: string, role?: string) => Promise<Response>;
  /** Buys (or changes to) the Starter plan with extra seats, as the owner does in Settings. */
  starterWithExtraSeats: (extraSeats: number, method: "POST" | "PUT") => Promise<void>;
}

/** A new organization owned by a new brand user, its wallet funded: one seat in use, no plan yet. */
async function newOrganization(): Promise<Organization> {
  const owner = await createUser(t, { types: ["brand"], name: "Olive Owner" });
  const res = await t.request("/api/auth/organization/create", {
    token: owner.token,
    body: { name: "Glow Agency", slug: `glow-${owner.id.toLowerCase()}` },
  });
  expect(res.status).toBe(200);
  const orgId = ((await res.json()) as { id: string }).id;
  // The new organization is the owner's active account: this top-up lands in its wallet.
  const topUp = await t.request("/api/v1/auth/sandbox/add-wallet-funds", { token: owner.token, body: { amount: 20_000 } });
  const { id } = ((await topUp.json()) as { data: { id: string } }).data;
  expect((await t.request(`/api/v1/payments/sandbox/${id}`, { body: { action: "pay" } })).status).toBe(200);
  return {
    owner,
    orgId,
    invite: (email, role = "member") =>
      t.request("/api/auth/organization/invite-member", { token: owner.token, body: { email, role, organizationId: orgId } }),
    starterWithExtraSeats: async (extraSeats, method) => {
      const res = await t.request("/api/v1/auth/subscriptions", {
        token: owner.token,
        method,
        body: { plan: "starter", extra_seats: extraSeats },
      });
      expect(res.status).toBe(method === "POST" ? 201 : 200);
    },
  };
}

describe("organizations and seats", () => {
  it("creates the organization's buyer account with it", async () => {
    const { orgId } = await newOrganization();
    const rows = await t.ctx.db.select().from(buyerAccount).where(eq(buyerAccount.organizationId, orgId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe("organization");
  });

  it("refuses an invitation when every seat is taken, naming the limit", async () => {
    // No plan yet: the owner's own seat is the only one.
    const { invite } = await newOrganization();
    const res = await invite("no-seat@test.reelbrief.com");
    expect(res.status).toBe(403);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe("All 1 seats of your plan are in use. Add a seat or upgrade your plan to invite more members.");
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "no-seat@test.reelbrief.com"));
    expect(mails).toHaveLength(0);
  });

  it("invites by e-mail with a link, and the invitee accepts into a free seat", async () => {
    const { orgId, invite, starterWithExtraSeats } = await newOrganization();
    await starterWithExtraSeats(1, "POST");
    const invitee = await createUser(t, { name: "Ian Invitee" });
    const res = await invite(invitee.email);
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, invitee.email));
    const mail = mails.find((m) => m.kind === "invitation");
    expect(mail?.html).toContain(`/auth/accept-invitation/${id}`);
    expect(mail?.text).toContain("Glow Agency");

    // The pending invitation holds the second seat: a third one is refused now.
    const third = await invite(`third-${orgId}@test.reelbrief.com`);
    expect(third.status).toBe(403);
    expect(((await third.json()) as { message: string }).message).toContain("All 2 seats");

    const accept = await t.request("/api/auth/organization/accept-invitation", { token: invitee.token, body: { invitationId: id } });
    expect(accept.status).toBe(200);
    const members = await t.ctx.db.select().from(member).where(eq(member.organizationId, orgId));
    expect(members.map((m) => m.role).sort()).toEqual(["member", "owner"]);
  });

  it("refuses accepting when the seats were used up after inviting", async () => {
    const { orgId, invite, starterWithExtraSeats } = await newOrganization();
    await starterWithExtraSeats(1, "POST"); // two seats: the owner's and one more
    const late = await createUser(t);
    const res = await invite(late.email, "admin");
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    // Meanwhile the second seat goes to a member added directly (pending invitations do not hold
    // seats against that), so the invitation can no longer be honoured.
    const direct = await createUser(t);
    await t.ctx.auth.api.addMember({ body: { userId: direct.id, role: "member", organizationId: orgId } });
    const accept = await t.request("/api/auth/organization/accept-invitation", { token: late.token, body: { invitationId: id } });
    expect(accept.status).toBe(403);
    expect(((await accept.json()) as { message: string }).message).toContain("All 2 seats of your plan are in use");
  });
});
