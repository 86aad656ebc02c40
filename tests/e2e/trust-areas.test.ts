import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { demoContext, openShell } from "./support/shell";

/*
 * A page of another area must not run, nor reach the browser, for a caller who may
 * not see it. The App Router renders a page in parallel with its layout, so this looks at the
 * server's HTML itself, which carries the page's payload even where the layout shows a notice.
 */
/** Strings only the brand dashboard (src/app/(app)/platform/page.tsx) renders. */
const BRAND_DASHBOARD = ["Your orders, wallet, team and brands at a glance", 'data-testid="wallet-card"', "Payment history"];

describe("area pages", () => {
  it("a creator's /platform HTML carries the notice, not the brand dashboard", async ({ openContext }) => {
    const context = await demoContext(openContext, "creator");
    const res = await context.request.get("/platform");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("This area is for brands");
    for (const text of BRAND_DASHBOARD) expect(html, text).not.toContain(text);
  });

  it("a brand's /platform HTML carries the brand dashboard (the check above can see it)", async ({ openContext }) => {
    const context = await demoContext(openContext, "brand");
    const html = await (await context.request.get("/platform")).text();
    for (const text of BRAND_DASHBOARD) expect(html, text).toContain(text);
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
