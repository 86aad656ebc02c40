import { cropAround, type FocusPoint } from "@/lib/rendition-shapes";

/*
 * Pure argument builders of the rendition pipeline (decision 078). The worker and the bench both
 * call these, so what is measured is what runs.
 */

export interface Size {
  width: number;
  height: number;
}

/**
 * The ffmpeg filter graph (one chain, for `-vf`) that turns a source frame into a target shape:
 * crop the largest region of the target's aspect around the focus, scale it to the target size
 * (lanczos; up when the source is narrower than the target), square pixels, 4:2:0. `extraFilters`
 * run last, on the frame at its final size: a burned-in caption filter (libass `subtitles=`/`ass=`)
 * lays its text out for the size the viewer sees, so its style means the same in every format.
 */
export function renditionFilterGraph(source: Size, target: Size, focus: FocusPoint, extraFilters: readonly string[] = []): string {
  const box = cropAround(source, target, focus);
  const chain = [`crop=${box.width}:${box.height}:${box.x}:${box.y}`];
  if (box.width !== target.width || box.height !== target.height) chain.push(`scale=${target.width}:${target.height}:flags=lanczos`);
  chain.push("setsar=1", "format=yuv420p", ...extraFilters);
  return chain.join(",");
}

/** Encoder settings of every rendition: H.264 High in yuv420p, AAC, MP4 with the index up front. */
export const RENDITION_ENCODE = {
  preset: "veryfast",
  crf: 20,
  audioBitrate: "128k",
} as const;

/**
 * The complete ffmpeg arguments of one rendition. The first video stream and (when there is one)
 * the first audio stream; rotation metadata is applied by ffmpeg before the filters, so the graph
 * works on the frame as displayed. `title` lands in the file's metadata (the asset code).
 */
export function renditionArgs(input: string, output: string, filterGraph: string, options: { title?: string } = {}): string[] {
  return [
    "-i",
    input,
    "-map",
    "0:v:0",
    "-map",
    "0:a:0?",
    "-vf",
    filterGraph,
    "-c:v",
    "libx264",
    "-profile:v",
    "high",
    "-preset",
    RENDITION_ENCODE.preset,
    "-crf",
    String(RENDITION_ENCODE.crf),
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    RENDITION_ENCODE.audioBitrate,
    "-movflags",
    "+faststart",
    ...(options.title ? ["-metadata", `title=${options.title}`] : []),
    output,
  ];
}
