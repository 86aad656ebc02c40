import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

/** SPEC.md §5: an invalid public setting stops start-up with the exact message and names the field. */
describe("start-up with an invalid public setting", () => {
  it("fails with 'Invalid environment variables' and names the field", async () => {
    const port = 4100 + Math.floor(Math.random() * 500);
    const child = spawn("npx", ["next", "start", "-p", String(port)], {
      env: {
        ...process.env,
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
