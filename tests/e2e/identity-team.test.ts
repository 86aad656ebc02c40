import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed/demo-accounts";
import { baseURL } from "./support/browser";
import { signInContext, signUpViaApi } from "./support/users";
import { newBrand, topUp } from "./support/accounts";
import { meOf, testClient } from "./support/client";
import { followMailLink } from "./identity-support";

/** Buys the Pro plan (5 seats) for the caller's active account, paying through the sandbox. */
async function subscribeToPro(token: string) {
  await topUp({ token }, 25000);
  await testClient(token).v1.call("POST /auth/subscriptions", { json: { plan: "pro" } });
}

describe("teams", () => {
  it("refuses an invitation beyond the seats, then invites a member who accepts", async ({ openContext }) => {
    const owner = await newBrand("Olivia Owner", { account: "organization", organizationName: "Acme Studio", brandName: "Acme" });
    const invitee = await signUpViaApi("Ivan Invitee");

    const ownerContext = await openContext();
    await signInContext(ownerContext, owner.email, owner.password);
    const page = await ownerContext.newPage();
    await page.goto("/platform/team");
    await page.getByRole("listitem").filter({ hasText: "Acme Studio" }).getByRole("button", { name: "Switch" }).click();
    await page.waitForURL((url) => url.pathname === "/platform");
    await page.goto("/platform/team");
    await page.getByRole("heading", { name: "Acme Studio" }).waitFor();

    await page.getByLabel("E-mail", { exact: true }).fill(invitee.email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "All 1 seats of your plan are in use. Add a seat or upgrade your plan to invite more members." })
      .waitFor();

    await subscribeToPro(owner.token);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText(`Invitation sent to ${invitee.email}.`).waitFor();
    await page.getByText(`${invitee.email} · member`).waitFor();

    const inviteeContext = await openContext();
    await signInContext(inviteeContext, invitee.email, invitee.password);
    const inviteePage = await inviteeContext.newPage();
    await followMailLink(inviteePage, invitee.email, /invited you to Acme Studio/, "Accept invitation");
    await inviteePage.getByText("invited you to join").waitFor();
    await inviteePage.getByRole("button", { name: "Accept invitation" }).click();
    await inviteePage.waitForURL((url) => url.pathname === "/platform/team");
    await inviteePage.getByRole("heading", { name: "Acme Studio" }).waitFor();
    await inviteePage.getByText("Olivia Owner").waitFor();

    await page.reload();
    await page.getByText("Ivan Invitee", { exact: true }).waitFor();
    await ownerContext.close();
    await inviteeContext.close();
  });
});

describe("impersonation", () => {
  it("lets an admin act as a user with a visible banner, and stop", async ({ openContext }) => {
    const target = await newBrand("Tess Target", { brandName: "Tess Tees" });

    const context = await openContext();
    await signInContext(context, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Impersonation" }).count()).resolves.toBe(0);

    // Through the page's own request context, not the typed client: the answer's cookie must land in the browser.
    const started = await page.request.post("/api/v2/impersonation", { data: { userId: target.id }, headers: { origin: baseURL() } });
    expect(started.status()).toBe(201);
    expect((await context.cookies()).find((c) => c.name === "impersonate-token")).toMatchObject({ httpOnly: false, sameSite: "Lax" });

    await page.goto("/platform");
    const banner = page.getByRole("region", { name: "Impersonation" });
    await banner.getByText(`You are impersonating Tess Target (${target.email})`).waitFor();
    const asTarget = (await page.evaluate(async () => {
      const token = document.cookie
        .split("; ")
        .find((c) => c.startsWith("impersonate-token="))!
        .split("=")[1]!;
      const res = await fetch("/api/auth/me", { headers: { "session-token": decodeURIComponent(token) } });
      return (await res.json()) as unknown;
    })) as { user: { email: string } };
    expect(asTarget.user.email).toBe(target.email);

    await banner.getByRole("button", { name: "Stop impersonating" }).click();
    // Polled on a timer, not on animation frames, which a loaded machine may hold back.
    await page.waitForFunction(() => !document.cookie.includes("impersonate-token="), undefined, { polling: 250 });
    await page.waitForLoadState("load");
    await expect(page.getByRole("region", { name: "Impersonation" }).count()).resolves.toBe(0);
    const me = await meOf(page);
    expect(me.user.email).toBe(DEMO_ACCOUNTS.admin.email);
    await context.close();
  });

  it("does not let a non-admin start impersonating", async ({ openContext }) => {
    const context = await openContext();
    await signInContext(context, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
    const page = await context.newPage();
    // Raw on purpose: the refusal's status, and that no cookie lands, are what is checked.
    const res = await page.request.post("/api/v2/impersonation", { data: { userId: "anyone" }, headers: { origin: baseURL() } });
    expect(res.status()).toBe(403);
    expect((await context.cookies()).find((c) => c.name === "impersonate-token")).toBeUndefined();
    await context.close();
  });
});
