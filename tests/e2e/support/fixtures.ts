import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { test } from "vitest";
import { baseURL, DESKTOP, launchBrowser } from "./browser";
import { hydrationAware } from "./hydration";
import { screenshotsForPeople } from "./screenshots";

export type Viewport = { width: number; height: number };

/** Opens a browser context at a viewport (phones get touch and the mobile flag). */
export type OpenContext = (viewport?: Viewport, options?: BrowserContextOptions) => Promise<BrowserContext>;

export interface E2eFixtures {
  /** Opens a browser context that is closed when the test ends, passed or failed. */
  openContext: OpenContext;
  /** A desktop page in its own context, closed when the test ends. */
  page: Page;
}

interface FileFixtures {
  /** One Chromium per test file, closed after the file. */
  browser: Browser;
}

/**
 * The e2e `it`: browser contexts are fixtures, so a failing assertion can no longer leave a
 * context (and its page, its server session, its memory) open for the rest of the run
 * (docs/architecture.md). Close a context early if you like; closing twice is harmless.
 */
export const it = test.extend<FileFixtures & E2eFixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      const browser = await launchBrowser();
      await provide(browser);
      await browser.close();
    },
    { scope: "file" },
  ],
  openContext: async ({ browser }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (viewport = DESKTOP, options = {}) => {
      const raw = screenshotsForPeople(
        await browser.newContext({
          baseURL: baseURL(),
          viewport,
          isMobile: viewport.width < 600,
          hasTouch: viewport.width < 600,
          ...options,
        }),
      );
      // Without JavaScript nothing ever hydrates: such a context must not wait for the mark.
      const context = options.javaScriptEnabled === false ? raw : hydrationAware(raw);
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
  },
  page: async ({ openContext }, provide) => {
    const context = await openContext();
    await provide(await context.newPage());
  },
});
