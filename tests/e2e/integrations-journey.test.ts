import { mkdirSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { it, type OpenContext, type Viewport } from "./support/fixtures";
import { baseURL, DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { newBrand, newCreator, topUp } from "./support/accounts";
import { buyPackage, createPackage, deliverFirstSample } from "./support/orders";
import { signInContext, type E2eUser } from "./support/users";

/*
 * The integrations journey on the production build: a brand owner creates an API key on Settings →
 * Integrations and calls the API with it as curl would; registers a receiver (a local HTTP server
 * of this test) for `video.approved`, approves a delivered video and sees the signed delivery both
 * in the endpoint's log and at the receiver; then connects the sandbox store, imports a product and
 * picks it in a new brief. Screenshots: tests/.artifacts/integrations-journey.
 */

const SHOTS = path.resolve("tests/.artifacts/integrations-journey");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on a free local port that answers 204 and keeps what it got. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/reelbrief-hooks`,
    received,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** Waits, without a deadline of its own (the test's timeout is the limit), until `check` is true. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 100));
}

interface World {
  brand: E2eUser;
  organizationId: string;
  orderId: string;
}

/** A team brand (API keys belong to organizations) with an order whose video the creator delivered. */
async function deliveredOrderWorld(): Promise<World> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const creator = await newCreator("Ida Integrate");
  const packageId = await createPackage(creator, { title: "Integrations video", priceCents: 12_000, usageRightsTerm: "1y" });
  const { brandProfileId, organizationId, ...brand } = await newBrand("Otto Owner", {
    account: "organization",
    brandName: `Hookline ${suffix}`,
    organizationName: `Hookline Studio ${suffix}`,
  });
  await topUp(brand, 15_000);
  const order = await buyPackage({ user: brand, brandProfileId }, packageId, {
    whatToFilm: "Open the Hookline kit and show the first use.",
    product: "Hookline kit",
  });
  await deliverFirstSample(creator, order.id);
  return { brand, organizationId: organizationId!, orderId: order.id };
}

/** A browser signed in as the brand owner, its session working in the team (as the team switcher does). */
async function teamPage(openContext: OpenContext, viewport: Viewport) {
  const context = await openContext(viewport);
  await signInContext(context, world.brand.email, world.brand.password);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto("/platform");
  await page.evaluate(async (organizationId) => {
    const res = await fetch("/api/auth/organization/set-active", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ organizationId }),
    });
    if (!res.ok) throw new Error(`set-active ${res.status}`);
  }, world.organizationId);
  return { page, errors };
}

let world: World;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  [world, receiver] = await Promise.all([deliveredOrderWorld(), startReceiver()]);
});
afterAll(async () => {
  await receiver?.close();
});

describe("integrations journey", () => {
  it("API key used with curl-style calls, a signed video.approved webhook seen in the log and at the receiver, a sandbox product picked in a brief", async ({
    openContext,
  }) => {
    const { page, errors } = await teamPage(openContext, DESKTOP);
    await page.goto("/platform/settings/integrations");
    await page.getByRole("heading", { level: 1, name: "Integrations" }).waitFor();
    await shot(page, "1-integrations-empty-1280");

    // 1. An API key that may read orders: its secret is shown once.
    await page.getByRole("button", { name: "Create API key" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Order sync");
    await dialog.getByLabel("Orders: read").check();
    await dialog.getByRole("button", { name: "Create key" }).click();
    await dialog.getByRole("heading", { name: "Your new API key" }).waitFor();
    const secret = await dialog.locator("#api-key-secret").inputValue();
    expect(secret).toMatch(/^rb_live_/);
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByText(secret).count()).toBe(0);

    // The API, called the way curl would: a bearer key, no cookie.
    const call = (method: string, route: string, body?: unknown) =>
      fetch(`${baseURL()}/api/v1${route}`, {
        method,
        headers: { authorization: `Bearer ${secret}`, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const orders = await call("GET", "/auth/orders");
    expect(orders.status).toBe(200);
    const listed = (await orders.json()) as { data: { id: string }[] };
    expect(listed.data.map((o) => o.id)).toContain(world.orderId);
    const campaign = await call("POST", "/auth/campaigns", { title: "Not with a read-only key" });
    expect(campaign.status).toBe(403);
    expect(await campaign.text()).toContain("campaigns:write");

    // 2. The receiver as an endpoint for video.approved; its signing secret, revealed.
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const add = page.getByRole("dialog");
    await add.getByLabel("URL").fill(receiver.url);
    await add.getByLabel("video.approved").check();
    await add.getByRole("button", { name: "Add endpoint" }).click();
    await add.waitFor({ state: "detached" });
    const endpoints = page.getByRole("list", { name: "Webhook endpoints" });
    await endpoints.getByText(receiver.url).waitFor();
    await endpoints.getByRole("button", { name: "Reveal" }).click();
    const signingSecret = (await endpoints.getByText(/^whsec_[A-Za-z0-9+/=]+$/).textContent())!.trim();

    // 3. The brand approves the delivered video.
    await page.goto(`/platform/orders/${world.orderId}`);
    const review = page.getByTestId("video-review");
    await review.getByRole("button", { name: "Approve video" }).click();
    await review.getByTestId("video-approved").waitFor();

    // 4. The receiver got video.approved, signed with the endpoint's secret (checked by standardwebhooks).
    await until(() => receiver.received.some((r) => r.body.includes('"video.approved"')));
    const got = receiver.received.find((r) => r.body.includes('"video.approved"'))!;
    const signed = {
      "webhook-id": String(got.headers["webhook-id"]),
      "webhook-timestamp": String(got.headers["webhook-timestamp"]),
      "webhook-signature": String(got.headers["webhook-signature"]),
    };
    const payload = new Webhook(signingSecret).verify(got.body, signed) as { type: string; version: number; data: { orderId: string } };
    expect(payload).toMatchObject({ type: "video.approved", version: 1, data: { orderId: world.orderId } });
    // Another secret does not verify it: the check above can fail.
    expect(() => new Webhook(`whsec_${Buffer.from("not the endpoint's secret").toString("base64")}`).verify(got.body, signed)).toThrow();

    // …and the endpoint's delivery log shows it, delivered.
    await page.goto("/platform/settings/integrations");
    await endpoints.getByRole("button", { name: "Show deliveries" }).click();
    const log = page.getByRole("list", { name: "Deliveries" });
    const delivery = log.getByRole("listitem").filter({ hasText: "video.approved" });
    await delivery.waitFor();
    expect(await delivery.textContent()).toContain("succeeded");
    await shot(page, "2-integrations-key-endpoint-log-1280");

    // 5. The sandbox store: connect, import a product.
    const store = page.getByTestId("store-section");
    await store.getByRole("button", { name: "Connect the sandbox store" }).click();
    await store.getByLabel("Glow Vitamin C Serum").check();
    await store.getByRole("button", { name: "Import selected (1)" }).click();
    await store.getByRole("listitem").filter({ hasText: "Glow Vitamin C Serum" }).getByText("Imported").waitFor();
    await shot(page, "3-integrations-store-1280");

    // The same page on a phone.
    const { page: phone, errors: phoneErrors } = await teamPage(openContext, PHONE);
    await phone.goto("/platform/settings/integrations");
    await phone.getByRole("list", { name: "Webhook endpoints" }).getByText(receiver.url).waitFor();
    await phone.getByTestId("store-section").getByText("Glow Vitamin C Serum").waitFor();
    await shot(phone, "4-integrations-390");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // 6. A new brief picks the imported product.
    await page.goto("/platform/campaigns/new");
    await page.getByLabel("Campaign title").fill("Glow with Hookline");
    const productSelect = page.getByLabel("Product", { exact: true });
    await productSelect.locator("option", { hasText: "Glow Vitamin C Serum" }).waitFor({ state: "attached" });
    await productSelect.selectOption({ label: "Glow Vitamin C Serum" });
    expect(await page.getByLabel("Product name").inputValue()).toBe("Glow Vitamin C Serum");
    await shot(page, "5-brief-with-store-product-1280");

    expect(errors).toEqual([]);
    expect(phoneErrors).toEqual([]);
  });
});
