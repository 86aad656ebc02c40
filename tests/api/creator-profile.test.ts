import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorProfile, creatorUrlHistory, user } from "@/server/db/schema";
import { isPostgresRun } from "../support/test-database";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { TEST_ORIGIN } from "../support/test-settings";

/*
 * The creator's profile settings (decision 033): editing, custom URL rules and
 * history, pictures, and "listed only when complete".
 */

let t: TestApp;
let storageDir: string;
beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), "reelbrief-creator-profile-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await t.close();
  rmSync(storageDir, { recursive: true, force: true });
});

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
type Settings = {
  data: {
    first_name: string | null;
    custom_url: string | null;
    short_bio: string | null;
    languages: string[];
    is_listed: boolean;
    old_urls: { slug: string; expires_at: string }[];
    profile_photo_one: string | null;
    profile_photo_two: string | null;
    profile_photo_three: string | null;
    profile_photo_four: string | null;
    avatar: string | null;
  };
};

const SLOTS = ["avatar", "profile_photo_one", "profile_photo_two", "profile_photo_three", "profile_photo_four"] as const;
const DAY_MS = 24 * 3600 * 1000;
let n = 0;
const uniqueSlug = (base: string) => `${base}-${++n}-${Math.random().toString(36).slice(2, 6)}`;

const png = (hue: number) =>
  sharp({ create: { width: 40 + hue, height: 50, channels: 3, background: { r: hue, g: 90, b: 200 } } })
    .png()
    .toBuffer();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

function upload(u: TestUser, slot: string, bytes: Buffer, filename = "picture.png") {
  const form = new FormData();
  form.set(slot, new File([new Uint8Array(bytes)], filename, { type: "image/png" }));
  return t.app.request(`/api/v1/creators/me/images/${slot}`, {
    method: "POST",
    body: form,
    headers: { origin: TEST_ORIGIN, authorization: `Bearer ${u.token}` },
  });
}

