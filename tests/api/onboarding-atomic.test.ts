import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerAccount, member, organization, user } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

/*
 * Team onboarding writes an organization, its owner, its buyer
 * account, a brand profile and the user's type. A fault at the last step must leave none of them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A stand-in for a fault late in the onboarding (a lost connection, a constraint added later…):
  // inserting a brand named "Fault Injected" raises.
  await t.ctx.database.exec(`
    CREATE FUNCTION test_fail_brand() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.name = 'Fault Injected' THEN RAISE EXCEPTION 'injected fault'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER test_fail_brand BEFORE INSERT ON brand_profile FOR EACH ROW EXECUTE FUNCTION test_fail_brand();
  `);
});
afterAll(() => t.close());

describe("team onboarding is one transaction", () => {
  it("a fault while creating the brand leaves no organization, membership or buyer account; a retry then creates all of it", async () => {
    const u = await createUser(t);
    const teamName = `Atomic Team ${u.id.slice(0, 6)}`;
    const failed = await t.request("/api/v1/auth/onboarding/brand", {
      token: u.token,
      body: { account: "organization", organization_name: teamName, brand_name: "Fault Injected" },
    });
    expect(failed.status).toBe(500);
    expect(await t.ctx.db.select().from(organization).where(eq(organization.name, teamName))).toEqual([]);
    expect(await t.ctx.db.select().from(member).where(eq(member.userId, u.id))).toEqual([]);
    const [row] = await t.ctx.db.select().from(user).where(eq(user.id, u.id));
    expect(row).toMatchObject({ didOnboard: false, types: [] });

    const retried = await t.request("/api/v1/auth/onboarding/brand", {
      token: u.token,
      body: { account: "organization", organization_name: teamName, brand_name: "Works Fine" },
    });
    expect(retried.status).toBe(201);
    const { data } = (await retried.json()) as { data: { organizationId: string } };
    expect(await t.ctx.db.select().from(organization).where(eq(organization.name, teamName))).toHaveLength(1);
    expect(await t.ctx.db.select().from(member).where(eq(member.userId, u.id))).toEqual([
      expect.objectContaining({ organizationId: data.organizationId, role: "owner" }),
    ]);
    expect(await t.ctx.db.select().from(buyerAccount).where(eq(buyerAccount.organizationId, data.organizationId))).toHaveLength(1);
  });
});
