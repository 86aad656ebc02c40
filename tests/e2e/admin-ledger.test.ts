import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed/demo-accounts";
import { baseURL, DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { it } from "./support/fixtures";
import { signInContext, type E2eUser } from "./support/users";
import { newBrand, topUp } from "./support/accounts";
import { api } from "./support/api";
import { testClient } from "./support/client";

/*
 * The admin's books: the ledger (run the check, find a brand's wallet, open its transfers), a plan
 * price change, and the audit log filtered down to that change. The brand and its money are made
 * here; the Starter price is put back afterwards, since other journeys buy Starter at $49.
 */

const SHOTS = "/tmp/admin-ledger-shots";
const TOP_UP_CENTS = 12_345;
const NEW_STARTER = "52.00";
const REASON = "Browser journey: Starter price check";
let brand: E2eUser;
let adminToken = "";

async function starterPlan(): Promise<{ id: string; monthlyPriceCents: number | null }> {
  const { data } = await testClient(adminToken).v2.call("GET /plans");
  return data.find((p) => p.code === "starter")!;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  brand = await newBrand(`Lena Ledger ${Date.now()}`, { brandName: "Lena Lamps" });
  await topUp(brand, TOP_UP_CENTS);
});

afterAll(async () => {
  if (!adminToken) return;
  const starter = await starterPlan();
  if (starter.monthlyPriceCents !== 4900) {
    await testClient(adminToken).v2.call("PATCH /plans/:id", {
      param: { id: starter.id },
      json: { monthlyPriceCents: 4900, reason: "Browser journey: price restored" },
    });
  }
});

async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

describe("the admin's ledger, plans and audit log", () => {
  it("runs the check, follows a wallet's transfers, changes a plan price and finds the change in the audit log", async ({
    openContext,
  }) => {
    const context = await openContext(DESKTOP);
    adminToken = await signInContext(context, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    await page.goto("/admin/ledger");
    await page.getByRole("heading", { level: 1, name: "Ledger" }).waitFor();
    await page.getByRole("button", { name: "Run check now" }).click();
    const lastRun = page.getByTestId("ledger-check-last-run");
    // The seed's own run by the demo admin is minutes old: wait for this one, seconds old.
    await lastRun.filter({ hasText: /^Last checked \d+ seconds? ago by Avery Admin/ }).waitFor();
    expect(await lastRun.textContent()).toMatch(
      /^Last checked \d+ seconds? ago by Avery Admin, over [\d,]+ accounts and [\d,]+ transfers\.$/,
    );
    expect(await page.getByTestId("ledger-check").getAttribute("data-ok")).toBe("true");
    await page.getByTestId("failed-payment-events").getByText("above the ledger's maximum").first().waitFor();

    await page.getByLabel("Search by owner").fill(brand.email);
    const wallet = page.getByTestId("ledger-accounts").getByRole("row").filter({ hasText: brand.email });
    // The search applies once typing pauses: wait for the list to narrow to this one wallet.
    await page.getByText("1–1 of 1 accounts").waitFor();
    await wallet.getByText("$123.45").waitFor();
    expect(await page.getByTestId("ledger-accounts").getByRole("row").count()).toBe(2);
    await shoot(page, "ledger", DESKTOP.width);
    await wallet.getByRole("link", { name: `Wallet of ${brand.name}` }).click();
    await page.waitForURL(/\/admin\/ledger\/accounts\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId("account-balance").textContent()).toBe("$123.45");
    const transfer = page.getByTestId("account-transfers").getByRole("row").filter({ hasText: "top up" });
    expect(await transfer.getByRole("cell").allTextContents()).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      // The reason, then the transfer's own description under it.
      "top upWallet top-up (sandbox)",
      "Payment provider: sandbox",
      expect.stringMatching(/^Top-up checkout [0-9a-f]{8}$/),
      "+$123.45",
      "$123.45",
    ]);
    await shoot(page, "ledger-account", DESKTOP.width);

    await page.goto("/admin/plans");
    const starterRow = page.getByTestId("admin-plans").getByRole("row").filter({ hasText: "Starter" });
    expect(await starterRow.getByTestId("plan-price").textContent()).toBe("$49.00");
    await starterRow.getByRole("button", { name: "Change price" }).click();
    const dialog = page.getByRole("dialog", { name: "Change the Starter price" });
    await dialog.getByLabel("New monthly price (USD)").fill(NEW_STARTER);
    await dialog.getByLabel("Reason").fill(REASON);
    await dialog.getByRole("button", { name: "Change price" }).click();
    await dialog.waitFor({ state: "hidden" });
    await starterRow.getByTestId("plan-price").filter({ hasText: "$52.00" }).waitFor();
    await shoot(page, "plans", DESKTOP.width);

    await page.goto("/admin/audit");
    await page.getByLabel("Action", { exact: true }).fill("plan.price_change");
    await page.getByLabel("Actor", { exact: true }).fill(DEMO_ACCOUNTS.admin.email);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.get("action") === "plan.price_change");
    const change = page.getByTestId("audit-log").getByRole("row").filter({ hasText: REASON });
    await change.waitFor();
    expect(await change.getByRole("cell").nth(2).textContent()).toBe("plan.price_change");
    expect(await change.getByRole("cell").nth(5).textContent()).toBe("monthlyPriceCents: 4900 → 5200");
    const csv = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(new URL(csv!, baseURL()).searchParams.get("action")).toBe("plan.price_change");
    // The export answers CSV, not JSON: read raw, at the URL the page links to.
    const exported = await api("GET", csv!, adminToken);
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="reelbrief-audit-/);
    expect(await exported.text()).toContain(`,plan.price_change,plan,`);
    await shoot(page, "audit", DESKTOP.width);
    expect(errors).toEqual([]);
  });

  it("reads on a phone", async ({ openContext }) => {
    const context = await openContext(PHONE);
    await signInContext(context, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    for (const [path, heading, ready] of [
      ["/admin/ledger", "Ledger", "ledger-accounts"],
      ["/admin/plans", "Plans", "admin-plans"],
      ["/admin/audit?action=plan.", "Audit log", "audit-entries"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.getByTestId(ready).waitFor();
      // Nothing but the tables' own boxes may scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await shoot(page, heading.toLowerCase().replace(" ", "-"), PHONE.width);
    }
    expect(errors).toEqual([]);
  });

  it("is a 404 for a brand", async ({ openContext }) => {
    const context = await openContext(DESKTOP);
    await signInContext(context, brand.email, brand.password);
    const page = await context.newPage();
    for (const path of ["/admin/ledger", "/admin/plans", "/admin/audit"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });
});
