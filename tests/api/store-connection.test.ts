import { createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaign, member, savedProduct, storeConnection, user } from "@/server/db/schema";
import { createCampaignDraft } from "@/server/domain/campaigns/save-campaign-draft";
import { useStoreAdapter } from "@/server/integrations/store";
import { createShopifyAdapter } from "@/server/integrations/store/shopify";
import { DEMO_ACCOUNTS } from "@/server/seed/demo-accounts";
import { importedDemoProductId, seedStore } from "@/server/seed/seed-store";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * The store connection end to end: the sandbox store (connect, browse, import, re-import, disconnect),
 * and the Shopify adapter against a local server that answers as Shopify's Admin API does (this
 * machine cannot reach Shopify). Expected values come from the catalogues written here and from the
 * sandbox catalogue as documented in docs/product/store-connection.md, never read back from the code.
 */

const CLIENT_ID = "test-client-id";
const CLIENT_SECRET = "test-client-secret-shh";
const FAKE_SHOP = "fake-shop.myshopify.com";
const FAKE_TOKEN = "shpat_fake_token_123";

interface Json<T> {
  status: number;
  body: T;
}

let t: TestApp;
let fake: Server;
let fakeOrigin: string;
const fakeCalls: { path: string; token: string | undefined; body: string }[] = [];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function fakeShopifyProduct(n: number) {
  return {
    id: `gid://shopify/Product/${1000 + n}`,
    title: `Fake Product ${n}`,
    handle: `fake-product-${n}`,
    descriptionHtml: `<p>The <strong>best</strong> product &amp; number ${n}</p>`,
    onlineStoreUrl: `https://${FAKE_SHOP}/products/fake-product-${n}`,
    images: { nodes: [{ url: `${fakeOrigin}/images/${n}.png`, altText: `Picture ${n}` }] },
    variants: {
      nodes: [
        { id: `gid://shopify/ProductVariant/${2000 + n}`, title: "Default", price: `${20 + n}.50`, sku: `FAKE-${n}` },
        { id: `gid://shopify/ProductVariant/${3000 + n}`, title: "Large", price: "99.00", sku: "" },
      ],
    },
  };
}

/** Answers like Shopify: the token exchange, the GraphQL endpoint (shop, products, nodes) and CDN pictures. */
async function startFakeShopify(): Promise<void> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#ff8800" } })
    .png()
    .toBuffer();
  fake = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const token = req.headers["x-shopify-access-token"] as string | undefined;
      fakeCalls.push({ path: req.url ?? "", token, body });
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (req.url?.startsWith("/images/")) {
        res.writeHead(200, { "content-type": "image/png" });
        return res.end(png);
      }
      if (req.url === "/admin/oauth/access_token") {
        const { client_id, client_secret, code } = JSON.parse(body) as Record<string, string>;
        if (client_id !== CLIENT_ID || client_secret !== CLIENT_SECRET || code !== "good-code")
          return send(400, { error: "invalid_request" });
        return send(200, { access_token: FAKE_TOKEN, scope: "read_products" });
      }
      if (req.url === "/admin/api/2025-01/graphql.json") {
        if (token !== FAKE_TOKEN) return send(401, { errors: "[API] Invalid API key or access token" });
        const { query, variables } = JSON.parse(body) as {
          query: string;
          variables: { first?: number; after?: string | null; ids?: string[] };
        };
        if (query.includes("shop { name }")) return send(200, { data: { shop: { name: "Fake Shop" } } });
        const all = [1, 2, 3].map(fakeShopifyProduct);
        if (query.includes("nodes(ids:")) {
          return send(200, { data: { nodes: variables.ids!.map((id) => all.find((p) => p.id === id) ?? null) } });
        }
        const start = variables.after ? Number(variables.after.replace("cursor-", "")) : 0;
        const page = all.slice(start, start + variables.first!);
        const end = start + page.length;
        return send(200, { data: { products: { nodes: page, pageInfo: { hasNextPage: end < all.length, endCursor: `cursor-${end}` } } } });
      }
      send(404, { errors: "Not Found" });
    })();
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  fakeOrigin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await createTestApp({ SHOPIFY_CLIENT_ID: CLIENT_ID, SHOPIFY_CLIENT_SECRET: CLIENT_SECRET });
  await startFakeShopify();
  // The real Shopify adapter, with the shop's address pointed at the fake.
  useStoreAdapter(t.ctx.settings, createShopifyAdapter({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, shopOrigin: () => fakeOrigin }));
});
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
  await t.close();
});

