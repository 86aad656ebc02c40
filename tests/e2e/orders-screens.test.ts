import { mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect } from "vitest";
import { it, type OpenContext } from "./support/fixtures";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { signInContext, type E2eUser } from "./support/users";
import { buyPackage, createPackage, fundedBrand } from "./support/orders";
import { newCreator } from "./support/accounts";

/*
 * The order screens on the production build, with their own brand and creator made
 * through the API: a brand with a funded order that ships a product enters tracking on the order
 * page; the creator marks the parcel received (with a photo) and production starts; both see the
 * order, its timeline and their action items on the lists and dashboards, at desktop and 390 px.
 */

const SHOTS = path.resolve("tests/.artifacts/orders");
mkdirSync(SHOTS, { recursive: true });

interface World {
  brand: E2eUser;
  creator: E2eUser;
  orderId: string;
  reference: string;
}

/** A creator selling a 2-video package, a brand with a brand profile and $500, and one order that ships a product. */
async function orderWorld(): Promise<World> {
  const suffix = Math.random().toString(36).slice(2, 8);
  // Listed: packages go on sale only from a complete profile (decision 054).
  const creator = await newCreator("Orla Maker");
  const packageId = await createPackage(creator, {
    title: "Two unboxing videos",
    description: "Honest first impressions, filmed at home.",
    priceCents: 30_000,
    videos: 2,
  });
  const brand = await fundedBrand("Bria Brand", `Glow Labs ${suffix}`, 50_000);
  const order = await buyPackage(
    brand,
    packageId,
    {
      whatToFilm: "Unbox the Glow Serum and share your first impressions in daylight.",
      product: "Glow Serum 30 ml",
      links: ["https://example.com/glow-serum"],
      notes: "Mention the pump bottle.",
    },
    { shipsProduct: true },
  );
  expect(order.status).toBe("awaiting_shipment");
  return { brand: brand.user, creator, orderId: order.id, reference: order.reference };
}

async function signedIn(openContext: OpenContext, user: E2eUser, viewport: { width: number; height: number }) {
  const context: BrowserContext = await openContext(viewport);
  await signInContext(context, user.email, user.password);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page) };
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** The visible list of the page: the table on desktop, the card list on a phone. */
const orderEntry = (page: Page, orderId: string) => page.locator(`[data-order-id="${orderId}"]`).locator("visible=true");

let world: World;

beforeAll(async () => {
  world = await orderWorld();
});

