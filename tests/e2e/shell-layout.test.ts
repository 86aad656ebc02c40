import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { DEMO_ACCOUNTS } from "@/server/seed/demo-accounts";
import { it } from "./support/fixtures";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { formatCents, formatHeaderBalance } from "@/lib/money-format";
import { demoContext, linksOf, meOf, openShell, WIDTHS } from "./support/shell";
import { signInContext, signUpViaApi } from "./support/users";

describe("signed out", () => {
  // A server redirect: the same at every width, so checked at desktop width only (decision 040).
  it.for(WIDTHS.slice(0, 1))(
    "sends an anonymous visitor to /auth/signin with the redirect cookie (%s)",
    async ([_name, viewport], { openContext }) => {
      const context = await openContext(viewport);
      const page = await context.newPage();
      await page.goto("/dashboard/orders?tab=open");
      expect(new URL(page.url()).pathname).toBe("/auth/signin");
      const cookie = (await context.cookies()).find((c) => c.name === "redirect");
      expect(decodeURIComponent(cookie?.value ?? "")).toBe("/dashboard/orders?tab=open");
      await context.close();
    },
  );

  it.for(WIDTHS)(
    "shows Login and Get Started, and the signed-out tab bar, once the session ends (%s)",
    async ([name, viewport], { openContext }) => {
      // /inbox is rendered per request: once loaded, the page stays when the session ends, and the
      // shell around it turns signed out. (A prerendered page sends the user to sign in: below.)
      const context = await demoContext(openContext, "creator", viewport);
      const page = await openShell(context, "/inbox");
      await page.getByTestId("user-menu").waitFor();
      await context.clearCookies();
      // The user comes back to the tab: the shell re-checks the session on focus (docs/product/api-conventions.md), at most
      // once per 5 s and not within 2 s of the last check, so the user may have to come back again.
      const header = page.getByTestId("app-header");
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.dispatchEvent(new Event("focus")));
            return header.getByRole("link", { name: "Get Started" }).count();
          },
          { timeout: 15_000, interval: 1000 },
        )
        .toBe(1);
      expect(await linksOf(page, "[data-testid=app-header] a:not([aria-label='Reelbrief home'])")).toEqual([
        { text: "Login", href: "/auth/signin" },
        { text: "Get Started", href: "/auth/signin" },
      ]);
      expect(await page.getByTestId("notifications-bell").count()).toBe(0);
      const tabBar = page.locator("[data-testid=mobile-tab-bar][data-variant=signed-out]");
      if (name === "phone") {
        expect(await tabBar.isVisible()).toBe(true);
        expect(await linksOf(page, "[data-testid=mobile-tab-bar] a")).toEqual([
          { text: "Home", href: "/" },
          { text: "Creators", href: "/creators" },
          { text: "Login", href: "/auth/signin" },
          { text: "FAQ", href: "/faq" },
        ]);
      } else {
        expect(await tabBar.isVisible()).toBe(false);
      }
      await context.close();
    },
  );
  // The gate of a prerendered page runs in the browser (decision 094): the same at every width.
  it("sends the user of a prerendered page to sign in, remembering it, once the session ends", async ({ openContext }) => {
    const context = await demoContext(openContext, "creator", DESKTOP);
    const page = await openShell(context, "/dashboard/orders?tab=open");
    await page.getByTestId("user-menu").waitFor();
    await context.clearCookies();
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new Event("focus"))).catch(() => undefined);
          return new URL(page.url()).pathname;
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe("/auth/signin");
    const cookie = (await context.cookies()).find((c) => c.name === "redirect");
    expect(decodeURIComponent(cookie?.value ?? "")).toBe("/dashboard/orders?tab=open");
    await context.close();
  });
});