async function call<T>(who: TestUser, path: string, init: { method?: string; body?: unknown } = {}): Promise<Json<T>> {
  const res = await t.request(`/api/v1${path}`, { token: who.token, ...init });
  return { status: res.status, body: (await res.json()) as T };
}

interface StoreProductRow {
  externalId: string;
  title: string;
  description: string;
  imageUrl: string | null;
  priceCents: number | null;
  url: string | null;
  savedProductId: string | null;
  variants: { priceCents: number; sku: string | null }[];
}
interface SavedRow {
  id: string;
  name: string;
  url: string | null;
  retailValueCents: number | null;
  imageUrl: string | null;
}

const importedCount = async () =>
  (await t.ctx.db.select({ n: count() }).from(savedProduct).where(eq(savedProduct.source, "sandbox")))[0]!.n;

describe("the sandbox store", () => {
  it("connects at once, lists its catalogue by cursor, imports into saved products, re-imports without duplicates, and keeps them after disconnecting", async () => {
    const brand = await createUser(t, { types: ["brand"] });

    const before = await call<{ data: { providers: string[]; connection: unknown } }>(brand, "/auth/store");
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ providers: ["shopify", "sandbox"], connection: null });

    const install = await call<{ data: { authorizeUrl: string | null; connection: { id: string; status: string; shopName: string } } }>(
      brand,
      "/auth/store/install",
      {
        body: { provider: "sandbox" },
      },
    );
    expect(install.status).toBe(201);
    expect(install.body.data.authorizeUrl).toBeNull();
    expect(install.body.data.connection).toMatchObject({ status: "connected", provider: "sandbox", shopName: "Sandbox Store" });
    // The token is stored sealed and never answered.
    expect(JSON.stringify(install.body)).not.toMatch(/token/i);
    const [stored] = await t.ctx.db.select().from(storeConnection).where(eq(storeConnection.id, install.body.data.connection.id));
    expect(stored!.accessTokenEncrypted).toMatch(/^v1\./);
    expect(stored!.accessTokenEncrypted).not.toContain("sandbox-access-token");

    // Eight products: a page of 5, then the last 3.
    const first = await call<{ data: StoreProductRow[]; nextCursor: string | null }>(brand, "/auth/store/products?limit=5");
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await call<{ data: StoreProductRow[]; nextCursor: string | null }>(
      brand,
      `/auth/store/products?limit=5&cursor=${encodeURIComponent(first.body.nextCursor!)}`,
    );
    expect(second.body.data).toHaveLength(3);
    expect(second.body.nextCursor).toBeNull();
    const serum = first.body.data.find((p) => p.title === "Glow Vitamin C Serum")!;
    expect(serum.priceCents).toBe(2800);
    expect(serum.variants.map((v) => v.priceCents)).toEqual([2800, 4900]);
    expect(serum.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(serum.savedProductId).toBeNull();
    const bottle = first.body.data.find((p) => p.title === "Trail Insulated Bottle")!;

    const imported = await call<{ data: { products: SavedRow[]; created: number; updated: number } }>(brand, "/auth/store/import", {
      body: { externalIds: [serum.externalId, bottle.externalId] },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ created: 2, updated: 0 });

    // They are the brand's saved products, as the brief builder and the package purchase read them.
    const saved = await call<{ data: SavedRow[] }>(brand, "/auth/products");
    const byName = new Map(saved.body.data.map((p) => [p.name, p]));
    expect(byName.get("Glow Vitamin C Serum")).toMatchObject({
      retailValueCents: 2800,
      url: "https://sandbox-store.reelbrief.local/products/glow-serum",
    });
    expect(byName.get("Trail Insulated Bottle")).toMatchObject({ retailValueCents: 2900 });
    const picture = byName.get("Glow Vitamin C Serum")!.imageUrl!;
    expect(picture).toMatch(/^\/api\/v1\/media\/product-images\/[0-9a-f-]+\/[0-9a-f-]+\.webp$/);
    const served = await t.request(picture, { token: brand.token });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");

    // Re-import: the two are updated (same rows, same stored picture), one more is created.
    const serumId = byName.get("Glow Vitamin C Serum")!.id;
    const candle = second.body.data.find((p) => p.title === "Calm Lavender Candle")!;
    const again = await call<{ data: { products: SavedRow[]; created: number; updated: number } }>(brand, "/auth/store/import", {
      body: { externalIds: [serum.externalId, bottle.externalId, candle.externalId] },
    });
    expect(again.body.data).toMatchObject({ created: 1, updated: 2 });
    const afterAgain = await call<{ data: SavedRow[] }>(brand, "/auth/products");
    expect(afterAgain.body.data.filter((p) => p.name === "Glow Vitamin C Serum")).toEqual([
      expect.objectContaining({ id: serumId, imageUrl: picture }),
    ]);
    expect(afterAgain.body.data).toHaveLength(3);

    const marked = await call<{ data: StoreProductRow[] }>(brand, "/auth/store/products?limit=5");
    expect(marked.body.data.find((p) => p.externalId === serum.externalId)!.savedProductId).toBe(serumId);

    const state = await call<{ data: { connection: { lastImportAt: string | null } } }>(brand, "/auth/store");
    expect(state.body.data.connection.lastImportAt).not.toBeNull();

    // Disconnect keeps what was imported; the catalogue is no longer readable.
    const disconnect = await call<{ data: { status: string } }>(brand, "/auth/store/disconnect", { method: "POST" });
    expect(disconnect.status).toBe(200);
    expect(disconnect.body.data.status).toBe("disconnected");
    expect((await call<{ data: SavedRow[] }>(brand, "/auth/products")).body.data).toHaveLength(3);
    expect((await call<{ data: { connection: unknown } }>(brand, "/auth/store")).body.data.connection).toBeNull();
    expect((await call(brand, "/auth/store/products")).status).toBe(409);
    const [gone] = await t.ctx.db.select().from(storeConnection).where(eq(storeConnection.id, stored!.id));
    expect(gone!.accessTokenEncrypted).toBeNull();

    // Connecting again and importing the same product updates the row kept from before.
    expect((await call(brand, "/auth/store/install", { body: { provider: "sandbox" } })).status).toBe(201);
    const third = await call<{ data: { created: number; updated: number } }>(brand, "/auth/store/import", {
      body: { externalIds: [serum.externalId] },
    });
    expect(third.body.data).toMatchObject({ created: 0, updated: 1 });
  });
});

