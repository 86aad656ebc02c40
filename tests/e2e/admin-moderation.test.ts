import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed/demo-accounts";
import { baseURL, DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { it } from "./support/fixtures";
import { signInContext, type E2eUser } from "./support/users";
import { newBrand, newCreator, topUp } from "./support/accounts";
import { testClient } from "./support/client";

/*
 * Moderation end to end, on the production build with its own brand and creator: the creator
 * reports a campaign, the admin finds it in the queue and hides it with a reason, the brand sees
 * "Hidden by Reelbrief" with that reason on its campaign, and the creator no longer finds it.
 */

const SHOTS = "/tmp/moderation-shots";
mkdirSync(SHOTS, { recursive: true });
const REASON = "Promises medical results the product cannot give.";

/** A brand on the Starter plan with one published campaign, set up through the API. */
async function brandWithCampaign(title: string): Promise<E2eUser & { campaignId: string }> {
  const brand = await newBrand("Hana Hidden", { brandName: "Hana Tonics" });
  await topUp(brand, 4900);
  const { v1 } = testClient(brand);
  await v1.call("POST /auth/subscriptions", { json: { plan: "starter" } });
  const draft = await v1.call("POST /auth/campaigns", {
    json: {
      title,
      product_name: "Miracle Tonic",
      description: "Film yourself drinking the tonic every morning for a week and say how you feel.",
      platforms: ["tiktok"],
      niches: ["wellness"],
      pricing: "fixed",
      price_min_cents: 20_000,
      creators_wanted: 2,
      application_deadline: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    },
  });
  await v1.call("POST /auth/campaigns/:id/status", { param: { id: draft.data.id }, json: { action: "publish" } });
  return { ...brand, campaignId: draft.data.id };
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("moderation", () => {
  it("a creator reports a campaign, the admin hides it with a reason, the brand sees why and creators no longer find it", async ({
    openContext,
  }) => {
    const title = `Miracle tonic week ${Date.now()}`;
    const [brand, creator] = await Promise.all([brandWithCampaign(title), newCreator("Rory Reporter", { niches: ["wellness"] })]);

    // The creator reads the campaign and reports it.
    const creatorContext = await openContext(PHONE);
    await signInContext(creatorContext, creator.email, creator.password);
    const cp = await creatorContext.newPage();
    const creatorErrors = watchPageErrors(cp);
    await cp.goto(`/dashboard/view-campaigns/${brand.campaignId}`);
    await cp.getByRole("heading", { name: title }).waitFor();
    await cp.getByRole("button", { name: "Report campaign" }).click();
    const dialog = cp.getByRole("dialog", { name: "Report this campaign" });
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Say what is wrong in at least 3 characters" }).waitFor();
    await dialog.getByLabel("What is wrong?").fill("It promises to cure illnesses.");
    await cp.screenshot({ path: path.join(SHOTS, "report-dialog-phone.png") });
    await dialog.getByRole("button", { name: "Send report" }).click();
    await cp.getByText("Thanks. Our team will review your report.").waitFor();

    // The admin finds it in the open queue and opens it.
    const adminContext = await openContext(DESKTOP);
    await signInContext(adminContext, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const ap = await adminContext.newPage();
    const adminErrors = watchPageErrors(ap);
    await ap.goto("/admin/moderation");
    const row = ap.getByTestId("report-queue").getByRole("row").filter({ hasText: title });
    await row.getByText("It promises to cure illnesses.").waitFor();
    await ap.screenshot({ path: path.join(SHOTS, "queue-desktop.png"), fullPage: true });
    await row.getByRole("link", { name: title }).click();
    await ap.waitForURL((url) => /^\/admin\/moderation\/[0-9a-f-]{36}$/.test(url.pathname));
    const detail = ap.getByTestId("report-detail");
    await detail.getByRole("heading", { name: title }).waitFor();
    expect(await detail.getByTestId("report-status").textContent()).toBe("Open");
    expect(await detail.getByRole("link", { name: "Hana Hidden" }).getAttribute("href")).toBe(`/admin/users/${brand.id}`);

    // Hiding asks for a reason and a confirmation.
    await detail.getByRole("button", { name: "Hide campaign" }).click();
    const hide = ap.getByRole("dialog", { name: "Hide this campaign?" });
    await hide.getByLabel("Reason").fill(REASON);
    await ap.screenshot({ path: path.join(SHOTS, "hide-dialog-desktop.png") });
    await hide.getByRole("button", { name: "Hide", exact: true }).click();
    await detail.getByTestId("hidden-banner").filter({ hasText: REASON }).waitFor();
    expect(await detail.getByTestId("report-status").textContent()).toBe("Actioned");
    await detail.getByRole("button", { name: "Restore campaign" }).waitFor();
    expect(await detail.getByRole("button", { name: "Dismiss report" }).count()).toBe(0);
    await ap.screenshot({ path: path.join(SHOTS, "report-actioned-desktop.png"), fullPage: true });

    // The same pages on a phone fit the width.
    const adminPhone = await openContext(PHONE);
    await signInContext(adminPhone, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const apPhone = await adminPhone.newPage();
    await apPhone.goto("/admin/moderation?status=actioned");
    await apPhone.getByTestId("report-queue").getByRole("row").filter({ hasText: title }).waitFor();
    expect(await horizontalOverflow(apPhone)).toBe(0);
    await apPhone.screenshot({ path: path.join(SHOTS, "queue-actioned-phone.png"), fullPage: true });
    await apPhone.goto(ap.url().replace(baseURL(), ""));
    await apPhone.getByTestId("hidden-banner").waitFor();
    expect(await horizontalOverflow(apPhone)).toBe(0);
    await apPhone.screenshot({ path: path.join(SHOTS, "report-actioned-phone.png"), fullPage: true });

    // The brand sees its campaign with the banner and the reason.
    const brandContext = await openContext(PHONE);
    await signInContext(brandContext, brand.email, brand.password);
    const bp = await brandContext.newPage();
    const brandErrors = watchPageErrors(bp);
    await bp.goto("/platform/campaigns");
    const listed = bp.getByRole("link").filter({ hasText: title });
    await listed.getByText("Hidden by Reelbrief").waitFor();
    await listed.click();
    await bp.waitForURL((url) => url.pathname === `/platform/campaigns/${brand.campaignId}`);
    await bp
      .getByTestId("hidden-banner")
      .filter({ hasText: `Hidden by Reelbrief: ${REASON}` })
      .waitFor();
    expect(await horizontalOverflow(bp)).toBe(0);
    await bp.screenshot({ path: path.join(SHOTS, "owner-banner-phone.png"), fullPage: true });

    // The creator no longer finds it: not in the search, and its page is gone.
    await cp.goto(`/dashboard/view-campaigns?q=${encodeURIComponent(title)}`);
    await cp.getByText("No campaigns match").waitFor();
    expect(creatorErrors).toEqual([]);
    const gone = await cp.goto(`/dashboard/view-campaigns/${brand.campaignId}`);
    expect(gone?.status()).toBe(404);
    expect(adminErrors).toEqual([]);
    expect(brandErrors).toEqual([]);
  }, 180_000); // three people over seven pages, on a build shared with other engineers' processes
});
