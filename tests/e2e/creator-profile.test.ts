import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { freshEmail } from "./identity-support";

/*
 * Issue 15 §1–2 (decision 033): a new creator signs up, fills every part of the profile on
 * Settings / Profile (pictures cropped and uploaded, a social link), watches the completeness meter
 * reach 4 of 4, and the public page appears. Desktop and phone.
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
  await page.getByText(`reelbrief.com/c/${slug} is available`).waitFor();
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
    await page.getByText(`reelbrief.com/c/${newSlug} is available`).waitFor();
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
