export { MAX_IMAGE_BYTES } from "@/contracts/media";

/** Decoded size cap: a tiny file that expands to a gigapixel image (a "pixel bomb") is refused. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Formats we accept, judged from the bytes by sharp, never from the name or the client's type. */
export const ACCEPTED_IMAGE_FORMATS = ["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"] as const;

/** How each kind of picture is stored: re-encoded as WebP, metadata (EXIF, GPS) stripped. */
export const IMAGE_VARIANTS = {
  /** Shown round in the drawer, the header and on creator cards: a square crop. */
  avatar: { width: 512, height: 512, fit: "cover" },
  /** Logos keep their shape: at most 512 wide, never enlarged. */
  logo: { width: 512, fit: "inside" },
  /** The four profile photos of a creator's public page. */
  photo: { width: 1080, height: 1350, fit: "inside" },
  /** A product picture on a saved product and a campaign brief. */
  product: { width: 1080, height: 1080, fit: "inside" },
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
