import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { baseURL, PHONE, watchPageErrors } from "./support/browser";
import { it } from "./support/fixtures";
import { signInContext, type E2eUser } from "./support/users";
import { newBrand, newCreator, topUp } from "./support/accounts";
import type { InputOf, V1Routes } from "@/lib/api-routes";
import { ok } from "./support/api";
import { testClient } from "./support/client";

/*
 * The builder's product step on the production build: a brand picks a saved product
 * with a picture and sees it in the live preview; a picture uploaded in the builder replaces it,
 * autosaves, and is still there after a reload.
 */

const SHOTS = "/tmp/campaign-builder-shots";
mkdirSync(SHOTS, { recursive: true });

const square = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 640, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

const headers = (user: E2eUser) => ({ authorization: `Bearer ${user.token}`, origin: baseURL() });

/** A brand with one saved product that has an uploaded picture. */
async function brandWithSavedProduct(): Promise<{ brand: E2eUser; imageUrl: string }> {
  const brand = await newBrand("Pia Product", { brandName: "Pia Botanics" });
  const form = new FormData();
  form.set("image", new File([new Uint8Array(await square(34, 139, 94))], "serum.png", { type: "image/png" }));
  // A multipart upload, which the typed client does not carry (decision 070).
  const image = await ok<{ data: { url: string } }>(
    await fetch(`${baseURL()}/api/v1/auth/products/images`, { method: "POST", headers: headers(brand), body: form }),
    "product picture",
  );
  await testClient(brand).v1.call("POST /auth/products", {
    json: { name: "Green Tea Serum", url: "https://pia.example.com/serum", retailValueCents: 4_200, imageUrl: image.data.url },
  });
  return { brand, imageUrl: image.data.url };
}

describe("brief builder: the product step", () => {
  it("picks a saved product with a picture, sees it in the preview, uploads another, and keeps it after a reload", async ({
    openContext,
  }) => {
    const { brand, imageUrl } = await brandWithSavedProduct();
    const context = await openContext();
    await signInContext(context, brand.email, brand.password);
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    await page.goto("/platform/campaigns/new");
    await page.getByLabel("Campaign title").fill("Green tea glow");
    const productSelect = page.getByLabel("Product", { exact: true });
    await productSelect.locator("option", { hasText: "Green Tea Serum" }).waitFor({ state: "attached" });
    await productSelect.selectOption({ label: "Green Tea Serum" });

    // The fields fill from the saved product and the preview shows its picture.
    await expect.poll(() => page.getByLabel("Product name").inputValue()).toBe("Green Tea Serum");
    await expect.poll(() => page.getByLabel("Product URL").inputValue()).toBe("https://pia.example.com/serum");
    const preview = page.getByRole("complementary", { name: "Preview: what creators will see" });
    const previewImage = preview.getByTestId("brief-product-image");
    await previewImage.waitFor();
    expect(await previewImage.getAttribute("src")).toBe(imageUrl);
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('[data-testid="brief-product-image"]')?.naturalWidth === 640);
    await page.getByTestId("autosave-state").getByText("Draft saved").waitFor();
    await page.screenshot({ path: path.join(SHOTS, "product-step-1280.png"), fullPage: true });

    // A new picture uploaded in the builder replaces it, in the preview and in the draft.
    const upload = page.waitForResponse((r) => r.url().endsWith("/api/v1/auth/products/images"));
    // Autosave sends the new picture (and not the saved product's) a moment after the upload.
    const saved = page.waitForResponse((r) => {
      const body = r.request().postData() ?? "";
      return r.request().method() === "PATCH" && body.includes("/product-images/") && !body.includes(imageUrl);
    });
    await page.getByLabel("Product picture").setInputFiles({ name: "new.png", mimeType: "image/png", buffer: await square(200, 40, 90) });
    const uploaded = (await (await upload).json()) as { data: { url: string } };
    expect(uploaded.data.url).not.toBe(imageUrl);
    await page.waitForFunction(
      (url) => document.querySelector('[data-testid="brief-product-image"]')?.getAttribute("src") === url,
      uploaded.data.url,
    );
    expect((await saved).status()).toBe(200);

    await page.reload();
    await preview.getByTestId("brief-product-image").waitFor();
    expect(await preview.getByTestId("brief-product-image").getAttribute("src")).toBe(uploaded.data.url);
    expect(errors).toEqual([]);

    // The same step on a phone.
    const phone = await openContext(PHONE);
    await signInContext(phone, brand.email, brand.password);
    const phonePage = await phone.newPage();
    await phonePage.goto(page.url());
    await phonePage.getByTestId("brief-product-image").waitFor();
    await phonePage.screenshot({ path: path.join(SHOTS, "product-step-390.png"), fullPage: true });
  });
});

