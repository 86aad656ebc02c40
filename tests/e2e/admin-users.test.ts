import { mkdirSync } from "node:fs";
import { describe, expect } from "vitest";
import { baseURL, DESKTOP, PHONE, watchPageErrors } from "./support/browser";
import { it } from "./support/fixtures";
import { demoContext } from "./support/shell";
import { signUpViaApi } from "./support/users";

/*
 * The admin's Users pages (decision 058): the admin finds a person by name, opens their page,
 * bans them with a written reason behind a confirmation, and the page says banned; the person's
 * next request is refused. Phone and desktop screenshots go to /tmp/users-shots.
 */
const SHOTS = "/tmp/users-shots";

describe("admin users", () => {
  it("an admin searches, opens a user, bans them with a reason, and the user's page shows banned", async ({ openContext }) => {
    mkdirSync(SHOTS, { recursive: true });
    const surname = `Quill${Date.now().toString(36)}`;
    const person = await signUpViaApi(`Robin ${surname}`);

    const context = await demoContext(openContext, "admin", DESKTOP);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto("/admin/users");
    await page.getByRole("heading", { level: 1, name: "Users" }).waitFor();
    await page.getByTestId("user-row").first().waitFor();

    // Searching by surname narrows the table to the person, and the URL keeps the search.
    await page.getByLabel("Search users").fill(surname.toLowerCase());
    await page.waitForURL((url) => url.searchParams.get("q") === surname.toLowerCase());
    const row = page.getByTestId("user-row").filter({ hasText: person.email });
    await row.waitFor();
    expect(await page.getByTestId("user-row").count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/search-1280.png`, fullPage: true });

    await row.getByRole("link", { name: `Robin ${surname}` }).click();
    await page.waitForURL(`**/admin/users/${person.id}`);
    await page.getByRole("heading", { level: 1, name: `Robin ${surname}` }).waitFor();
    await page.getByTestId("user-records-audit").or(page.getByText("No audit entries by or about them.")).waitFor();

    // The ban asks for a reason and refuses a too-short one before anything is sent.
    await page.getByRole("button", { name: "Ban", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Ban Robin ${surname}?` });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Ban user" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Give a reason of at least 3 characters" }).waitFor();
    await dialog.getByLabel("Reason").fill("Impersonated a well-known brand in messages");
    await page.screenshot({ path: `${SHOTS}/ban-dialog-1280.png` });
    await dialog.getByRole("button", { name: "Ban user" }).click();
    await dialog.waitFor({ state: "hidden" });

    const notice = page.getByTestId("ban-notice");
    await notice.waitFor();
    expect(await notice.textContent()).toContain("Impersonated a well-known brand in messages");
    await page.getByRole("button", { name: "Unban" }).waitFor();
    await page.getByTestId("user-records-audit").getByText("user.ban").waitFor();
    await page.screenshot({ path: `${SHOTS}/user-banned-1280.png`, fullPage: true });

    // Their session ended with the ban.
    // Raw on purpose: the refusal's status is what is checked.
    const refused = await fetch(`${baseURL()}/api/v1/auth/orders`, { headers: { authorization: `Bearer ${person.token}` } });
    expect(refused.status).toBe(401);

    // Back to the search: the same query comes back from the URL, and the Banned chip finds them.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/admin/users" && url.searchParams.get("q") === surname.toLowerCase());
    expect(await page.getByLabel("Search users").inputValue()).toBe(surname.toLowerCase());
    await page.getByRole("button", { name: "Banned" }).click();
    await page.waitForURL((url) => url.searchParams.get("filter") === "banned");
    await page.getByTestId("user-row").filter({ hasText: person.email }).waitFor();
    expect(errors).toEqual([]);

    const phone = await demoContext(openContext, "admin", PHONE);
    const phonePage = await phone.newPage();
    await phonePage.goto("/admin/users");
    await phonePage.getByTestId("user-row").first().waitFor();
    await phonePage.screenshot({ path: `${SHOTS}/search-390.png`, fullPage: true });
    const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phonePage.goto(`/admin/users/${person.id}`);
    await phonePage.getByTestId("ban-notice").waitFor();
    await phonePage.getByTestId("user-records-audit").waitFor();
    await phonePage.screenshot({ path: `${SHOTS}/user-banned-390.png`, fullPage: true });
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it("an admin impersonates from the user page: the banner shows, and the requests land in the user's audit trail", async ({
    openContext,
  }) => {
    const person = await signUpViaApi(`Morgan Vale${Date.now().toString(36)}`);
    const context = await demoContext(openContext, "admin", DESKTOP);
    const page = await context.newPage();
    await page.goto(`/admin/users/${person.id}`);
    await page.getByRole("button", { name: `Impersonate ${person.name}` }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/admin"));
    const banner = page.getByRole("region", { name: "Impersonation" });
    await banner.getByText(`You are impersonating ${person.name} (${person.email})`).waitFor();
    await page.screenshot({ path: `${SHOTS}/impersonating-1280.png` });
    await banner.getByRole("button", { name: "Stop impersonating" }).click();
    await banner.waitFor({ state: "detached" });

    await page.goto(`/admin/users/${person.id}`);
    const audit = page.getByTestId("user-records-audit");
    await audit.getByText("impersonation.request").first().waitFor();
    await audit.getByText("impersonation.start").waitFor();
  });

  it("a brand gets the 404 page at /admin/users", async ({ openContext }) => {
    const context = await demoContext(openContext, "brand", DESKTOP);
    const res = await context.request.get("/admin/users");
    expect(res.status()).toBe(404);
  });
});
