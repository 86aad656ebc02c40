/**
 * Asset codes name a licensed video outside Reelbrief: in downloaded file names, in the ad names
 * brands give their ads, in URL parameters. A licence's code is `RB-` and eight hex digits, drawn
 * by the database; a rendition adds its shape (`RB-1A2B3C4D-1x1`) and an assembled variant its
 * number (`RB-1A2B3C4D-V2`), so a result row can be matched to the exact file that ran.
 */

export const ASSET_CODE_PATTERN = /(?<![0-9A-Za-z])RB-([0-9A-F]{8})(?:-(9x16|1x1|4x5|16x9|V\d{1,3}))?(?![0-9A-Za-z])/i;

export type RenditionShape = "9x16" | "1x1" | "4x5" | "16x9";

export type ParsedAssetCode =
  | { base: string; kind: "original" }
  | { base: string; kind: "rendition"; shape: RenditionShape }
  | { base: string; kind: "variant"; number: number };

/** The first asset code in a text (an ad name, a URL), or null. */
export function parseAssetCode(text: string): ParsedAssetCode | null {
  const m = ASSET_CODE_PATTERN.exec(text);
  if (!m) return null;
  const base = `RB-${m[1]!.toUpperCase()}`;
  const suffix = m[2];
  if (!suffix) return { base, kind: "original" };
  if (/^V\d+$/i.test(suffix)) return { base, kind: "variant", number: Number(suffix.slice(1)) };
  return { base, kind: "rendition", shape: suffix.toLowerCase() as RenditionShape };
}

export function renditionCode(base: string, shape: RenditionShape): string {
  return `${base}-${shape}`;
}

export function variantCode(base: string, number: number): string {
  return `${base}-V${number}`;
}
