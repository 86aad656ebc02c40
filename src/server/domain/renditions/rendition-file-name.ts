import { renditionCode, type RenditionShape } from "@/lib/asset-code";

/** The download's file name: the asset code with the shape, and a caption mark for captioned variants. */
export function renditionFileName(assetCode: string, shape: RenditionShape, captionStyle: string | null = null): string {
  return `${renditionCode(assetCode, shape)}${captionStyle ? "-CC" : ""}.mp4`;
}
