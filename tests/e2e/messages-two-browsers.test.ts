import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { openShell } from "./support/shell";
import { newBrand, newCreator } from "./support/accounts";
import { signInContext } from "./support/users";

/*
 * Two signed-in browsers at once, a brand (desktop) and a creator (phone).
 * The brand writes from the creator's page with an image and a PDF; the creator's bell and inbox
 * badge change without a reload; the notification leads to /inbox/{brandId} (docs/product/messages-and-notifications.md); the
 * creator replies; each side sees "Read" on its own message. Both users are made through the API.
 *
 * Every update the issue wants live is waited for without a reload: the unread badge, the bell,
 * "Read" on each side and the reply arrive over the event stream (decision 035).
 */
const SHOTS = path.resolve("tests/.artifacts/messages");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

async function people() {
  const suffix = Math.random().toString(36).slice(2, 8);
  // Listed (a complete profile, decision 033). No TikTok link: marketing-directory counts the seed's.
  const creator = await newCreator(`Nova Reel${suffix}`, { niches: ["fitness"] });
  const brand = await newBrand("Piet Brand", { brandName: `Peak Oats ${suffix}` });
  return { creator, brand, creatorName: `Nova Reel${suffix}` };
}

const pdf = Buffer.from("%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n");

describe("messages between two signed-in browsers", () => {
  it("brand writes with attachments, the creator is told live, replies, and both see read state", async ({ openContext }) => {
    const { creator, brand } = await people();
    const [brandCtx, creatorCtx] = await Promise.all([openContext(DESKTOP), openContext(PHONE)]);
    await Promise.all([signInContext(brandCtx, brand.email, brand.password), signInContext(creatorCtx, creator.email, creator.password)]);

    // The creator is on their dashboard, nothing unread.
    const creatorPage = await openShell(creatorCtx, "/dashboard");
    const creatorErrors = watchPageErrors(creatorPage);
    creatorPage.setDefaultTimeout(12_000);
    expect(await creatorPage.getByTestId("messages-link").getAttribute("aria-label")).toBe("Messages");
    expect(await creatorPage.getByTestId("bell-dot").count()).toBe(0);

    // The brand opens the creator's page and follows "Message".
    const brandPage = await openShell(brandCtx, `/platform/creators/${creator.id}`);
    const brandErrors = watchPageErrors(brandPage);
    brandPage.setDefaultTimeout(12_000);
    await brandPage.getByRole("link", { name: "Message", exact: true }).click();
    await brandPage.waitForURL(`**/inbox/${creator.id}`);
    const composer = brandPage.getByRole("textbox", { name: /Message to/ });
    await composer.waitFor();

    // A refused type and a too-large file show their errors inline and can be removed.
    const input = brandPage.getByTestId("attachment-input");
    await input.setInputFiles([
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") },
      { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    const chips = brandPage.getByTestId("draft-attachment");
    await brandPage.getByText("Attach an image (JPEG, PNG, WebP, GIF, AVIF) or a PDF").waitFor();
    await brandPage.getByText("The file is larger than 10 MB").waitFor();
    await brandPage.getByRole("button", { name: "Remove notes.txt" }).click();
    await brandPage.getByRole("button", { name: "Remove huge.png" }).click();
    expect(await chips.count()).toBe(0);

    // The attach button is a labelled button; the picker takes a photo and a PDF.
    expect(await brandPage.getByRole("button", { name: /Attach files/ }).isEnabled()).toBe(true);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3b82f6" } })
      .png()
      .toBuffer();
    await input.setInputFiles([
      { name: "oat-bar.png", mimeType: "image/png", buffer: photo },
      { name: "brief.pdf", mimeType: "application/pdf", buffer: pdf },
    ]);
    await brandPage.locator("[data-testid=draft-attachment][data-state=done]").nth(1).waitFor();
    expect(await chips.allTextContents()).toEqual([expect.stringContaining("oat-bar.png"), expect.stringContaining("brief.pdf")]);
    await composer.fill("Hi Nova! Brief and product photo attached.");
    await brandPage.getByRole("button", { name: "Send" }).click();
    const brandThread = brandPage.getByTestId("thread");
    await brandThread.getByText("Hi Nova! Brief and product photo attached.").waitFor();
    expect(await chips.count()).toBe(0);
    await brandThread.getByTestId("read-state").getByText("Sent").waitFor();

    // Without a reload, the creator's badge counts the message and the bell rings.
    await creatorPage.locator('[data-testid=messages-link][aria-label="Messages, 1 unread"]').waitFor();
    await creatorPage.getByTestId("bell-dot").waitFor();

    // The notification lands on the conversation with the brand (docs/product/messages-and-notifications.md, creator side).
    await creatorPage.getByTestId("notifications-bell").click();
    await creatorPage
      .getByTestId("notifications-panel")
      .getByRole("link", { name: /New message from Piet Brand/ })
      .click();
    await creatorPage.waitForURL(`**/inbox/${brand.id}`);
    const creatorThread = creatorPage.getByTestId("thread");
    const image = creatorThread.getByRole("img", { name: "oat-bar.webp" });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    const pdfLink = creatorThread.getByRole("link", { name: "brief.pdf", exact: true });
    const pdfRes = await creatorPage.request.get((await pdfLink.getAttribute("href"))!);
    expect(pdfRes.status()).toBe(200);
    expect(pdfRes.headers()["content-type"]).toContain("application/pdf");

    // The brand's side shows "Read" once the creator opened the thread, live.
    await brandThread.getByTestId("read-state").getByText("Read").waitFor();

    // The creator opens the full image, then replies.
    await image.click();
    const full = creatorPage.getByRole("dialog").getByRole("img", { name: "oat-bar.webp" });
    await full.waitFor();
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    await creatorPage.keyboard.press("Escape");
    await full.waitFor({ state: "detached" });
    await creatorPage.locator('[data-testid=messages-link][aria-label="Messages"]').waitFor();
    // Wait for the thumbnail's pixels before the picture.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    await shot(creatorPage, "thread-phone");

    await creatorPage.getByRole("textbox", { name: /Message to/ }).fill("Thanks! On it, first cut Wednesday.");
    await creatorPage.getByRole("button", { name: "Send" }).click();
    await brandThread.getByText("Thanks! On it, first cut Wednesday.").waitFor();
    // The brand has the thread open: it is read at once, and the creator sees it.
    const creatorReply = creatorThread.getByTestId("message").filter({ hasText: "first cut Wednesday" });
    await creatorReply.getByTestId("read-state").getByText("Read").waitFor();
    await shot(brandPage, "thread-desktop");

    // The refused text file is the brand page's only failed request (its 400 and the console line).
    expect(brandErrors.filter((e) => !e.includes("400"))).toEqual([]);
    expect(creatorErrors).toEqual([]);
  });
});
