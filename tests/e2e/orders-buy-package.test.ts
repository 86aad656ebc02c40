import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { signInContext, type E2eUser } from "./support/users";
import { newBrand, newCreator } from "./support/accounts";
import { testClient } from "./support/client";
import { createPackage } from "./support/orders";

/*
 * On the production build with the sandbox provider: a creator edits a package on
 * Your Packages; a brand with an empty wallet orders it from the creator's public page, adds the
 * shortfall on the way (hosted sandbox checkout), comes back to the review step with the draft
 * intact, confirms twice in a row, and exactly one funded order exists. Own users per viewport.
 * SHOTS_DIR=/some/dir saves a screenshot of each screen.
 */

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A listed creator offering "Two product demos" at $150.00 on their public page. */
async function creatorWithPackage(tag: string): Promise<E2eUser & { slug: string; packageId: string }> {
  const creator = await newCreator("Pia Package", { slug: `pia-${tag}` });
  const packageId = await createPackage(creator, {
    title: "Two product demos",
    description: "Two vertical demos with captions.",
    priceCents: 15_000,
    videos: 2,
    videoLengthSeconds: 45,
    turnaroundDays: 7,
    revisionRounds: 2,
    usageRightsTerm: "90d",
    rawFootage: false,
  });
  return { ...creator, packageId };
}

describe("a brand buys a creator's package, adding funds on the way", () => {
  it.for([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)(
    "creator edits the package; brand orders it with a top-up for the shortfall (%s)",
    async ([name, viewport], { openContext }) => {
      const creator = await creatorWithPackage(name);
      const brand = await newBrand("Bo Buyer", { brandName: "Bo's Serums" });

      // The creator lowers the price on Your Packages.
      const creatorContext = await openContext(viewport);
      await signInContext(creatorContext, creator.email, creator.password);
      const creatorPage = await creatorContext.newPage();
      const creatorErrors = watchPageErrors(creatorPage);
      await creatorPage.goto("/dashboard/settings/earn");
      const card = creatorPage.getByTestId("own-package").filter({ hasText: "Two product demos" });
      await card.getByText("$150.00").waitFor();
      await card.getByRole("button", { name: "Edit “Two product demos”" }).click();
      const form = creatorPage.getByRole("dialog", { name: "Edit package" });
      await form.getByLabel("Price (USD)").fill("5");
      await form.getByRole("button", { name: "Save changes" }).click();
      await form.getByText("The price must be at least $10").waitFor();
      await form.getByLabel("Price (USD)").fill("120");
      await form.getByLabel("Title").fill("Two product demos, captioned");
      await shot(creatorPage, `earn-edit-${name}`);
      await form.getByRole("button", { name: "Save changes" }).click();
      await form.waitFor({ state: "hidden" });
      await creatorPage.getByTestId("own-package").filter({ hasText: "Two product demos, captioned" }).getByText("$120.00").waitFor();
      await shot(creatorPage, `earn-list-${name}`);
      expect(creatorErrors).toEqual([]);
      await creatorContext.close();

      // The brand opens the creator's public page and orders the package.
      const context = await openContext(viewport);
      await signInContext(context, brand.email, brand.password);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto(`/c/${creator.slug}`);
      await shot(page, `public-page-${name}`);
      await page.getByRole("link", { name: /Order this package.*Two product demos, captioned/ }).click();
      await page.waitForURL((url) => url.pathname === `/platform/creators/${creator.id}/order`);

      // The package is chosen already; the only brand profile too.
      await page.getByRole("heading", { name: "Which brand is this for?" }).waitFor();
      expect(await page.getByRole("radio", { name: "Bo's Serums" }).isChecked()).toBe(true);
      await page.getByRole("button", { name: "Continue" }).click();

      await page.getByRole("heading", { name: "Write a short brief" }).waitFor();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByText("Say what the creator should film (at least 10 characters)").waitFor();
      await page.getByText("Say whether a product will be shipped").waitFor();
      await page.getByLabel("What should Pia Package film?").fill("Morning routine with our Glow Serum, close-ups of the texture.");
      await page.getByLabel("Product").fill("Glow Serum 30 ml");
      await page.getByRole("radio", { name: "No, nothing to ship" }).check();
      await shot(page, `buy-brief-${name}`);
      await page.getByRole("button", { name: "Continue" }).click();

      // Review: $120 against an empty wallet — the shortfall, and Add Funds for exactly that.
      await page.getByRole("heading", { name: "Review and pay from your wallet" }).waitFor();
      await expect.poll(() => page.getByTestId("purchase-balance").textContent()).toBe("$0.00");
      expect(await page.getByTestId("purchase-remaining").textContent()).toBe("$120.00");
      expect(await page.getByRole("button", { name: "Confirm and pay $120.00" }).isDisabled()).toBe(true);
      await shot(page, `buy-review-short-${name}`);
      await page.getByRole("button", { name: "Add $120.00" }).click();

      await page.waitForURL((url) => url.pathname.startsWith("/checkout/sandbox/"));
      expect(await page.getByTestId("checkout-amount").textContent()).toBe("$120.00");
      await page.getByRole("button", { name: "Pay $120.00" }).click();

      // Back on the same step, with the draft as it was.
      await page.waitForURL(
        (url) => url.pathname === `/platform/creators/${creator.id}/order` && url.searchParams.get("step") === "review",
      );
      await page.getByRole("heading", { name: "Review and pay from your wallet" }).waitFor();
      await page.getByText("Morning routine with our Glow Serum, close-ups of the texture.").waitFor();
      await expect.poll(() => page.getByTestId("purchase-balance").textContent()).toBe("$120.00");
      expect(await page.getByTestId("purchase-remaining").textContent()).toBe("$0.00");
      await shot(page, `buy-review-funded-${name}`);

      // A double click makes one order.
      await page.getByRole("button", { name: "Confirm and pay $120.00" }).dblclick();
      await page
        .getByTestId("order-placed")
        .getByRole("heading", { name: /Order .+ is placed/ })
        .waitFor();
      await shot(page, `buy-placed-${name}`);
      await page.getByRole("link", { name: "See your orders" }).waitFor();
      // The header's balance follows: the $120 went into escrow.
      await expect.poll(() => page.getByTestId("wallet-button").textContent()).toContain("$0");
      expect(errors).toEqual([]);

      const { v1, auth } = testClient(brand);
      const orders = await v1.call("GET /auth/orders");
      expect(orders.data).toHaveLength(1);
      expect(orders.data[0]).toMatchObject({
        priceCents: 12_000,
        packageTitle: "Two product demos, captioned",
        creator: { id: creator.id },
      });
      expect(["funded", "in_production"]).toContain(orders.data[0]!.status);
      const me = await auth.call("GET /me");
      expect(me?.wallet_balance).toBe(0);
      await context.close();
    },
  );
});
