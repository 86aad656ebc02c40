import { readdirSync, mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import { creatorProfile } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { TEST_ORIGIN } from "../support/test-settings";

let t: TestApp;
let storageDir: string;
beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), "reelbrief-uploads-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await t.close();
  rmSync(storageDir, { recursive: true, force: true });
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 124, g: 58, b: 237 } } })
    .png()
    .toBuffer();

/** A real (tiny) PDF: what a user gets when they rename a document to `.png`. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

function upload(urlPath: string, user: TestUser | null, field: string, bytes: Buffer | null, filename = "picture.png") {
  const form = new FormData();
  if (bytes) form.set(field, new File([new Uint8Array(bytes)], filename, { type: "image/png" }));
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (user) headers.authorization = `Bearer ${user.token}`;
  return t.app.request(urlPath, { method: "POST", body: form, headers });
}

const me = async (u: TestUser) => meSchema.parse(await (await t.request("/api/auth/me", { token: u.token })).json());

/** Files the disk adapter holds for one purpose and owner (objects/<purpose>/<owner>/...). */
const storedFiles = (purpose: string, owner: string) => {
  const dir = path.join(storageDir, "objects", purpose, owner);
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function onboardCreator(slug: string): Promise<TestUser> {
  const u = await createUser(t);
  const res = await t.request("/api/v1/auth/onboarding/creator", {
    token: u.token,
    body: { first_name: "Ava", last_name: "Stone", custom_url: slug, niches: ["beauty"], country: "US", date_of_birth: "1995-01-02" },
  });
  expect(res.status).toBe(201);
  return u;
}

async function onboardBrand(name: string): Promise<TestUser> {
  const u = await createUser(t);
  const res = await t.request("/api/v1/auth/onboarding/brand", { token: u.token, body: { account: "personal", brand_name: name } });
  expect(res.status).toBe(201);
  return u;
}

async function brandProfilesOf(u: TestUser) {
  const res = await t.request("/api/v1/brand-profiles", { token: u.token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string; name: string; logo_url: string | null }[] }).data;
}

describe("POST /api/v1/creators/me/images/:slot", () => {
  it("stores the creator's avatar as a 512×512 WebP, shows it in /me and serves it publicly", async () => {
    const creator = await onboardCreator("ava-uploads");
    const res = await upload("/api/v1/creators/me/images/avatar", creator, "avatar", await png(900, 600));
    expect(res.status).toBe(200);
    const { url } = ((await res.json()) as { data: { url: string } }).data;
    expect(url).toMatch(new RegExp(`^/api/v1/media/avatars/${creator.id}/[0-9a-f-]+\\.webp$`));
    expect((await me(creator)).creator_info?.avatar).toBe(url);

    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });
  });

  it("deletes the replaced avatar when a new one is uploaded", async () => {
    const creator = await onboardCreator("ava-replaces");
    const first = (
      (await (await upload("/api/v1/creators/me/images/avatar", creator, "avatar", await png(64, 64))).json()) as { data: { url: string } }
    ).data.url;
    const second = (
      (await (await upload("/api/v1/creators/me/images/avatar", creator, "avatar", await png(80, 80))).json()) as { data: { url: string } }
    ).data.url;
    expect(second).not.toBe(first);
    expect((await t.app.request(first)).status).toBe(404);
    expect((await t.app.request(second)).status).toBe(200);
    expect(storedFiles("avatars", creator.id)).toHaveLength(1);
  });

  it("refuses a PDF renamed .png with a 400 naming the field, and stores nothing", async () => {
    const creator = await onboardCreator("ava-pdf");
    const res = await upload("/api/v1/creators/me/images/avatar", creator, "avatar", PDF, "headshot.png");
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("validation_error");
    expect(body.error.fields).toHaveProperty("avatar");
    expect((await me(creator)).creator_info?.avatar).toBeNull();
    expect(storedFiles("avatars", creator.id)).toHaveLength(0);
  });

  it("refuses a missing file, a wrong slot and an oversized upload, naming the field", async () => {
    const creator = await onboardCreator("ava-bad-input");
    const missing = await upload("/api/v1/creators/me/images/avatar", creator, "avatar", null);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.fields).toHaveProperty("avatar");

    const json = await t.request("/api/v1/creators/me/images/avatar", {
      token: creator.token,
      body: { avatar: "https://x.example/a.png" },
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as ErrorBody).error.fields).toHaveProperty("avatar");

    const slot = await upload("/api/v1/creators/me/images/banner", creator, "banner", await png(10, 10));
    expect(slot.status).toBe(400);
    expect(((await slot.json()) as ErrorBody).error.fields).toHaveProperty("slot");

    const huge = await upload("/api/v1/creators/me/images/avatar", creator, "avatar", Buffer.alloc(11 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    const hugeBody = (await huge.json()) as ErrorBody;
    expect(hugeBody.error.fields).toHaveProperty("avatar");
    expect(hugeBody.error.message).toContain("10 MB");
    expect(storedFiles("avatars", creator.id)).toHaveLength(0);
  });

  it("stores a profile photo in its own slot", async () => {
    const creator = await onboardCreator("ava-photos");
    const res = await upload("/api/v1/creators/me/images/profile_photo_two", creator, "profile_photo_two", await png(2000, 3000));
    expect(res.status).toBe(200);
    const info = (await me(creator)).creator_info!;
    expect(info.profile_photo_two).toMatch(/^\/api\/v1\/media\/profile-photos\//);
    expect(info.profile_photo_one).toBeNull();
    const meta = await sharp(Buffer.from(await (await t.app.request(info.profile_photo_two!)).arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 900, height: 1350 });
  });

  it("is for signed-in creators only", async () => {
    expect((await upload("/api/v1/creators/me/images/avatar", null, "avatar", await png(10, 10))).status).toBe(401);
    const brand = await onboardBrand("Not A Creator");
    expect((await upload("/api/v1/creators/me/images/avatar", brand, "avatar", await png(10, 10))).status).toBe(403);
  });

  it("answers 404 for a creator type without a profile row, storing nothing", async () => {
    const u = await createUser(t, { types: ["creator"] });
    expect((await t.ctx.db.select().from(creatorProfile)).some((p) => p.userId === u.id)).toBe(false);
    const res = await upload("/api/v1/creators/me/images/avatar", u, "avatar", await png(10, 10));
    expect(res.status).toBe(404);
    expect(storedFiles("avatars", u.id)).toHaveLength(0);
  });
});

