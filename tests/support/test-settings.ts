import { randomBytes } from "node:crypto";
import { loadSettings, type Settings } from "@/config/env";

/** Settings for in-process tests: local adapters, quiet logs, a fixed origin, fresh random secrets. */
export function testSettings(overrides: Record<string, string> = {}): Settings {
  return loadSettings({
    NODE_ENV: "test",
    BETTER_AUTH_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    SEED_DEMO_DATA: "false",
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    SANDBOX_WEBHOOK_SECRET: randomBytes(32).toString("base64url"),
    PAID_USAGE_CODE_KEY: randomBytes(32).toString("base64url"),
    ...overrides,
  });
}

export const TEST_ORIGIN = "http://localhost:3000";
