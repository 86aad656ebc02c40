import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed/demo-accounts";
import { baseURL, PHONE } from "./support/browser";
import { signUpViaApi } from "./support/users";
import { followMailLink, freshEmail } from "./identity-support";
import { meOf } from "./support/client";

const PASSWORD = "a-long-enough-password";

describe("sign-up, verification and onboarding", () => {
  it("signs up with e-mail + password, verifies through the outbox, onboards as a brand and lands on /platform", async ({
    openContext,
  }) => {
    const context = await openContext();
    const page = await context.newPage();
    const email = freshEmail("brand");
    await page.goto("/auth/signin");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Login and Get Started");
    await page.getByRole("tab", { name: "Create account" }).click();
    await page.getByLabel("Your name").fill("Bea Brand");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/onboarding");

    await followMailLink(page, email, /Verify your e-mail/, "Verify e-mail");
    await page.waitForURL("**/auth/verify-email**");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Your e-mail is verified");
    await page.getByRole("link", { name: "Continue" }).click();
    await page.waitForURL("**/onboarding");

    await page.getByRole("link", { name: /I'm a brand/ }).click();
    await page.waitForURL("**/onboarding/brands");
    await page.getByLabel("Brand name").fill("Bea's Botanicals");
    await page.getByLabel("Website (optional)").fill("https://botanicals.example");
    await page.getByLabel("Industry (optional)").selectOption("Beauty & personal care");
    await page.getByRole("button", { name: "Finish and go to your dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/platform");
    // A prerendered page (decision 094): its heading shows once the user and the data have loaded.
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    // The first visit after sign-up: welcomed, not "welcomed back".
    expect(await page.getByText(/^Welcome/).textContent()).toBe("Welcome, Bea. Your orders, wallet, team and brands at a glance.");
    // No plan yet: the one seat and brand are the account's own, not extras bought.
    expect(await page.getByTestId("seats-card-without-plan").textContent()).toBe("No plan yet: 1 seat — you");
    expect(await page.getByTestId("brands-card-without-plan").textContent()).toBe("No plan yet: 1 brand — your own");

    const me = await meOf(page);
    expect(me).toMatchObject({ did_onboard: true, types: ["brand"], used_brands: 1 });
    await context.close();
  });

  it("shows field errors on the brand form and keeps the user on it", async ({ openContext }) => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    await page.goto("/auth/signin?tab=signup");
    await page.getByLabel("Your name").fill("Phone Person");
    await page.getByLabel("E-mail", { exact: true }).fill(freshEmail("phone"));
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/onboarding");
    await page.goto("/onboarding/brands");
    await page.getByLabel("My team").check();
    await page.getByRole("button", { name: "Finish and go to your dashboard" }).click();
    await page.getByText("Enter your team's name (at least 2 characters)").waitFor();
    await page.getByText("Enter your brand's name").waitFor();
    expect(new URL(page.url()).pathname).toBe("/onboarding/brands");
    await context.close();
  });

  it("signs up and onboards as a creator with a live custom-URL check, landing on /dashboard", async ({ openContext }) => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto("/auth/signin");
    await page.getByRole("tab", { name: "Create account" }).click();
    await page.getByLabel("Your name").fill("Casey Creator");
    await page.getByLabel("E-mail", { exact: true }).fill(freshEmail("creator"));
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/onboarding");
    await page.getByRole("link", { name: /I'm a creator/ }).click();
    await page.waitForURL("**/onboarding/creator");

    await expect(page.getByLabel("First name").inputValue()).resolves.toBe("Casey");
    await page.getByLabel("Custom URL").fill("jordan-ellis");
    await page.getByText("This URL is already taken").waitFor();
    const slug = `casey-${Date.now().toString(36)}`;
    await page.getByLabel("Custom URL").fill(slug);
    await page.getByText(`${new URL(baseURL()).host}/c/${slug} is available`).waitFor();
    await page.getByText("Skincare", { exact: true }).click();
    await page.getByLabel("Country").selectOption("CA");
    await page.getByLabel("Date of birth").fill("1999-05-20");
    await page.getByRole("button", { name: "Finish and go to your dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    // A prerendered page (decision 094): its heading shows once the user and the data have loaded.
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    const me = await meOf(page);
    expect(me.is_creator).toBe(true);
    expect(me.creator_info?.custom_url).toBe(slug);
    await context.close();
  });
});

describe("signing in", () => {
  it("returns the user to the page they wanted through the redirect cookie", async ({ openContext }) => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto("/dashboard/orders");
    await page.waitForURL("**/auth/signin");
    expect((await context.cookies()).find((c) => c.name === "redirect")?.value).toContain("dashboard");
    await page.getByLabel("E-mail", { exact: true }).fill(DEMO_ACCOUNTS.creator.email);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/orders");
    expect((await context.cookies()).find((c) => c.name === "redirect")).toBeUndefined();
    await context.close();
  });

  it("ignores a redirect to another site", async ({ openContext }) => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto("/auth/signin?redirect=https://evil.example/steal");
    await page.getByLabel("E-mail", { exact: true }).fill(DEMO_ACCOUNTS.brand.email);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/platform");
    await context.close();
  });

  it("says so when the password is wrong", async ({ openContext }) => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto("/auth/signin");
    await page.getByLabel("E-mail", { exact: true }).fill(DEMO_ACCOUNTS.brand.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "That e-mail and password do not match" }).waitFor();
    await context.close();
  });

  it("signs in with a magic link from the outbox", async ({ openContext }) => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto("/auth/signin");
    await page.getByLabel("E-mail me a sign-in link").fill(DEMO_ACCOUNTS.brand.email);
    await page.getByRole("button", { name: "Send magic link" }).click();
    await page.getByText(`we sent a sign-in link to ${DEMO_ACCOUNTS.brand.email}`).waitFor();
    await followMailLink(page, DEMO_ACCOUNTS.brand.email, /sign-in link/, "Sign in");
    await page.waitForURL((url) => url.pathname === "/platform");
    const me = await meOf(page);
    expect(me.user.email).toBe(DEMO_ACCOUNTS.brand.email);
    await context.close();
  });

  it("resets a forgotten password through the e-mailed link", async ({ openContext }) => {
    const user = await signUpViaApi("Rita Reset");
    const context = await openContext();
    const page = await context.newPage();
    await page.goto("/auth/signin");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/auth/forgot-password");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText(`If an account exists for ${user.email}`).waitFor();

    await followMailLink(page, user.email, /Reset your Reelbrief password/, "Choose a new password");
    await page.waitForURL("**/auth/reset-password?token=**");
    await page.getByLabel("New password", { exact: true }).fill("brand-new-password-1");
    await page.getByLabel("Repeat the new password").fill("brand-new-password-1");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.getByText("Your password has been changed").waitFor();

    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByLabel("E-mail", { exact: true }).fill(user.email);
    await page.getByLabel("Password").fill("brand-new-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/onboarding");
    await context.close();
  });
});
