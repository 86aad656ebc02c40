import { describe, expect, it, vi } from "vitest";
import { guardClientAccess, INVALID_ENV_MESSAGE, parsePublicSettings, withPublicDefaults } from "./public-settings";

const valid = withPublicDefaults({});

describe("public settings at start-up (docs/product/local-mode-and-settings.md)", () => {
  it("accepts the local defaults, derived from the port", () => {
    expect(parsePublicSettings(withPublicDefaults({ PORT: "4000" }), { skipValidation: false })).toMatchObject({
      NEXT_PUBLIC_API_URL: "http://localhost:4000/api/v1",
      NEXT_PUBLIC_API_V2_URL: "http://localhost:4000/api/v2",
      NEXT_PUBLIC_ENV: "development",
    });
  });

  it("fails with exactly 'Invalid environment variables' and logs the field for a bad API URL", () => {
    const log = vi.fn();
    expect(() => parsePublicSettings({ ...valid, NEXT_PUBLIC_API_URL: "not-a-url" }, { skipValidation: false, log })).toThrow(
      new Error("Invalid environment variables"),
    );
    const fields = log.mock.calls[0]![1] as Record<string, string[]>;
    expect(Object.keys(fields)).toEqual(["NEXT_PUBLIC_API_URL"]);
  });

  it.each(["development", "staging", "test", "production"])("accepts the environment %s", (value) => {
    expect(parsePublicSettings({ ...valid, NEXT_PUBLIC_ENV: value }, { skipValidation: false }).NEXT_PUBLIC_ENV).toBe(value);
  });

  it("refuses an unknown environment name in either environment setting", () => {
    const log = vi.fn();
    expect(() => parsePublicSettings({ ...valid, NEXT_PUBLIC_APP_ENV: "qa" }, { skipValidation: false, log })).toThrow(INVALID_ENV_MESSAGE);
    expect(Object.keys(log.mock.calls[0]![1] as object)).toEqual(["NEXT_PUBLIC_APP_ENV"]);
  });

  it("requires the other public settings to be strings", () => {
    expect(() => parsePublicSettings({ ...valid, NEXT_PUBLIC_PIXEL_ID: 42 }, { skipValidation: false, log: () => undefined })).toThrow(
      INVALID_ENV_MESSAGE,
    );
  });

  it("skips the check when the skip-validation flag is set", () => {
    expect(() => parsePublicSettings({ ...valid, NEXT_PUBLIC_API_URL: "not-a-url" }, { skipValidation: true })).not.toThrow();
  });

  it("treats an empty value as unset and falls back to the default", () => {
    expect(withPublicDefaults({ NEXT_PUBLIC_API_URL: "" }).NEXT_PUBLIC_API_URL).toBe("http://localhost:3000/api/v1");
  });
});

describe("reading settings on the client", () => {
  const settings = { NEXT_PUBLIC_ENV: "production", BETTER_AUTH_SECRET: "s3cret" };

  it("throws the docs/product message for a server-side name", () => {
    const client = guardClientAccess(settings, false);
    expect(() => client.BETTER_AUTH_SECRET).toThrow(new Error("Attempted to access a server-side environment variable on the client"));
  });

  it("reads public names on the client and everything on the server", () => {
    expect(guardClientAccess(settings, false).NEXT_PUBLIC_ENV).toBe("production");
    expect(guardClientAccess(settings, true).BETTER_AUTH_SECRET).toBe("s3cret");
  });
});
