import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";
import { it, type OpenContext } from "./support/fixtures";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { signInContext, type E2eUser } from "./support/users";
import { buyPackage, createPackage, fundedBrand, submitAfterChecks } from "./support/orders";
import { newCreator } from "./support/accounts";

/*
 * The ad-ready journey on the production build: the creator uploads a clip whose first 1.5 s are
 * silent, reads the silence warning in the checks and submits with a note; the brand reads the
 * Quality panel, ticks the brief checklist and asks for a revision citing the unmet item; the
 * creator uploads a clean version 2; the brand approves it, times captions, drags the focus point on
 * the poster and downloads the 1:1 format with the captions burned in, named with the asset code.
 * Screenshots on desktop and phone.
 */

const SHOTS = path.resolve("tests/.artifacts/ad-ready-journey");
mkdirSync(SHOTS, { recursive: true });
const run = promisify(execFile);
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** A 4 s 360×640 clip with a tone: from 1.5 s on (`silentFor` 1.5), or from the start (0). */
async function makeClip(name: string, silentFor: number, source: string): Promise<Buffer> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "ad-ready-journey-")), name);
  await run(ffmpeg.path, [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", `${source}=size=360x640:rate=24:duration=4`],
    ...["-f", "lavfi", "-i", `aevalsrc=if(gte(t\\,${silentFor})\\,0.28*sin(2*PI*440*t)\\,0):s=48000:d=4`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", file],
  ]);
  return readFileSync(file);
}

interface World {
  brand: E2eUser;
  creator: E2eUser;
  orderId: string;
}

const BRIEF = [
  "Hook: Hold the Fjord serum bottle up to the camera",
  "Talking points:",
  "- Say it soaks in within seconds",
  "Don't: mention the price",
].join("\n");

async function orderedWorld(): Promise<World> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const creator = await newCreator("Ada Ready");
  const packageId = await createPackage(creator, {
    title: "Ad-ready serum video",
    description: "One short serum review, filmed at home.",
    priceCents: 15_000,
    videoLengthSeconds: 5,
    usageRightsTerm: "1y",
  });
  const brand = await fundedBrand("Noor Brand", `Fjord Ads ${suffix}`, 20_000);
  const order = await buyPackage(brand, packageId, { whatToFilm: BRIEF, product: "Fjord serum" });
  return { brand: brand.user, creator, orderId: order.id };
}

async function signedIn(openContext: OpenContext, user: E2eUser, viewport: { width: number; height: number } = DESKTOP) {
  const context = await openContext(viewport, { acceptDownloads: true });
  await signInContext(context, user.email, user.password);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page) };
}

