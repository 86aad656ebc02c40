import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { signInContext, type E2eUser } from "./support/users";
import { testClient } from "./support/client";
import { buyPackage, completeOrder, createPackage, fundedBrand } from "./support/orders";
import { newCreator } from "./support/accounts";

/*
 * On the production build: a brand filters /platform/creators (text and the
 * follower minimum), saves a creator to a new list from the card, opens the creator's in-app page
 * (its past order with them and the saved state), and rates the completed order on the order page.
 * The creator, the brand and the completed order are made through the API and the test hook that
 * completes an order through the order use-cases (POST /api/v1/dev/orders/{id}/complete).
 */

const SHOTS = path.resolve("tests/.artifacts/brand-discovery");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

interface World {
  brand: E2eUser;
  creator: E2eUser;
  lastName: string;
  orderId: string;
}

/** A creator with 2.5M followers and a one-video package; a brand that bought it; the order completed. */
async function world(): Promise<World> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const lastName = `Quill${suffix}`;
  // Listed (a complete profile), or the directory does not show them (decision 033).
  const creator = await newCreator(`Rhea ${lastName}`, { niches: ["skincare"] });
  await testClient(creator).v1.call("POST /auth/social-links", {
    json: {
      // Not TikTok: marketing-directory.test.ts counts TikTok creators from the seed alone.
      platform: "instagram",
      handle: `rhea${suffix}`,
      url: `https://www.instagram.com/rhea${suffix}`,
      followerCount: 2_500_000,
    },
  });
  const packageId = await createPackage(creator, {
    title: "One skincare routine video",
    description: "A 30-second morning routine with your product.",
    priceCents: 20_000,
    turnaroundDays: 5,
  });
  const brand = await fundedBrand("Dana Brand", `Dew Labs ${suffix}`, 30_000);
  const order = await buyPackage(brand, packageId, { whatToFilm: "Film your morning routine with the Dew serum.", product: "Dew serum" });
  await completeOrder(brand, order.id);
  return { brand: brand.user, creator, lastName, orderId: order.id };
}

let w: World;
beforeAll(async () => {
  w = await world();
});

describe("brand discovery", () => {
  it("filters the directory, saves a creator to a new list, opens their page and rates the completed order", async ({ openContext }) => {
    const context = await openContext(DESKTOP);
    await signInContext(context, w.brand.email, w.brand.password);
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    await page.goto("/platform/creators");
    await page.getByRole("heading", { level: 1, name: "Creators" }).waitFor();
    await page.getByRole("searchbox", { name: "Search by name or keyword" }).fill(w.lastName);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === w.lastName);
    await page.getByLabel("Followers").selectOption("1000000");
    await page.waitForURL((url) => url.searchParams.get("minFollowers") === "1000000");
    const results = page.getByTestId("creator-results");
    const card = results.getByRole("listitem").filter({ hasText: `Rhea ${w.lastName}` });
    await card.waitFor();
    expect(await results.locator(":scope > li").count()).toBe(1);
    expect(await card.textContent()).toContain("2.5M");
    await shot(page, "directory-desktop");

    // Save to a new list from the card.
    const listName = `Skincare shortlist ${w.lastName}`;
    await card.getByRole("button", { name: `Save Rhea ${w.lastName} to a list` }).click();
    await page.getByLabel("New list").fill(listName);
    await page.getByRole("button", { name: "Create" }).click();
    await card
      .getByRole("button", { name: `Save Rhea ${w.lastName} to a list` })
      .filter({ hasText: "Saved" })
      .waitFor();

    // The creator's in-app page: past order with them, saved, rating not given yet.
    await card.getByRole("link", { name: `Rhea ${w.lastName}` }).click();
    await page.waitForURL(`**/platform/creators/${w.creator.id}`);
    await page.getByRole("heading", { level: 1, name: `Rhea ${w.lastName}` }).waitFor();
    const pastOrders = page.getByTestId("past-orders");
    expect(await pastOrders.textContent()).toContain("One skincare routine video");
    expect(await pastOrders.textContent()).toContain("Not rated yet");
    expect(
      await page
        .getByRole("button", { name: `Save Rhea ${w.lastName} to a list` })
        .filter({ hasText: "Saved" })
        .count(),
    ).toBe(1);
    expect(await page.getByTestId("brand-creator").getByRole("link", { name: "Message", exact: true }).getAttribute("href")).toBe(
      `/inbox/${w.creator.id}`,
    );
    await shot(page, "creator-desktop");

    // Rate the completed order on its page.
    await pastOrders.getByRole("link").first().click();
    await page.waitForURL(`**/platform/orders/${w.orderId}`);
    await page.getByTestId("order-details").waitFor();
    await shot(page, "order-completed-desktop");
    const rating = page.getByTestId("order-rating");
    // The order page names the creator as the order engine does (their account or profile name).
    await rating.getByRole("heading", { name: /^Rate / }).waitFor();
    await rating.getByLabel("4 stars").check({ force: true });
    await rating.getByLabel("What went well, or not (optional)").fill("Beautiful light and a hook that works.");
    await rating.getByRole("button", { name: "Submit rating" }).click();
    await rating.getByRole("heading", { name: "Your rating" }).waitFor();
    await rating.getByRole("button", { name: "Change rating" }).waitFor();
    expect(await rating.textContent()).toContain("Beautiful light and a hook that works.");
    await shot(page, "order-rated-desktop");

    // What the server kept: the rating, the creator's average, the list.
    const { v1 } = testClient(w.brand);
    const kept = await v1.call("GET /auth/orders/:id/rating", { param: { id: w.orderId } });
    expect([kept.data?.stars, kept.data?.text]).toEqual([4, "Beautiful light and a hook that works."]);
    const lists = await v1.call("GET /auth/creator-lists");
    expect(lists.data.map((l) => [l.name, l.creatorCount])).toEqual([[listName, 1]]);

    // The directory card now shows the rating, and the rating filter finds the creator.
    await page.goto(`/platform/creators?q=${w.lastName}&minRating=4`);
    const rated = page
      .getByTestId("creator-results")
      .getByRole("listitem")
      .filter({ hasText: `Rhea ${w.lastName}` });
    await rated.waitFor();
    expect(await rated.getByTestId("rating-summary").getAttribute("aria-label")).toBe("Rated 4.0 out of 5 from 1 rating");
    expect(errors).toEqual([]);
  }, 180_000); // one journey over five pages, on a build shared with six engineers' processes

  it("a phone shows the directory and the creator page; an unknown creator is the 404 page", async ({ openContext }) => {
    const context = await openContext(PHONE);
    await signInContext(context, w.brand.email, w.brand.password);
    const page = await context.newPage();
    await page.goto(`/platform/creators?q=${w.lastName}`);
    await page.getByTestId("creator-results").getByRole("listitem").first().waitFor();
    await shot(page, "directory-phone");
    await page.goto(`/platform/creators/${w.creator.id}`);
    await page.getByRole("heading", { level: 1, name: `Rhea ${w.lastName}` }).waitFor();
    await shot(page, "creator-phone");
    const missing = await page.goto("/platform/creators/no-such-creator");
    expect(missing?.status()).toBe(404);
  });
});
