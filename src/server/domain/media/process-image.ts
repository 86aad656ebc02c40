import sharp from "sharp";
import { AppError } from "@/server/errors";
import { ACCEPTED_IMAGE_FORMATS, IMAGE_VARIANTS, MAX_IMAGE_PIXELS, type ImageVariant } from "./image-rules";

export interface ProcessedImage {
  data: Buffer;
  contentType: "image/webp";
  extension: "webp";
  width: number;
  height: number;
}

/**
 * Reads an uploaded file as an image and re-encodes it for `variant`. What the file is comes from
 * its bytes (sharp's decoder), so a PDF named `.png` is refused; re-encoding also drops anything
 * a crafted file could smuggle along (scripts in SVG, EXIF location, trailing data).
 * `field` names the form field in the 400 answer.
 */
export async function processImage(bytes: Uint8Array, variant: ImageVariant, field: string): Promise<ProcessedImage> {
  const refuse = (message: string) => new AppError("validation_error", `${field}: ${message}`, { [field]: message });
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" } as const;
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, options).metadata());
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw refuse("The image has too many pixels; use one under 40 megapixels");
    throw refuse("This file is not an image we can read. Upload a JPEG, PNG, WebP, GIF or AVIF picture");
  }
  if (!ACCEPTED_IMAGE_FORMATS.some((f) => f === format)) {
    throw refuse("This file type is not accepted. Upload a JPEG, PNG, WebP, GIF or AVIF picture");
  }
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate() // applies the EXIF orientation before the metadata is dropped
      .resize({ ...IMAGE_VARIANTS[variant], withoutEnlargement: variant !== "avatar" })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: "image/webp", extension: "webp", width: info.width, height: info.height };
  } catch {
    throw refuse("This image is damaged and could not be read");
  }
}
