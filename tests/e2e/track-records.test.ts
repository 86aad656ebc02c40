import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { PHONE, watchPageErrors } from "./support/browser";

/*
 * Decision 083 on a 390 px phone, on the seeded demo data: a history creator's public page explains
 * the track record in words without overflowing the phone, and the public
 * directory's "on time ≥ 90%" filter keeps the history creator who was always on time. The
 * expected sentences come from the seed's history (seed-track-records.ts), not from the API.
 */

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("track records at 390 px", () => {
  it("explains the record on the public page, without overflowing the phone", async ({ openContext }) => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    expect((await page.goto("/c/aisha-rahman"))?.status()).toBe(200);
    const section = page.getByRole("region", { name: "Track record" });
    await section.waitFor();
    expect(await section.getByTestId("track-record-on_time").textContent()).toContain("Delivered 6 of 6 orders on time");
    expect(await section.getByTestId("track-record-first_version").textContent()).toContain(
      "Approved on the first version in 5 of 6 orders",
    );
    expect(await horizontalOverflow(page)).toBe(0);
    // For a person to look at: the section at phone width.
    await section.screenshot({ path: "/tmp/track-records-shots/profile-390.png" });
    expect(errors).toEqual([]);
  });

  it("filters the public directory by on-time delivery", async ({ openContext }) => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    expect((await page.goto("/creators?minOnTime=90&sort=on_time"))?.status()).toBe(200);
    const names = await page.getByTestId("creator-results").locator("h2").allTextContents();
    expect(names).toContain("Aisha Rahman");
    // Late twice in four orders: 50%.
    expect(names).not.toContain("Camille Laurent");
    expect(await page.getByTestId("card-track-record").first().textContent()).toMatch(/\d+% on time · \d+ of \d+ orders/);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: "/tmp/track-records-shots/directory-390.png" });
  });
});