describe("the Shopify adapter against a Shopify-shaped server", () => {
  function signed(query: Record<string, string>, secret = CLIENT_SECRET) {
    // Shopify's scheme, written out here independently: hex HMAC-SHA256 of the sorted `k=v&…` without hmac.
    const message = Object.keys(query)
      .sort()
      .map((k) => `${k}=${query[k]}`)
      .join("&");
    return { ...query, hmac: createHmac("sha256", secret).update(message).digest("hex") };
  }
  const callback = (query: Record<string, string>) => t.request(`/api/v1/store/shopify/callback?${new URLSearchParams(query).toString()}`);

  it("sends the brand to approve read_products, refuses a callback with a wrong HMAC, connects with a right one and maps the products", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const install = await call<{ data: { authorizeUrl: string; connection: { status: string; shopDomain: string } } }>(
      brand,
      "/auth/store/install",
      {
        body: { provider: "shopify", shopDomain: "Fake-Shop" },
      },
    );
    expect(install.status, JSON.stringify(install.body)).toBe(201);
    expect(install.body.data.connection).toMatchObject({ status: "pending", shopDomain: FAKE_SHOP });
    const authorize = new URL(install.body.data.authorizeUrl);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fakeOrigin}/admin/oauth/authorize`);
    expect(authorize.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(authorize.searchParams.get("scope")).toBe("read_products");
    expect(authorize.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/v1/store/shopify/callback");
    const state = authorize.searchParams.get("state")!;
    expect(state.length).toBeGreaterThanOrEqual(32);

    const base = { code: "good-code", shop: FAKE_SHOP, state, timestamp: String(Math.floor(Date.now() / 1000)) };
    const exchangesBefore = fakeCalls.filter((c) => c.path === "/admin/oauth/access_token").length;
    for (const forged of [
      signed(base, "another-secret"),
      { ...signed(base), shop: "other-shop.myshopify.com" },
      { ...base, hmac: "0".repeat(64) },
    ]) {
      const res = await callback(forged);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toMatch(/^\/platform\/settings\/integrations\?store_error=/);
    }
    // Nothing was exchanged, nothing connected.
    expect(fakeCalls.filter((c) => c.path === "/admin/oauth/access_token").length).toBe(exchangesBefore);
    expect((await call<{ data: { connection: { status: string } } }>(brand, "/auth/store")).body.data.connection.status).toBe("pending");

    const ok = await callback(signed(base));
    expect(ok.headers.get("location")).toBe("/platform/settings/integrations?store=connected");
    const state2 = await call<{ data: { connection: { status: string; shopName: string } } }>(brand, "/auth/store");
    expect(state2.body.data.connection).toMatchObject({ status: "connected", shopName: "Fake Shop" });
    // The same callback again finds no pending install.
    expect((await callback(signed(base))).headers.get("location")).toMatch(/store_error=/);

    const page = await call<{ data: StoreProductRow[]; nextCursor: string | null }>(brand, "/auth/store/products?limit=2");
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.nextCursor).toBe("cursor-2");
    expect(page.body.data[0]).toMatchObject({
      externalId: "gid://shopify/Product/1001",
      title: "Fake Product 1",
      description: "The best product & number 1",
      imageUrl: `${fakeOrigin}/images/1.png`,
      priceCents: 2150,
      url: `https://${FAKE_SHOP}/products/fake-product-1`,
      savedProductId: null,
    });
    expect(page.body.data[0]!.variants).toEqual([
      { externalId: "gid://shopify/ProductVariant/2001", title: "Default", priceCents: 2150, sku: "FAKE-1" },
      { externalId: "gid://shopify/ProductVariant/3001", title: "Large", priceCents: 9900, sku: null },
    ]);
    expect(fakeCalls.filter((c) => c.path.includes("graphql")).every((c) => c.token === FAKE_TOKEN)).toBe(true);
    const rest = await call<{ data: StoreProductRow[]; nextCursor: string | null }>(brand, "/auth/store/products?limit=2&cursor=cursor-2");
    expect(rest.body.data.map((p) => p.title)).toEqual(["Fake Product 3"]);
    expect(rest.body.nextCursor).toBeNull();

    const imported = await call<{ data: { products: SavedRow[]; imagesMissing: number } }>(brand, "/auth/store/import", {
      body: { externalIds: ["gid://shopify/Product/1003"] },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data.imagesMissing).toBe(0);
    expect(imported.body.data.products[0]).toMatchObject({ name: "Fake Product 3", retailValueCents: 2350 });
    expect(imported.body.data.products[0]!.imageUrl).toMatch(/^\/api\/v1\/media\/product-images\//);
  });
});

