import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openCode, sealCode } from "./code-cipher";

const KEY = randomBytes(32).toString("base64url");
const CODE = JSON.stringify({
  platform: "tiktok_spark",
  code: "#Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6",
  codeWindowDays: 30,
});

describe("paid-usage code cipher (AES-256-GCM)", () => {
  it("round-trips, never stores the plaintext, and seals the same code differently each time", () => {
    const id = randomUUID();
    const sealed = sealCode(KEY, id, CODE);
    expect(openCode(KEY, id, sealed)).toBe(CODE);
    expect(sealed).not.toContain("Zm9vYmFy");
    expect(Buffer.from(sealed.slice(3), "base64url").toString("latin1")).not.toContain("Zm9vYmFy");
    expect(sealCode(KEY, id, CODE)).not.toBe(sealed);
  });

  it("refuses another key, another row, and any altered byte", () => {
    const id = randomUUID();
    const sealed = sealCode(KEY, id, CODE);
    expect(() => openCode(randomBytes(32).toString("base64url"), id, sealed)).toThrow();
    expect(() => openCode(KEY, randomUUID(), sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), "base64url");
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(() => openCode(KEY, id, "v1." + raw.toString("base64url"))).toThrow();
    expect(() => openCode(KEY, id, "v0." + sealed.slice(3))).toThrow();
  });
});
