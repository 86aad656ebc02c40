import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandCampaignView, CreatorCampaignView } from "@/contracts/campaigns";
import type { SavedProduct } from "@/contracts/orders";
import { brandProfile, campaign, creatorProfile, paymentCheckout, savedProduct } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { clearingOf, transfer, walletOf } from "@/server/domain/ledger";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { TEST_ORIGIN } from "../support/test-settings";

/*
 * The builder's product step: product pictures uploaded through the storage adapter,
 * saved products with pictures, and a campaign that takes its product from one; and Add Funds on a
 * proposal returning to that proposal (only to a same-site path).
 */

const SECRET = "campaign-builder-test-sandbox-secret";
let t: TestApp;
let storageDir: string;
beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), "reelbrief-products-"));
  t = await createTestApp({ STORAGE_DIR: storageDir, SANDBOX_WEBHOOK_SECRET: SECRET });
});
afterAll(async () => {
  await t?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function call<T>(user: TestUser, urlPath: string, init: { method?: string; body?: unknown } = {}) {
  const res = await t.request(`/api/v1${urlPath}`, { token: user.token, ...init });
  const json = (await res.json()) as { data: T; error?: ErrorBody };
  return { status: res.status, data: json.data, error: json.error };
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
/** A real (tiny) PDF renamed to `.png` and sent as image/png: refused for what its bytes are. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

async function uploadImage(user: TestUser | null, bytes: Buffer, field = "image") {
  const form = new FormData();
  form.set(field, new File([new Uint8Array(bytes)], "product.png", { type: "image/png" }));
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (user) headers.authorization = `Bearer ${user.token}`;
  const res = await t.app.request("/api/v1/auth/products/images", { method: "POST", body: form, headers });
  const json = (await res.json()) as { data?: { url: string }; error?: ErrorBody };
  return { status: res.status, url: json.data?.url, error: json.error };
}

async function brand(name: string) {
  const user = await createUser(t, { types: ["brand"] });
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: user.id, activeOrganizationId: null });
  await t.ctx.db.insert(brandProfile).values({ buyerAccountId: buyer.id, name, website: "https://brand.example.com" });
  return { user, buyerId: buyer.id };
}

const storedFiles = (owner: string) => {
  const dir = path.join(storageDir, "objects", "product-images", owner);
  return existsSync(dir) ? readdirSync(dir) : [];
};

const brief = (overrides: Record<string, unknown> = {}) => ({
  title: "Serum launch",
  description: "Film your morning routine with the serum, natural light, honest first impressions.",
  platforms: ["tiktok"],
  pricing: "fixed",
  price_min_cents: 20_000,
  application_deadline: inDays(10),
  ...overrides,
});

describe("product pictures", () => {
  it("stores an image re-encoded as WebP under the account, served publicly, and refuses a non-image by its content", async () => {
    const { user, buyerId } = await brand("Glow Co");
    const ok = await uploadImage(user, await jpeg(2400, 1600));
    expect(ok.status, JSON.stringify(ok.error)).toBe(201);
    expect(ok.url).toMatch(new RegExp(`^/api/v1/media/product-images/${buyerId}/[0-9a-f-]+\\.webp$`));

    const served = await t.app.request(ok.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1080); // resized inside 1080×1080, shape kept
    expect(meta.height).toBe(720);

    const before = storedFiles(buyerId).length;
    const pdf = await uploadImage(user, PDF);
    expect(pdf.status).toBe(400);
    expect(pdf.error?.fields?.image).toMatch(/not an image/i);
    const missing = await uploadImage(user, await jpeg(10, 10), "logo");
    expect(missing.status).toBe(400);
    expect(missing.error?.fields?.image).toBeTruthy();
    expect(storedFiles(buyerId).length).toBe(before);
  });

  it("is for brands only", async () => {
    expect((await uploadImage(null, await jpeg(20, 20))).status).toBe(401);
    const creator = await createUser(t, { types: ["creator"] });
    expect((await uploadImage(creator, await jpeg(20, 20))).status).toBe(403);
  });
});

describe("saved products with pictures and the campaign's product", () => {
  it("saves a product with its picture and fills a draft's product from it", async () => {
    const { user } = await brand("Glow Co");
    const { url } = await uploadImage(user, await jpeg(600, 600));
    const saved = await call<SavedProduct>(user, "/auth/products", {
      body: { name: "Barrier Serum", url: "https://glow.example.com/serum", retailValueCents: 3_900, imageUrl: url },
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(201);
    expect(saved.data.imageUrl).toBe(url);
    const list = await call<SavedProduct[]>(user, "/auth/products");
    expect(list.data.map((p) => [p.name, p.imageUrl])).toEqual([["Barrier Serum", url]]);

    const draft = await call<BrandCampaignView>(user, "/auth/campaigns", { body: brief({ saved_product_id: saved.data.id }) });
    expect(draft.status, JSON.stringify(draft.error)).toBe(201);
    expect(draft.data).toMatchObject({
      product_name: "Barrier Serum",
      product_url: "https://glow.example.com/serum",
      product_retail_value_cents: 3_900,
      product_image_url: url,
    });

    // Creators see the picture on the campaign page once it is published.
    const sub = await fundAndSubscribe(user);
    expect(sub).toBe(201);
    const published = await call<BrandCampaignView>(user, `/auth/campaigns/${draft.data.id}/status`, { body: { action: "publish" } });
    expect(published.status, JSON.stringify(published.error)).toBe(200);
    const creator = await createUser(t, { types: ["creator"] });
    await t.ctx.db.insert(creatorProfile).values({ userId: creator.id, firstName: "Casey", lastName: "Rivera", country: "US" });
    const seen = await call<CreatorCampaignView>(creator, `/auth/campaigns/${draft.data.id}/view`);
    expect(seen.status).toBe(200);
    expect(seen.data.product_image_url).toBe(url);
  });

  it("sets an uploaded picture on a draft by autosave, and refuses a picture from elsewhere with the field named", async () => {
    const { user } = await brand("Glow Co");
    const draft = await call<BrandCampaignView>(user, "/auth/campaigns", { body: { title: "Draft" } });
    const { url } = await uploadImage(user, await jpeg(300, 300));
    const set = await call<BrandCampaignView>(user, `/auth/campaigns/${draft.data.id}`, {
      method: "PATCH",
      body: { product_image_url: url },
    });
    expect(set.status, JSON.stringify(set.error)).toBe(200);
    expect(set.data.product_image_url).toBe(url);

    for (const bad of ["https://tracker.example.com/pixel.png", "/api/v1/media/avatars/x/y.webp", "javascript:alert(1)", ""]) {
      const res = await call(user, `/auth/campaigns/${draft.data.id}`, { method: "PATCH", body: { product_image_url: bad } });
      expect(res.status, bad).toBe(400);
      expect(res.error?.fields?.product_image_url, bad).toBeTruthy();
    }
    const cleared = await call<BrandCampaignView>(user, `/auth/campaigns/${draft.data.id}`, {
      method: "PATCH",
      body: { product_image_url: null },
    });
    expect(cleared.data.product_image_url).toBeNull();
  });

  it("another brand can use neither your saved product nor your picture (404, nothing changed)", async () => {
    const owner = await brand("Glow Co");
    const other = await brand("Rival Ltd");
    const { url } = await uploadImage(owner.user, await jpeg(300, 300));
    const product = await call<SavedProduct>(owner.user, "/auth/products", { body: { name: "Secret Serum", imageUrl: url } });
    expect(product.status).toBe(201);

    // Not in the other brand's list.
    expect((await call<SavedProduct[]>(other.user, "/auth/products")).data).toEqual([]);

    // Not as a saved product on a new draft or an existing one.
    const refusedCreate = await call(other.user, "/auth/campaigns", { body: brief({ saved_product_id: product.data.id }) });
    expect(refusedCreate.status).toBe(404);
    const draft = await call<BrandCampaignView>(other.user, "/auth/campaigns", { body: { title: "Rival draft", product_name: "Ours" } });
    const refusedPatch = await call(other.user, `/auth/campaigns/${draft.data.id}`, {
      method: "PATCH",
      body: { saved_product_id: product.data.id, title: "Changed" },
    });
    expect(refusedPatch.status).toBe(404);

    // Not as a picture on a draft or on a saved product of theirs.
    const refusedImage = await call(other.user, `/auth/campaigns/${draft.data.id}`, {
      method: "PATCH",
      body: { product_image_url: url, title: "Changed" },
    });
    expect(refusedImage.status).toBe(404);
    const refusedProduct = await call(other.user, "/auth/products", { body: { name: "Copy", imageUrl: url } });
    expect(refusedProduct.status).toBe(404);

    const [row] = await t.ctx.db.select().from(campaign).where(eq(campaign.id, draft.data.id));
    expect(row).toMatchObject({ title: "Rival draft", productName: "Ours", productImageUrl: null });
    expect(await t.ctx.db.select().from(campaign).where(eq(campaign.buyerAccountId, other.buyerId))).toHaveLength(1);
    expect(await t.ctx.db.select().from(savedProduct).where(eq(savedProduct.buyerAccountId, other.buyerId))).toEqual([]);
  });
});

async function fundAndSubscribe(user: TestUser): Promise<number> {
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: user.id, activeOrganizationId: null });
  await transfer(t.ctx.db, {
    from: clearingOf("sandbox"),
    to: walletOf(buyer.id),
    amount: 100_000,
    reason: "top_up",
    reference: { type: "test", id: user.id },
    idempotencyKey: `test-fund:${user.id}:${Math.random()}`,
  });
  return (await call(user, "/auth/subscriptions", { body: { plan: "starter" } })).status;
}

describe("Add Funds returns to the proposal", () => {
  const proposalPath = "/platform/campaigns/0b7c6f1e-2a3b-4c5d-8e9f-001122334455/proposals/9a8b7c6d-5e4f-4a3b-8c2d-1e0f11223344";

  async function topUp(user: TestUser, returnPath: string | undefined) {
    const res = await call<{ id: string; url: string }>(user, "/auth/sandbox/add-wallet-funds", {
      body: { amount: 5_000, ...(returnPath !== undefined && { return_path: returnPath }) },
    });
    expect(res.status, JSON.stringify(res.error)).toBe(201);
    const [row] = await t.ctx.db.select().from(paymentCheckout).where(eq(paymentCheckout.id, res.data.id));
    return { id: res.data.id, returnPath: row!.returnPath };
  }

  it("comes back to the proposal after paying", async () => {
    const { user } = await brand("Glow Co");
    const started = await topUp(user, proposalPath);
    expect(started.returnPath).toBe(proposalPath);
    const paid = await t.request(`/api/v1/payments/sandbox/${started.id}`, {
      body: { action: "pay", number: "4242424242424242", expiry: "12/40", cvc: "123" },
    });
    const json = (await paid.json()) as { data: { status: string; redirect: string } };
    expect(json.data.status).toBe("paid");
    expect(json.data.redirect).toBe(`${proposalPath}?top_up=success&checkout=${started.id}`);
  });

  it.each([
    ["a protocol-relative host", "//evil.example/platform"],
    ["a backslash host", "/\\evil.example"],
    ["an absolute URL elsewhere", "https://evil.example/platform"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "platform/campaigns"],
    ["dot segments to a host", "/.//evil.example"],
  ])("refuses %s and falls back to /platform", async (_, target) => {
    const { user } = await brand("Glow Co");
    expect((await topUp(user, target)).returnPath).toBe("/platform");
  });
});
