import type { BrowserContext } from "playwright-core";

/**
 * Screenshots are for a person to look at (tests/.artifacts, /tmp/*-shots). In CI nobody does, and
 * encoding a full-page PNG costs CPU the two cores do not have (decision 040): with CI set, and
 * E2E_SCREENSHOTS unset, `page.screenshot` of this context's pages takes none.
 */
export function screenshotsForPeople(context: BrowserContext): BrowserContext {
  if (!process.env.CI || process.env.E2E_SCREENSHOTS) return context;
  context.on("page", (page) => {
    page.screenshot = () => Promise.resolve(Buffer.alloc(0));
  });
  return context;
}