describe("creator shell", () => {
  it("desktop: header, creator dropdown and drawer", async ({ openContext }) => {
    const context = await demoContext(openContext, "creator", DESKTOP);
    const page = await openShell(context, "/dashboard");
    const errors = watchPageErrors(page);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.screenshot({ path: "/tmp/shell-shots/creator-dashboard-desktop.png" });

    expect(await page.getByTestId("messages-link").getAttribute("href")).toBe("/inbox");
    expect(await page.getByTestId("notifications-bell").isVisible()).toBe(true);
    expect(await page.getByTestId("brand-dashboard-link").count()).toBe(0);
    expect(await page.getByTestId("wallet-button").count()).toBe(0);
    expect(await page.getByTestId("mobile-tab-bar").isVisible()).toBe(false);

    await page.getByTestId("user-menu").click();
    const menu = page.getByRole("menu");
    expect(await menu.getByRole("menuitem", { name: "Profile Settings" }).getAttribute("href")).toBe("/dashboard/settings");
    expect(await menu.getByRole("menuitem", { name: "Manage account" }).getAttribute("href")).toBe("/account");
    await page.keyboard.press("Escape");

    await page.getByTestId("creator-menu").click();
    const creatorMenu = page.getByRole("menu");
    expect((await creatorMenu.getByRole("menuitem").allTextContents()).map((t) => t.trim())).toEqual([
      "Dashboard",
      "Campaigns",
      "Your Orders",
      "Manage Settings",
    ]);
    await creatorMenu.getByRole("menuitem", { name: "Campaigns" }).hover();
    const sub = page.getByRole("menu").nth(1);
    await sub.waitFor();
    expect(await linksOf(page, "[data-slot=dropdown-menu-sub-content] a")).toEqual([
      { text: "View Campaigns", href: "/dashboard/view-campaigns" },
      { text: "Campaign Proposals", href: "/dashboard/campaigns/proposals" },
    ]);
    await page.keyboard.press("Escape");

    const drawer = page.locator("aside[data-testid=side-drawer]");
    expect(await drawer.getAttribute("data-state")).toBe("expanded");
    expect(await linksOf(page, "aside[data-testid=side-drawer] nav a")).toEqual([
      { text: "Messages", href: "/inbox" },
      { text: "Dashboard", href: "/dashboard" },
      { text: "Orders", href: "/dashboard/orders" },
      { text: "Update My Profile", href: "/dashboard/settings" },
      { text: "FAQ", href: "/faq" },
    ]);
    expect(await drawer.getByText("Additional Resources").isVisible()).toBe(true);
    const profile = page.getByTestId("drawer-profile-link");
    expect(await profile.getAttribute("href")).toBe("/dashboard/settings");
    expect(await profile.textContent()).toContain("Jordan Ellis");
    // The seeded demo creator has an avatar; the drawer shows it (the default image is for users without one).
    const me = await meOf(page);
    expect(me.creator_info?.avatar).toBeTruthy();
    expect(await profile.locator("img").getAttribute("src")).toBe(me.creator_info?.avatar);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("phone: tab bar with its More menu, and the drawer as a sheet", async ({ openContext }) => {
    const context = await demoContext(openContext, "creator", PHONE);
    const page = await openShell(context, "/dashboard");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.screenshot({ path: "/tmp/shell-shots/creator-dashboard-phone.png" });
    expect(await page.getByTestId("creator-menu").isVisible()).toBe(false);
    expect(await page.locator("aside[data-testid=side-drawer]").count()).toBe(0);

    const tabBar = page.locator("[data-testid=mobile-tab-bar][data-variant=creator]");
    expect(await tabBar.isVisible()).toBe(true);
    expect(await linksOf(page, "[data-testid=mobile-tab-bar] a")).toEqual([
      { text: "Home", href: "/dashboard" },
      { text: "Campaigns", href: "/dashboard/view-campaigns" },
      { text: "Proposals", href: "/dashboard/campaigns/proposals" },
      { text: "Orders", href: "/dashboard/orders" },
    ]);
    await tabBar.getByRole("button", { name: "More" }).click();
    await page.getByRole("menu").waitFor();
    expect(await linksOf(page, "[role=menu] a")).toEqual([
      { text: "Settings", href: "/dashboard/settings" },
      { text: "Your Packages", href: "/dashboard/settings/earn" },
      { text: "Social Links", href: "/dashboard/settings/social" },
      { text: "Payouts", href: "/dashboard/settings/payouts" },
    ]);
    await page.keyboard.press("Escape");

    await page.getByTestId("sidebar-trigger").click();
    const sheet = page.locator("[role=dialog][data-testid=side-drawer]");
    await sheet.waitFor();
    expect((await linksOf(page, "[role=dialog][data-testid=side-drawer] nav a")).map((l) => l.text)).toEqual([
      "Messages",
      "Dashboard",
      "Orders",
      "Update My Profile",
      "FAQ",
    ]);
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });

    await context.close();
  });
});

