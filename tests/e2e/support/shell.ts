import type { BrowserContext, Page } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed/demo-accounts";
import { DESKTOP, PHONE } from "./browser";
import type { OpenContext, Viewport } from "./fixtures";
import { signInContext } from "./users";

export const WIDTHS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

export type { Viewport };

/** A browser context signed in as one of the demo accounts. */
export async function demoContext(
  openContext: OpenContext,
  who: "brand" | "creator" | "admin",
  viewport: Viewport = DESKTOP,
): Promise<BrowserContext> {
  const context = await openContext(viewport);
  await signInContext(context, DEMO_ACCOUNTS[who].email, DEMO_PASSWORD);
  return context;
}

/** Opens a page of the signed-in area and waits until the shell has drawn the signed-in header. */
export async function openShell(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.getByTestId("app-header").waitFor();
  return page;
}

/** href and visible text of every link in a locator, in order. */
export async function linksOf(page: Page, selector: string): Promise<{ text: string; href: string | null }[]> {
  return page
    .locator(selector)
    .evaluateAll((els) => els.map((el) => ({ text: (el.textContent ?? "").trim(), href: el.getAttribute("href") })));
}

/** The current user as the API reports it, for assertions that depend on seeded data. */
export { meOf } from "./client";