describe("who may, and bad input", () => {
  it("refuses creators and organization members who are not owners or admins (403), writing nothing", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    expect((await call(creator, "/auth/store")).status).toBe(403);
    expect((await call(creator, "/auth/store/install", { body: { provider: "sandbox" } })).status).toBe(403);

    const owner = await createUser(t, { types: ["brand"] });
    const org = await t.request("/api/auth/organization/create", {
      token: owner.token,
      body: { name: "Store Team", slug: `store-${owner.id.toLowerCase()}` },
    });
    expect(org.status).toBe(200);
    const orgId = ((await org.json()) as { id: string }).id;
    const teammate = await createUser(t, { types: ["brand"] });
    await t.ctx.db.insert(member).values({ id: randomUUID(), organizationId: orgId, userId: teammate.id, role: "member" });
    expect((await t.request("/api/auth/organization/set-active", { token: teammate.token, body: { organizationId: orgId } })).status).toBe(
      200,
    );

    const rowsBefore = (await t.ctx.db.select({ n: count() }).from(storeConnection))[0]!.n;
    for (const [path, body] of [
      ["/auth/store", undefined],
      ["/auth/store/install", { provider: "sandbox" }],
      ["/auth/store/products", undefined],
      ["/auth/store/import", { externalIds: ["sandbox://product/glow-serum"] }],
      ["/auth/store/disconnect", {}],
    ] as const) {
      expect((await call(teammate, path, body ? { body } : {})).status, path).toBe(403);
    }
    expect((await t.ctx.db.select({ n: count() }).from(storeConnection))[0]!.n).toBe(rowsBefore);

    // The owner of the same organization may.
    expect((await call(owner, "/auth/store/install", { body: { provider: "sandbox" } })).status).toBe(201);
  });

  it("answers bad input with a 400 naming the field, and writes nothing", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const connections = async () => (await t.ctx.db.select({ n: count() }).from(storeConnection))[0]!.n;
    const before = await connections();
    const bad = async (path: string, body: unknown, field: string) => {
      const res = await call<{ error: { code: string; fields?: Record<string, string> } }>(brand, path, { body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    };
    await bad("/auth/store/install", { provider: "etsy" }, "provider");
    await bad("/auth/store/install", { provider: "shopify", shopDomain: "evil.example.com/admin" }, "shopDomain");
    await bad("/auth/store/install", { provider: "shopify", shopDomain: "" }, "shopDomain");
    expect(await connections()).toBe(before);

    expect((await call(brand, "/auth/store/install", { body: { provider: "sandbox" } })).status).toBe(201);
    const imported = await importedCount();
    await bad("/auth/store/import", { externalIds: [] }, "externalIds");
    await bad("/auth/store/import", { externalIds: ["sandbox://product/glow-serum", "sandbox://product/glow-serum"] }, "externalIds");
    await bad("/auth/store/import", { externalIds: ["sandbox://product/glow-serum", "sandbox://product/not-there"] }, "externalIds.1");
    expect(await importedCount()).toBe(imported);
    expect((await call(brand, "/auth/store/products?limit=500")).status).toBe(400);
    expect((await call(brand, "/auth/store/products?cursor=bm9wZQ")).status).toBe(400);

    // A second install while connected is a conflict, and a provider this server lacks a 404.
    expect((await call(brand, "/auth/store/install", { body: { provider: "sandbox" } })).status).toBe(409);
    const rows = await t.ctx.db
      .select()
      .from(storeConnection)
      .where(and(eq(storeConnection.status, "connected")));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe("demo data", () => {
  it("gives the demo brand a connected sandbox store with imported products, and a brief made from the imported serum copies it", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    await t.ctx.db.update(user).set({ email: DEMO_ACCOUNTS.brand.email }).where(eq(user.id, brand.id));
    await seedStore(t.ctx);

    const state = await call<{ data: { connection: { status: string; shopName: string; lastImportAt: string | null } } }>(
      brand,
      "/auth/store",
    );
    expect(state.body.data.connection).toMatchObject({ status: "connected", shopName: "Sandbox Store" });
    expect(state.body.data.connection.lastImportAt).not.toBeNull();
    const saved = await call<{ data: SavedRow[] }>(brand, "/auth/products");
    expect(saved.body.data.map((p) => p.name).sort()).toEqual(["Calm Lavender Candle", "Glow Vitamin C Serum", "Trail Insulated Bottle"]);

    const [own] = await t.ctx.db
      .select({ buyerAccountId: storeConnection.buyerAccountId })
      .from(storeConnection)
      .where(eq(storeConnection.startedByUserId, brand.id));
    const serumId = await importedDemoProductId(t.ctx.db, own!.buyerAccountId, "glow-serum");
    expect(serumId).toBe(saved.body.data.find((p) => p.name === "Glow Vitamin C Serum")!.id);
    const draft = await createCampaignDraft(t.ctx.db, {
      buyerAccountId: own!.buyerAccountId,
      userId: brand.id,
      draft: { title: "Serum launch", product_name: "typed name", saved_product_id: serumId!, product_shipped: true },
    });
    const [row] = await t.ctx.db.select().from(campaign).where(eq(campaign.id, draft.id));
    expect(row).toMatchObject({ productName: "Glow Vitamin C Serum", productRetailValueCents: 2800, productShipped: true });
    expect(row!.productImageUrl).toMatch(/^\/api\/v1\/media\/product-images\//);
  });
});
