import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

/** docs/product/local-mode-and-settings.md: an invalid public setting stops start-up with the exact message and names the field. */
describe("start-up with an invalid public setting", () => {
  it("fails with 'Invalid environment variables' and names the field", async () => {
    const port = 4100 + Math.floor(Math.random() * 500);
    const child = spawn("node", ["scripts/serve.mjs"], {
      env: {
        ...process.env,
        PORT: String(port),
        NODE_ENV: "production",
        NEXT_PUBLIC_API_URL: "not-a-url",
        PGLITE_DATA_DIR: `/tmp/reelbrief-startup-${port}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("Invalid environment variables");
    expect(output).toContain("NEXT_PUBLIC_API_URL");
  });
});

/** docs/decisions/014: a public URL is a deployment, which needs real secrets, mail and payments. */
describe("start-up on a public BETTER_AUTH_URL", () => {
  async function startWith(env: Record<string, string>) {
    const port = 4600 + Math.floor(Math.random() * 300);
    const child = spawn("node", ["scripts/serve.mjs"], {
      env: {
        ...process.env,
        PORT: String(port),
        NODE_ENV: "production",
        PGLITE_DATA_DIR: `/tmp/reelbrief-startup-${port}/pglite`,
        // Nothing inherited may fill in what the check looks for.
        BETTER_AUTH_SECRET: "",
        SANDBOX_WEBHOOK_SECRET: "",
        SMTP_HOST: "",
        STRIPE_SECRET_KEY: "",
        STRIPE_WEBHOOK_SECRET: "",
        LOCAL_MODE: "false",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    return { code, output };
  }

  it("exits non-zero naming every missing setting when none is set", async () => {
    const { code, output } = await startWith({ BETTER_AUTH_URL: "https://reelbrief.example" });
    expect(code).toBe(1);
    for (const name of ["BETTER_AUTH_SECRET", "SMTP_HOST", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]) expect(output).toContain(name);
    expect(output).not.toContain("Reelbrief is running");
  });

  it("with LOCAL_MODE=true (staging) still requires both secrets", async () => {
    const { code, output } = await startWith({ BETTER_AUTH_URL: "https://staging.reelbrief.example", LOCAL_MODE: "true" });
    expect(code).toBe(1);
    expect(output).toContain("BETTER_AUTH_SECRET");
    expect(output).toContain("SANDBOX_WEBHOOK_SECRET");
    expect(output).not.toContain("SMTP_HOST");
  });
});
