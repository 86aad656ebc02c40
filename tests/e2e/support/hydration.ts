import type { BrowserContext, Page, Response } from "playwright-core";

/*
 * A server-rendered button ignores clicks until React hydrates the page; on a loaded two-core
 * machine that can take seconds after `goto` resolves. The app marks `<html data-hydrated>` once
 * hydrated (src/components/hydration-marker.tsx): every page a test opens waits for that mark
 * after a full page load (goto, reload, or a navigation it waits for with waitForURL), so tests
 * click what a person would click, when a person could.
 */

const HYDRATED = "html[data-hydrated]";

async function afterLoad(page: Page, response: Response | null) {
  const type = response?.headers()["content-type"] ?? "";
  if (response && !type.startsWith("text/html")) return; // a JSON, image or file URL: nothing to hydrate
  await page.waitForSelector(HYDRATED, { state: "attached" });
}

function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await afterLoad(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await afterLoad(page, response);
    return response;
  };
  // After a full navigation (a redirect back from checkout, a form post) the new document starts
  // unmarked; after a client-side navigation the mark is still there and this returns at once.
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    if (!page.url().startsWith("about:")) await page.waitForSelector(HYDRATED, { state: "attached" });
  };
  return page;
}

/** Makes every page of this context wait for hydration after a full page load. */
export function hydrationAware(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitsForHydration(await newPage());
  return context;
}