describe("brand shell", () => {
  it("desktop: header with wallet and dashboard icon, and the brand drawer", async ({ openContext }) => {
    const context = await demoContext(openContext, "brand", DESKTOP);
    const page = await openShell(context, "/platform");
    const errors = watchPageErrors(page);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.screenshot({ path: "/tmp/shell-shots/brand-dashboard-desktop.png" });

    expect(await page.getByTestId("messages-link").getAttribute("href")).toBe("/platform/inbox");
    expect(await page.getByTestId("brand-dashboard-link").getAttribute("href")).toBe("/platform");
    const me = await meOf(page);
    expect((await page.getByTestId("wallet-button").textContent())?.trim()).toBe(formatHeaderBalance(me.wallet_balance));
    expect(await page.getByTestId("creator-menu").count()).toBe(0);
    expect(await page.getByTestId("mobile-tab-bar").isVisible()).toBe(false);

    expect(await linksOf(page, "aside[data-testid=side-drawer] nav a")).toEqual([
      { text: "Dashboard", href: "/platform" },
      { text: "Messages", href: "/inbox" },
      { text: "Campaigns", href: "/platform/campaigns" },
      { text: "Creators", href: "/platform/creators" },
      { text: "Content Library", href: "/platform/content" },
      { text: "Ad Results", href: "/platform/results" },
      { text: "Update Settings", href: "/platform/settings" },
      { text: "FAQ", href: "/faq" },
    ]);
    const profile = page.getByTestId("drawer-profile-link");
    expect(await profile.getAttribute("href")).toBe("/dashboard");
    expect(await profile.textContent()).toContain("Maya Chen");

    expect(await page.getByTestId("seats-card").textContent()).toContain(`${me.used_seats} of ${me.total_seats} used`);
    // The demo brand signed up before today (its history is seeded): a returning visitor.
    const firstName = DEMO_ACCOUNTS.brand.name.split(" ")[0];
    expect(await page.getByText(/^Welcome/).textContent()).toBe(
      `Welcome back, ${firstName}. Your orders, wallet, team and brands at a glance.`,
    );
    expect(await page.getByTestId("wallet-card").textContent()).toContain(formatCents(me.wallet_balance));

    expect(errors).toEqual([]);
    await context.close();
  });

  it("phone: brand tab bar with its Settings menu", async ({ openContext }) => {
    const context = await demoContext(openContext, "brand", PHONE);
    const page = await openShell(context, "/platform");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.screenshot({ path: "/tmp/shell-shots/brand-dashboard-phone.png" });
    expect(await page.getByTestId("wallet-button").isVisible()).toBe(true);
    const tabBar = page.locator("[data-testid=mobile-tab-bar][data-variant=brand]");
    expect(await linksOf(page, "[data-testid=mobile-tab-bar] a")).toEqual([
      { text: "Home", href: "/platform" },
      { text: "Creators", href: "/platform/creators" },
      { text: "Campaigns", href: "/platform/campaigns" },
      { text: "Orders", href: "/platform/orders" },
      { text: "Content", href: "/platform/content" },
    ]);
    await tabBar.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("menu").waitFor();
    expect(await linksOf(page, "[role=menu] a")).toEqual([
      { text: "Settings", href: "/platform/settings" },
      { text: "Payment Settings", href: "/platform/settings/payments" },
      { text: "Payment History", href: "/platform/settings/payment-history" },
      { text: "Integrations", href: "/platform/settings/integrations" },
    ]);
    await page.keyboard.press("Escape");
    // Nothing overflows the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const avatar = await page.getByTestId("user-menu").boundingBox();
    expect(avatar!.x + avatar!.width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});

describe("area guards", () => {
  it("tells a creator that /platform is for brands and links home", async ({ openContext }) => {
    const context = await demoContext(openContext, "creator");
    const page = await openShell(context, "/platform/orders");
    await page.getByText("This area is for brands").waitFor();
    expect(await page.getByTestId("area-notice-home").getAttribute("href")).toBe("/dashboard");
    await context.close();
  });

  it("sends a brand following a creator path of docs/product/screens-and-navigation.md to the brand equivalent", async ({
    openContext,
  }) => {
    const context = await demoContext(openContext, "brand");
    const page = await openShell(context, "/dashboard/orders");
    await page.waitForURL((url) => url.pathname === "/platform");
    await page.goto("/dashboard/settings");
    await page.waitForURL((url) => url.pathname === "/platform/settings");
    await context.close();
  });

  it("lets a creator open /inbox", async ({ openContext }) => {
    const context = await demoContext(openContext, "creator");
    const page = await openShell(context, "/inbox");
    await page.getByRole("heading", { level: 1, name: "Messages" }).waitFor();
    await context.close();
  });
});

describe("Finish Onboarding", () => {
  it.for(WIDTHS)("links a user without types to /onboarding (%s)", async ([_name, viewport], { openContext }) => {
    const user = await signUpViaApi("New Person");
    const context = await openContext(viewport);
    await signInContext(context, user.email, user.password);
    const page = await openShell(context, "/dashboard");
    const link = page.getByTestId("finish-onboarding");
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe("/onboarding");
    expect(await link.isVisible()).toBe(true);
    expect(await page.getByText("Finish setting up your account").isVisible()).toBe(true);
    expect(await page.getByTestId("notifications-bell").count()).toBe(0);
    expect(await page.getByTestId("wallet-button").count()).toBe(0);
    await context.close();
  });
});

describe("side drawer state", () => {
  it("Ctrl+B and Cmd+B toggle the drawer, remembered in sidebar:state for 7 days across a reload", async ({ openContext }) => {
    const context = await demoContext(openContext, "brand", DESKTOP);
    const page = await openShell(context, "/platform");
    // The shortcut works once the shell is hydrated and has measured the viewport.
    await page.locator("[data-testid=sidebar-trigger][data-layout=desktop]").waitFor();
    const drawer = page.locator("aside[data-testid=side-drawer]");
    expect(await drawer.getAttribute("data-state")).toBe("expanded");

    await page.keyboard.press("Control+b");
    await page.locator("aside[data-testid=side-drawer][data-state=collapsed]").waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar:state");
    expect(cookie?.value).toBe("false");
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await page.getByTestId("app-header").waitFor();
    // Already collapsed in the server-rendered HTML, not after a flash of the open drawer.
    expect(await page.locator("aside[data-testid=side-drawer]").getAttribute("data-state")).toBe("collapsed");

    await page.locator("[data-testid=sidebar-trigger][data-layout=desktop]").waitFor();
    await page.keyboard.press("Meta+b");
    await page.locator("aside[data-testid=side-drawer][data-state=expanded]").waitFor();
    expect((await context.cookies()).find((c) => c.name === "sidebar:state")?.value).toBe("true");
    await context.close();
  });

  it("below 1024 px Ctrl+B opens the drawer sheet", async ({ openContext }) => {
    const context = await demoContext(openContext, "brand", { width: 1000, height: 800 });
    const page = await openShell(context, "/platform");
    await page.locator("[data-testid=sidebar-trigger][data-layout=mobile]").waitFor();
    await page.keyboard.press("Control+b");
    await page.locator("[role=dialog][data-testid=side-drawer]").waitFor();
    await context.close();
  });
});

/** Alpha of a computed CSS colour (rgb(), rgba(), or a colour function with "/ alpha"). */
function alphaOf(color: string): number {
  if (color === "transparent") return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(color);
  return rgba ? Number(rgba[1]) : 1;
}

/** The tab bar hides the page under it: an opaque background, and its labels are what is on top. */
async function expectOpaqueTabBar(page: Page) {
  const bar = page.getByTestId("mobile-tab-bar");
  await bar.waitFor();
  expect(alphaOf(await bar.evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(1);
  const onTop = await bar.locator("a").evaluateAll((links) =>
    links.every((a) => {
      const r = a.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && a.contains(hit);
    }),
  );
  expect(onTop).toBe(true);
}

/** The first Tab reaches "Skip to content"; Enter and one more Tab land inside the main landmark. */
async function expectSkipLink(page: Page) {
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Skip to content");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main#main")))).toBe(true);
}

describe("on a phone and to a keyboard", () => {
  it("the phone tab bar is opaque: brand home and creator payouts", async ({ openContext }) => {
    const brand = await demoContext(openContext, "brand", PHONE);
    const home = await openShell(brand, "/platform");
    await home.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    // Scrolled so page content sits under the bar.
    await home.mouse.wheel(0, 400);
    await expectOpaqueTabBar(home);
    await home.screenshot({ path: "/tmp/shell-shots/brand-home-tab-bar-390.png" });
    await brand.close();

    const creator = await demoContext(openContext, "creator", PHONE);
    const payouts = await openShell(creator, "/dashboard/settings/payouts");
    await payouts.getByRole("heading", { level: 1 }).first().waitFor();
    await expectOpaqueTabBar(payouts);
    await payouts.screenshot({ path: "/tmp/shell-shots/creator-payouts-tab-bar-390.png" });
    await creator.close();
  });

  it("the admin header fits a 390 px screen with Sign out in view", async ({ openContext }) => {
    const context = await demoContext(openContext, "admin", PHONE);
    const page = await context.newPage();
    for (const path of ["/admin", "/admin/payouts"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const header = page.getByRole("banner");
      expect(await header.evaluate((el) => el.scrollWidth - el.clientWidth), path).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
      const signOut = header.getByRole("button", { name: "Sign out" });
      expect(await signOut.isVisible()).toBe(true);
      const box = await signOut.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: `/tmp/shell-shots/admin${path.replaceAll("/", "-")}-390.png` });
    }
    await context.close();
  });

  it("the creator's campaign page has one h1: the campaign's title", async ({ openContext }) => {
    const context = await demoContext(openContext, "creator", DESKTOP);
    const page = await openShell(context, "/dashboard/view-campaigns");
    const first = page.locator("main a[href^='/dashboard/view-campaigns/']").first();
    const href = await first.getAttribute("href");
    // The list shows each campaign's title in its card (brand name first, then the title).
    const title = await first.locator("p.font-medium").textContent();
    await page.goto(href!);
    const h1 = page.getByRole("heading", { level: 1 });
    await h1.first().waitFor();
    expect(await h1.count()).toBe(1);
    expect(await h1.textContent()).toBe(title);
    await page.screenshot({ path: "/tmp/shell-shots/creator-campaign-1280.png" });
    await context.close();
  });

  it("the first Tab focuses Skip to content, which leads into the page: app shell, marketing and admin", async ({ openContext }) => {
    const brand = await demoContext(openContext, "brand", DESKTOP);
    const orders = await openShell(brand, "/platform/orders");
    await orders.getByRole("heading", { level: 1 }).first().waitFor();
    await expectSkipLink(orders);
    await brand.close();

    const visitor = await openContext(DESKTOP);
    const home = await visitor.newPage();
    await home.goto("/");
    await expectSkipLink(home);
    await visitor.close();

    const admin = await demoContext(openContext, "admin", DESKTOP);
    const adminHome = await admin.newPage();
    await adminHome.goto("/admin");
    await adminHome.getByRole("heading", { level: 1 }).waitFor();
    await expectSkipLink(adminHome);
    await admin.close();
  });
});
