import type { Page, Route } from "playwright-core";
import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { baseURL, DESKTOP, PHONE } from "./support/browser";
import { formatDialogBalance } from "@/lib/money-format";
import { demoContext, meOf, openShell, WIDTHS } from "./support/shell";

/**
 * Stands in for the money area's endpoints (GET settings-info, POST add-wallet-funds) and records
 * the exact JSON bodies the dialog sends.
 */
async function interceptTopUp(page: Page, answer: { status: number; body: unknown }) {
  const sent: { url: string; body: unknown }[] = [];
  await page.route("**/api/v1/auth/settings-info", (route: Route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ data: { payment_provider: "sandbox" } }) }),
  );
  await page.route("**/api/v1/auth/*/add-wallet-funds", async (route: Route) => {
    sent.push({ url: route.request().url(), body: route.request().postDataJSON() as unknown });
    await route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) });
  });
  return sent;
}

async function openDialog(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Add Funds" });
  // A click before the header has hydrated does nothing (the dashboard streams its order cards first):
  // click again until the dialog opens.
  for (let attempt = 0; attempt < 5 && !(await dialog.isVisible()); attempt += 1) {
    await page.getByTestId("wallet-button").click();
    await dialog.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  await dialog.waitFor();
  return dialog;
}

const addFunds = (page: Page) => page.getByRole("dialog").getByRole("button", { name: "Add Funds" });

describe("Add Funds dialog", () => {
  it.for(WIDTHS)("validates the custom amount and sends the exact cents (%s)", async ([name, viewport], { openContext }) => {
    const context = await demoContext(openContext, "brand", viewport);
    const page = await openShell(context, "/platform");
    const sent = await interceptTopUp(page, { status: 200, body: { data: { url: `${baseURL()}/platform?topup=done` } } });
    const dialog = await openDialog(page);

    const me = await meOf(page);
    expect(await dialog.getByTestId("dialog-balance").textContent()).toBe(`$${formatDialogBalance(me.wallet_balance)}`);
    expect(await dialog.getByRole("radio", { name: "$100" }).isChecked()).toBe(true);
    const custom = dialog.getByLabel("Custom amount (USD)");
    expect(await custom.count()).toBe(0);

    await dialog.getByText("Other", { exact: true }).click();
    await custom.waitFor();
    expect(await addFunds(page).isDisabled()).toBe(true);
    await custom.fill("-5");
    expect(await custom.inputValue()).toBe("");
    expect(await addFunds(page).isDisabled()).toBe(true);
    await custom.fill("12.345");
    await custom.blur();
    expect(await custom.inputValue()).toBe("12.35");
    expect(await addFunds(page).isEnabled()).toBe(true);
    if (name === "phone") {
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: "/tmp/shell-shots/add-funds-phone.png" });
    } else {
      await page.screenshot({ path: "/tmp/shell-shots/add-funds-desktop.png" });
    }

    await addFunds(page).click();
    await page.waitForURL("**/platform?topup=done");
    expect(sent).toEqual([{ url: `${baseURL()}/api/v1/auth/sandbox/add-wallet-funds`, body: { amount: 1235 } }]);
    await context.close();
  });

  // Each preset's cents are the dialog's own component tests (src/components/wallet); here one
  // preset and the maximum go the whole way, from the shell to the payment page's address.
  it("sends a preset in cents, and the maximum for a larger custom amount", async ({ openContext }) => {
    const context = await demoContext(openContext, "brand", DESKTOP);
    const page = await openShell(context, "/platform");
    const sent = await interceptTopUp(page, { status: 200, body: { data: { url: `${baseURL()}/platform?topup=done` } } });

    {
      const dialog = await openDialog(page);
      await dialog.getByText("$250", { exact: true }).click();
      await addFunds(page).click();
      await page.waitForURL("**/platform?topup=done");
      expect(sent.at(-1)?.body).toEqual({ amount: 25_000 });
    }

    await page.goto("/platform");
    const dialog = await openDialog(page);
    await dialog.getByText("Other", { exact: true }).click();
    await dialog.getByLabel("Custom amount (USD)").fill("250000");
    await addFunds(page).click();
    await page.waitForURL("**/platform?topup=done");
    expect(sent.at(-1)?.body).toEqual({ amount: 10_000_000 });
    await context.close();
  });

  it('shows "Error adding wallet funds" when the top-up fails, and stays on the page', async ({ openContext }) => {
    const context = await demoContext(openContext, "brand", DESKTOP);
    const page = await openShell(context, "/platform");
    const sent = await interceptTopUp(page, {
      status: 502,
      body: { error: { code: "payment_provider_error", message: "The payment provider did not answer" } },
    });
    await openDialog(page);
    await addFunds(page).click();
    await page.getByText("Error adding wallet funds").waitFor();
    expect(sent).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe("/platform");
    expect(await page.getByRole("dialog", { name: "Add Funds" }).isVisible()).toBe(true);
    // The toast sits at the top right.
    const toastBox = await page.locator("[data-sonner-toast]").first().boundingBox();
    expect(toastBox!.y).toBeLessThan(200);
    expect(toastBox!.x + toastBox!.width).toBeGreaterThan(DESKTOP.width - 120);
    await context.close();
  });

  it("goes to the payment page the real top-up endpoint returns", async ({ openContext }) => {
    const context = await demoContext(openContext, "brand", DESKTOP);
    const page = await openShell(context, "/platform");
    const request = page.waitForRequest((r) => r.url().endsWith("/add-wallet-funds") && r.method() === "POST");
    await openDialog(page);
    await page.getByRole("dialog").getByText("$25", { exact: true }).click();
    await addFunds(page).click();
    expect((await request).postDataJSON()).toEqual({ amount: 2500 });
    await page.waitForURL((url) => url.pathname !== "/platform");
    expect(new URL(page.url()).origin).toBe(baseURL());
    await context.close();
  });
});
