import { describe, expect, it } from "vitest";
import { assertDeployable, deploymentProblems, isLocalMode, isLoopbackUrl } from "./deployment";

const none = {
  BETTER_AUTH_SECRET: undefined,
  PAID_USAGE_CODE_KEY: undefined,
  SANDBOX_WEBHOOK_SECRET: undefined,
  SMTP_HOST: undefined,
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
};
const complete = {
  BETTER_AUTH_SECRET: "x".repeat(32),
  PAID_USAGE_CODE_KEY: "k".repeat(32),
  SANDBOX_WEBHOOK_SECRET: undefined,
  SMTP_HOST: "smtp.example",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};

describe("local mode versus a deployment", () => {
  it("is local on localhost, 127.0.0.1 and [::1] only", () => {
    expect(["http://localhost:3000", "http://127.0.0.1:4000", "http://[::1]:3000"].every(isLoopbackUrl)).toBe(true);
    expect(["https://reelbrief.com", "http://192.168.1.5:3000", "http://localhost.evil.example", "not a url"].some(isLoopbackUrl)).toBe(
      false,
    );
    expect(isLocalMode({ BETTER_AUTH_URL: "https://staging.reelbrief.com", LOCAL_MODE: false })).toBe(false);
    expect(isLocalMode({ BETTER_AUTH_URL: "https://staging.reelbrief.com", LOCAL_MODE: true })).toBe(true);
  });

  it("needs nothing on localhost", () => {
    expect(deploymentProblems({ BETTER_AUTH_URL: "http://localhost:3000", LOCAL_MODE: false, ...none })).toEqual([]);
  });

  it("names every missing setting on a public URL", () => {
    const problems = deploymentProblems({ BETTER_AUTH_URL: "https://reelbrief.com", LOCAL_MODE: false, ...none });
    expect(problems.map((p) => p.split(":")[0])).toEqual([
      "BETTER_AUTH_SECRET",
      "PAID_USAGE_CODE_KEY",
      "SMTP_HOST",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
    ]);
    expect(() => assertDeployable({ BETTER_AUTH_URL: "https://reelbrief.com", LOCAL_MODE: false, ...none })).toThrow(/LOCAL_MODE=true/);
    expect(deploymentProblems({ BETTER_AUTH_URL: "https://reelbrief.com", LOCAL_MODE: false, ...complete })).toEqual([]);
  });

  it("with LOCAL_MODE on a public URL, still needs its secrets but not mail or payments", () => {
    const problems = deploymentProblems({ BETTER_AUTH_URL: "https://staging.reelbrief.com", LOCAL_MODE: true, ...none });
    expect(problems.map((p) => p.split(":")[0])).toEqual(["BETTER_AUTH_SECRET", "PAID_USAGE_CODE_KEY", "SANDBOX_WEBHOOK_SECRET"]);
  });
});
