import { describe, expect, it } from "vitest";
import { licenceDaysLeft, licenceEnd, licenceReference, licenceStatus } from "./licence-status";

const now = new Date("2026-06-15T12:00:00Z");
const plusDays = (d: number) => new Date(now.getTime() + d * 24 * 60 * 60 * 1000);

describe("licenceStatus", () => {
  it("is active with more than 30 days left, and when perpetual", () => {
    expect(licenceStatus(plusDays(31), now)).toBe("active");
    expect(licenceStatus(plusDays(400), now)).toBe("active");
    expect(licenceStatus(null, now)).toBe("active");
  });
  it("is expiring within 30 days of the end, the 30th day included", () => {
    expect(licenceStatus(plusDays(30), now)).toBe("expiring");
    expect(licenceStatus(plusDays(1), now)).toBe("expiring");
    expect(licenceStatus(new Date(now.getTime() + 1), now)).toBe("expiring");
  });
  it("is expired from the end instant on", () => {
    expect(licenceStatus(now, now)).toBe("expired");
    expect(licenceStatus(plusDays(-1), now)).toBe("expired");
  });
  it("accepts ISO strings as the API sends them", () => {
    expect(licenceStatus(plusDays(10).toISOString(), now.toISOString())).toBe("expiring");
  });
});

describe("licenceEnd", () => {
  it("adds days for day terms, a calendar year for 1y, nothing for perpetual", () => {
    expect(licenceEnd(now, "30d")?.toISOString()).toBe("2026-07-15T12:00:00.000Z");
    expect(licenceEnd(now, "90d")?.toISOString()).toBe("2026-09-13T12:00:00.000Z");
    expect(licenceEnd(now, "1y")?.toISOString()).toBe("2027-06-15T12:00:00.000Z");
    expect(licenceEnd(new Date("2028-02-29T00:00:00Z"), "1y")?.toISOString()).toBe("2029-03-01T00:00:00.000Z");
    expect(licenceEnd(now, "perpetual")).toBeNull();
  });
});

describe("licenceDaysLeft and licenceReference", () => {
  it("rounds days up and stops at 0", () => {
    expect(licenceDaysLeft(plusDays(2.5), now)).toBe(3);
    expect(licenceDaysLeft(plusDays(-3), now)).toBe(0);
    expect(licenceDaysLeft(null, now)).toBeNull();
  });
  it("makes a short reference", () => {
    expect(licenceReference("0a1b2c3d-0000-0000-0000-000000000000")).toBe("LIC-0A1B2C");
  });
});
