import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";
import { it, type OpenContext } from "./support/fixtures";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { signInContext, type E2eUser } from "./support/users";
import { buyPackage, createPackage, deliverFirstSample, fundedBrand } from "./support/orders";
import { newCreator } from "./support/accounts";

/*
 * Captions in the review player on the production build: the creator times a script to the
 * delivered clip (the workers), edits a caption with the keyboard, saves and exports SRT; the
 * brand, on a phone, sees the captions as the player's text track and burns them in "Boxed",
 * then downloads the MP4 under its name. Screenshots on desktop and phone.
 */

const SHOTS = path.resolve("tests/.artifacts/captions");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

interface World {
  brand: E2eUser;
  creator: E2eUser;
  orderId: string;
}
let world: World;
beforeAll(async () => {
  const creator = await newCreator("Cass Caption");
  const packageId = await createPackage(creator, { title: "Captioned video", priceCents: 12_000, videoLengthSeconds: 5 });
  const brand = await fundedBrand("Lee Brand", `Loud Skin ${Math.random().toString(36).slice(2, 8)}`, 12_000);
  const order = await buyPackage(brand, packageId, { whatToFilm: "Show the serum on clean skin. Say why you like it.", product: "Serum" });
  await deliverFirstSample(creator, order.id);
  world = { brand: brand.user, creator, orderId: order.id };
});

async function signedIn(openContext: OpenContext, user: E2eUser, viewport: { width: number; height: number }) {
  const context = await openContext(viewport, { acceptDownloads: true });
  await signInContext(context, user.email, user.password);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page) };
}

describe("captions", () => {
  it("script timed by the workers, keyboard edit, SRT export, text track, burn-in download", async ({ openContext }) => {
    const creator = await signedIn(openContext, world.creator, DESKTOP);
    await creator.page.goto(`/dashboard/orders/${world.orderId}`);
    const editor = creator.page.getByTestId("caption-editor");
    await editor.getByRole("button", { name: "Start from the brief" }).click();
    expect(await editor.getByLabel("Script").inputValue()).toBe("Show the serum on clean skin. Say why you like it.");
    await editor.getByRole("button", { name: "Time captions to the speech" }).click();
    await editor.locator('[data-testid="caption-status"][data-status="ready"]').waitFor({ timeout: 30_000 });
    const cues = editor.getByTestId("caption-cue");
    expect(await cues.count()).toBe(2);
    expect(await editor.getByLabel("Caption 1 text").inputValue()).toBe("Show the serum on clean skin.");

    // Alt+↓ selects the next caption; its text is edited and saved with Alt+S.
    await editor.getByLabel("Caption 1 text").focus();
    await creator.page.keyboard.press("Alt+ArrowDown");
    await cues.nth(1).and(creator.page.locator('[aria-current="true"]')).waitFor();
    await editor.getByLabel("Caption 2 text").fill("Here is why I love it.");
    await editor.getByText(/Shortcuts: \[ start the selected caption at the playhead/).waitFor();
    await shot(creator.page, "1-creator-editing-desktop");
    await creator.page.keyboard.press("Alt+s");
    await editor.getByRole("button", { name: "Saved" }).waitFor();

    const [download] = await Promise.all([creator.page.waitForEvent("download"), editor.getByRole("link", { name: "SRT" }).click()]);
    expect(download.suggestedFilename()).toBe("order-video-1-v1-captions.srt");
    const srt = readFileSync(await download.path(), "utf8");
    expect(srt).toMatch(
      /^1\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}\nShow the serum on clean skin\.\n\n2\n.*\nHere is why I love it\.\n$/,
    );
    expect(creator.errors).toEqual([]);

    // The brand, on a phone: the captions are the player's text track; burned in "Boxed".
    const brand = await signedIn(openContext, world.brand, PHONE);
    await brand.page.goto(`/platform/orders/${world.orderId}`);
    const brandEditor = brand.page.getByTestId("caption-editor");
    await brandEditor.locator('[data-testid="caption-status"][data-status="ready"]').waitFor();
    await brand.page.waitForFunction(() => {
      const video = document.querySelector("video");
      const track = video ? [...video.textTracks].find((t) => t.mode === "showing") : null;
      return !!track && (track.cues?.length ?? 0) === 2;
    });
    await brandEditor.getByLabel("Burn-in style").selectOption("boxed");
    await brandEditor.getByRole("button", { name: "Burn into the video" }).click();
    const ready = brandEditor.locator('[data-testid="caption-burns"] li[data-status="ready"]');
    await ready.waitFor({ timeout: 60_000 });
    await brandEditor.scrollIntoViewIfNeeded();
    await shot(brand.page, "2-brand-burned-phone");
    const [video] = await Promise.all([brand.page.waitForEvent("download"), ready.getByRole("link").click()]);
    expect(video.suggestedFilename()).toBe("order-video-1-v1-captions-boxed.mp4");
    expect(
      readFileSync(await video.path())
        .subarray(4, 8)
        .toString(),
    ).toBe("ftyp");
    expect(brand.errors).toEqual([]);
  }, 180_000);
});
