import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed/demo-accounts";
import { baseURL, watchPageErrors } from "./support/browser";
import { signInContext } from "./support/users";
import { meOf } from "./support/client";

describe("the running product", () => {
  it("serves the home page", async ({ openContext }) => {
    const context = await openContext();
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("UGC Video Ads Made Easy");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers /api/auth/me with null signed out and the demo brand once signed in", async ({ openContext }) => {
    const anonymous = await fetch(`${baseURL()}/api/auth/me`);
    expect(await anonymous.json()).toBeNull();

    const context = await openContext();
    await signInContext(context, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
    const page = await context.newPage();
    const me = await meOf(page);
    expect(me.is_brand).toBe(true);
    expect(me.user.email).toBe(DEMO_ACCOUNTS.brand.email);
    await context.close();
  });
});
