import { describe, expect } from "vitest";
import { it } from "./support/fixtures";
import { outboxPath, PHONE } from "./support/browser";
import { signUpViaApi } from "./support/users";

/*
 * E-mails are react-email components, and the local outbox shows each one as a mail
 * client would (the HTML in a sandboxed frame, which the page's nonce CSP lets render) next to
 * its plain-text version. The sign-up's verification e-mail is the one looked at.
 */
describe("local outbox", () => {
  it("shows the rendered HTML of a sent e-mail in a sandboxed frame, and its plain text", async ({ openContext }) => {
    const user = await signUpViaApi("Olivia Outbox");
    const context = await openContext(PHONE);
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) blocked.push(m.text());
    });

    await page.goto(outboxPath(user.email));
    const message = page.getByRole("article", { name: /Verify your e-mail for Reelbrief/ }).first();
    await message.waitFor();
    await message.getByText("Show message", { exact: true }).click();

    const frame = message.getByTitle(/HTML version of/);
    await frame.waitFor();
    expect(await frame.getAttribute("sandbox")).toBe("");
    const mail = message.frameLocator("iframe");
    await expect(mail.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Welcome to Reelbrief, Olivia Outbox");
    const button = mail.getByRole("link", { name: "Verify e-mail" });
    expect(await button.getAttribute("href")).toMatch(/\/api\/auth\/verify-email\?token=/);
    // The layout's inline styles apply inside the frame (the CSP allows inline styles, not scripts).
    expect(await button.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe("rgb(79, 70, 229)");
    await mail.getByText(/You got this e-mail because someone signed up for Reelbrief/).waitFor();

    await message.getByText("Plain-text version", { exact: true }).click();
    const text = await message.locator("pre").textContent();
    expect(text).toContain("Welcome to Reelbrief, Olivia Outbox");
    expect(text).toMatch(/Verify e-mail https?:\/\/\S+\/api\/auth\/verify-email\?token=/);

    // Every template is previewed with example data, so a new one can be looked at before any event sends it.
    const preview = page.getByRole("group", { name: "Template top-up-receipt" });
    await preview.getByText("top-up-receipt", { exact: true }).click();
    const receipt = preview.frameLocator("iframe");
    await expect(receipt.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Your wallet top-up went through");
    await receipt.getByText("We received your payment of $250.00; it is in your wallet now and ready to fund campaigns.").waitFor();
    expect(blocked).toEqual([]);

    await context.close();
  });
});