async function onboardCreator(slug: string): Promise<TestUser> {
  const u = await createUser(t);
  const res = await t.request("/api/v1/auth/onboarding/creator", {
    token: u.token,
    body: { first_name: "Ava", last_name: "Stone", custom_url: slug, niches: ["beauty"], country: "US", date_of_birth: "1995-01-02" },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return u;
}

const profileBody = (slug: string, extra: Record<string, unknown> = {}) => ({
  first_name: "Ava",
  last_name: "Stone",
  short_bio: "Skincare routines in natural light",
  description: "Honest routine videos: texture shots, before and after, two weeks of use.",
  custom_url: slug,
  niches: ["beauty", "skincare"],
  languages: ["en", "es"],
  country: "us",
  ...extra,
});

const put = (u: TestUser, body: unknown) => t.request("/api/v1/creators/me/profile", { method: "PUT", token: u.token, body });
const settings = async (u: TestUser) => (await (await t.request("/api/v1/creators/me/profile", { token: u.token })).json()) as Settings;
const row = async (u: TestUser) => (await t.ctx.db.select().from(creatorProfile).where(eq(creatorProfile.userId, u.id)))[0]!;

/** A creator with every part of docs/product/current-user.md filled in, through the API. */
async function completeCreator(slug: string): Promise<TestUser> {
  const u = await onboardCreator(slug);
  expect((await put(u, profileBody(slug))).status).toBe(200);
  for (const [i, slot] of SLOTS.entries()) expect((await upload(u, slot, await png(10 + i * 20))).status).toBe(200);
  return u;
}

describe("updating the profile", () => {
  it("saves every field, normalised (trimmed, lowercase URL, upper-case country, blank text as unset)", async () => {
    const slug = uniqueSlug("ava");
    const u = await onboardCreator(slug);
    const res = await put(u, profileBody(`  ${slug.toUpperCase()} `, { first_name: "  Ava ", short_bio: "   ", languages: ["en", "en"] }));
    expect(res.status, await res.clone().text()).toBe(200);
    const stored = await row(u);
    expect(stored).toMatchObject({ firstName: "Ava", customUrl: slug, shortBio: null, country: "US", languages: ["en"] });
    expect(stored.niches).toEqual(["beauty", "skincare"]);
  });

  it("answers bad input with 400 naming each field, and changes nothing", async () => {
    const slug = uniqueSlug("bad");
    const u = await onboardCreator(slug);
    const before = await row(u);
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: "" }, "first_name"],
      [{ last_name: "x".repeat(61) }, "last_name"],
      [{ short_bio: "x".repeat(161) }, "short_bio"],
      [{ description: "x".repeat(2001) }, "description"],
      [{ description: "nul\u0000byte" }, "description"],
      [{ custom_url: "ab" }, "custom_url"],
      [{ custom_url: "-ava" }, "custom_url"],
      [{ custom_url: "ava--stone" }, "custom_url"],
      [{ custom_url: "ava stone" }, "custom_url"],
      [{ niches: [] }, "niches"],
      [{ niches: ["not-a-niche"] }, "niches.0"],
      [{ languages: ["xx"] }, "languages.0"],
      [{ country: "USA" }, "country"],
    ];
    for (const [patch, field] of cases) {
      const res = await put(u, profileBody(slug, { ...patch, first_name: patch.first_name ?? "Changed" }));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(((await res.json()) as ErrorBody).error.fields ?? {}), JSON.stringify(patch)).toContain(field);
    }
    expect(await row(u)).toEqual(before);
  });

  it("refuses reserved URLs with a message on custom_url", async () => {
    const u = await onboardCreator(uniqueSlug("res"));
    const res = await put(u, profileBody("dashboard"));
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("custom_url");
  });

  it("is only ever the caller's own profile: brands are refused, signed-out callers are 401", async () => {
    const owner = await onboardCreator(uniqueSlug("own"));
    const other = await onboardCreator(uniqueSlug("oth"));
    const ownerBefore = await row(owner);
    // The other creator's write lands on their own row, never the owner's: no route takes a user id.
    expect((await put(other, profileBody(uniqueSlug("mine"), { first_name: "Mallory" }))).status).toBe(200);
    expect(await row(owner)).toEqual(ownerBefore);
    expect((await row(other)).firstName).toBe("Mallory");
    // And the other creator cannot take the owner's URL.
    const steal = await put(other, profileBody(ownerBefore.customUrl!));
    expect(steal.status).toBe(409);
    expect(await row(owner)).toEqual(ownerBefore);
    const brand = await createUser(t, { types: ["brand"] });
    expect((await put(brand, profileBody(uniqueSlug("brand")))).status).toBe(403);
    expect((await t.request("/api/v1/creators/me/profile", { method: "PUT", body: profileBody("x-anon") })).status).toBe(401);
    expect((await t.request("/api/v1/creators/me/images/avatar", { method: "DELETE", token: brand.token })).status).toBe(403);
  });
});

describe("custom URL uniqueness", () => {
  it("is case-insensitive: a taken URL in other letters is a 409 on custom_url", async () => {
    const slug = uniqueSlug("case");
    await onboardCreator(slug);
    const other = await onboardCreator(uniqueSlug("case-b"));
    const res = await put(other, profileBody(slug.toUpperCase()));
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.fields?.custom_url).toMatch(/taken/);
    const check = await t.request(`/api/v1/auth/custom-url-availability?slug=${slug.toUpperCase()}`, { token: other.token });
    expect(((await check.json()) as { data: { available: boolean } }).data.available).toBe(false);
  });

  it.skipIf(!isPostgresRun())(
    "two creators claiming one URL at once: exactly one wins (PostgreSQL only: PGlite runs one statement at a time)",
    async () => {
      const wanted = uniqueSlug("race");
      const racers = await Promise.all(Array.from({ length: 6 }, (_, i) => onboardCreator(uniqueSlug(`racer${i}`))));
      const answers = await Promise.all(racers.map((u) => put(u, profileBody(wanted))));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      const holders = await t.ctx.db.select().from(creatorProfile).where(eq(creatorProfile.customUrl, wanted));
      expect(holders).toHaveLength(1);
    },
  );
});

