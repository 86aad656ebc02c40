import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, newContext, PHONE, watchPageErrors } from "./support/browser";
import { signInContext, signUpViaApi, type E2eUser } from "./support/users";
import { newBrand, newCreator } from "./support/accounts";
import { meOf } from "./support/client";

/**
 * Pictures are uploaded, not linked. A creator's avatar shows in the drawer, a
 * brand's logo on its settings, and a PDF renamed .png is refused with the field's message.
 */
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser.close();
});

/** Screenshots of the changed forms, for a person to look at (not compared). */
const SHOTS = path.resolve("tests/.artifacts/uploads");
mkdirSync(SHOTS, { recursive: true });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const png = (width: number, height: number, color: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

async function signedIn(user: E2eUser, viewport: { width: number; height: number } = DESKTOP): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  contexts.push(context);
  await signInContext(context, user.email, user.password);
  return context;
}

/** A creator who has onboarded but not yet completed a profile: the picture forms are what they see. */
const uploadingCreator = (slug: string) => newCreator("Casey Upload", { slug, listed: false });

const drawerAvatarSrc = (page: Page) => page.getByTestId("drawer-avatar").getAttribute("src");

describe("creator avatar", () => {
  it("uploads an avatar on Settings / Profile and the drawer shows it", async () => {
    const creator = await uploadingCreator("avatar-e2e");
    const page = await (await signedIn(creator)).newPage();
    const errors = watchPageErrors(page);
    await page.goto("/dashboard/settings");
    // Settings / Profile (decision 033): the picture is cropped in the browser, then uploaded.
    await page.getByLabel("Upload avatar", { exact: true }).waitFor({ state: "attached" });
    await page.screenshot({ path: path.join(SHOTS, "creator-pictures-1280.png"), fullPage: true });

    await page.getByLabel("Upload avatar", { exact: true }).setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: await png(800, 600, { r: 14, g: 165, b: 233 }),
    });
    await page.getByRole("dialog").getByRole("button", { name: "Crop and upload" }).click();
    await page.getByRole("status").filter({ hasText: "Avatar saved." }).waitFor();
    // The drawer's avatar image renders once it has loaded, from our own media URL.
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="drawer-avatar"]')?.getAttribute("src")?.startsWith("/api/v1/media/avatars/"),
    );
    const src = (await drawerAvatarSrc(page))!;
    const served = await page.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(await sharp(await served.body()).metadata()).toMatchObject({ width: 512, height: 512 });

    // Still there after a reload: it was saved, not only previewed.
    await page.reload();
    await page.getByTestId("drawer-avatar").waitFor();
    expect(await drawerAvatarSrc(page)).toBe(src);
    expect(await page.getByRole("img", { name: "Avatar", exact: true }).getAttribute("src")).toBe(src);
    expect(errors).toEqual([]);
  });

  it("refuses a PDF renamed .png with the field's message and keeps the old avatar (phone)", async () => {
    const creator = await uploadingCreator("avatar-pdf");
    const page = await (await signedIn(creator, PHONE)).newPage();
    await page.goto("/dashboard/settings");
    await page.getByLabel("Upload avatar", { exact: true }).waitFor({ state: "attached" });
    const response = page.waitForResponse((r) => r.url().endsWith("/api/v1/creators/me/images/avatar"));
    await page.getByLabel("Upload avatar", { exact: true }).setInputFiles({ name: "headshot.png", mimeType: "image/png", buffer: PDF });
    // The browser cannot draw it, so the cropper offers to send it as it is; the server refuses it by content.
    await page.getByRole("dialog").getByRole("button", { name: "Upload as it is" }).click();
    expect((await response).status()).toBe(400);
    const alert = page.locator("#avatar-error");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/not an image/i);
    expect(await page.getByLabel("Upload avatar", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await page.screenshot({ path: path.join(SHOTS, "creator-pictures-error-390.png"), fullPage: true });
    const me = await meOf(page);
    expect(me.creator_info?.avatar).toBeNull();
  });
});

describe("account picture", () => {
  it.each([
    ["1280", DESKTOP],
    ["390", PHONE],
  ] as const)("uploads the account picture on Manage account and the header shows it (%s px)", async (width, viewport) => {
    const user = await signUpViaApi("Avery Account");
    const page = await (await signedIn(user, viewport)).newPage();
    await page.goto("/account");
    const picker = page.getByTestId("image-picker-account-image");
    await picker.getByText("Choose picture").waitFor();
    await page.screenshot({ path: path.join(SHOTS, `account-${width}.png`) });
    await page.getByLabel("Profile picture").setInputFiles({
      name: "me.jpg",
      mimeType: "image/jpeg",
      buffer: await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 234, g: 88, b: 12 } } })
        .jpeg()
        .toBuffer(),
    });
    await picker.getByRole("status").filter({ hasText: "Profile picture saved." }).waitFor();
    // The header's avatar (user menu) re-reads the current user and loads the uploaded picture.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="app-header"] img')].some((img) =>
        img.getAttribute("src")?.startsWith("/api/v1/media/avatars/"),
      ),
    );
    const me = await meOf(page);
    expect(me.user.image).toMatch(/^\/api\/v1\/media\/avatars\//);
  });
});

describe("brand logo", () => {
  it("uploads a logo for the brand profile on platform settings", async () => {
    const brand = await newBrand("Brook Brand", { brandName: "Brook Bottles" });
    const page = await (await signedIn(brand)).newPage();
    const errors = watchPageErrors(page);
    await page.goto("/platform/settings");
    const input = page.getByLabel("Brook Bottles logo");
    await input.waitFor({ state: "attached" });
    await input.setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: await png(1600, 400, { r: 22, g: 163, b: 74 }) });
    const section = page.getByRole("region", { name: "Brand logos" });
    await section.getByRole("status").filter({ hasText: "Brook Bottles logo saved." }).waitFor();
    const preview = section.getByRole("img", { name: "Brook Bottles logo preview" });
    await page.waitForFunction(() =>
      document.querySelector('img[alt="Brook Bottles logo preview"]')?.getAttribute("src")?.startsWith("/api/v1/media/brand-logos/"),
    );
    const served = await page.request.get((await preview.getAttribute("src"))!);
    expect(await sharp(await served.body()).metadata()).toMatchObject({ format: "webp", width: 512, height: 128 });
    await page.screenshot({ path: path.join(SHOTS, "brand-logos-1280.png"), fullPage: true });
    expect(errors).toEqual([]);
  });

  it("picks a logo during brand onboarding and saves it with the new brand (phone)", async () => {
    const user = await signUpViaApi("Olive Onboard");
    const page = await (await signedIn(user, PHONE)).newPage();
    await page.goto("/onboarding/brands");
    await page.getByLabel("Brand name").fill("Olive Oils");
    await page.getByLabel("Logo (optional)").setInputFiles({
      name: "olive.webp",
      mimeType: "image/webp",
      buffer: await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 101, g: 163, b: 13 } } })
        .webp()
        .toBuffer(),
    });
    await page.getByRole("img", { name: "Logo (optional) preview" }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, "brand-onboarding-390.png"), fullPage: true });
    await page.getByRole("button", { name: "Finish and go to your dashboard" }).click();
    await page.waitForURL("**/platform");
    const res = await page.request.get("/api/v1/brand-profiles");
    const { data } = (await res.json()) as { data: { name: string; logo_url: string | null }[] };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ name: "Olive Oils" });
    expect(data[0]!.logo_url).toMatch(/^\/api\/v1\/media\/brand-logos\//);
  });
});
