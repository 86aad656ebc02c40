import { createHash } from "node:crypto";
import { networkInterfaces } from "node:os";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/server/seed/demo-accounts";
import { testClient } from "./support/client";
import { baseURL, outboxPath } from "./support/browser";
import { it } from "./support/fixtures";
import { signInContext } from "./support/users";

// The raw `fetch` calls below are the point of this file: headers, redirects, forged origins and
// outbox keys as a stranger would send them, which the typed client would not let a test write.

/** This machine's first non-loopback IPv4 address: a request to it is not from localhost. */
function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === "IPv4" && !i.internal)?.address;
}

const lan = lanAddress();
/** The e2e server, reached through the machine's network address instead of localhost. */
const viaLan = (path: string) => `${baseURL().replace("localhost", lan!)}${path}`;

describe("security headers (production build)", () => {
  async function headersOf(path: string): Promise<Headers> {
    const res = await fetch(`${baseURL()}${path}`, { redirect: "manual" });
    return res.headers;
  }

  it.each(["/", "/platform", "/api/v1/health"])("%s carries nosniff, a Referrer-Policy and a CSP that forbids framing", async (path) => {
    const headers = await headersOf(path);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("x-frame-options")).toBe("DENY");
    // Served over plain http on localhost: no HSTS (src/server/http/security-headers.test.ts covers https).
    expect(headers.get("strict-transport-security")).toBeNull();
  });

  it("gives every page rendered per request a fresh script nonce and no inline-script escape hatch", async () => {
    const [a, b] = await Promise.all([headersOf("/creators"), headersOf("/creators")]);
    const nonceOf = (h: Headers) => /'nonce-([^']+)'/.exec(h.get("content-security-policy") ?? "")?.[1];
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(/script-src [^;]*'unsafe-inline'/.test(a.get("content-security-policy") ?? "")).toBe(false);
  });

  it("lets a prerendered page run exactly its own inline scripts, by hash (decision 019)", async () => {
    const res = await fetch(`${baseURL()}/`);
    const html = await res.text();
    const policy = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'nonce-");
    expect(scriptSrc).not.toContain("'strict-dynamic'");
    expect(scriptSrc).toContain("'sha256-");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    const allowed = new Set(scriptSrc.split(" "));
    for (const script of inline) expect(allowed.has(`'sha256-${createHash("sha256").update(script).digest("base64")}'`)).toBe(true);
    // Nothing else: one hash per distinct inline script, 'self' for the build's files.
    expect([...allowed].filter((s) => s.startsWith("'sha256-")).length).toBe(new Set(inline).size);
  });
});

describe("the mail outbox page", () => {
  /** The session cookie of an account signed in through the API, for a plain fetch of the page. */
  async function sessionCookie(email: string): Promise<string> {
    const res = await fetch(`${baseURL()}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL() },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((raw) => raw.split(";")[0])
      .join("; ");
  }

  it("opens for a browser on this machine talking to the server directly, with the key printed at start-up", async () => {
    const res = await fetch(`${baseURL()}${outboxPath()}`);
    expect(res.status).toBe(200);
    // The filter keeps the key, so filtering does not lock the reader out.
    expect(await res.text()).toContain(`name="key" value="${new URLSearchParams(outboxPath().split("?")[1]).get("key")}"`);
  });

  it("opens for the admin's own session on this machine", async () => {
    const res = await fetch(`${baseURL()}/dev/outbox`, { headers: { cookie: await sessionCookie(DEMO_ACCOUNTS.admin.email) } });
    expect(res.status).toBe(200);
  });

  it("is not there for anyone else on this machine: no key, a wrong key, or a signed-in brand", async () => {
    for (const [label, init] of [
      ["no key", {}],
      ["a brand's session", { headers: { cookie: await sessionCookie(DEMO_ACCOUNTS.brand.email) } }],
    ] as const) {
      const res = await fetch(`${baseURL()}/dev/outbox`, init);
      expect(res.status, label).toBe(404);
      expect(await res.text(), label).not.toContain("Outbox</h1>");
    }
    expect((await fetch(`${baseURL()}/dev/outbox?key=${"A".repeat(43)}`)).status).toBe(404);
  });

  it("is not there for a request through a proxy, even one on this machine", async () => {
    const res = await fetch(`${baseURL()}${outboxPath()}`, { headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(res.status).toBe(404);
  });

  it.skipIf(!lan)("is not there for another machine, whatever it claims", async () => {
    expect((await fetch(viaLan(outboxPath()))).status).toBe(404);
    const spoofed = await fetch(viaLan(outboxPath()), {
      headers: { "x-reelbrief-local-client": "1", "x-reelbrief-client-ip": "127.0.0.1" },
    });
    expect(spoofed.status).toBe(404);
    expect(await spoofed.text()).not.toContain("Reset your Reelbrief password");
  });
});

describe("the rate limit behind Next", () => {
  // Reached through the network address, so this client's count is its own: the other browser
  // tests all come from 127.0.0.1.
  it.skipIf(!lan)("counts a client that writes a new X-Forwarded-For on every request as one client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await fetch(viaLan("/api/auth/request-password-reset"), {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseURL(), "x-forwarded-for": `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: `nobody-${i}@test.reelbrief.com` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe("the Content-Security-Policy breaks no page", () => {
  /** Collects every CSP violation the page reports, from the console and the DOM event. */
  async function watchViolations(page: Page): Promise<string[]> {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(msg.text());
    });
    await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    return violations;
  }

  it("on the public pages, with the Book A Call dialog open", async ({ openContext }) => {
    const context = await openContext();
    const page = await context.newPage();
    const violations = await watchViolations(page);
    // Prerendered (hash policy) and per-request (nonce policy) pages, and an unknown path (Next's
    // prerendered not-found page, under its hashes).
    for (const path of ["/", "/faq", "/pricing", "/creators", "/auth/signin", "/no-such-page"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
    }
    await page.goto("/");
    // The public settings (/public-settings.js) ran on the prerendered page.
    expect(await page.evaluate(() => typeof (window as { __REELBRIEF_PUBLIC_SETTINGS__?: unknown }).__REELBRIEF_PUBLIC_SETTINGS__)).toBe(
      "object",
    );
    await page.getByRole("link", { name: "Book A Call" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a 30-minute call" });
    await dialog.locator("iframe").or(dialog.getByTestId("book-call-fallback")).waitFor();
    // The client-side app runs: a hydrated page answers a click on the sign-in tab.
    await page.goto("/auth/signin");
    await page.getByRole("tab", { name: "Create account" }).click();
    await page.getByLabel("Your name").waitFor();
    expect(violations).toEqual([]);
  });

  it("in the signed-in area and on the sandbox checkout", async ({ openContext }) => {
    const context = await openContext();
    const brandToken = await signInContext(context, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto("/platform");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    const topUp = await testClient(brandToken).v1.call("POST /auth/:provider/add-wallet-funds", {
      param: { provider: "sandbox" },
      json: { amount: 2500 },
    });
    const { url } = topUp.data;
    await page.goto(url);
    await page.getByRole("button", { name: /Pay/ }).first().waitFor();
    expect(violations).toEqual([]);
  });
});
