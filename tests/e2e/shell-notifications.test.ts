import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { it, type OpenContext, type Viewport } from "./support/fixtures";
import { baseURL, DESKTOP, PHONE } from "./support/browser";
import { linksOf, openShell } from "./support/shell";
import { signInContext, signUpViaApi } from "./support/users";
import { testClient } from "./support/client";

/*
 * Fresh users, not the demo accounts: the demo seed gives those a living bell (messages, proposals),
 * and this file needs to start from an empty one.
 */
async function freshContext(openContext: OpenContext, kind: "brand" | "creator", viewport: Viewport) {
  const user = await signUpViaApi(kind === "brand" ? "Bell Brand" : "Bell Creator");
  if (kind === "brand") {
    await testClient(user).v1.call("POST /auth/onboarding/brand", { json: { account: "personal", brand_name: "Bell Brand Co" } });
  } else {
    await testClient(user).v1.call("POST /auth/onboarding/creator", {
      json: {
        first_name: "Bell",
        last_name: "Creator",
        custom_url: `bell-${Date.now().toString(36)}`,
        niches: ["beauty"],
        country: "US",
        date_of_birth: "1994-05-06",
      },
    });
  }
  const context = await openContext(viewport);
  await signInContext(context, user.email, user.password);
  return context;
}

/** Gives the signed-in user of `page` a notification through the e2e-only test hook. */
async function notify(page: Page, body: { notification_type: string; data: unknown; formatted_message: string }) {
  // Cookie-authenticated POSTs must name their origin (CSRF protection), as the browser does.
  const res = await page.request.post("/api/v1/dev/notifications", { data: body, headers: { origin: baseURL() } });
  expect(res.status()).toBe(201);
}

async function openPanel(page: Page) {
  await page.getByTestId("notifications-bell").click();
  const panel = page.getByTestId("notifications-panel");
  await panel.waitFor();
  return panel;
}

const panelLinks = (page: Page) => linksOf(page, "[data-testid=notifications-panel] li a");

describe("notifications panel", () => {
  it("creator: empty state, NewMessage only, a dot, and the conversation as the click target", async ({ openContext }) => {
    const context = await freshContext(openContext, "creator", DESKTOP);
    const page = await openShell(context, "/dashboard");

    expect(await page.getByTestId("bell-dot").count()).toBe(0);
    const panel = await openPanel(page);
    expect(await panel.getByText("No Notifications", { exact: true }).isVisible()).toBe(true);
    expect(await panel.getByText("You currently have no new notifications.").isVisible()).toBe(true);
    await page.keyboard.press("Escape");

    // A brand-only type is not shown to a creator: still empty, still no dot.
    await notify(page, {
      notification_type: "CreatorProposalSubmitted",
      data: { campaign_id: "camp-1", proposal_id: "prop-1" },
      formatted_message: "A proposal (brand only)",
    });
    await page.reload();
    await page.getByTestId("notifications-bell").waitFor();
    expect(await page.getByTestId("bell-dot").count()).toBe(0);
    expect(await (await openPanel(page)).getByText("No Notifications", { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");

    await notify(page, {
      notification_type: "NewMessage",
      data: { fromUser: { id: "brand-user-42" } },
      formatted_message: "Maya Chen sent you a message",
    });
    await page.reload();
    await page.getByTestId("bell-dot").waitFor();
    const withOne = await openPanel(page);
    const links = await panelLinks(page);
    expect(links.map((l) => l.href)).toEqual(["/inbox/brand-user-42"]);
    expect(links[0]!.text).toContain("Maya Chen sent you a message");
    expect(await withOne.getByTestId("unread-dot").count()).toBe(1);
    expect(await withOne.locator("time").textContent()).toMatch(/ago$/);

    await withOne.getByRole("link").click();
    await page.waitForURL("**/inbox/brand-user-42");
    // Opening it marked it read: the dot goes away.
    await page.getByTestId("bell-dot").waitFor({ state: "detached" });
    await context.close();
  });

  it("brand: all three types with their docs/product targets, and the panel at most 80% of a phone's height", async ({ openContext }) => {
    const context = await freshContext(openContext, "brand", PHONE);
    const page = await openShell(context, "/platform");
    await notify(page, {
      notification_type: "NewMessage",
      data: { fromUser: { id: "creator-7" } },
      formatted_message: "Jordan Ellis sent you a message",
    });
    await notify(page, {
      notification_type: "CreatorAssetUploaded",
      data: { asset: { asset_source_key: "camp-9", asset_secondary_source_key: "prop-3" } },
      formatted_message: "Jordan Ellis uploaded a video",
    });
    await notify(page, {
      notification_type: "CreatorProposalSubmitted",
      data: { campaign_id: "camp-9", proposal_id: "prop-4" },
      formatted_message: "Jordan Ellis sent a proposal",
    });
    for (let i = 0; i < 12; i += 1) {
      await notify(page, {
        notification_type: "NewMessage",
        data: { fromUser: { id: `c-${i}` } },
        formatted_message: `Older message ${i}`,
      });
    }
    await page.reload();
    await page.getByTestId("bell-dot").waitFor();
    const panel = await openPanel(page);

    const links = await panelLinks(page);
    expect(links).toHaveLength(15);
    const hrefOf = (text: string) => links.find((l) => l.text.includes(text))?.href;
    expect(hrefOf("sent you a message")).toBe("/platform/creators/creator-7");
    expect(hrefOf("uploaded a video")).toBe("/platform/campaigns/camp-9/proposals/prop-3/assets");
    expect(hrefOf("sent a proposal")).toBe("/platform/campaigns/camp-9/proposals/prop-4");
    expect(await panel.getByTestId("unread-dot").count()).toBe(15);

    const box = await panel.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(PHONE.height * 0.8 + 1);
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: "/tmp/shell-shots/notifications-phone.png" });

    await panel.getByRole("link", { name: /uploaded a video/ }).click();
    await page.waitForURL("**/platform/campaigns/camp-9/proposals/prop-3/assets");
    // The ids are made up, so the assets page answers 404 as the proposal page does for them.
    await page.getByRole("heading", { name: "This page could not be found." }).waitFor();

    await page.goto("/platform");
    const again = await openPanel(page);
    await again.getByRole("button", { name: "Mark all as read" }).click();
    await page.getByTestId("bell-dot").waitFor({ state: "detached" });
    await context.close();
  });
});
