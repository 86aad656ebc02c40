import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buyerAccount, mailOutbox, member } from "@/server/db/schema";
import type * as AllowancesModule from "@/server/domain/accounts/get-allowances";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Seats come from getAllowances (the billing area makes it read subscriptions). Here it is
 * wrapped so a test can grant extra seats the way a subscription would; everything else is real.
 */
const extraSeats = vi.hoisted(() => ({ value: 0 }));
vi.mock("@/server/domain/accounts/get-allowances", async (importOriginal) => {
  const original = await importOriginal<typeof AllowancesModule>();
  return {
    ...original,
    getAllowances: async (...args: Parameters<typeof original.getAllowances>) => {
      const a = await original.getAllowances(...args);
      return { ...a, total_seats: a.total_seats + extraSeats.value };
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new organization owned by a new brand user: each test starts from one seat in use. */
async function newOrganization(): Promise<{ owner: TestUser; orgId: string; invite: (email: string, role?: string) => Promise<Response> }> {
  const owner = await createUser(t, { types: ["brand"], name: "Olive Owner" });
  const res = await t.request("/api/auth/organization/create", {
    token: owner.token,
    body: { name: "Glow Agency", slug: `glow-${owner.id.toLowerCase()}` },
  });
  expect(res.status).toBe(200);
  const orgId = ((await res.json()) as { id: string }).id;
  const invite = (email: string, role = "member") =>
    t.request("/api/auth/organization/invite-member", { token: owner.token, body: { email, role, organizationId: orgId } });
  return { owner, orgId, invite };
}

describe("organizations and seats", () => {
  it("creates the organization's buyer account with it", async () => {
    const { orgId } = await newOrganization();
    const rows = await t.ctx.db.select().from(buyerAccount).where(eq(buyerAccount.organizationId, orgId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe("organization");
  });

  it("refuses an invitation when every seat is taken, naming the limit", async () => {
    const { invite } = await newOrganization();
    extraSeats.value = 0;
    const res = await invite("no-seat@test.reelbrief.com");
    expect(res.status).toBe(403);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe("All 1 seats of your plan are in use. Add a seat or upgrade your plan to invite more members.");
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "no-seat@test.reelbrief.com"));
    expect(mails).toHaveLength(0);
  });

  it("invites by e-mail with a link, and the invitee accepts into a free seat", async () => {
    const { orgId, invite } = await newOrganization();
    extraSeats.value = 1;
    const invitee = await createUser(t, { name: "Ian Invitee" });
    const res = await invite(invitee.email);
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, invitee.email));
    const mail = mails.find((m) => m.kind === "invitation");
    expect(mail?.html).toContain(`/auth/accept-invitation/${id}`);
    expect(mail?.text).toContain("Glow Agency");

    // The pending invitation holds the second seat: a third one is refused now.
    const third = await invite("third@test.reelbrief.com");
    expect(third.status).toBe(403);
    expect(((await third.json()) as { message: string }).message).toContain("All 2 seats");

    const accept = await t.request("/api/auth/organization/accept-invitation", { token: invitee.token, body: { invitationId: id } });
    expect(accept.status).toBe(200);
    const members = await t.ctx.db.select().from(member).where(eq(member.organizationId, orgId));
    expect(members.map((m) => m.role).sort()).toEqual(["member", "owner"]);
  });

  it("refuses accepting when the seats were used up after inviting", async () => {
    const { orgId, invite } = await newOrganization();
    extraSeats.value = 2;
    // A member joins the second seat, then a third person is invited while a third seat exists.
    const joined = await createUser(t);
    const first = await invite(joined.email);
    const { id: firstId } = (await first.json()) as { id: string };
    expect(
      (await t.request("/api/auth/organization/accept-invitation", { token: joined.token, body: { invitationId: firstId } })).status,
    ).toBe(200);
    expect(await t.ctx.db.select().from(member).where(eq(member.organizationId, orgId))).toHaveLength(2);
    const late = await createUser(t);
    const res = await invite(late.email, "admin");
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    extraSeats.value = 1;
    const accept = await t.request("/api/auth/organization/accept-invitation", { token: late.token, body: { invitationId: id } });
    expect(accept.status).toBe(403);
    expect(((await accept.json()) as { message: string }).message).toContain("All 2 seats of your plan are in use");
  });
});
