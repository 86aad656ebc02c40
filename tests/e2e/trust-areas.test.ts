import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { demoContext, openShell } from "./support/shell";

/*
 * A page of another area must not run, nor reach the browser, for a caller who may not see it.
 * A page rendered per request is guarded before it runs (areaPage): its HTML is looked at itself.
 * A prerendered page (decision 094) holds no one's data: its HTML is the same for everyone, and
 * its data comes from the API, which refuses a caller of the other area.
 */
/** Strings only the brand's team page (src/app/(app)/platform/team/page.tsx, rendered per request) renders. */
const BRAND_TEAM = ["Switch accounts, create a team and invite colleagues"];
/** Strings only the brand dashboard (src/app/(app)/platform/brand-dashboard.tsx) renders. */
const BRAND_DASHBOARD = ["Your orders, wallet, team and brands at a glance", 'data-testid="wallet-card"', "Payment history"];

describe("area pages", () => {
  it("a creator's /platform/team HTML carries the notice, not the brand's page", async ({ openContext }) => {
    const context = await demoContext(openContext, "creator");
    const res = await context.request.get("/platform/team");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("This area is for brands");
    for (const text of BRAND_TEAM) expect(html, text).not.toContain(text);
  });

  it("a brand's /platform/team HTML carries the brand's page (the check above can see it)", async ({ openContext }) => {
    const context = await demoContext(openContext, "brand");
    const html = await (await context.request.get("/platform/team")).text();
    for (const text of BRAND_TEAM) expect(html, text).toContain(text);
    expect(html).not.toContain("This area is for brands");
  });

  it("a creator's /platform shows the notice; its HTML holds no dashboard and the API refuses the brand's data", async ({
    openContext,
  }) => {
    const context = await demoContext(openContext, "creator");
    const html = await (await context.request.get("/platform")).text();
    for (const text of BRAND_DASHBOARD) expect(html, text).not.toContain(text);
    expect((await context.request.get("/api/v1/auth/brand/dashboard")).status()).toBe(403);
    const page = await openShell(context, "/platform");
    await page.getByText("This area is for brands").waitFor();
    const shown = await page.content();
    for (const text of BRAND_DASHBOARD) expect(shown, text).not.toContain(text);
  });

  it("a brand's /platform shows the brand dashboard once loaded (the check above can see it)", async ({ openContext }) => {
    const context = await demoContext(openContext, "brand");
    const page = await openShell(context, "/platform");
    await page.getByTestId("wallet-card").waitFor();
    const shown = await page.content();
    for (const text of BRAND_DASHBOARD) expect(shown, text).toContain(text);
  });

  it("a brand-only user following the drawer's profile link to /dashboard lands on /platform", async ({ openContext }) => {
    const context = await demoContext(openContext, "brand");
    const page = await openShell(context, "/platform/settings");
    const profile = page.getByTestId("drawer-profile-link");
    expect(await profile.getAttribute("href")).toBe("/dashboard");
    await profile.click();
    await page.waitForURL((url) => url.pathname === "/platform");
    await page.getByTestId("wallet-card").waitFor();
    expect(await page.getByText("This area is for creators").count()).toBe(0);
  });
});
