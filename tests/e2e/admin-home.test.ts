import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed/demo-accounts";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { it } from "./support/fixtures";
import { testClient } from "./support/client";
import { approvedOrderFor } from "./support/orders";
import { signInContext, signUpViaApi, type E2eUser } from "./support/users";
import { newCreator } from "./support/accounts";

/*
 * The console's home and payout queue as an admin uses them: the needs-attention counts follow
 * the queues, the charts read out their values, a payout approved by another admin updates the
 * open queue without a reload, and only admins see the administrative API's reference.
 * Screenshots at 1280 and 390 px go to /tmp/admin-home-shots for a person to look at.
 */

const SHOTS = "/tmp/admin-home-shots";
mkdirSync(SHOTS, { recursive: true });
const PAYOUT_CENTS = 5_000;

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A creator with a complete profile, $85 earned from a $100 order, and a $50 payout requested. */
async function creatorWithPayoutRequest(): Promise<{ creator: E2eUser; payoutId: string }> {
  const creator = await newCreator("Quinn Queue", { niches: ["skincare"] });
  await approvedOrderFor(creator, 10_000);
  const { v1 } = testClient(creator);
  await v1.call("PUT /auth/payouts/method", {
    json: { holderName: "Quinn Queue", accountNumber: "DE89 3704 0044 0532 0130 00", country: "de" },
  });
  const payout = await v1.call("POST /auth/payouts", { json: { amount: PAYOUT_CENTS } });
  return { creator, payoutId: payout.data.id };
}

const attentionCount = async (page: Page, key: string) => Number(await page.getByTestId(`attention-${key}`).getAttribute("data-count"));

describe("the admin home and payout queue", () => {
  it(
    "counts the waiting payout, reads out the charts, and the queue follows another admin's approval live",
    { timeout: 180_000 },
    async ({ openContext }) => {
      const context = await openContext(DESKTOP);
      const adminToken = await signInContext(context, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto("/admin");
      await page.getByRole("heading", { level: 1, name: "Admin" }).waitFor();
      const before = await attentionCount(page, "payouts");

      const { creator, payoutId } = await creatorWithPayoutRequest();
      await page.reload();
      await page.getByRole("heading", { name: "Needs attention" }).waitFor();
      expect(await attentionCount(page, "payouts")).toBe(before + 1);
      expect(await page.getByTestId("needs-attention").getByRole("link").count()).toBe(6);

      // Charts: twelve weeks, thirty days; a focused column reads out its values.
      const gmv = page.getByTestId("chart-gmv");
      expect(await gmv.getByTestId("chart-column").count()).toBe(12);
      expect(await page.getByTestId("chart-sign-ups").getByTestId("chart-column").count()).toBe(30);
      await gmv.getByTestId("chart-column").last().focus();
      await expect.poll(() => gmv.getByTestId("chart-readout").textContent()).toMatch(/^Week of .+: GMV \$[\d,.]+, Revenue \$[\d,.]+$/);
      // The same numbers as a table, for anyone who would rather read them.
      await gmv.getByText("Show as table").click();
      expect(await gmv.getByRole("table").getByRole("row").count()).toBe(13);
      // The new creator is among the newest sign-ups, linking to their user page.
      const newest = page.getByTestId("newest-sign-ups").getByRole("link", { name: new RegExp(creator.email.replace(/[.+]/g, "\\$&")) });
      expect(await newest.getAttribute("href")).toBe(`/admin/users/${creator.id}`);
      await page.screenshot({ path: `${SHOTS}/admin-1280.png`, fullPage: true });

      // The card leads to the queue; the Requested tab lists the new request with its actions.
      await page.getByTestId("attention-payouts").click();
      await page.waitForURL((url) => url.pathname === "/admin/payouts");
      const tabs = page.getByRole("tablist", { name: "Filter payouts by status" });
      await tabs.getByRole("tab", { name: /^Requested/ }).click();
      const row = page.locator(`[data-payout-id="${payoutId}"]`);
      await row.getByRole("button", { name: /^Approve the \$50\.00 payout/ }).waitFor();
      expect(await row.getByRole("button", { name: "Mark failed: the $50.00 payout to Quinn Queue" }).count()).toBe(1);
      await page.screenshot({ path: `${SHOTS}/admin-payouts-requested-1280.png`, fullPage: true });

      // "Mark failed" asks for a reason and a confirmation; cancelling changes nothing.
      await row.getByRole("button", { name: "Mark failed: the $50.00 payout to Quinn Queue" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("heading", { name: /^Mark the \$50\.00 payout to Quinn Queue failed\?/ }).waitFor();
      await dialog.getByRole("button", { name: "Mark failed" }).click();
      await dialog.getByText("Give a reason of at least 3 characters").waitFor();
      await page.screenshot({ path: `${SHOTS}/admin-payouts-fail-dialog-1280.png` });
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });

      // Another admin approves it (here through the API); the sandbox then pays it. The open page
      // follows without a reload and offers nothing more on it.
      await tabs.getByRole("tab", { name: /^All/ }).click();
      await row.getByTestId("payout-status").filter({ hasText: "Requested" }).waitFor();
      await testClient(adminToken).v2.call("POST /payouts/:id/approve", { param: { id: payoutId } });
      await row.getByTestId("payout-status").filter({ hasText: "Paid" }).waitFor();
      expect(await row.getByRole("button").count()).toBe(0);
      await tabs.getByRole("tab", { name: /^Paid/ }).click();
      await row.waitFor();
      await tabs.getByRole("tab", { name: /^Requested/ }).click();
      await row.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    },
  );

  it("fits a 390 px phone: home and payouts", async ({ openContext }) => {
    const context = await openContext(PHONE);
    await signInContext(context, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const page = await context.newPage();
    await page.goto("/admin");
    await page.getByTestId("chart-sign-ups").waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/admin-390.png`, fullPage: true });
    await page.goto("/admin/payouts");
    await page.getByRole("tablist", { name: "Filter payouts by status" }).waitFor();
    await page.getByRole("tabpanel").locator("[data-testid=payout-queue], [data-testid=payout-queue-empty]").first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/admin-payouts-390.png`, fullPage: true });
  });

  it("/developers/api shows the administrative API to an admin, and not to a brand", async ({ openContext }) => {
    const admin = await openContext(DESKTOP);
    await signInContext(admin, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const page = await admin.newPage();
    await page.goto("/developers/api");
    const tabs = page.getByRole("navigation", { name: "API references" });
    await tabs.getByRole("link", { name: "Administrative API (v2)" }).click();
    await page.waitForURL((url) => url.pathname === "/developers/api/admin");
    await page.getByRole("heading", { level: 1, name: "Administrative API reference" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Overview" }).waitFor();
    expect(await page.getByText("/api/v2/overview").count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/developers-api-admin-1280.png` });

    const brand = await signUpViaApi("Bea Brandless");
    const visitor = await openContext(DESKTOP);
    await signInContext(visitor, brand.email, brand.password);
    const public_ = await visitor.newPage();
    await public_.goto("/developers/api");
    await public_.locator('[data-testid="header-cta"][data-visitor="signed-in"]').waitFor();
    expect(await public_.getByTestId("api-tabs").count()).toBe(0);
    expect(await public_.getByText("/api/v2/overview").count()).toBe(0);
    const res = await public_.goto("/developers/api/admin");
    expect(res?.status()).toBe(404);
  });
});
