import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed/demo-accounts";
import { baseURL, DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { signInContext } from "./support/users";
import { canonicalOriginFor } from "@/config/canonical-origin";

const slugs = (kind: string) =>
  fs
    .readdirSync(path.join(process.cwd(), "content", kind))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3));
const BLOG = slugs("blog");
const CASE_STUDIES = slugs("case-studies");

/** The title in a Markdown file's front matter. */
function titleOf(kind: string, slug: string): string {
  const text = fs.readFileSync(path.join(process.cwd(), "content", kind, `${slug}.md`), "utf8");
  const match = /^title:\s*"(.*)"\s*$/m.exec(text);
  if (!match?.[1]) throw new Error(`no title in ${kind}/${slug}`);
  return match[1].replace(/\\"/g, '"');
}

/** Every <img> on the page answers 200 with an image, and the ones in view have decoded. */
async function expectImagesLoad(page: Page) {
  const sources = await page
    .locator("img")
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc || (i as HTMLImageElement).src));
  expect(sources.length).toBeGreaterThan(0);
  for (const src of new Set(sources)) {
    const res = await page.request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()["content-type"], src).toMatch(/^image\//);
  }
  const first = page.locator("img").first();
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)).toBe(true);
}

async function visit(page: Page, pathname: string, heading: string | RegExp) {
  const errors = watchPageErrors(page);
  const res = await page.goto(pathname);
  expect(res?.status(), pathname).toBe(200);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect.poll(() => h1.count()).toBe(1);
  const text = (await h1.textContent()) ?? "";
  if (typeof heading === "string") expect(text).toBe(heading);
  else expect(text).toMatch(heading);
  return errors;
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const)("articles at %s width", (_name, viewport) => {
  it("/blog lists every post and each post opens with its title, author, date and reading time", async ({ openContext }) => {
    const context = await openContext(viewport);
    const page = await context.newPage();
    const errors = await visit(page, "/blog", "Playbooks for better UGC ads");
    for (const slug of BLOG) await expect(page.locator(`a[href="/blog/${slug}"]`).count()).resolves.toBe(1);
    await expectImagesLoad(page);
    for (const slug of BLOG) {
      const postErrors = await visit(page, `/blog/${slug}`, titleOf("blog", slug));
      await expect(
        page
          .getByText(/\d+ min read/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await expect(page.locator("time[datetime]").first().isVisible()).resolves.toBe(true);
      await expect(page.locator('script[type="application/ld+json"]').first().textContent()).resolves.toContain('"Article"');
      // An absolute canonical URL of this post. The page is prerendered, so its origin is the one
      // the build was made for (decision 019), not necessarily this test server's port.
      const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!);
      expect(canonical.pathname).toBe(`/blog/${slug}`);
      expect(canonical.protocol).toMatch(/^https?:$/);
      await expect(page.locator('meta[property="og:image"]').getAttribute("content")).resolves.toContain("/api/og?title=");
      await expectImagesLoad(page);
      expect(postErrors).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/case-studies lists every case study and each shows its results", async ({ openContext }) => {
    const context = await openContext(viewport);
    const page = await context.newPage();
    const errors = await visit(page, "/case-studies", "How brands grow with creator-made ads");
    for (const slug of CASE_STUDIES) await expect(page.locator(`a[href="/case-studies/${slug}"]`).count()).resolves.toBe(1);
    await expectImagesLoad(page);
    for (const slug of CASE_STUDIES) {
      const caseErrors = await visit(page, `/case-studies/${slug}`, titleOf("case-studies", slug));
      await expect(page.getByRole("heading", { name: /^Results for / }).isVisible()).resolves.toBe(true);
      await expectImagesLoad(page);
      expect(caseErrors).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/pricing shows the database's plans with prices, limits and sign-in CTAs", async ({ openContext }) => {
    const context = await openContext(viewport);
    const page = await context.newPage();
    const errors = await visit(page, "/pricing", "Simple plans. No markup on creators.");
    const plans = page.getByTestId("pricing-plans");
    // The page is prerendered; the cards come from the API once the browser has asked for them.
    await plans.getByRole("heading", { name: "Managed", exact: true }).waitFor();
    for (const name of ["Starter", "Pro", "Managed"])
      await expect(plans.getByRole("heading", { name, exact: true }).isVisible()).resolves.toBe(true);
    await expect(plans.textContent()).resolves.toMatch(/\$49.*\$199.*Custom/s);
    await expect(plans.getByRole("link", { name: "Get started with Starter" }).getAttribute("href")).resolves.toBe("/auth/signin");
    await expect(plans.getByRole("link", { name: "Book a call with Managed" }).getAttribute("href")).resolves.toBe("/#book-a-call");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

it("/pricing sends a signed-in brand to Settings", async ({ openContext }) => {
  const context = await openContext();
  await signInContext(context, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
  const page = await context.newPage();
  await visit(page, "/pricing", "Simple plans. No markup on creators.");
  await expect(page.getByRole("link", { name: "Choose Pro with Pro" }).getAttribute("href")).resolves.toBe("/platform/settings");
  await context.close();
});

describe("SEO plumbing", () => {
  it("/api/og returns a 1200 × 600 PNG", async () => {
    const res = await fetch(`${baseURL()}/api/og?title=Hello`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 600]);
  });

  it("/api/og draws the default and over-long titles too", async () => {
    for (const q of ["", `?title=${"word ".repeat(80)}`]) {
      const res = await fetch(`${baseURL()}/api/og${q}`);
      expect(res.headers.get("content-type")).toBe("image/png");
    }
  });

  // A local run names the default port's origin whatever port it listens on (decision 063).
  const canonical = () => canonicalOriginFor(baseURL());

  it("/sitemap.xml lists the public routes, every post and case study, and creator pages", async () => {
    const res = await fetch(`${baseURL()}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    for (const p of ["/", "/pricing", "/blog", "/case-studies", "/creators", "/faq"])
      expect(xml).toContain(`<loc>${canonical()}${p}</loc>`);
    for (const slug of BLOG) expect(xml).toContain(`<loc>${canonical()}/blog/${slug}</loc>`);
    for (const slug of CASE_STUDIES) expect(xml).toContain(`<loc>${canonical()}/case-studies/${slug}</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${canonical()}/c/[^<]+</loc>`));
    expect(xml).not.toContain("/platform");
  });

  it("/robots.txt allows the site, blocks the app and points at the sitemap", async () => {
    const res = await fetch(`${baseURL()}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain("Disallow: /platform");
    expect(text).toContain(`Sitemap: ${canonical()}/sitemap.xml`);
  });
});