async function phoneAndDesktop(page: Page, name: string) {
  await shot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

let world: World;
let v1: Buffer;
let v2: Buffer;
beforeAll(async () => {
  [world, v1, v2] = await Promise.all([orderedWorld(), makeClip("v1.mp4", 1.5, "testsrc2"), makeClip("v2.mp4", 0, "smptehdbars")]);
});

describe("ad-ready journey", () => {
  it("silent start warned and overridden, checklist revision, v2 approved, focus dragged, captioned 1:1 downloaded", async ({
    openContext,
  }) => {
    // 1. The creator uploads version 1 and reads the silence warning before submitting.
    const creator = await signedIn(openContext, world.creator);
    await creator.page.goto(`/dashboard/orders/${world.orderId}`);
    await creator.page.getByLabel("Upload the video").setInputFiles({ name: "first-cut.mp4", mimeType: "video/mp4", buffer: v1 });
    const silence = creator.page.locator('[data-testid="check-warning"][data-code="silent_start"]');
    await silence.waitFor({ timeout: 90_000 });
    expect(await silence.textContent()).toMatch(/first 1\.\d s/);
    await phoneAndDesktop(creator.page, "1-creator-silence-warning");
    const warned = await submitAfterChecks(creator.page, 1, "The pause before the hook is deliberate: it builds suspense.");
    expect(warned).toContain("silent_start");

    // 2. The brand reads the Quality panel, ticks the checklist and asks for a revision citing an item.
    const brand = await signedIn(openContext, world.brand);
    await brand.page.goto(`/platform/orders/${world.orderId}`);
    const review = brand.page.getByTestId("video-review");
    const quality = review.getByTestId("quality-panel");
    await quality.locator('[data-testid="check-warning"][data-code="silent_start"]').waitFor();
    expect(await quality.getByTestId("override-note").textContent()).toContain("builds suspense");
    const checklist = review.getByTestId("brief-checklist");
    await checklist.getByTestId("checklist-item").first().waitFor();
    expect(await checklist.getByTestId("checklist-item").count()).toBe(3);
    const hook = checklist.getByTestId("checklist-item").filter({ hasText: "Hold the Fjord serum bottle" });
    await hook.getByRole("button", { name: "Not met" }).click();
    await brand.page.locator('[data-testid="checklist-item"][data-mark="unmet"]').waitFor();
    const price = checklist.getByTestId("checklist-item").filter({ hasText: "mention the price" });
    await price.getByRole("button", { name: "Met", exact: true }).click();
    await brand.page.locator('[data-testid="checklist-item"][data-mark="met"]').waitFor();
    await phoneAndDesktop(brand.page, "2-brand-quality-and-checklist");
    await review.getByRole("button", { name: /^Request revision/ }).click();
    const dialog = brand.page.getByRole("dialog");
    const cited = dialog.getByTestId("cite-item");
    expect(await cited.count()).toBe(1);
    expect(await cited.isChecked()).toBe(true);
    await dialog.getByLabel("What should change?").fill("Open on the bottle, with sound from the first frame.");
    await shot(brand.page, "2-brand-revision-dialog-desktop");
    await dialog.getByRole("button", { name: /^Send Revision 1 of 1/ }).click();
    await review.getByTestId("revision-request").waitFor();

    // 3. The creator sees what to fix and delivers a clean version 2.
    await creator.page.reload();
    const mustFix = creator.page.getByTestId("order-must-fix");
    await mustFix.waitFor();
    expect(await mustFix.textContent()).toContain("Hold the Fjord serum bottle");
    await creator.page.getByLabel("Upload version 2").setInputFiles({ name: "second-cut.mp4", mimeType: "video/mp4", buffer: v2 });
    const second = await submitAfterChecks(creator.page, 2, "Bars stand in for the final grade.");
    expect(second).not.toContain("silent_start");
    await shot(creator.page, "3-creator-delivered-v2-desktop");

    // 4. The brand approves version 2 and times captions to it.
    await brand.page.reload();
    await review.getByRole("button", { name: "Version 2", exact: true }).waitFor();
    await review.getByRole("button", { name: "Approve video" }).click();
    await review.getByTestId("video-approved").waitFor();
    const editor = brand.page.getByTestId("caption-editor");
    await editor.getByLabel("Script").fill("Fjord serum soaks in within seconds.");
    await editor.getByRole("button", { name: "Time captions to the speech" }).click();
    await editor.locator('[data-testid="caption-status"][data-status="ready"]').waitFor({ timeout: 60_000 });

    // 5. Ad formats: drag the focus point up, make the formats, then the 1:1 with captions burned in.
    await brand.page.reload();
    const formats = brand.page.getByTestId("ad-formats");
    const handle = formats.getByTestId("focus-handle");
    await handle.waitFor();
    // Mouse coordinates are the viewport's: the picture must be on screen before it is measured.
    await formats.getByTestId("focus-area").scrollIntoViewIfNeeded();
    const area = (await formats.getByTestId("focus-area").boundingBox())!;
    const from = (await handle.boundingBox())!;
    await brand.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await brand.page.mouse.down();
    await brand.page.mouse.move(area.x + area.width * 0.5, area.y + area.height * 0.3, { steps: 8 });
    await brand.page.mouse.up();
    const focusDown = async () => Number(/(\d+)% down/.exec((await handle.getAttribute("aria-valuetext")) ?? "")?.[1]);
    await expect.poll(focusDown).toBeGreaterThanOrEqual(25);
    expect(await focusDown()).toBeLessThanOrEqual(35);
    await formats.getByTestId("make-ad-formats").click();
    await formats.getByTestId("rendition-1x1").getByTestId("rendition-status").waitFor();
    const captioned = formats.getByTestId("captioned-formats");
    await captioned.getByLabel("Format").selectOption("1x1");
    await captioned.getByLabel("Caption style").selectOption("boxed");
    await captioned.getByTestId("make-captioned-format").click();
    const ready = captioned.getByTestId("captioned-rendition-1x1-boxed").getByTestId("download-captioned-rendition");
    await ready.waitFor({ timeout: 300_000 });
    await formats.scrollIntoViewIfNeeded();
    await phoneAndDesktop(brand.page, "5-brand-ad-formats-captioned");
    const [download] = await Promise.all([brand.page.waitForEvent("download"), ready.click()]);
    expect(download.suggestedFilename()).toMatch(/^RB-[0-9A-Z]{8}-1x1-CC\.mp4$/);
    const file = await download.path();
    const { stderr } = await run(ffmpeg.path, ["-hide_banner", "-i", file, "-f", "null", "-frames:v", "1", "-"]).catch(
      (e: { stderr: string }) => ({ stderr: e.stderr }),
    );
    expect(stderr).toMatch(/Video: h264.*1080x1080/);

    expect(creator.errors).toEqual([]);
    expect(brand.errors).toEqual([]);

    // 6. On a phone the ad formats fit the width.
    const phone = await signedIn(openContext, world.brand, PHONE);
    await phone.page.goto(`/platform/orders/${world.orderId}`);
    await phone.page.getByTestId("captioned-formats").waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.page.getByTestId("captioned-formats").scrollIntoViewIfNeeded();
    await shot(phone.page, "6-brand-ad-formats-phone");
  }, 600_000);
});
