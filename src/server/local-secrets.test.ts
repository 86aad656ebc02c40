import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ensureLocalSecrets } from "./local-secrets";

const OLD_DEFAULT = "reelbrief-local-development-secret-change-me-in-production";
const folders: string[] = [];
function dataFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), "reelbrief-secrets-"));
  folders.push(dir);
  return dir;
}
afterEach(() => folders.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("ensureLocalSecrets", () => {
  it("generates random secrets once per data folder and keeps them there", () => {
    const dir = dataFolder();
    const first: Record<string, string | undefined> = { PGLITE_DATA_DIR: path.join(dir, "pglite") };
    ensureLocalSecrets(first);
    expect(first.BETTER_AUTH_SECRET).toMatch(/^[\w-]{43}$/);
    expect(first.SANDBOX_WEBHOOK_SECRET).toMatch(/^[\w-]{43}$/);
    expect(first.PAID_USAGE_CODE_KEY).toMatch(/^[\w-]{43}$/);
    expect(first.BETTER_AUTH_SECRET).not.toBe(OLD_DEFAULT);
    const file = path.join(dir, "local-secrets.json");
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      BETTER_AUTH_SECRET: first.BETTER_AUTH_SECRET,
      SANDBOX_WEBHOOK_SECRET: first.SANDBOX_WEBHOOK_SECRET,
      PAID_USAGE_CODE_KEY: first.PAID_USAGE_CODE_KEY,
    });

    const restart: Record<string, string | undefined> = { PGLITE_DATA_DIR: path.join(dir, "pglite") };
    ensureLocalSecrets(restart);
    expect(restart.BETTER_AUTH_SECRET).toBe(first.BETTER_AUTH_SECRET);

    const other: Record<string, string | undefined> = { PGLITE_DATA_DIR: path.join(dataFolder(), "pglite") };
    ensureLocalSecrets(other);
    expect(other.BETTER_AUTH_SECRET).not.toBe(first.BETTER_AUTH_SECRET);
  });

  it("keeps a secret that is set, and generates nothing for a public URL", () => {
    const dir = dataFolder();
    const set: Record<string, string | undefined> = { PGLITE_DATA_DIR: path.join(dir, "pglite"), BETTER_AUTH_SECRET: "s".repeat(40) };
    ensureLocalSecrets(set);
    expect(set.BETTER_AUTH_SECRET).toBe("s".repeat(40));
    const deployed: Record<string, string | undefined> = {
      PGLITE_DATA_DIR: path.join(dir, "other", "pglite"),
      BETTER_AUTH_URL: "https://reelbrief.com",
    };
    ensureLocalSecrets(deployed);
    expect(deployed.BETTER_AUTH_SECRET).toBeUndefined();
    expect(() => statSync(path.join(dir, "other", "local-secrets.json"))).toThrow();
  });
});
