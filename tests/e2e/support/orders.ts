import type { Page } from "playwright-core";
import { newBrand, topUp } from "./accounts";
import { callApi } from "./api";
import { testClient } from "./client";
import type { E2eUser } from "./users";

/*
 * Orders made through the running server's API, for browser tests that start from an order in a
 * given state: each step is one thing a user does, so a test composes the order it needs.
 */

const suffix = () => Math.random().toString(36).slice(2, 8);

export interface PackageInput {
  title: string;
  description?: string;
  priceCents: number;
  videos?: number;
  videoLengthSeconds?: number;
  turnaroundDays?: number;
  revisionRounds?: number;
  usageRightsTerm?: "90d" | "1y";
  rawFootage?: boolean;
}

/** The creator offers a package (9:16, one revision round unless said otherwise); returns its id. */
export async function createPackage(creator: E2eUser, input: PackageInput): Promise<string> {
  const pkg = await testClient(creator).v1.call("POST /creator-packages", {
    json: {
      description: "One honest video, filmed at home.",
      videos: 1,
      videoLengthSeconds: 30,
      aspectRatio: "9:16",
      turnaroundDays: 7,
      revisionRounds: 1,
      usageRightsTerm: "90d",
      rawFootage: false,
      ...input,
    },
  });
  return pkg.data.id;
}

export interface FundedBrand {
  user: E2eUser;
  brandProfileId: string;
}

/** A new brand (personal account) whose wallet holds `walletCents`, paid through the sandbox checkout. */
export async function fundedBrand(name: string, brandName: string, walletCents: number): Promise<FundedBrand> {
  const { brandProfileId, ...user } = await newBrand(name, { brandName });
  await topUp(user, walletCents);
  return { user, brandProfileId };
}

export interface PlacedOrder {
  id: string;
  reference: string;
  status: string;
}

/** The brand buys the package with this brief; the order is funded from the wallet. */
export async function buyPackage(
  brand: FundedBrand,
  packageId: string,
  brief: { whatToFilm: string; product: string; links?: string[]; notes?: string },
  options: { shipsProduct?: boolean } = {},
): Promise<PlacedOrder> {
  const order = await testClient(brand.user).v1.call("POST /auth/orders", {
    json: {
      packageId,
      brandProfileId: brand.brandProfileId,
      brief: { links: [], notes: "", ...brief },
      shipsProduct: options.shipsProduct ?? false,
      idempotencyKey: `e2e-order-${suffix()}`,
    },
  });
  return order.data;
}

/**
 * The test hook delivers and approves every video through the order use-cases
 * (POST /api/v1/dev/orders/{id}/complete), which releases the escrow to the creator's earnings.
 */
export async function completeOrder(brand: FundedBrand, orderId: string): Promise<void> {
  // The test hooks are registered apart from the chained router (they leave the API document), so they are not typed.
  const done = await callApi<{ data: { status: string } }>("POST", `/api/v1/dev/orders/${orderId}/complete`, brand.user.token);
  if (done.data.status !== "completed") throw new Error(`the order ended ${done.data.status}, not completed`);
}

/**
 * The creator delivers the order's first video through the sample-delivery test hook (a real
 * stored clip, no upload, checked and submitted with a note as the creator would); returns that
 * video's id.
 */
export async function deliverFirstSample(creator: E2eUser, orderId: string): Promise<string> {
  const details = await testClient(creator).v1.call("GET /auth/order-details/creator/:id", { param: { id: orderId } });
  const videoId = details.data.videos[0]!.id;
  // A test hook, apart from the typed router like the one above.
  await callApi("POST", `/api/v1/dev/order-videos/${videoId}/deliver-sample`, creator.token);
  return videoId;
}

/** An order approved end to end: a one-video package at `priceCents`, bought by a new brand, completed. */
export async function approvedOrderFor(creator: E2eUser, priceCents: number): Promise<{ brand: E2eUser; orderId: string }> {
  const packageId = await createPackage(creator, { title: "One product video", priceCents });
  const brand = await fundedBrand("Bo Buyer", `Orchard Goods ${suffix()}`, priceCents);
  const order = await buyPackage(brand, packageId, { whatToFilm: "Unbox the product and use it once.", product: "Orchard jam" });
  await completeOrder(brand, order.id);
  return { brand: brand.user, orderId: order.id };
}

/**
 * After an upload on the creator's order page: waits for the workers' checks (decision 076),
 * writes `note` when the report warns, and submits; resolves once the page shows the version.
 * Answers the warnings' codes, for the test to assert on.
 */
export async function submitAfterChecks(page: Page, version: number, note: string): Promise<string[]> {
  const step = page.getByTestId("delivery-checks");
  const report = step.getByTestId("check-report");
  await report.waitFor({ timeout: 60_000 });
  const codes = await report.getByTestId("check-warning").evaluateAll((items) => items.map((i) => i.getAttribute("data-code") ?? ""));
  if (codes.length > 0) await step.getByLabel("Note for the brand").fill(note);
  await step.getByTestId("submit-delivery").click();
  await page.locator(`[data-testid="video-version"][data-version="${version}"]`).waitFor({ timeout: 30_000 });
  return codes;
}
