import { describe, expect, it } from "vitest";
import { pageMetadata } from "./page-metadata";
import { OG_TITLE_MAX, ogImagePath, ogTitle } from "./site";

describe("ogTitle", () => {
  it("defaults to the tagline, collapses spaces and cuts long titles", () => {
    expect(ogTitle(null)).toBe("Reelbrief — UGC Video Ads Made Easy");
    expect(ogTitle("  a   b ")).toBe("a b");
    const long = ogTitle("x".repeat(300));
    expect(long).toHaveLength(OG_TITLE_MAX);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("pageMetadata", () => {
  it("sets canonical, Open Graph image from /api/og and a large Twitter card", () => {
    const m = pageMetadata({ title: "Pricing | Reelbrief", description: "Plans", path: "/pricing", absoluteTitle: true });
    // A local run names the default origin whatever its port, so every process can share one build.
    expect(String(m.metadataBase)).toBe("http://localhost:3000/");
    expect(m.title).toEqual({ absolute: "Pricing | Reelbrief" });
    expect(m.alternates?.canonical).toBe("/pricing");
    expect(JSON.stringify(m.openGraph)).toContain(ogImagePath("Pricing").replace(/"/g, '\\"'));
    expect(m.twitter).toMatchObject({ card: "summary_large_image" });
  });
});
