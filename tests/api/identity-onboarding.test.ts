import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import { brandProfile, buyerAccount, creatorProfile, member, session, user } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
const me = async (token: string) => meSchema.parse(await (await t.request("/api/auth/me", { token })).json());
const creatorBody = (slug: string) => ({
  first_name: "Jordan",
  last_name: "Ellis",
  custom_url: slug,
  niches: ["beauty", "wellness"],
  country: "us",
  date_of_birth: "1996-04-12",
});

describe("POST /api/v1/auth/onboarding/brand", () => {
  it("needs a signed-in user", async () => {
    const res = await t.request("/api/v1/auth/onboarding/brand", { body: { account: "personal", brand_name: "X" } });
    expect(res.status).toBe(401);
  });

  it("answers bad input with 400 naming each field, writing nothing", async () => {
    const u = await createUser(t);
    for (const [body, field] of [
      [{ account: "personal" }, "brand_name"],
      [{ account: "team", brand_name: "X" }, "account"],
      [{ account: "organization", brand_name: "X" }, "organization_name"],
      [{ account: "personal", brand_name: "X", website: "not a url" }, "website"],
      [{ account: "personal", brand_name: "X", website: "javascript:alert(1)" }, "website"],
      [{ account: "personal", brand_name: "X", industry: "Crypto casinos" }, "industry"],
    ] as const) {
      const res = await t.request("/api/v1/auth/onboarding/brand", { token: u.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty(field);
    }
    const malformed = await t.request("/api/v1/auth/onboarding/brand", { token: u.token, body: "{not json" });
    expect(malformed.status).toBe(400);
    expect((await me(u.token)).did_onboard).toBe(false);
    const accounts = await t.ctx.db.select().from(buyerAccount).where(eq(buyerAccount.userId, u.id));
    const brands = accounts.length
      ? await t.ctx.db.select().from(brandProfile).where(eq(brandProfile.buyerAccountId, accounts[0]!.id))
      : [];
    expect(brands).toHaveLength(0);
  });

  it("onboards a personal brand: types, did_onboard and the first brand profile", async () => {
    const u = await createUser(t);
    const res = await t.request("/api/v1/auth/onboarding/brand", {
      token: u.token,
      body: { account: "personal", brand_name: "Glow Theory", website: "https://glow.example", industry: "Beauty & personal care" },
    });
    expect(res.status).toBe(201);
    const m = await me(u.token);
    expect(m).toMatchObject({ is_brand: true, did_onboard: true, types: ["brand"], used_brands: 1, hasOrganization: false });
  });

  it("onboards into a new organization that becomes active and holds the brand", async () => {
    const u = await createUser(t);
    const res = await t.request("/api/v1/auth/onboarding/brand", {
      token: u.token,
      body: { account: "organization", organization_name: "North Agency", brand_name: "Client One" },
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { organizationId: string } };
    const [membership] = await t.ctx.db.select().from(member).where(eq(member.userId, u.id));
    expect(membership).toMatchObject({ organizationId: data.organizationId, role: "owner" });
    const sessions = await t.ctx.db.select().from(session).where(eq(session.userId, u.id));
    expect(sessions.some((s) => s.activeOrganizationId === data.organizationId)).toBe(true);
    const m = await me(u.token);
    expect(m).toMatchObject({ hasOrganization: true, used_brands: 1, used_seats: 1, types: ["brand"] });
  });
});

describe("POST /api/v1/auth/onboarding/creator and custom URL availability", () => {
  it("answers bad input with 400 naming each field", async () => {
    const u = await createUser(t);
    const base = creatorBody(`ok-${u.id.slice(0, 6).toLowerCase()}`);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, first_name: "" }, "first_name"],
      [{ ...base, custom_url: "Bad URL!" }, "custom_url"],
      [{ ...base, custom_url: "-dash" }, "custom_url"],
      [{ ...base, niches: [] }, "niches"],
      [{ ...base, niches: ["knitting"] }, "niches.0"],
      [{ ...base, country: "USA" }, "country"],
      [{ ...base, date_of_birth: "2020-01-01" }, "date_of_birth"],
      [{ ...base, date_of_birth: "1990-02-30" }, "date_of_birth"],
    ];
    for (const [body, field] of cases) {
      const res = await t.request("/api/v1/auth/onboarding/creator", { token: u.token, body });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields, field).toHaveProperty(field);
    }
    expect((await me(u.token)).did_onboard).toBe(false);
  });

  it("refuses a creator younger than 18 by one day", async () => {
    const u = await createUser(t);
    const today = new Date();
    const y = today.getUTCFullYear() - 18;
    const tomorrow = new Date(Date.UTC(y, today.getUTCMonth(), today.getUTCDate() + 1)).toISOString().slice(0, 10);
    const res = await t.request("/api/v1/auth/onboarding/creator", {
      token: u.token,
      body: { ...creatorBody("almost-eighteen"), date_of_birth: tomorrow },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields?.date_of_birth).toMatch(/18 or older/);
  });

  it("checks availability live and refuses a taken URL with 409", async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    const slug = `maya-${first.id.slice(0, 6).toLowerCase()}`;
    const free = await t.request(`/api/v1/auth/custom-url-availability?slug=${slug}`, { token: first.token });
    expect(((await free.json()) as { data: { available: boolean } }).data.available).toBe(true);

    const ok = await t.request("/api/v1/auth/onboarding/creator", { token: first.token, body: creatorBody(slug.toUpperCase()) });
    expect(ok.status).toBe(201);
    const [profile] = await t.ctx.db.select().from(creatorProfile).where(eq(creatorProfile.userId, first.id));
    expect(profile).toMatchObject({ customUrl: slug, country: "US", niches: ["beauty", "wellness"] });
    expect(await me(first.token)).toMatchObject({ is_creator: true, did_onboard: true, types: ["creator"] });

    const taken = await t.request(`/api/v1/auth/custom-url-availability?slug=${slug}`, { token: second.token });
    expect(((await taken.json()) as { data: { available: boolean; reason: string } }).data).toMatchObject({
      available: false,
      reason: "This URL is already taken",
    });
    const ownStill = await t.request(`/api/v1/auth/custom-url-availability?slug=${slug}`, { token: first.token });
    expect(((await ownStill.json()) as { data: { available: boolean } }).data.available).toBe(true);
    const reserved = await t.request(`/api/v1/auth/custom-url-availability?slug=platform`, { token: second.token });
    expect(((await reserved.json()) as { data: { available: boolean } }).data.available).toBe(false);
    const missing = await t.request(`/api/v1/auth/custom-url-availability`, { token: second.token });
    expect(missing.status).toBe(400);

    const conflict = await t.request("/api/v1/auth/onboarding/creator", { token: second.token, body: creatorBody(slug) });
    expect(conflict.status).toBe(409);
    expect(((await conflict.json()) as ErrorBody).error.fields).toHaveProperty("custom_url");
    const [row] = await t.ctx.db.select().from(user).where(eq(user.id, second.id));
    expect(row!.didOnboard).toBe(false);
  });

  it("keeps both types when a brand also onboards as a creator", async () => {
    const u = await createUser(t);
    await t.request("/api/v1/auth/onboarding/brand", { token: u.token, body: { account: "personal", brand_name: "Both Co" } });
    const res = await t.request("/api/v1/auth/onboarding/creator", {
      token: u.token,
      body: creatorBody(`both-${u.id.slice(0, 6).toLowerCase()}`),
    });
    expect(res.status).toBe(201);
    expect((await me(u.token)).types.sort()).toEqual(["brand", "creator"]);
  });
});
