/*
 * ffmpeg arguments that assemble a variant (decision 080): an extra hook, then the body and the
 * call to action cut from the approved video, each normalised to one size, frame rate, pixel
 * format and audio layout, then concatenated and encoded once as a web-optimised H.264/AAC MP4.
 * Pure: the runner (assemble-variant.ts) spawns ffmpeg with what this returns.
 */

export interface VariantSegment {
  file: string;
  /** Where the segment starts in the file (0 for a whole hook). */
  startMs: number;
  durationMs: number;
  /** A file without an audio stream gets silence of the same length, so concat has audio for every part. */
  hasAudio: boolean;
}

export interface AssembleSpec {
  hook: VariantSegment;
  body: VariantSegment;
  cta: VariantSegment;
  /** The output's size and frame rate: the approved video's. */
  width: number;
  height: number;
  fps: { num: number; den: number };
  output: string;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);
/** H.264 in 4:2:0 needs even sides. */
const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

export function assembleVariantArgs(spec: AssembleSpec): string[] {
  const width = even(spec.width);
  const height = even(spec.height);
  const rate = `${spec.fps.num}/${spec.fps.den}`;
  const parts = [spec.hook, spec.body, spec.cta];
  const args = ["-hide_banner", "-nostdin", "-y", "-loglevel", "error"];
  // Inputs 0..2 are the parts (seeked and cut at the input, decoded from the keyframe before so the cut is frame-exact);
  // a silent source follows for each part without audio.
  for (const part of parts) args.push("-ss", seconds(part.startMs), "-t", seconds(part.durationMs), "-i", part.file);
  const audioInput: string[] = [];
  let next = parts.length;
  for (const part of parts) {
    if (part.hasAudio) {
      audioInput.push(`${parts.indexOf(part)}:a:0`);
    } else {
      args.push("-f", "lavfi", "-t", seconds(part.durationMs), "-i", "anullsrc=r=48000:cl=stereo");
      audioInput.push(`${next}:a:0`);
      next += 1;
    }
  }
  const filters: string[] = [];
  parts.forEach((part, i) => {
    const d = seconds(part.durationMs);
    filters.push(
      `[${i}:v:0]scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black,` +
        `setsar=1,fps=${rate},format=yuv420p,trim=duration=${d},setpts=PTS-STARTPTS[v${i}]`,
    );
    // Padded then trimmed to the part's length: audio a little short or long never shifts the next part.
    filters.push(
      `[${audioInput[i]}]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo,apad,atrim=duration=${d},asetpts=PTS-STARTPTS[a${i}]`,
    );
  });
  filters.push(`[v0][a0][v1][a1][v2][a2]concat=n=3:v=1:a=1[v][a]`);
  args.push(
    "-filter_complex",
    filters.join(";"),
    "-map",
    "[v]",
    "-map",
    "[a]",
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-crf",
    "21",
    "-pix_fmt",
    "yuv420p",
    "-r",
    rate,
    "-c:a",
    "aac",
    "-b:a",
    "128k",
    "-ar",
    "48000",
    "-movflags",
    "+faststart",
    spec.output,
  );
  return args;
}