describe("order screens", () => {
  it("the brand sees what to ship, opens the order and enters tracking (desktop)", async ({ openContext }) => {
    const { page, errors } = await signedIn(openContext, world.brand, DESKTOP);

    await page.goto("/platform");
    const actions = page.getByTestId("action-items");
    await actions.locator('[data-kind="orders_to_ship"]').waitFor();
    expect(await actions.locator('[data-kind="orders_to_ship"]').textContent()).toContain("1 order to ship");
    expect(await page.getByTestId("recent-orders").textContent()).toContain("Two unboxing videos");
    expect(await page.getByTestId("orders-money-card").textContent()).toContain("$300.00");
    await shot(page, "brand-dashboard-desktop");

    await page.goto("/platform/orders");
    const row = orderEntry(page, world.orderId);
    expect(await row.textContent()).toContain("Awaiting shipment");
    expect(await row.textContent()).toContain("Orla");
    await shot(page, "brand-orders-desktop");

    await page.getByLabel("Search").fill(world.reference);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === world.reference);
    await row.getByRole("link", { name: "Two unboxing videos" }).click();
    await page.waitForURL(`**/platform/orders/${world.orderId}`);
    await page.getByTestId("order-details").waitFor();

    const details = page.getByTestId("order-details");
    expect(await details.getAttribute("data-status")).toBe("awaiting_shipment");
    expect(await page.getByTestId("brief-what").textContent()).toContain("Unbox the Glow Serum");
    expect(await page.getByRole("button", { name: "Cancel order" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Open a dispute" }).count()).toBe(0);

    const form = page.getByRole("form", { name: "Shipping for video 1" });
    await form.getByRole("button", { name: "Save tracking" }).click();
    await form.getByText("Choose a carrier").waitFor();
    await form.getByLabel("Carrier").selectOption("ups");
    await form.getByLabel("Tracking number").fill("1Z999AA10123456784");
    expect(await form.getByRole("link", { name: "Check it on the carrier's site" }).getAttribute("href")).toBe(
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    expect(await form.getByLabel("Same parcel for every video of this order").isChecked()).toBe(true);
    await shot(page, "brand-order-shipping-desktop");
    await form.getByRole("button", { name: "Save tracking" }).click();

    const tracking = page.getByRole("link", { name: /UPS 1Z999AA10123456784/ });
    await expect.poll(() => tracking.count(), { timeout: 20_000 }).toBe(2);
    expect(await tracking.first().getAttribute("href")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    const timeline = page.getByRole("list", { name: "Order timeline" });
    await expect.poll(async () => (await timeline.getByRole("listitem").count()) >= 2, { timeout: 20_000 }).toBe(true);
    expect(await page.getByTestId("money-summary").textContent()).toContain("$300.00");
    await shot(page, "brand-order-shipped-desktop");
    expect(errors).toEqual([]);
  });

  it("the creator receives the parcel with a photo and production starts (390 px)", async ({ openContext }) => {
    const { page, errors } = await signedIn(openContext, world.creator, PHONE);

    await page.goto("/dashboard");
    await page.getByTestId("action-items").locator('[data-kind="orders_to_receive"]').waitFor();
    await shot(page, "creator-dashboard-phone");

    await page.goto("/dashboard/orders");
    const card = orderEntry(page, world.orderId);
    expect(await card.textContent()).toContain("Glow Labs");
    await shot(page, "creator-orders-phone");
    await card.getByRole("link").click();
    await page.waitForURL(`**/dashboard/orders/${world.orderId}`);
    await page.getByTestId("order-details").waitFor();

    expect(await page.getByRole("heading", { name: "What the brand asked for" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: /UPS 1Z999AA10123456784/ }).count()).toBe(2);
    const form = page.getByRole("form", { name: "Product received for video 1" });
    await form.getByLabel("Photo of the parcel (optional)").setInputFiles({
      name: "parcel.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
        .png()
        .toBuffer(),
    });
    await form.getByLabel("Note for the brand (optional)").fill("Arrived in perfect shape.");
    await shot(page, "creator-order-receive-phone");
    await form.getByRole("button", { name: "Mark as received" }).click();

    expect(await form.getByLabel("Same parcel as video 2: mark it too").isChecked()).toBe(true);
    const details = page.getByTestId("order-details");
    await expect.poll(() => details.getAttribute("data-status"), { timeout: 20_000 }).toBe("in_production");
    await page.locator("time[data-tone]").first().waitFor();
    expect(await page.getByText("Arrived in perfect shape.").count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: /Photo of the parcel/ }).count()).toBeGreaterThan(0);
    await shot(page, "creator-order-received-phone");
    expect(errors).toEqual([]);
  });

  it("both see the order and its timeline at the other width", async ({ openContext }) => {
    const brand = await signedIn(openContext, world.brand, PHONE);
    await brand.page.goto("/platform/orders");
    await orderEntry(brand.page, world.orderId).waitFor();
    await shot(brand.page, "brand-orders-phone");
    await brand.page.goto(`/platform/orders/${world.orderId}`);
    const brandTimeline = brand.page.getByRole("list", { name: "Order timeline" });
    await brandTimeline.waitFor();
    expect(await brandTimeline.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    await shot(brand.page, "brand-order-phone");
    await brand.page.goto("/platform");
    await brand.page.getByTestId("recent-orders").getByText(world.reference, { exact: false }).waitFor();
    await shot(brand.page, "brand-dashboard-phone");

    const creator = await signedIn(openContext, world.creator, DESKTOP);
    await creator.page.goto("/dashboard");
    expect(await creator.page.getByTestId("recent-orders").textContent()).toContain("Two unboxing videos");
    await creator.page.getByTestId("action-items").locator('[data-kind="orders_to_deliver"]').waitFor();
    await shot(creator.page, "creator-dashboard-desktop");
    await creator.page.goto(`/dashboard/orders/${world.orderId}`);
    const creatorTimeline = creator.page.getByRole("list", { name: "Order timeline" });
    await creatorTimeline.waitFor();
    expect(await creatorTimeline.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    await shot(creator.page, "creator-order-desktop");
    expect([...brand.errors, ...creator.errors]).toEqual([]);
  });
});
