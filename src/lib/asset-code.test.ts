import { describe, expect, it } from "vitest";
import { parseAssetCode, renditionCode, variantCode } from "./asset-code";

describe("asset codes", () => {
  it("finds the code of an original in an ad name", () => {
    expect(parseAssetCode("Spring serum | rb-00ab12cd | hook A")).toEqual({ base: "RB-00AB12CD", kind: "original" });
  });
  it("reads a rendition's shape and a variant's number", () => {
    expect(parseAssetCode(`utm_content=${renditionCode("RB-00AB12CD", "1x1")}`)).toEqual({
      base: "RB-00AB12CD",
      kind: "rendition",
      shape: "1x1",
    });
    expect(parseAssetCode(`${variantCode("RB-00AB12CD", 3)}_final`)).toEqual({ base: "RB-00AB12CD", kind: "variant", number: 3 });
  });
  it("returns null when there is no code", () => {
    expect(parseAssetCode("RB-12 summer")).toBeNull();
    expect(parseAssetCode("")).toBeNull();
  });
});
