import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed/demo-accounts";
import { baseURL, DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { signInContext } from "./support/users";

const contentDir = path.join(process.cwd(), "content");
const headline = (slug: string) =>
  (JSON.parse(readFileSync(path.join(contentDir, "pages", `${slug}.json`), "utf8")) as { headline: string }).headline;
const legalTitle = (slug: string) => String(matter(readFileSync(path.join(contentDir, "legal", `${slug}.md`), "utf8")).data.title);

/** Every route this part owns, with the h1 its content file promises. */
const ROUTES: Array<{ path: string; h1: string }> = [
  { path: "/", h1: headline("home") },
  { path: "/faq", h1: headline("faq") },
  { path: "/privacy-policy", h1: legalTitle("privacy-policy") },
  { path: "/terms-of-service", h1: legalTitle("terms-of-service") },
  { path: "/explore/ugc-ecommerce-marketing", h1: headline("explore-ugc-ecommerce-marketing") },
  { path: "/ugc-creator", h1: headline("ugc-creator") },
  { path: "/features/content-management", h1: headline("features-content-management") },
  { path: "/features/campaign-management", h1: headline("features-campaign-management") },
  { path: "/features/creator-marketplace", h1: headline("features-creator-marketplace") },
  { path: "/features/relationship-management", h1: headline("features-relationship-management") },
  { path: "/features/creative-brief", h1: headline("features-creative-brief") },
  { path: "/use-cases/user-generated-content", h1: headline("use-cases-user-generated-content") },
  { path: "/use-cases/influencer-marketing", h1: headline("use-cases-influencer-marketing") },
  { path: "/use-cases/product-seeding", h1: headline("use-cases-product-seeding") },
];

/** Areas that redirect anonymous visitors: a 3xx is the right answer there. */
const REDIRECTING = /^\/(auth|platform|dashboard)(\/|$|\?)/;

/** Status of each internal URL, shared by all pages so every link is fetched once. */
const checked = new Map<string, Promise<number>>();
function statusOf(url: string): Promise<number> {
  let pending = checked.get(url);
  if (!pending) {
    pending = fetch(url, { redirect: "manual" }).then(async (res) => {
      await res.body?.cancel();
      return res.status;
    });
    checked.set(url, pending);
  }
  return pending;
}

async function brokenInternalUrls(page: Page): Promise<string[]> {
  const origin = new URL(baseURL()).origin;
  const urls = await page.evaluate(() => [
    ...Array.from(document.querySelectorAll("a[href]"), (a) => (a as HTMLAnchorElement).href),
    ...Array.from(document.querySelectorAll("img[src]"), (img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src),
  ]);
  const internal = [
    ...new Set(
      urls
        .map((raw) => new URL(raw))
        .filter((url) => url.origin === origin)
        .map((url) => {
          url.hash = "";
          return url.toString();
        }),
    ),
  ];
  expect(internal.length).toBeGreaterThan(5);
  const broken: string[] = [];
  await Promise.all(
    internal.map(async (url) => {
      const status = await statusOf(url);
      const { pathname } = new URL(url);
      // Public pages answer directly; areas behind sign-in may redirect (3xx) but never fail.
      const ok = REDIRECTING.test(pathname) ? status < 400 : status < 300;
      if (!ok) broken.push(`${status} ${url}`);
    }),
  );
  return broken.sort();
}

/**
 * Every page at desktop width; at phone width one page of each template (home, FAQ, legal, and the
 * content page that features, use cases, explore and ugc-creator share): a page load costs several
 * seconds of CI on two cores, and pages of one template share their layout (decision 040).
 */
const PHONE_ROUTES = new Set(["/", "/faq", "/privacy-policy", "/features/content-management"]);

for (const viewport of [DESKTOP, PHONE]) {
  describe(`marketing pages at ${viewport.width} px`, () => {
    for (const route of ROUTES.filter((r) => viewport === DESKTOP || PHONE_ROUTES.has(r.path))) {
      it(`${route.path}: 200, its h1, no console errors, no broken internal links or images`, async ({ openContext }) => {
        const page = await (await openContext(viewport)).newPage();
        const errors = watchPageErrors(page);
        const res = await page.goto(route.path, { waitUntil: "load" });
        expect(res?.status()).toBe(200);
        const h1 = page.getByRole("heading", { level: 1 });
        expect(await h1.count()).toBe(1);
        expect((await h1.textContent())?.trim()).toBe(route.h1);
        expect(await brokenInternalUrls(page)).toEqual([]);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(new URL(canonical!).pathname).toBe(route.path);
        const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
        expect(ogImage).toContain("/api/og?title=");
        expect(await page.title()).toMatch(/Reelbrief/);
        expect(errors).toEqual([]);
        const tabBar = page.getByTestId("mobile-tab-bar");
        if (viewport.width < 1024) await expect(tabBar.isVisible()).resolves.toBe(true);
        else await expect(tabBar.isVisible()).resolves.toBe(false);
        await page.close();
      });
    }
  });
}

/** The header's call to action once the browser has asked /api/auth/me who is signed in. */
async function decidedCta(page: Page, visitor: "signed-in" | "signed-out") {
  const cta = page.locator(`[data-testid=header-cta][data-visitor=${visitor}]`);
  await cta.waitFor();
  return { label: (await cta.textContent())?.trim(), href: await cta.getAttribute("href") };
}

describe("the header's call to action", () => {
  it("is Get Started → /auth/signin when signed out", async ({ openContext }) => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto("/");
    expect(await decidedCta(page, "signed-out")).toEqual({ label: "Get Started", href: "/auth/signin" });
    await context.close();
  });

  it("is Go to Platform → /platform for the demo brand, without the signed-out tab bar", async ({ openContext }) => {
    const context = await openContext(PHONE);
    await signInContext(context, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
    const page = await context.newPage();
    await page.goto("/features/creative-brief");
    expect(await decidedCta(page, "signed-in")).toEqual({ label: "Go to Platform", href: "/platform" });
    expect(await page.getByTestId("mobile-tab-bar").count()).toBe(0);
    await context.close();
  });

  it("is Go to Platform → /dashboard for the demo creator", async ({ openContext }) => {
    const context = await openContext();
    await signInContext(context, DEMO_ACCOUNTS.creator.email, DEMO_PASSWORD);
    const page = await context.newPage();
    await page.goto("/faq");
    expect(await decidedCta(page, "signed-in")).toEqual({ label: "Go to Platform", href: "/dashboard" });
    await context.close();
  });

  it("is decided in the browser: the server sends a signed-in visitor the same page as anyone", async ({ openContext }) => {
    const context = await openContext();
    await signInContext(context, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const res = await fetch(`${baseURL()}/faq`, { headers: { cookie } });
    const html = await res.text();
    // The server does not read the session for the marketing frame (decision 019): the HTML holds
    // a blank call to action, never Get Started for a signed-in visitor, until /api/auth/me answers.
    expect(html).toContain('data-visitor="unknown"');
    expect(html).not.toContain("Get Started");
    expect(html).not.toContain("Go to Platform");
  });
});

describe("navigation", () => {
  it("opens the Platform menu on desktop and reaches a feature page", async ({ openContext }) => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto("/");
    const platform = page.getByRole("button", { name: "Platform" });
    expect(await platform.getAttribute("aria-expanded")).toBe("false");
    await platform.click();
    expect(await platform.getAttribute("aria-expanded")).toBe("true");
    await page
      .getByRole("navigation", { name: "Primary" })
      .getByRole("link", { name: /Creative Brief/ })
      .click();
    await page.waitForURL("**/features/creative-brief");
    expect((await page.getByRole("heading", { level: 1 }).textContent())?.trim()).toBe(headline("features-creative-brief"));
    expect(await platform.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it("moves through a header menu with the keyboard and closes it with Escape or a click outside", async ({ openContext }) => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto("/");
    const resources = page.getByRole("button", { name: "Resources" });
    const blog = page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: /^Blog/ });
    expect(await blog.isVisible()).toBe(false);
    await resources.focus();
    await page.keyboard.press("Enter");
    await blog.waitFor();
    await page.keyboard.press("Tab");
    await expect.poll(() => blog.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Escape");
    await blog.waitFor({ state: "hidden" });
    expect(await resources.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => resources.evaluate((el) => el === document.activeElement)).toBe(true);
    await resources.click();
    await blog.waitFor();
    await page.getByRole("heading", { level: 1 }).click();
    await blog.waitFor({ state: "hidden" });
    await context.close();
  });

  it("opens the side sheet on a phone with Features, Use Cases, Pricing, For Creators and Resources", async ({ openContext }) => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.waitFor();
    for (const name of ["Content Management", "Product Seeding", "Pricing", "For Creators", "Blog", "FAQ", "Case Studies"]) {
      expect(await sheet.getByRole("link", { name, exact: true }).count()).toBe(1);
    }
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await pageOverflow()).toBe("hidden"); // the page behind the open sheet does not scroll
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "hidden" });
    expect(await pageOverflow()).toBe("visible");
    await expect.poll(() => page.getByRole("button", { name: "Open menu" }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole("button", { name: "Open menu" }).click();
    await sheet.getByRole("link", { name: "FAQ", exact: true }).click();
    await page.waitForURL("**/faq");
    await sheet.waitFor({ state: "hidden" });
    await context.close();
  });
});

describe("the FAQ", () => {
  it("opens and moves between questions with the keyboard", async ({ openContext }) => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto("/faq");
    const triggers = page.locator("[data-slot=accordion-trigger]");
    // Closed answers are in the HTML (for search engines) but hidden from everyone.
    const html = await (await fetch(`${baseURL()}/faq`)).text();
    expect(html).toContain("prepaid USD balance");
    expect(await page.getByText("prepaid USD balance").isVisible()).toBe(false);
    expect(await triggers.count()).toBeGreaterThanOrEqual(12);
    const first = triggers.nth(0);
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    await first.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
    const region = page.locator(`#${await first.getAttribute("aria-controls")}`);
    await region.waitFor({ state: "visible" });
    expect(await region.textContent()).toContain("marketplace");
    await page.keyboard.press("ArrowDown");
    const second = triggers.nth(1);
    await expect.poll(() => second.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => second.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });
});

describe("Book A Call", () => {
  it("loads the scheduling service only when opened, and offers a link and an e-mail when it cannot load", async ({ openContext }) => {
    const context = await openContext();
    const page = await context.newPage();
    const bookingRequests: string[] = [];
    page.on("request", (req) => {
      if (!req.url().startsWith(baseURL())) bookingRequests.push(req.url());
    });
    await page.goto("/");
    expect(bookingRequests).toEqual([]);
    await page.getByRole("link", { name: "Book A Call" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a 30-minute call" });
    await dialog.waitFor();
    await expect.poll(() => bookingRequests.length).toBeGreaterThan(0);
    expect(bookingRequests[0]).toContain("layout=month_view");
    const embed = dialog.locator('iframe[src*="layout=month_view"]');
    const fallback = dialog.getByTestId("book-call-fallback");
    await embed.or(fallback).waitFor();
    if (await fallback.isVisible()) {
      expect(await fallback.getByRole("link", { name: "Open the scheduling page" }).getAttribute("href")).toMatch(/^https:\/\//);
      expect(await fallback.getByRole("link", { name: /hello@reelbrief\.com/ }).getAttribute("href")).toMatch(
        /^mailto:hello@reelbrief\.com/,
      );
    }
    await context.close();
  });

  it("opens from a shared link to #book-a-call", async ({ openContext }) => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    await page.goto("/faq#book-a-call");
    await page.getByRole("dialog", { name: "Book a 30-minute call" }).waitFor();
    await context.close();
  });
});