describe("POST /api/v1/me/avatar", () => {
  it("sets any user's account image", async () => {
    const u = await createUser(t);
    const res = await upload("/api/v1/me/avatar", u, "image", await png(300, 300));
    expect(res.status).toBe(200);
    const { url } = ((await res.json()) as { data: { url: string } }).data;
    expect((await me(u)).user.image).toBe(url);
  });
});

describe("brand logos", () => {
  it("lists the brand's profiles and stores a logo at most 512 wide, keeping its shape", async () => {
    const brand = await onboardBrand("Glow Theory");
    const [profile] = await brandProfilesOf(brand);
    expect(profile).toMatchObject({ name: "Glow Theory", logo_url: null });
    const res = await upload(`/api/v1/brand-profiles/${profile!.id}/logo`, brand, "logo", await png(1200, 300));
    expect(res.status).toBe(200);
    const [after] = await brandProfilesOf(brand);
    expect(after!.logo_url).toMatch(new RegExp(`^/api/v1/media/brand-logos/${profile!.id}/`));
    const meta = await sharp(Buffer.from(await (await t.app.request(after!.logo_url!)).arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 128 });
  });

  it("refuses another brand's profile (404), a creator (403) and a PDF (400 naming logo)", async () => {
    const owner = await onboardBrand("Owner Brand");
    const [profile] = await brandProfilesOf(owner);
    const other = await onboardBrand("Other Brand");
    expect((await upload(`/api/v1/brand-profiles/${profile!.id}/logo`, other, "logo", await png(10, 10))).status).toBe(404);
    expect((await upload(`/api/v1/brand-profiles/not-a-uuid/logo`, owner, "logo", await png(10, 10))).status).toBe(404);
    const creator = await onboardCreator("ava-not-brand");
    expect((await upload(`/api/v1/brand-profiles/${profile!.id}/logo`, creator, "logo", await png(10, 10))).status).toBe(403);
    const pdf = await upload(`/api/v1/brand-profiles/${profile!.id}/logo`, owner, "logo", PDF, "logo.png");
    expect(pdf.status).toBe(400);
    expect(((await pdf.json()) as ErrorBody).error.fields).toHaveProperty("logo");
    expect((await brandProfilesOf(owner))[0]!.logo_url).toBeNull();
    expect(storedFiles("brand-logos", profile!.id)).toHaveLength(0);
  });
});
