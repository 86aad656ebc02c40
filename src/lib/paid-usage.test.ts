import { describe, expect, it } from "vitest";
import {
  findPaidUsageOffer,
  handOverErrors,
  handOverWindow,
  maskHandOver,
  paidUsageOffersErrors,
  paidUsageStatus,
  TIKTOK_SPARK_CODE,
} from "./paid-usage";

const DAY = 24 * 60 * 60 * 1000;
const CODE = "#Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6+/9w==";

describe("paid-usage formats", () => {
  it("accepts a Spark code: # and 32+ base64 characters, with padding at the end only", () => {
    expect(TIKTOK_SPARK_CODE.test(CODE)).toBe(true);
    expect(TIKTOK_SPARK_CODE.test(CODE.slice(1))).toBe(false);
    expect(TIKTOK_SPARK_CODE.test("#abc")).toBe(false);
    expect(TIKTOK_SPARK_CODE.test("#" + "a".repeat(20) + "==" + "b".repeat(20))).toBe(false);
    expect(TIKTOK_SPARK_CODE.test("#" + "a".repeat(301))).toBe(false);
  });

  it("names the field in error, for the authorisation's platform", () => {
    const tiktok = { platform: "tiktok_spark" as const, windowDays: 60 };
    expect(handOverErrors(tiktok, { code: CODE, codeWindowDays: 60 })).toEqual({});
    expect(Object.keys(handOverErrors(tiktok, { code: "nope", codeWindowDays: 60 }))).toEqual(["code"]);
    expect(handOverErrors(tiktok, { code: CODE, codeWindowDays: 30 }).codeWindowDays).toMatch(/at least/);
    expect(handOverErrors(tiktok, { code: CODE, codeWindowDays: 90 }).codeWindowDays).toMatch(/7, 30, 60 or 365/);
    const meta = { platform: "meta_partnership" as const, windowDays: 90 };
    expect(handOverErrors(meta, { accountId: "17841400000000000", permissionId: "2384756190" })).toEqual({});
    expect(Object.keys(handOverErrors(meta, { accountId: "page", permissionId: "12" })).sort()).toEqual(["accountId", "permissionId"]);
  });

  it("masks a hand-over so it cannot be used", () => {
    expect(maskHandOver({ platform: "tiktok_spark", code: CODE, codeWindowDays: 30 })).toBe("#Zm9v••••9w==");
    expect(maskHandOver({ platform: "meta_partnership", accountId: "17841400000001234", permissionId: "2384756190" })).toBe(
      "account ••••1234 · permission ••••6190",
    );
  });
});

describe("paid-usage offers and windows", () => {
  it("refuses windows TikTok cannot grant in one code, and duplicates", () => {
    expect(paidUsageOffersErrors([{ platform: "tiktok_spark", windowDays: 90, priceCents: 100 }])).toMatch(/7, 30, 60, 365/);
    expect(paidUsageOffersErrors([{ platform: "meta_partnership", windowDays: 90, priceCents: 100 }])).toBeNull();
    const twice = { platform: "meta_partnership" as const, windowDays: 30, priceCents: 100 };
    expect(paidUsageOffersErrors([twice, twice])).toMatch(/once/);
    expect(findPaidUsageOffer([twice], { platform: "meta_partnership", windowDays: 30 })).toEqual(twice);
    expect(findPaidUsageOffer([twice], { platform: "tiktok_spark", windowDays: 30 })).toBeNull();
  });

  it("a renewal starts at the running one's end, or now when it has ended", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const end = new Date("2026-12-10T12:00:00Z");
    expect(handOverWindow(30, now, end)).toEqual({ startsAt: end, endsAt: new Date(end.getTime() + 30 * DAY) });
    expect(handOverWindow(30, now, new Date("2026-11-01T00:00:00Z")).startsAt).toEqual(now);
    expect(handOverWindow(7, now, null).endsAt).toEqual(new Date(now.getTime() + 7 * DAY));
  });

  it("active → expiring in its last 7 days → expired at the end; stored states stay", () => {
    const endsAt = new Date("2026-12-31T00:00:00Z");
    const row = { status: "active" as const, startsAt: new Date("2026-12-01T00:00:00Z"), endsAt };
    expect(paidUsageStatus(row, new Date(endsAt.getTime() - 8 * DAY))).toBe("active");
    expect(paidUsageStatus(row, new Date(endsAt.getTime() - 7 * DAY))).toBe("expiring");
    expect(paidUsageStatus(row, endsAt)).toBe("expired");
    expect(paidUsageStatus({ ...row, status: "revoked" }, new Date(endsAt.getTime() - 20 * DAY))).toBe("revoked");
    expect(paidUsageStatus({ status: "pending", startsAt: null, endsAt: null }, endsAt)).toBe("pending");
  });
});
