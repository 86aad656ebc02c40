import { describe, expect, it, vi } from "vitest";
import { checkAuthUrl, parseServerSettings } from "./server-settings";

describe("the auth URL rule (docs/product/local-mode-and-settings.md)", () => {
  it("needs a valid URL off the hosting platform", () => {
    expect(checkAuthUrl({ BETTER_AUTH_URL: "http://localhost:3000", VERCEL: undefined })).toBeNull();
    expect(checkAuthUrl({ BETTER_AUTH_URL: "localhost", VERCEL: undefined })).toMatch(/valid URL/);
  });

  it("only needs a non-empty string on the hosting platform", () => {
    expect(checkAuthUrl({ BETTER_AUTH_URL: "reelbrief.app", VERCEL: "1" })).toBeNull();
    expect(checkAuthUrl({ BETTER_AUTH_URL: "", VERCEL: "1" })).toMatch(/must be set/);
  });

  it("fails start-up with the docs/product message when the auth URL is invalid", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => parseServerSettings({ BETTER_AUTH_URL: "nope" })).toThrow("Invalid environment variables");
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe("local defaults", () => {
  it("needs nothing set to start: embedded database, local storage and mail, sandbox payments", () => {
    const settings = parseServerSettings({});
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.PGLITE_DATA_DIR).toBe(".data/pglite");
    expect(settings.BETTER_AUTH_URL).toBe("http://localhost:3000");
    expect(settings.STRIPE_SECRET_KEY).toBeUndefined();
    expect(settings.SMTP_HOST).toBeUndefined();
    expect(settings.PLATFORM_FEE_BPS).toBe(1500);
  });

  it("treats empty strings as unset for optional integrations", () => {
    expect(parseServerSettings({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
