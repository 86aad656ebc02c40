import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";
import { it, type OpenContext } from "./support/fixtures";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { signInContext, signUpViaApi, type E2eUser } from "./support/users";
import { testClient } from "./support/client";
import { buyPackage, createPackage, deliverFirstSample, fundedBrand } from "./support/orders";
import { newCreator } from "./support/accounts";

/*
 * On the production build: a brand with an approved video (its own creator,
 * package, order, a delivery through the sample-delivery test hook and the approval, all through
 * the API) finds it in /platform/content with its licence status, filters the library, opens the
 * licence and downloads the original — the bytes that were delivered.
 */

const SHOTS = path.resolve("tests/.artifacts/content-library");
mkdirSync(SHOTS, { recursive: true });
const SAMPLE = readFileSync(path.resolve("src/server/seed/media/demo-clip.mp4"));

interface World {
  brand: E2eUser;
  creator: E2eUser;
  orderId: string;
  creatorName: string;
}

async function approvedVideoWorld(): Promise<World> {
  const suffix = Math.random().toString(36).slice(2, 8);
  // Listed: packages go on sale only from a complete profile (decision 054).
  const creator = await newCreator("Lena Lens");
  const packageId = await createPackage(creator, {
    title: "Library test video",
    description: "One honest review, filmed at home.",
    priceCents: 20_000,
    usageRightsTerm: "1y",
    rawFootage: true,
  });
  const funded = await fundedBrand("Bea Brand", `Lumen Labs ${suffix}`, 30_000);
  const brand = funded.user;
  const order = await buyPackage(funded, packageId, {
    whatToFilm: "Show the Lumen cream in daylight and say how it feels.",
    product: "Lumen cream",
  });
  const videoId = await deliverFirstSample(creator, order.id);
  await testClient(brand).v1.call("POST /auth/order_videos/:id/approve", { param: { id: videoId } });
  return { brand, creator, orderId: order.id, creatorName: "Lena Lens" };
}

async function signedIn(openContext: OpenContext, user: E2eUser, viewport: { width: number; height: number }) {
  const context = await openContext(viewport, { acceptDownloads: true });
  await signInContext(context, user.email, user.password);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page) };
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

let world: World;
beforeAll(async () => {
  world = await approvedVideoWorld();
});

describe("content library", () => {
  it("the brand finds the approved video with its licence, filters, opens the licence and downloads the original", async ({
    openContext,
  }) => {
    const { page, errors } = await signedIn(openContext, world.brand, DESKTOP);
    await page.goto("/platform");
    await page.getByRole("link", { name: "Content Library" }).click();
    await page.waitForURL("**/platform/content");
    await page.getByRole("heading", { level: 1, name: "Content library" }).waitFor();

    const items = page.getByTestId("content-item");
    expect(await items.count()).toBe(1);
    const item = items.first();
    expect(await item.getAttribute("data-licence-status")).toBe("active");
    const text = (await item.textContent()) ?? "";
    expect(text).toContain("Library test video");
    expect(text).toContain(world.creatorName);
    expect(text).toContain("Licence: Active");
    expect(text).toContain("1 year");
    expect(text).toContain("All platforms");
    await shot(page, "library-desktop");

    // Filters live in the URL: expired shows nothing, then active shows the video again.
    await page.getByLabel("Licence", { exact: true }).selectOption("expired");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "expired");
    await page.getByRole("heading", { name: "No videos match" }).waitFor();
    expect(await items.count()).toBe(0);
    await page.getByLabel("Licence", { exact: true }).selectOption("active");
    await page.getByLabel("Creator", { exact: true }).selectOption({ label: world.creatorName });
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "active" && url.searchParams.get("creator") !== null);
    await items.first().waitFor();
    expect(await items.count()).toBe(1);

    // The original: the download is the file that was delivered, byte for byte.
    const [download] = await Promise.all([page.waitForEvent("download"), items.first().getByTestId("download-original").click()]);
    const saved: string = await download.path();
    expect(saved).toBeTruthy();
    const bytes = readFileSync(saved);
    expect(bytes.length).toBe(SAMPLE.length);
    expect(bytes.equals(SAMPLE)).toBe(true);

    // The licence page: the readable document with its terms and the JSON download.
    await items
      .first()
      .getByRole("link", { name: /^Licence/ })
      .click();
    await page.waitForURL(/\/licences\/[0-9a-f-]{36}$/);
    const doc = page.getByTestId("licence-document");
    await doc.waitFor();
    const docText = (await doc.textContent()) ?? "";
    expect(docText).toContain(world.creatorName);
    expect(docText).toContain("Lumen Labs");
    expect(docText).toContain("1 year");
    expect(docText).toContain("Paid ads and organic");
    expect(docText).toMatch(/Raw footage\s*Included/);
    const licenceId = page.url().split("/").pop()!;
    const json = await page.evaluate(
      async (id) => (await (await fetch(`/api/v1/auth/licences/${id}`)).json()) as { data: Record<string, unknown> },
      licenceId,
    );
    expect(json.data).toMatchObject({ format: "reelbrief.licence", version: 1, id: licenceId, status: "active" });
    await shot(page, "licence-desktop");

    // The order page shows the licence too.
    await page.goto(`/platform/orders/${world.orderId}`);
    const card = page.getByTestId("order-licences");
    await card.waitFor();
    expect(await card.textContent()).toContain("Licence: Active");
    expect(errors).toEqual([]);
  });

  it("on a phone the library fits the width, and a stranger gets 404 for the licence", async ({ openContext }) => {
    const { page, errors } = await signedIn(openContext, world.brand, PHONE);
    await page.goto("/platform/content");
    await page.getByTestId("content-item").first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, "library-phone");
    const href = await page
      .getByTestId("content-item")
      .first()
      .getByRole("link", { name: /^Licence/ })
      .getAttribute("href");
    await page.goto(href!);
    await page.getByTestId("licence-document").waitFor();
    await shot(page, "licence-phone");
    expect(errors).toEqual([]);

    const stranger = await signUpViaApi("Stan Stranger");
    await testClient(stranger).v1.call("POST /auth/onboarding/brand", { json: { account: "personal", brand_name: "Other Brand" } });
    const other = await signedIn(openContext, stranger, DESKTOP);
    const res = await other.page.goto(href!);
    expect(res?.status()).toBe(404);
    await other.page.goto("/platform/content");
    await other.page.getByRole("heading", { name: "No approved videos yet" }).waitFor();
    await shot(other.page, "library-empty-desktop");
  });
});