describe("the old URL after a change", () => {
  it("redirects (308) to the new one for 90 days, is reserved meanwhile, then expires", async () => {
    const oldSlug = uniqueSlug("old");
    const newSlug = uniqueSlug("new");
    const u = await completeCreator(oldSlug);
    expect((await t.request(`/api/v1/creators/${oldSlug}`)).status).toBe(200);
    const changedAt = Date.now();
    const res = await put(u, profileBody(newSlug));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Settings;
    expect(body.data.custom_url).toBe(newSlug);
    expect(body.data.old_urls.map((o) => o.slug)).toEqual([oldSlug]);
    const expires = Date.parse(body.data.old_urls[0]!.expires_at);
    expect(Math.abs(expires - (changedAt + 90 * DAY_MS))).toBeLessThan(60_000);

    const moved = await t.request(`/api/v1/creators/${oldSlug}`);
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe(`/api/v1/creators/${newSlug}`);
    expect((await t.request(`/api/v1/creators/${newSlug}`)).status).toBe(200);

    // Nobody else may take the old URL while it redirects.
    const other = await onboardCreator(uniqueSlug("grab"));
    expect((await put(other, profileBody(oldSlug))).status).toBe(409);

    // 90 days later (the clock moved: the change is dated 91 days back) the redirect has ended.
    await t.ctx.db
      .update(creatorUrlHistory)
      .set({ changedAt: new Date(changedAt - 91 * DAY_MS), expiresAt: new Date(changedAt - 1 * DAY_MS) })
      .where(eq(creatorUrlHistory.slug, oldSlug));
    expect((await t.request(`/api/v1/creators/${oldSlug}`)).status).toBe(404);
    expect((await settings(u)).data.old_urls).toEqual([]);
    // ... and the URL is free for someone else.
    expect((await put(other, profileBody(oldSlug))).status).toBe(200);
  });

  it("its owner may take it back, which ends the redirect", async () => {
    const first = uniqueSlug("first");
    const second = uniqueSlug("second");
    const u = await completeCreator(first);
    expect((await put(u, profileBody(second))).status).toBe(200);
    expect((await put(u, profileBody(first))).status).toBe(200);
    const s = await settings(u);
    expect(s.data.custom_url).toBe(first);
    expect(s.data.old_urls.map((o) => o.slug)).toEqual([second]);
    expect((await t.request(`/api/v1/creators/${first}`)).status).toBe(200);
    expect((await t.request(`/api/v1/creators/${second}`)).headers.get("location")).toBe(`/api/v1/creators/${first}`);
  });
});

describe("pictures", () => {
  it("a non-image is refused by its content whatever its name; nothing is stored", async () => {
    const u = await onboardCreator(uniqueSlug("pdf"));
    const res = await upload(u, "profile_photo_two", PDF, "photo.png");
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("profile_photo_two");
    expect((await row(u)).profilePhotoTwo).toBeNull();
  });

  it("reorders the four photos as a permutation and removes one", async () => {
    const u = await completeCreator(uniqueSlug("order"));
    const before = (await settings(u)).data;
    const res = await t.request("/api/v1/creators/me/photos/order", {
      method: "PUT",
      token: u.token,
      body: { order: ["profile_photo_four", "profile_photo_one", "profile_photo_two", "profile_photo_three"] },
    });
    expect(res.status).toBe(200);
    const after = ((await res.json()) as Settings).data;
    expect([after.profile_photo_one, after.profile_photo_two, after.profile_photo_three, after.profile_photo_four]).toEqual([
      before.profile_photo_four,
      before.profile_photo_one,
      before.profile_photo_two,
      before.profile_photo_three,
    ]);
    for (const order of [["profile_photo_one", "profile_photo_one", "profile_photo_two", "profile_photo_three"], ["avatar"], "x"]) {
      const bad = await t.request("/api/v1/creators/me/photos/order", { method: "PUT", token: u.token, body: { order } });
      expect(bad.status, JSON.stringify(order)).toBe(400);
    }
    const removed = await t.request("/api/v1/creators/me/images/profile_photo_three", { method: "DELETE", token: u.token });
    expect(removed.status).toBe(200);
    const data = ((await removed.json()) as Settings).data;
    expect(data.profile_photo_three).toBeNull();
    expect(data.is_listed).toBe(false);
    // The served picture is gone with it.
    expect((await t.app.request(before.profile_photo_two!)).status).toBe(404);
  });
});

