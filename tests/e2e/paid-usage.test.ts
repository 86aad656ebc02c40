import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";
import { it, type OpenContext } from "./support/fixtures";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { newCreator } from "./support/accounts";
import { testClient } from "./support/client";
import { completeOrder, fundedBrand, type FundedBrand } from "./support/orders";
import { signInContext, type E2eUser } from "./support/users";

/*
 * Paid usage on the order pages (decision 084), on the production build: a brand buys a package
 * with a TikTok Spark code; the creator hands it over at 390 px with the keyboard only (a wrong
 * code first, told which field and why); the brand sees the code with its copy button and buys a
 * renewal at desktop width, and the creator sees only the masked code.
 */

const SHOTS = path.resolve("tests/.artifacts/paid-usage");
mkdirSync(SHOTS, { recursive: true });
const CODE = "#RTJFUGFpZFVzYWdlU3BhcmtDb2RlRm9yVGhlQnJvd3NlclRlc3Q+/Zz0x";

let brand: FundedBrand;
let creator: E2eUser;
let orderId: string;

beforeAll(async () => {
  creator = await newCreator("Pia Spark");
  const pkg = await testClient(creator).v1.call("POST /creator-packages", {
    json: {
      title: "One Spark-ready video",
      description: "One vertical video, ready to run from my account.",
      priceCents: 20_000,
      videos: 1,
      videoLengthSeconds: 30,
      aspectRatio: "9:16",
      turnaroundDays: 7,
      revisionRounds: 1,
      usageRightsTerm: "90d",
      rawFootage: false,
      paidUsageOffers: [{ platform: "tiktok_spark", windowDays: 30, priceCents: 5_000 }],
    },
  });
  brand = await fundedBrand("Bea Buyer", `Spark Goods ${Math.random().toString(36).slice(2, 8)}`, 50_000);
  const order = await testClient(brand.user).v1.call("POST /auth/orders", {
    json: {
      packageId: pkg.data.id,
      brandProfileId: brand.brandProfileId,
      brief: { whatToFilm: "Use the serum once, on camera, in daylight.", product: "Glow Serum", links: [], notes: "" },
      shipsProduct: false,
      paidUsage: { platform: "tiktok_spark", windowDays: 30 },
      idempotencyKey: `e2e-paid-usage-${Math.random().toString(36).slice(2, 8)}`,
    },
  });
  orderId = order.data.id;
  await completeOrder(brand, orderId);
});

async function signedIn(openContext: OpenContext, user: E2eUser, viewport: { width: number; height: number }) {
  const context = await openContext(viewport);
  await signInContext(context, user.email, user.password);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page) };
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

describe("paid usage on the order pages", () => {
  it("the creator hands the Spark code over with the keyboard at 390 px", async ({ openContext }) => {
    const { page, errors } = await signedIn(openContext, creator, PHONE);
    await page.goto(`/dashboard/orders/${orderId}`);
    const panel = page.getByTestId("paid-usage");
    await panel.waitFor();
    const item = panel.getByTestId("paid-usage-item");
    expect(await item.getAttribute("data-status")).toBe("pending");
    await shot(page, "creator-pending-390");

    const code = panel.getByLabel("Spark Ads code");
    await code.focus();
    await page.keyboard.type("8yBn3YNrQ1ZG0xGqaq8gSqS2P1eB9Zg8o0cq");
    await page.keyboard.press("Enter");
    await panel.getByText("A Spark Ads code starts with #").waitFor();
    expect(await code.getAttribute("aria-invalid")).toBe("true");

    await code.fill("");
    await code.focus();
    await page.keyboard.type(CODE);
    // Tab to the window, keep 30 days, tab to the button and press it.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Hand over");
    await page.keyboard.press("Enter");
    await panel.locator('[data-testid="paid-usage-item"][data-status="active"]').waitFor();
    const text = (await panel.textContent()) ?? "";
    expect(text).toContain("Handed over: #RTJF••••Zz0x");
    expect(text).not.toContain(CODE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "creator-handed-over-390");
    expect(errors).toEqual([]);
  });

  it("the brand sees the code with a copy button and renews it (desktop)", async ({ openContext }) => {
    const { page, errors } = await signedIn(openContext, brand.user, DESKTOP);
    await page.goto(`/platform/orders/${orderId}`);
    const panel = page.getByTestId("paid-usage");
    await panel.waitFor();
    expect(await panel.getByTestId("paid-usage-code").textContent()).toBe(CODE);
    expect(await panel.getByRole("button", { name: "Copy" }).count()).toBe(1);
    await shot(page, "brand-active-desktop");

    await panel.getByRole("button", { name: "Renew 30 days for $50.00" }).click();
    await panel.locator('[data-testid="paid-usage-item"][data-status="pending"]').waitFor();
    expect(await panel.getByTestId("paid-usage-item").count()).toBe(2);
    expect(await panel.getByRole("button", { name: /Renew/ }).count()).toBe(0);
    await shot(page, "brand-renewed-desktop");
    expect(errors).toEqual([]);
  });
});
