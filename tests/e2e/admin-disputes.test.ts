import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed/demo-accounts";
import { it, type OpenContext } from "./support/fixtures";
import { DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { signInContext, type E2eUser } from "./support/users";
import { buyPackage, createPackage, deliverFirstSample, fundedBrand } from "./support/orders";
import { newCreator } from "./support/accounts";

/*
 * The dispute desk's journey on the production build: a brand disputes a delivery on its order
 * page; the admin finds it in the queue, opens the evidence (the delivery in the player, the
 * messages read on request), resolves it as a split of the $100.00 escrow — $60.00 to the creator
 * (a $9.00 fee at 15%), $40.00 back to the brand — and both parties see the outcome on their order
 * pages and in their balances. The brand, the creator and the order are made here; the admin is
 * the demo admin (no route makes an admin, by design). Screenshots at 1280 and 390 px.
 */

const SHOTS = process.env.DISPUTE_SHOTS_DIR ?? "/tmp/admin-disputes-shots";
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

interface World {
  brand: E2eUser;
  creator: E2eUser;
  orderId: string;
  reference: string;
}

/** A creator with a $100 one-video package, a brand with exactly $100 that bought it, and the delivery made. */
async function deliveredWorld(): Promise<World> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const creator = await newCreator("Dara Lens");
  const packageId = await createPackage(creator, { title: "One honest review", priceCents: 10_000, videoLengthSeconds: 5 });
  const brand = await fundedBrand("Pia Plaintiff", `Harbor Skin ${suffix}`, 10_000);
  const order = await buyPackage(brand, packageId, {
    whatToFilm: "Apply the Harbor balm in daylight and say how it feels.",
    product: "Harbor balm",
  });
  await deliverFirstSample(creator, order.id);
  return { brand: brand.user, creator, orderId: order.id, reference: order.reference };
}

async function signedIn(openContext: OpenContext, email: string, password: string, viewport: { width: number; height: number } = DESKTOP) {
  const context = await openContext(viewport);
  await signInContext(context, email, password);
  const page = await context.newPage();
  return { page, errors: watchPageErrors(page) };
}

let world: World;
beforeAll(async () => {
  world = await deliveredWorld();
});