type Brief = InputOf<V1Routes, "POST /auth/campaigns">["json"];

async function publish(brand: E2eUser, brief: Brief): Promise<string> {
  const { v1 } = testClient(brand);
  const draft = await v1.call("POST /auth/campaigns", { json: brief });
  await v1.call("POST /auth/campaigns/:id/status", { param: { id: draft.data.id }, json: { action: "publish" } });
  return draft.data.id;
}

describe("the product picture where creators look for campaigns", () => {
  it("shows on the campaign card and the campaign page, with a placeholder when there is none", async ({ openContext }) => {
    const { brand, imageUrl } = await brandWithSavedProduct();
    await topUp(brand, 4900);
    await testClient(brand).v1.call("POST /auth/subscriptions", { json: { plan: "starter" } });
    const tag = `Pic${Date.now()}`;
    const brief: Brief = {
      product_name: "Green Tea Serum",
      product_shipped: false,
      description: "Show your morning routine with the serum in daylight, honest first impressions.",
      platforms: ["tiktok"],
      niches: ["skincare"],
      pricing: "fixed",
      price_min_cents: 20_000,
      creators_wanted: 1,
      application_deadline: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    };
    const withPicture = await publish(brand, { ...brief, title: `${tag} with picture`, product_image_url: imageUrl });
    await publish(brand, { ...brief, title: `${tag} without picture`, product_name: "Plain Balm" });

    const creator = await newCreator("Pat Picture", { niches: ["skincare"], listed: false });
    const context = await openContext(PHONE);
    await signInContext(context, creator.email, creator.password);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`/dashboard/view-campaigns?q=${tag}`);

    const withCard = page.getByRole("link", { name: new RegExp(`${tag} with picture`) });
    const picture = withCard.getByRole("img", { name: "Green Tea Serum (product picture)" });
    await picture.waitFor();
    expect(await picture.getAttribute("src")).toBe(imageUrl);
    // Sized before it loads (no layout shift), and it really loads.
    expect(await picture.getAttribute("width")).toBe("64");
    expect(await picture.getAttribute("height")).toBe("64");
    await page.waitForFunction((url) => {
      const img = document.querySelector<HTMLImageElement>(`img[src="${url}"]`);
      return !!img && img.complete && img.naturalWidth > 0;
    }, imageUrl);
    const withoutCard = page.getByRole("link", { name: new RegExp(`${tag} without picture`) });
    await withoutCard.getByRole("img", { name: "No product picture" }).waitFor();
    expect(await withoutCard.locator("img").count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, "campaign-cards-390.png"), fullPage: true });

    await withCard.click();
    await page.waitForURL(`**/dashboard/view-campaigns/${withPicture}`);
    const onPage = page.getByTestId("brief-product-image");
    await onPage.waitFor();
    expect(await onPage.getAttribute("src")).toBe(imageUrl);
    expect(await onPage.getAttribute("alt")).toBe("Green Tea Serum (product picture)");
    await page.screenshot({ path: path.join(SHOTS, "campaign-page-390.png"), fullPage: false });
    expect(errors).toEqual([]);
  });
});
