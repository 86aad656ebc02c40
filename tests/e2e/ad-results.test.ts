import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";
import { it, type OpenContext } from "./support/fixtures";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { signInContext, type E2eUser } from "./support/users";
import { testClient } from "./support/client";
import { buyPackage, completeOrder, createPackage, fundedBrand } from "./support/orders";
import { newCreator } from "./support/accounts";

/*
 * Ad results on the production build (decisions 081 and 085): a brand with two licensed videos by
 * two creators imports a Meta Ads Manager export and a TikTok Ads Manager export through the page
 * (check, then import), sees the leaderboard with the winning video first, opens its creator, and
 * orders again: the purchase page of that creator with the winning video's package chosen. The ad
 * without an asset code is matched by hand in the browser. Screenshots at 1280 and 390 px go to
 * tests/.artifacts/ad-results (and SHOTS_DIR when set).
 */

const SHOTS = process.env.SHOTS_DIR ?? path.resolve("tests/.artifacts/ad-results");
mkdirSync(SHOTS, { recursive: true });

interface World {
  brand: E2eUser;
  winner: E2eUser;
  winnerPackageId: string;
  otherPackageTitle: string;
  winnerCode: string;
  runnerUpCode: string;
}

const WINNER_TITLE = "Glow serum hook test";
const RUNNER_UP_TITLE = "Serum unboxing";