describe("the dispute desk", () => {
  it("a brand disputes a delivery; the admin reads the evidence and splits the escrow; both parties see the outcome", async ({
    openContext,
  }) => {
    // The brand disputes the delivery on its order page.
    const brand = await signedIn(openContext, world.brand.email, world.brand.password);
    await brand.page.goto(`/platform/orders/${world.orderId}`);
    await brand.page.getByRole("button", { name: "Open a dispute" }).click();
    const disputeDialog = brand.page.getByRole("dialog");
    await disputeDialog.getByLabel("What went wrong?").fill("The balm is never shown on skin, only in its box.");
    await disputeDialog.getByRole("button", { name: "Open dispute" }).click();
    await brand.page.getByText("Dispute opened by the brand").waitFor();
    await brand.page.getByText("An admin is reviewing the evidence").waitFor();

    // The admin finds it in the queue (the open tab, oldest first) and opens the evidence.
    const admin = await signedIn(openContext, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await admin.page.goto("/admin/disputes");
    await admin.page.getByRole("heading", { name: "Disputes", level: 1 }).waitFor();
    // Oldest first: this test's dispute is the newest, after the demo's open one, on the first page.
    const row = admin.page.locator(`[data-order-id="${world.orderId}"]`).locator("visible=true");
    await row.waitFor();
    expect(await row.textContent()).toContain("$100.00");
    expect(await row.textContent()).toContain("The balm is never shown on skin");
    await shot(admin.page, "queue-desktop");
    await row.getByRole("link", { name: new RegExp(world.reference) }).click();

    await admin.page.getByRole("heading", { name: `Dispute ${world.reference}` }).waitFor();
    await admin.page.getByTestId("dispute-video").getByTestId("review-player").waitFor();
    await admin.page.getByTestId("dispute-timeline").getByText("A dispute was opened").waitFor();
    await admin.page.getByRole("button", { name: "Read the messages (audited)" }).click();
    await admin.page.getByText("The parties exchanged no messages since the order was placed.").waitFor();

    await admin.page.getByRole("radio", { name: /Split/ }).check();
    await admin.page.getByLabel("To the creator, before the fee ($)").fill("60");
    const preview = admin.page.getByTestId("resolve-preview");
    await expect
      .poll(() => preview.textContent())
      .toBe("Creator gets $60.00 − $9.00 fee = $51.00; brand gets $40.00 back; together $100.00, the whole escrow.");
    expect(await admin.page.getByLabel("Back to the brand ($)").inputValue()).toBe("40.00");
    await shot(admin.page, "evidence-desktop");

    // The same decision form on a phone, before anything is decided.
    const phone = await signedIn(openContext, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, PHONE);
    await phone.page.goto(`/admin/disputes/${world.orderId}`);
    await phone.page.getByRole("radio", { name: /Split/ }).check();
    await phone.page
      .getByTestId("resolve-preview")
      .getByText(/Creator gets/)
      .waitFor();
    await phone.page.getByTestId("dispute-video").getByTestId("review-player").waitFor();
    await shot(phone.page, "evidence-open-phone");

    await admin.page.getByRole("button", { name: "Resolve: split" }).click();
    const confirm = admin.page.getByRole("dialog", { name: "Resolve this dispute" });
    await confirm.getByLabel("Reason for both parties").fill("The video shows the balm only in its box; half the brief is met.");
    await confirm.getByRole("button", { name: "Resolve dispute" }).click();
    await admin.page.getByRole("heading", { name: "Decision" }).waitFor();
    await admin.page.getByText("Creator $60.00 − $9.00 fee = $51.00 · brand $40.00 back").waitFor();
    await shot(admin.page, "evidence-resolved-desktop");

    // The brand sees the outcome and $40.00 back in its wallet.
    await brand.page.reload();
    await brand.page.getByText("Resolved: the escrow was split between both sides").waitFor();
    const brandOutcome = brand.page.getByRole("region", { name: "Dispute" });
    expect(await brandOutcome.textContent()).toContain("Refunded to your wallet$40.00");
    expect(await brandOutcome.textContent()).toContain("The video shows the balm only in its box; half the brief is met.");
    await expect.poll(() => brand.page.getByTestId("wallet-button").textContent()).toContain("$40");
    await shot(brand.page, "brand-order-desktop");

    // The creator sees what they earned, and it is available for a payout.
    const creator = await signedIn(openContext, world.creator.email, world.creator.password);
    await creator.page.goto(`/dashboard/orders/${world.orderId}`);
    await creator.page.getByText("Resolved: the escrow was split between both sides").waitFor();
    expect(await creator.page.getByRole("region", { name: "Dispute" }).textContent()).toContain("You earned$51.00");
    await shot(creator.page, "creator-order-desktop");
    await creator.page.goto("/dashboard/settings/payouts");
    await expect.poll(() => creator.page.getByTestId("payouts-available").textContent()).toBe("$51.00");

    expect(brand.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    expect(creator.errors).toEqual([]);
  });

  it("on a phone: the queue, the evidence and both parties' order pages", async ({ openContext }) => {
    const admin = await signedIn(openContext, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, PHONE);
    await admin.page.goto("/admin/disputes");
    await admin.page.getByTestId("dispute-queue").waitFor();
    await shot(admin.page, "queue-phone");
    await admin.page.getByRole("button", { name: "Resolved" }).click();
    await admin.page.locator(`[data-order-id="${world.orderId}"]`).locator("visible=true").waitFor();
    await shot(admin.page, "queue-resolved-phone");
    await admin.page.goto(`/admin/disputes/${world.orderId}`);
    await admin.page.getByRole("heading", { name: "Decision" }).waitFor();
    await shot(admin.page, "evidence-phone");

    const brand = await signedIn(openContext, world.brand.email, world.brand.password, PHONE);
    await brand.page.goto(`/platform/orders/${world.orderId}`);
    await brand.page.getByText("Resolved: the escrow was split between both sides").waitFor();
    await shot(brand.page, "brand-order-phone");
    const creator = await signedIn(openContext, world.creator.email, world.creator.password, PHONE);
    await creator.page.goto(`/dashboard/orders/${world.orderId}`);
    await creator.page.getByText("Resolved: the escrow was split between both sides").waitFor();
    await shot(creator.page, "creator-order-phone");
    expect(admin.errors).toEqual([]);
  });
});
