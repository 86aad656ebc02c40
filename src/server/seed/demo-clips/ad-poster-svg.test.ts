import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CREATOR_NICHES, type CreatorNiche } from "@/lib/creator-directory";
import { adPosterSvg } from "./ad-poster-svg";

describe("adPosterSvg", () => {
  it("draws a paused ad: its hook line, the product, the length and a play button, 4:5", async () => {
    const svg = adPosterSvg("skincare", 0);
    expect(svg).toContain(">Day 7 of this serum</text>");
    expect(svg).toContain(">SERUM</text>");
    expect(svg).toContain(">0:30</text>");
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ width: 400, height: 500 });
    expect(adPosterSvg("skincare", 1)).toContain(">POV: no more dry</text>");
  });

  it("is what the directory's committed covers and profile photos hold, for every niche", () => {
    for (const niche of Object.keys(CREATOR_NICHES) as CreatorNiche[]) {
      for (let v = 0; v < 4; v += 1) {
        const file = path.resolve("public/images/creators/scenes", `${niche}-${v}.svg`);
        expect(readFileSync(file, "utf8"), `${niche}-${v}: run src/server/seed/generate-creator-art.ts`).toBe(adPosterSvg(niche, v));
      }
    }
  });
});
