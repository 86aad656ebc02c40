import { describe, expect, it } from "vitest";
import { signSandboxPayload, verifySandboxSignature } from "./sandbox-signature";

describe("sandbox webhook signature", () => {
  const body = JSON.stringify({ id: "evt_1", type: "checkout.paid" });
  const now = 1_800_000_000;

  it("accepts its own fresh signature", () => {
    expect(verifySandboxSignature(body, signSandboxPayload(body, "s3cret", now), "s3cret", now)).toBe(true);
  });

  it("refuses another secret, another body, a stale or malformed header", () => {
    const header = signSandboxPayload(body, "s3cret", now);
    expect(verifySandboxSignature(body, header, "other", now)).toBe(false);
    expect(verifySandboxSignature(body + " ", header, "s3cret", now)).toBe(false);
    expect(verifySandboxSignature(body, header, "s3cret", now + 301)).toBe(false);
    expect(verifySandboxSignature(body, "t=1,v1=zz", "s3cret", now)).toBe(false);
    expect(verifySandboxSignature(body, null, "s3cret", now)).toBe(false);
  });
});
