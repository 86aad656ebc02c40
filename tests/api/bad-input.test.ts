import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorProfile, member, organization, signInFailure, user } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

/*
 * By example: the bad input of the fuzz test (tests/api/fuzz-write-routes.test.ts)
 * sent on purpose to onboarding and Better Auth, checking the field is named and nothing is written.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MEGABYTE = "a".repeat(1_000_000);
const NUL = "Jo\u0000rdan";
const SPACES = "   ";

type OurError = { error: { code: string; fields?: Record<string, string> } };
type AuthError = { code: string; message: string; fields?: Record<string, string> };

async function expectOurFieldError(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as OurError;
  expect(body.error.code).toBe("validation_error");
  expect(body.error.fields).toHaveProperty([field]);
}

async function expectAuthFieldError(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as AuthError;
  expect(body.code).toBe("VALIDATION_ERROR");
  expect(body.fields).toHaveProperty([field]);
  expect(body.message).toContain(field);
}

const creatorBody = (overrides: Record<string, unknown>) => ({
  first_name: "Jordan",
  last_name: "Ellis",
  custom_url: `bad-input-${Math.random().toString(36).slice(2, 8)}`,
  niches: ["beauty"],
  country: "US",
  date_of_birth: "1994-03-08",
  ...overrides,
});

describe("onboarding refuses bad input, naming the field and writing nothing", () => {
  it("brand: NUL, 1 MB and blank names", async () => {
    const u = await createUser(t);
    for (const [body, field] of [
      [{ account: "personal", brand_name: NUL }, "brand_name"],
      [{ account: "personal", brand_name: MEGABYTE }, "brand_name"],
      [{ account: "personal", brand_name: SPACES }, "brand_name"],
      [{ account: "organization", organization_name: SPACES, brand_name: "Glow" }, "organization_name"],
      [{ account: "organization", organization_name: `Team${NUL}`, brand_name: "Glow" }, "organization_name"],
      [{ account: "personal", brand_name: "Glow", website: `https://glow.example/${NUL}` }, "website"],
    ] as const) {
      await expectOurFieldError(await t.request("/api/v1/auth/onboarding/brand", { token: u.token, body }), field);
    }
    const [row] = await t.ctx.db.select().from(user).where(eq(user.id, u.id));
    expect(row).toMatchObject({ didOnboard: false, types: [] });
    expect(await t.ctx.db.select().from(member).where(eq(member.userId, u.id))).toEqual([]);
  });

  it("creator: NUL, 1 MB and blank names, and the date 0000-01-01", async () => {
    const u = await createUser(t);
    for (const [overrides, field] of [
      [{ first_name: NUL }, "first_name"],
      [{ last_name: MEGABYTE }, "last_name"],
      [{ first_name: SPACES }, "first_name"],
      [{ last_name: "\t \n" }, "last_name"],
      [{ date_of_birth: "0000-01-01" }, "date_of_birth"],
      [{ date_of_birth: "1899-12-31" }, "date_of_birth"],
      [{ date_of_birth: 19940308 }, "date_of_birth"],
      [{ niches: "beauty" }, "niches"],
    ] as const) {
      const res = await t.request("/api/v1/auth/onboarding/creator", { token: u.token, body: creatorBody(overrides) });
      await expectOurFieldError(res, field);
    }
    expect(await t.ctx.db.select().from(creatorProfile).where(eq(creatorProfile.userId, u.id))).toEqual([]);
    const [row] = await t.ctx.db.select().from(user).where(eq(user.id, u.id));
    expect(row!.didOnboard).toBe(false);
  });
});

describe("Better Auth's endpoints refuse bad input, naming the field and writing nothing", () => {
  it("sign-up: NUL, 1 MB and blank names, NUL in the e-mail", async () => {
    const cases = [
      [{ name: NUL }, "name"],
      [{ name: MEGABYTE }, "name"],
      [{ name: SPACES }, "name"],
      [{ name: 42 }, "name"],
      [{ name: "Maya", image: `https://img.example/${NUL}` }, "image"],
    ] as const;
    for (const [i, [overrides, field]] of cases.entries()) {
      const email = `bad-sign-up-${i}@test.reelbrief.com`;
      const res = await t.request("/api/auth/sign-up/email", { body: { email, password: "correct-horse-battery", ...overrides } });
      await expectAuthFieldError(res, field);
      expect(await t.ctx.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    }
    const nulEmail = await t.request("/api/auth/sign-up/email", {
      body: { email: `a${NUL}@test.reelbrief.com`, password: "correct-horse-battery", name: "Maya" },
    });
    expect(nulEmail.status).toBe(400);
  });

  it("sign-up stores the name trimmed", async () => {
    const email = "trimmed-name@test.reelbrief.com";
    const res = await t.request("/api/auth/sign-up/email", { body: { email, password: "correct-horse-battery", name: "  Maya Chen " } });
    expect(res.status).toBe(200);
    const [row] = await t.ctx.db.select().from(user).where(eq(user.email, email));
    expect(row!.name).toBe("Maya Chen");
  });

  it("sign-in with a NUL in the e-mail is a 400 before the lockout counts anything", async () => {
    const failures = () => t.ctx.db.$count(signInFailure);
    const before = await failures();
    const res = await t.request("/api/auth/sign-in/email", {
      body: { email: `lock${NUL}@test.reelbrief.com`, password: "whatever-it-is" },
    });
    await expectAuthFieldError(res, "email");
    expect(await failures()).toBe(before);
  });

  it("update-user: NUL, 1 MB and blank names leave the name alone", async () => {
    const u = await createUser(t, { name: "Original Name" });
    for (const name of [NUL, MEGABYTE, SPACES]) {
      await expectAuthFieldError(await t.request("/api/auth/update-user", { token: u.token, body: { name } }), "name");
    }
    const [row] = await t.ctx.db.select().from(user).where(eq(user.id, u.id));
    expect(row!.name).toBe("Original Name");
  });

  it("change-email: NUL and 1 MB addresses", async () => {
    const u = await createUser(t);
    for (const newEmail of [`new${NUL}@test.reelbrief.com`, `${MEGABYTE}@test.reelbrief.com`]) {
      await expectAuthFieldError(await t.request("/api/auth/change-email", { token: u.token, body: { newEmail } }), "newEmail");
    }
    const [row] = await t.ctx.db.select().from(user).where(eq(user.id, u.id));
    expect(row!.email).toBe(u.email);
  });

  it("organization create and update: NUL, 1 MB and blank names", async () => {
    const u = await createUser(t, { types: ["brand"] });
    for (const [body, field] of [
      [{ name: SPACES, slug: "blank-team" }, "name"],
      [{ name: NUL, slug: "nul-team" }, "name"],
      [{ name: MEGABYTE, slug: "big-team" }, "name"],
      [{ name: "Fine Team", slug: `fine${NUL}` }, "slug"],
    ] as const) {
      await expectAuthFieldError(await t.request("/api/auth/organization/create", { token: u.token, body }), field);
    }
    expect(await t.ctx.db.select().from(member).where(eq(member.userId, u.id))).toEqual([]);

    const created = await t.request("/api/auth/organization/create", { token: u.token, body: { name: "Real Team", slug: `real-${u.id}` } });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    for (const name of [SPACES, NUL, MEGABYTE]) {
      const res = await t.request("/api/auth/organization/update", { token: u.token, body: { organizationId: id, data: { name } } });
      await expectAuthFieldError(res, "data.name");
    }
    const [org] = await t.ctx.db.select().from(organization).where(eq(organization.id, id));
    expect(org!.name).toBe("Real Team");
  });
});

describe("one guard checks every JSON body's size and depth before it is parsed", () => {
  const DEEP = "[".repeat(50_000) + "]".repeat(50_000);
  const TOO_DEEP = "The request body may nest at most 32 levels of arrays and objects";

  it("a 50,000-deep array is a 400 in our error shape on ours, the admin API and Better Auth's, writing nothing", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    const admin = await createUser(t, { role: "admin" });
    const anyId = "00000000-0000-4000-8000-000000000000";
    const routes: [string, string | undefined][] = [
      [`/api/v1/auth/order_videos/${anyId}/mark-received`, creator.token],
      [`/api/v1/payments/sandbox/${anyId}`, undefined],
      ["/api/v2/impersonation", admin.token],
      ["/api/auth/sign-up/email", undefined],
    ];
    const users = await t.ctx.db.$count(user);
    for (const [path, token] of routes) {
      const res = await t.request(path, { token, body: DEEP });
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual({ error: { code: "validation_error", message: TOO_DEEP, fields: { _: TOO_DEEP } } });
    }
    expect(await t.ctx.db.$count(user)).toBe(users);
  });

  it("sent with an upload's content type, which the guard lets through unread, it is not read as JSON at all", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    const admin = await createUser(t, { role: "admin" });
    const anyId = "00000000-0000-4000-8000-000000000000";
    const routes: [string, string | undefined][] = [
      [`/api/v1/auth/order_videos/${anyId}/mark-received`, creator.token],
      [`/api/v1/payments/sandbox/${anyId}`, undefined],
    ];
    for (const [path, token] of routes) {
      const res = await t.request(path, { token, body: DEEP, headers: { "content-type": "image/png" } });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as OurError).error.code, path).toBe("validation_error");
    }
    // A declared JSON route refuses the content type before reading anything.
    const impersonation = await t.request("/api/v2/impersonation", {
      token: admin.token,
      body: DEEP,
      headers: { "content-type": "image/png" },
    });
    expect(impersonation.status).toBe(415);
    const signUp = await t.request("/api/auth/sign-up/email", { body: DEEP, headers: { "content-type": "image/png" } });
    expect(signUp.status).toBeGreaterThanOrEqual(400);
    expect(signUp.status).toBeLessThan(500);
  });

  it("a body over 2 MB is a 413 before Better Auth reads it", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      body: { email: "big@test.reelbrief.com", password: "correct-horse-battery", name: "b".repeat(3_000_000) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "payload_too_large", message: "The request body may be at most 2 MB" } });
    expect(await t.ctx.db.$count(user, eq(user.email, "big@test.reelbrief.com"))).toBe(0);
  });
});

describe("broken bodies are a 400, never a 500", () => {
  it("a broken multipart form to the sandbox checkout", async () => {
    const res = await t.request("/api/v1/payments/sandbox/00000000-0000-4000-8000-000000000000", {
      body: "--x\r\nContent-Disposition: form-data; name=action\r\n\r\npay",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(res.status).toBe(400);
  });

  it("a payment history from the year 0000 or from a day that does not exist", async () => {
    const u = await createUser(t, { types: ["brand"] });
    for (const query of ["from=0000-01-01", "to=2025-02-30"]) {
      const res = await t.request(`/api/v1/auth/wallet/transactions?${query}`, { token: u.token });
      await expectOurFieldError(res, query.split("=")[0]!);
    }
  });

  it("a NUL inside free-form JSON names the field", async () => {
    const u = await createUser(t);
    const res = await t.request("/api/v1/dev/notifications", {
      token: u.token,
      body: { notification_type: "NewMessage", data: { fromUser: { id: NUL } }, formatted_message: "Hello" },
    });
    await expectOurFieldError(res, "data.fromUser.id");
  });

  it("a billing address line with a NUL or made of 1 MB", async () => {
    const u = await createUser(t, { types: ["brand"] });
    for (const patch of [{ address_line1: NUL }, { city: MEGABYTE }]) {
      const res = await t.request("/api/auth/brand/payment-info", { token: u.token, method: "PUT", body: patch });
      await expectOurFieldError(res, Object.keys(patch)[0]!);
    }
    const info = (await (await t.request("/api/auth/brand/payment-info", { token: u.token })).json()) as {
      data: { address_line1: string | null; city: string | null };
    };
    expect(info.data).toMatchObject({ address_line1: null, city: null });
  });
});
