import type { RenditionShape } from "./asset-code";

/**
 * The ad formats an approved video exports to, at the sizes the ad platforms ask for (decision 078):
 * Reels/Stories/TikTok (9:16), feed square (1:1), feed portrait (4:5) and landscape placements
 * (16:9). Isomorphic: the worker builds its crop from these sizes and the UI draws the same frames
 * over the poster.
 */
export interface RenditionFormat {
  shape: RenditionShape;
  label: string;
  /** Where the format runs, in words for the brand. */
  usedFor: string;
  width: number;
  height: number;
}

export const RENDITION_FORMATS: readonly RenditionFormat[] = [
  { shape: "9x16", label: "9:16", usedFor: "Reels, Stories, TikTok, Shorts", width: 1080, height: 1920 },
  { shape: "1x1", label: "1:1", usedFor: "Square feed posts", width: 1080, height: 1080 },
  { shape: "4x5", label: "4:5", usedFor: "Portrait feed posts", width: 1080, height: 1350 },
  { shape: "16x9", label: "16:9", usedFor: "YouTube and landscape placements", width: 1920, height: 1080 },
];

export const RENDITION_SHAPES = RENDITION_FORMATS.map((f) => f.shape) as [RenditionShape, ...RenditionShape[]];

export function renditionFormat(shape: RenditionShape): RenditionFormat {
  return RENDITION_FORMATS.find((f) => f.shape === shape)!;
}

export const RENDITION_STATUSES = ["queued", "rendering", "ready", "failed"] as const;
export type RenditionStatus = (typeof RENDITION_STATUSES)[number];

/** A point of the frame as fractions of its width and height (0..1), the centre by default. */
export interface FocusPoint {
  x: number;
  y: number;
}
export const CENTRE: FocusPoint = { x: 0.5, y: 0.5 };

export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * The largest region of the source with the target's aspect, centred on the focus point as far as
 * the frame allows (a focus near an edge slides the box, it never leaves the frame). Sizes and
 * offsets are even so 4:2:0 chroma lines up. When the source is narrower than the target (a 9:16
 * video to 16:9) this is a band across the source's full width, scaled up afterwards.
 */
export function cropAround(
  source: { width: number; height: number },
  target: { width: number; height: number },
  focus: FocusPoint,
): CropBox {
  const aspect = target.width / target.height;
  let width: number;
  let height: number;
  if (source.width / source.height > aspect) {
    height = even(source.height);
    width = Math.min(even(source.width), even(Math.round(height * aspect)));
  } else {
    width = even(source.width);
    height = Math.min(even(source.height), even(Math.round(width / aspect)));
  }
  const fx = clamp(focus.x, 0, 1);
  const fy = clamp(focus.y, 0, 1);
  const x = clamp(Math.round(fx * source.width - width / 2), 0, source.width - width);
  const y = clamp(Math.round(fy * source.height - height / 2), 0, source.height - height);
  return { x: x - (x % 2), y: y - (y % 2), width, height };
}