async function licensedWorld(): Promise<World> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const winner = await newCreator("Wren Winters");
  const runnerUp = await newCreator("Lou Later");
  const winnerPackageId = await createPackage(winner, { title: WINNER_TITLE, priceCents: 15_000, usageRightsTerm: "1y" });
  // A second package of the same creator: "order again" must choose the one the winning video came from.
  await createPackage(winner, { title: "Three-video bundle", priceCents: 40_000, videos: 3, usageRightsTerm: "1y" });
  const runnerUpPackageId = await createPackage(runnerUp, { title: RUNNER_UP_TITLE, priceCents: 12_000, usageRightsTerm: "1y" });
  const brand = await fundedBrand("Ada Ads", `Glow Labs ${suffix}`, 27_000);
  for (const [packageId, product] of [
    [winnerPackageId, "Glow serum"],
    [runnerUpPackageId, "Glow serum box"],
  ] as const) {
    const order = await buyPackage(brand, packageId, { whatToFilm: "Open with the serum in hand and say why it works.", product });
    await completeOrder(brand, order.id);
  }
  // The brand's licensed videos and their asset codes, as the hand-match picker lists them.
  const { data } = await testClient(brand.user).v1.call("GET /auth/ad-results/unmatched");
  const codeOf = (creatorName: string) => data.licences.find((l) => l.creatorName === creatorName)?.assetCode;
  const [winnerCode, runnerUpCode] = [codeOf("Wren Winters"), codeOf("Lou Later")];
  if (!winnerCode || !runnerUpCode) throw new Error(`licences not found: ${JSON.stringify(data.licences)}`);
  return { brand: brand.user, winner, winnerPackageId, otherPackageTitle: "Three-video bundle", winnerCode, runnerUpCode };
}

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A Meta Ads Manager "Export table data" CSV: ten days, the winner sells five times what it costs. */
function metaExport(w: World): string {
  const lines = [
    "Reporting starts,Reporting ends,Campaign name,Ad name,Ad ID,Amount spent (USD),Impressions,Link clicks,Purchases,Purchases conversion value,3-second video plays,ThruPlays,URL parameters",
  ];
  for (let d = 12; d >= 3; d--) {
    const day = dayBefore(d);
    lines.push(`${day},${day},Spring launch,Glow hook A | ${w.winnerCode},120210000000001,40.00,8000,160,4,200.00,3200,900,`);
    lines.push(`${day},${day},Spring launch,Unboxing cut,120210000000002,40.00,8000,60,1,45.00,1800,300,utm_content=${w.runnerUpCode}`);
    lines.push(`${day},${day},Spring launch,Summer teaser (no code),120210000000003,12.50,3000,20,0,0.00,700,100,`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** A TikTok Ads Manager custom report CSV: the same two videos, five days. */
function tiktokExport(w: World): string {
  const lines = [
    "Date,Campaign name,Ad name,Ad ID,Currency,Cost,Impressions,Clicks (destination),Conversions,Total complete payment value,2-second video views,6-second video views,Video views at 100%",
  ];
  for (let d = 7; d >= 3; d--) {
    const day = dayBefore(d);
    lines.push(`${day},TikTok spring,Glow hook A ${w.winnerCode},1790000000000001,USD,25.00,9000,120,3,150.00,4000,2500,800`);
    lines.push(`${day},TikTok spring,Unboxing ${w.runnerUpCode},1790000000000002,USD,25.00,9000,50,1,30.00,2500,1200,300`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function signedIn(openContext: OpenContext, user: E2eUser, viewport: { width: number; height: number }) {
  const context = await openContext(viewport);
  await signInContext(context, user.email, user.password);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page) };
}

/** Elements reaching past the viewport's right edge (none on a page that fits), for the failure message. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => {
        if (el.getBoundingClientRect().right <= window.innerWidth + 1) return false;
        // Inside a horizontal scroller is fine, unless positioned out of it (its containing block outside).
        const position = getComputedStyle(el).position;
        return !el.closest(".overflow-x-auto") || position === "absolute" || position === "fixed";
      })
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}`),
  );

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** Through the page's import panel: choose the file, check it, read the preview, import. */
async function importThroughPage(page: Page, name: string, csv: string, expected: { rows: number; matched: number; platform: string }) {
  await page.getByLabel("CSV export").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check file" }).click();
  const preview = page.getByRole("region", { name: "Import preview" });
  await expect.poll(() => preview.textContent()).toContain(`${expected.platform} · ${expected.rows} rows`);
  expect(await preview.textContent()).toContain(`${expected.matched} rows matched to your videos`);
  await page.getByRole("button", { name: `Import ${expected.rows} rows` }).click();
  await expect.poll(() => page.getByText(`Imported ${expected.rows} rows`).count()).toBeGreaterThan(0);
}

let world: World;
beforeAll(async () => {
  world = await licensedWorld();
});

describe("ad results", () => {
  it(
    "the brand imports a Meta and a TikTok export, sees the winning video first, opens its creator and orders again",
    { timeout: 180_000 },
    async ({ openContext }) => {
      const { page, errors } = await signedIn(openContext, world.brand, DESKTOP);
      await page.goto("/platform/results");
      await expect.poll(() => page.getByText("No results in this period").count()).toBe(1);
      await shot(page, "desktop-empty");

      await importThroughPage(page, "meta-export.csv", metaExport(world), { rows: 30, matched: 20, platform: "Meta Ads Manager" });
      await importThroughPage(page, "tiktok-export.csv", tiktokExport(world), { rows: 10, matched: 10, platform: "TikTok Ads Manager" });

      const rows = page.getByTestId("leaderboard-row");
      await expect.poll(() => rows.count()).toBe(2);
      const first = rows.first();
      // Meta: 10 × $40 + TikTok: 5 × $25 for the winner; sales $2,000 + $750: ROAS 5.24 (the board reloads after each import).
      await expect.poll(() => first.textContent()).toContain("$525.00");
      expect(await first.textContent()).toContain(WINNER_TITLE);
      expect(await first.textContent()).toContain("Winner");
      expect(await first.textContent()).toContain("Wren Winters");
      expect(await rows.nth(1).textContent()).toContain(RUNNER_UP_TITLE);
      expect(await first.textContent()).toContain("5.24");
      await shot(page, "desktop-leaderboard");

      // Its creator, from the winning row.
      await first.getByRole("link", { name: "Creator" }).click();
      await page.waitForURL(`**/platform/creators/${world.winner.id}`);
      await expect.poll(() => page.getByRole("heading", { name: /Wren Winters/ }).count()).toBeGreaterThan(0);
      await shot(page, "desktop-creator");
      await page.goBack();
      await page.waitForURL("**/platform/results");

      // Order again: the purchase of that creator's package the winning video came from.
      await rows.first().getByRole("link", { name: "Order again from Wren Winters" }).click();
      await page.waitForURL(`**/platform/creators/${world.winner.id}/order?package=${world.winnerPackageId}`);
      // The wizard starts past the package step, with the winning video's package in the order summary.
      const summary = page.getByRole("complementary", { name: "Your order" });
      await expect.poll(() => summary.textContent()).toContain(WINNER_TITLE);
      expect(await summary.textContent()).not.toContain(world.otherPackageTitle);
      await shot(page, "desktop-order-again");
      expect(errors).toEqual([]);
    },
  );

  it(
    "the ad without an asset code is matched by hand to a video, and its spend joins that video's",
    { timeout: 180_000 },
    async ({ openContext }) => {
      const { page, errors } = await signedIn(openContext, world.brand, DESKTOP);
      await page.goto("/platform/results");
      const unmatched = page.getByRole("list", { name: "Unmatched ads" });
      await expect.poll(() => unmatched.textContent()).toContain("Summer teaser (no code)");
      const first = page.getByTestId("leaderboard-row").first();
      await expect.poll(() => first.textContent()).toContain("$525.00");
      // The same list on a phone: the ad's long name and the picker of videos stay inside 390 px.
      const phone = await signedIn(openContext, world.brand, PHONE);
      await phone.page.goto("/platform/results");
      await expect.poll(() => phone.page.getByRole("list", { name: "Unmatched ads" }).textContent()).toContain("Summer teaser (no code)");
      expect(
        await phone.page.evaluate(() => document.documentElement.scrollWidth),
        String(await overflowing(phone.page)),
      ).toBeLessThanOrEqual(PHONE.width);
      await shot(phone.page, "phone-unmatched");
      expect(phone.errors).toEqual([]);

      const picker = unmatched.getByLabel("Licensed video");
      const winnerOption = await picker.locator("option", { hasText: world.winnerCode }).getAttribute("value");
      await picker.selectOption(winnerOption);
      await unmatched.getByRole("button", { name: "Match" }).click();
      await expect.poll(() => page.getByText("Matched 10 rows").count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByText("Every imported ad is matched to one of your videos.").count()).toBe(1);
      // 10 days × $12.50 more for the winner.
      await expect.poll(() => first.textContent()).toContain("$650.00");
      await shot(page, "desktop-matched");
      expect(errors).toEqual([]);
    },
  );

  it(
    "on a phone the page fits 390 px: the table scrolls inside its card, the charts and the import panel fit",
    { timeout: 120_000 },
    async ({ openContext }) => {
      const { page, errors } = await signedIn(openContext, world.brand, PHONE);
      await page.goto("/platform/results");
      await expect.poll(() => page.getByTestId("leaderboard-row").count()).toBe(2);
      await expect.poll(() => page.getByRole("list", { name: "Unmatched ads" }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), String(await overflowing(page))).toBeLessThanOrEqual(
        PHONE.width,
      );
      await shot(page, "phone-leaderboard");
      await page.getByRole("link", { name: "Order again from Wren Winters" }).scrollIntoViewIfNeeded();
      await page.getByRole("link", { name: "Order again from Wren Winters" }).click();
      await page.waitForURL(`**/platform/creators/${world.winner.id}/order?package=${world.winnerPackageId}`);
      await expect.poll(() => page.getByRole("complementary", { name: "Your order" }).textContent()).toContain(WINNER_TITLE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await shot(page, "phone-order-again");
      expect(errors).toEqual([]);
    },
  );
});
