import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";
import { hydrationAware } from "./hydration";
import { screenshotsForPeople } from "./screenshots";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags that keep Chromium quiet on a machine without internet (docs/architecture.md). */
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const baseURL = () => inject("baseURL");
/** The local mail outbox, opened with the key the server printed at start-up; `to` filters by recipient. */
export const outboxPath = (to?: string) => inject("outboxPath") + (to ? `&to=${encodeURIComponent(to)}` : "");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export async function newContext(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<BrowserContext> {
  return hydrationAware(
    screenshotsForPeople(
      await browser.newContext({ baseURL: baseURL(), viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 }),
    ),
  );
}

/** Collects console errors and failed same-origin requests so a test can assert there were none. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    // For a failed resource the console names no URL in its text; its location does.
    if (msg.type() === "error") errors.push(`console: ${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ""}`);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("response", (res) => {
    if (res.status() >= 400 && res.url().startsWith(baseURL())) errors.push(`http ${res.status()}: ${res.url()}`);
  });
  return errors;
}