describe("listed only when complete (docs/product/current-user.md)", () => {
  const directorySlugs = async (q: string) =>
    ((await (await t.request(`/api/v1/creators?q=${q}&pageSize=48`)).json()) as { data: { customUrl: string }[] }).data.map(
      (c) => c.customUrl,
    );

  it("an incomplete creator has no directory card and no public page; completing the last part lists them", async () => {
    const slug = uniqueSlug("zephyrine");
    const u = await onboardCreator(slug);
    expect((await put(u, profileBody(slug))).status).toBe(200);
    for (const slot of SLOTS.slice(0, 4)) expect((await upload(u, slot, await png(30))).status).toBe(200);
    // Everything but the fourth photo.
    expect(await directorySlugs("zephyrine")).not.toContain(slug);
    expect((await t.request(`/api/v1/creators/${slug}`)).status).toBe(404);
    expect((await settings(u)).data.is_listed).toBe(false);

    expect((await upload(u, "profile_photo_four", await png(60))).status).toBe(200);
    expect(await directorySlugs("zephyrine")).toContain(slug);
    expect((await t.request(`/api/v1/creators/${slug}`)).status).toBe(200);

    // Clearing the bio makes it incomplete again.
    expect((await put(u, profileBody(slug, { short_bio: "" }))).status).toBe(200);
    expect(await directorySlugs("zephyrine")).not.toContain(slug);
    expect((await t.request(`/api/v1/creators/${slug}`)).status).toBe(404);
  });

  it("a banned complete creator is hidden too, and shown again when unbanned", async () => {
    const slug = uniqueSlug("quillon");
    const u = await completeCreator(slug);
    expect(await directorySlugs("quillon")).toContain(slug);
    await t.ctx.db.update(user).set({ banned: true }).where(eq(user.id, u.id));
    expect(await directorySlugs("quillon")).not.toContain(slug);
    expect((await t.request(`/api/v1/creators/${slug}`)).status).toBe(404);
    await t.ctx.db.update(user).set({ banned: false }).where(eq(user.id, u.id));
    expect((await t.request(`/api/v1/creators/${slug}`)).status).toBe(200);
  });

  it("the listing flag agrees with the completeness rule for every profile (blank text counts as missing)", async () => {
    const slug = uniqueSlug("blank");
    const u = await completeCreator(slug);
    await t.ctx.db.update(creatorProfile).set({ lastName: "   " }).where(eq(creatorProfile.userId, u.id));
    expect((await row(u)).isListed).toBe(false);
    const result = await t.ctx.db.execute(sql`
      SELECT count(*)::int AS wrong FROM creator_profile p JOIN "user" u ON u.id = p.user_id
      WHERE p.is_listed <> (
        coalesce(btrim(p.first_name), '') <> '' AND coalesce(btrim(p.last_name), '') <> '' AND p.custom_url IS NOT NULL
        AND coalesce(btrim(p.description), '') <> '' AND coalesce(btrim(p.short_bio), '') <> ''
        AND p.profile_photo_one IS NOT NULL AND p.profile_photo_two IS NOT NULL AND p.profile_photo_three IS NOT NULL
        AND p.profile_photo_four IS NOT NULL AND p.avatar IS NOT NULL
        AND 'creator' = any(u.types) AND u.banned IS NOT TRUE)`);
    expect((result as { rows: { wrong: number }[] }).rows[0]!.wrong).toBe(0);
  });
});
