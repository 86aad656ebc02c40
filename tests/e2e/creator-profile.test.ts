import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed/demo-accounts";
import { it, type OpenContext } from "./support/fixtures";
import { baseURL, DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { approvedOrderFor } from "./support/orders";
import { signInContext, type E2eUser } from "./support/users";
import { freshEmail } from "./identity-support";
import { newCreator } from "./support/accounts";

/*
 * Decision 033: a new creator signs up, fills every part of the profile on
 * Settings / Profile (pictures cropped and uploaded, a social link), watches the completeness meter
 * reach 4 of 4, and the public page appears. Desktop and phone.
 * Decision 030: a creator with a complete profile and an approved order adds a bank
 * account, requests a payout, an admin approves it on /admin/payouts, and the history shows it paid.
 */

const SHOTS = path.resolve("tests/.artifacts/creator-profile");
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = "a-long-enough-password";

const picture = (hue: number) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: { r: hue, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function uploadThroughCropper(page: Page, inputLabel: string, savedText: string, hue: number) {
  await page
    .getByLabel(inputLabel, { exact: true })
    .setInputFiles({ name: `p${hue}.png`, mimeType: "image/png", buffer: await picture(hue) });
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("crop-canvas").waitFor();
  // Frame it with the keyboard: zoom in, move left.
  await dialog.getByTestId("crop-canvas").focus();
  await page.keyboard.press("+");
  await page.keyboard.press("ArrowLeft");
  await dialog.getByRole("button", { name: "Crop and upload" }).click();
  await page.getByRole("status").filter({ hasText: savedText }).waitFor();
}

async function signUpCreator(page: Page, slug: string) {
  const email = freshEmail("profile");
  await page.goto("/auth/signin?tab=signup");
  await page.getByLabel("Your name").fill("Rae Profile");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/onboarding");
  await page.getByRole("link", { name: /I'm a creator/ }).click();
  await page.waitForURL("**/onboarding/creator");
  await page.getByLabel("Custom URL").fill(slug);
  // The preview names the host the product is served from (here the test server), not a fixed one.
  await page.getByText(`${new URL(baseURL()).host}/c/${slug} is available`).waitFor();
  await page.getByText("Skincare", { exact: true }).click();
  await page.getByLabel("Country").selectOption("CA");
  await page.getByLabel("Date of birth").fill("1995-03-14");
  await page.getByRole("button", { name: "Finish and go to your dashboard" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

const meterCount = (page: Page) =>
  page
    .getByTestId("profile-completeness")
    .getByText(/of 4 done/)
    .textContent();

// A long journey (sign-up, a dozen saves and uploads): longer than the default per-test budget.
describe("a new creator completes the profile and the public page appears", () => {
  it.for([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)("on %s", { timeout: 300_000 }, async ([label, viewport], { openContext }) => {
    const context = await openContext(viewport);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const slug = `rae-${label}-${Date.now().toString(36)}`;
    await signUpCreator(page, slug);

    // Onboarding gave names and a URL; about and photos are missing, and the page is hidden.
    expect(await meterCount(page)).toBe("2 of 4 done");
    expect((await page.request.get(`/c/${slug}`)).status()).toBe(404);

    // The meter's "Add" for About you lands on the short bio, focused.
    await page.getByTestId("profile-completeness").getByRole("link", { name: "Add about you" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/settings" && url.hash === "#short_bio");
    await page.waitForFunction(() => document.activeElement?.id === "short_bio");
    await page.screenshot({ path: path.join(SHOTS, `settings-empty-${label}.png`), fullPage: true });

    // Bad input: a per-field message, nothing saved.
    await page.getByLabel("First name").fill("");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Enter your first name").waitFor();
    expect(await page.getByLabel("First name").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("First name").fill("Rae");
    await page.getByLabel("Last name").fill("Profile");
    await page.getByLabel("Short bio").fill("Skincare routines filmed in window light");
    await page.getByLabel("Description").fill("Routine videos with texture shots and honest two-week check-ins for skincare brands.");
    await page.getByText("Spanish", { exact: true }).click();
    // The live check refuses a taken URL, then accepts a free one.
    await page.getByLabel("Custom URL").fill("jordan-ellis");
    await page.getByText("This URL is already taken").waitFor();
    const newSlug = `${slug}-new`;
    await page.getByLabel("Custom URL").fill(newSlug);
    await page.getByText(`${new URL(baseURL()).host}/c/${newSlug} is available`).waitFor();
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("All changes saved.").waitFor();
    await page.getByTestId("completeness-count").filter({ hasText: "3 of 4 done" }).waitFor();

    // Pictures: cropped in the browser, uploaded one by one.
    await uploadThroughCropper(page, "Upload avatar", "Avatar saved.", 20);
    for (const n of [1, 2, 3, 4]) await uploadThroughCropper(page, `Upload photo ${n}`, `Photo ${n} saved.`, 40 * n);
    await page.getByTestId("completeness-count").filter({ hasText: "4 of 4 done" }).waitFor();

    // Reorder by keyboard: photo 1 moves later, focus follows it.
    const before = await page.getByTestId("photo-tile-1").getByRole("img").getAttribute("src");
    await page.getByRole("button", { name: "Move photo 1 later" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Photo 1 moved to position 2." }).waitFor();
    expect(await page.getByTestId("photo-tile-2").getByRole("img").getAttribute("src")).toBe(before);
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Move photo 2 later");
    await page.screenshot({ path: path.join(SHOTS, `settings-complete-${label}.png`), fullPage: true });

    // A social link, on its own page.
    await page.goto("/dashboard/settings/social");
    // Not TikTok: marketing-directory.test.ts counts TikTok creators from the seed alone.
    await page.getByLabel("Platform").selectOption("youtube");
    await page.getByLabel("Handle").fill("rae.profile");
    await page.getByLabel("Profile URL").fill("https://www.youtube.com/@rae.profile");
    await page.getByLabel("Followers").fill("12500");
    await page.getByRole("button", { name: "Add link" }).click();
    await page.getByTestId("own-social-links").getByText("@rae.profile").first().waitFor();

    // The dashboard's meter says 4 of 4, and the public page is there, with the old URL redirecting.
    await page.goto("/dashboard");
    expect(await meterCount(page)).toBe("4 of 4 done");
    await page.goto(`/c/${slug}`);
    await page.waitForURL((url) => url.pathname === `/c/${newSlug}`);
    await page.getByRole("heading", { level: 1, name: "Rae Profile" }).waitFor();
    await page.getByText("Skincare routines filmed in window light").first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, `public-page-${label}.png`), fullPage: true });
    const old = await page.request.get(`/c/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A figure of the creator's payouts page, e.g. "Available" → "$170.00". */
const figure = (page: Page, testId: "payouts-available" | "payouts-in-transit" | "payouts-paid") => page.getByTestId(testId).textContent();
/** The newest payout in the creator's history (newest first). */
const newestPayout = (page: Page) => page.getByTestId("payout-history").getByRole("listitem").first();
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** On a phone both payout pages fit the width; the creator reaches Payouts from the tab bar's More menu. */
async function checkPayoutPagesOnPhone(openContext: OpenContext, creator: E2eUser) {
  const creatorContext = await openContext(PHONE);
  await signInContext(creatorContext, creator.email, creator.password);
  const page = await creatorContext.newPage();
  await page.goto("/dashboard");
  await page.getByTestId("mobile-tab-bar").getByRole("button", { name: "More" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Payouts" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/settings/payouts");
  await newestPayout(page).getByTestId("payout-status").filter({ hasText: "Paid" }).waitFor();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: path.join(SHOTS, "payouts-paid-phone.png"), fullPage: true });

  const adminContext = await openContext(PHONE);
  await signInContext(adminContext, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  const admin = await adminContext.newPage();
  await admin.goto("/admin/payouts");
  await admin.getByTestId("payout-queue").getByRole("listitem").filter({ hasText: creator.email }).waitFor();
  expect(await horizontalOverflow(admin)).toBe(0);
  await admin.screenshot({ path: path.join(SHOTS, "admin-queue-phone.png"), fullPage: true });
}

describe("a creator with a complete profile gets paid", () => {
  // The test's own money model: a $200 package, the default 15% platform fee from the creator's
  // side (docs/product/money.md), so $170 of earnings; a $50 payout leaves $120 available.
  const PRICE_CENTS = 20_000;

  // An order made through the API and four browser contexts: ~10 s here, more with the API suites
  // beside it in CI, so twice the default budget.
  it(
    "adds a bank account, requests a payout, an admin approves it, and the history shows it paid",
    { timeout: 120_000 },
    async ({ openContext }) => {
      // The profile part of the journey is the test above, through the UI; here it is made through
      // the API, and so is the order, delivered and approved (docs/product/money.md: escrow → earnings).
      const creator = await newCreator("Pia Payout", { niches: ["skincare"] });
      await approvedOrderFor(creator, PRICE_CENTS);

      // The creator finds Payouts from Settings (the desktop menu reaches only Settings / Profile).
      const creatorContext = await openContext(DESKTOP);
      await signInContext(creatorContext, creator.email, creator.password);
      const page = await creatorContext.newPage();
      const errors = watchPageErrors(page);
      await page.goto("/dashboard");
      await page.getByTestId("creator-menu").click();
      await page.getByRole("menuitem", { name: "Manage Settings" }).click();
      await page.waitForURL((url) => url.pathname === "/dashboard/settings");
      await page
        .getByRole("navigation", { name: "Settings sections" })
        .getByRole("link", { name: /Payouts/ })
        .click();
      await page.waitForURL((url) => url.pathname === "/dashboard/settings/payouts");
      await page.getByRole("heading", { level: 1, name: "Payouts" }).waitFor();
      expect(await figure(page, "payouts-available")).toBe("$170.00");
      await page.getByText("Add a payout method first.").waitFor();

      // The sandbox's bank-account form; only the last four characters are kept and shown.
      const bank = page.getByRole("form", { name: "Bank account" });
      await bank.getByLabel("Account holder").fill("Pia Payout");
      await bank.getByLabel("IBAN or account number").fill("DE89 3704 0044 0532 0130 00");
      await bank.getByLabel("Country (2 letters)").fill("DE");
      await bank.getByRole("button", { name: "Save payout method" }).click();
      const method = page.getByTestId("payout-method");
      await method.waitFor();
      expect(await method.textContent()).toContain("Bank account •••• 3000 · DE");

      // Request $50 of the $170: it leaves the available earnings and is on its way.
      const request = page.getByRole("form", { name: "Request a payout" });
      expect(await request.getByLabel("Amount (USD)").inputValue()).toBe("170.00");
      await request.getByLabel("Amount (USD)").fill("50");
      await request.getByRole("button", { name: "Request payout" }).click();
      await page.getByText("Payout of $50.00 requested").waitFor();
      await newestPayout(page).getByTestId("payout-status").filter({ hasText: "Requested" }).waitFor();
      expect(await newestPayout(page).textContent()).toContain("$50.00");
      expect(await newestPayout(page).textContent()).toContain("to •••• 3000");
      expect(await figure(page, "payouts-available")).toBe("$120.00");
      expect(await figure(page, "payouts-in-transit")).toBe("$50.00");
      // The form starts over at the new maximum rather than offering the same $50 again.
      expect(await request.getByLabel("Amount (USD)").inputValue()).toBe("120.00");
      await page.screenshot({ path: path.join(SHOTS, "payouts-requested-desktop.png"), fullPage: true });

      // The admin approves it in the queue; the sandbox provider then pays it by itself (decision 030).
      const adminContext = await openContext(DESKTOP);
      await signInContext(adminContext, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
      const admin = await adminContext.newPage();
      const adminErrors = watchPageErrors(admin);
      await admin.goto("/admin");
      await admin.getByRole("banner").getByRole("link", { name: "Payouts", exact: true }).click();
      await admin.waitForURL((url) => url.pathname === "/admin/payouts");
      const row = admin.getByTestId("payout-queue").getByRole("listitem").filter({ hasText: creator.email });
      await row.getByTestId("payout-status").filter({ hasText: "Requested" }).waitFor();
      expect(await row.textContent()).toContain("$50.00");
      expect(await row.textContent()).toContain("•••• 3000 · sandbox");
      await admin.screenshot({ path: path.join(SHOTS, "admin-queue-desktop.png"), fullPage: true });
      await row.getByRole("button", { name: "Approve" }).click();
      await admin.getByText("Payout approved").waitFor();

      // The sandbox pays it (a job right after the approval commits): the creator's page follows
      // live, without a reload.
      await newestPayout(page).getByTestId("payout-status").filter({ hasText: "Paid" }).waitFor();
      expect(await figure(page, "payouts-available")).toBe("$120.00");
      expect(await figure(page, "payouts-in-transit")).toBe("$0.00");
      expect(await figure(page, "payouts-paid")).toBe("$50.00");
      await page.screenshot({ path: path.join(SHOTS, "payouts-paid-desktop.png"), fullPage: true });

      // The admin's queue follows live too: settled, paid, and no "Mark paid" left to click.
      await row.getByTestId("payout-status").filter({ hasText: "Paid" }).waitFor();
      expect(await row.getByRole("button").count()).toBe(0);
      await admin.screenshot({ path: path.join(SHOTS, "admin-queue-paid-desktop.png"), fullPage: true });

      await checkPayoutPagesOnPhone(openContext, creator);
      expect(errors).toEqual([]);
      expect(adminErrors).toEqual([]);
    },
  );
});
