import type { Cue } from "@/lib/captions/cues";

/*
 * Burned-in captions: an ASS (Advanced SubStation Alpha) file written from the cues in a named
 * style, drawn by libass through ffmpeg's `ass` filter. The filter is built for a given output
 * size, so a rendition (any aspect ratio) and the original get captions of the same look, sized to
 * the frame they land on.
 */

export const CAPTION_STYLES = ["bold_white", "boxed", "yellow_pop"] as const;
export type CaptionStyle = (typeof CAPTION_STYLES)[number];

export const CAPTION_STYLE_LABELS: Record<CaptionStyle, string> = {
  bold_white: "Bold white",
  boxed: "Boxed",
  yellow_pop: "Yellow pop",
};

/** Where the captions sit and how large they are, as shares of the output frame. */
export interface CaptionLayout {
  fontSize: number;
  /** Distance of the text's baseline from the bottom edge. */
  marginV: number;
  marginH: number;
}

/** Text height relative to the frame's shorter side keeps captions readable in 9:16 and 16:9 alike. */
export function captionLayout(width: number, height: number): CaptionLayout {
  const short = Math.min(width, height);
  return {
    fontSize: Math.max(12, Math.round(short * 0.065)),
    marginV: Math.round(height * 0.12),
    marginH: Math.round(width * 0.08),
  };
}

/**
 * The caption area of a frame: a band across the lower part, from the bottom margin up to room
 * for two lines. Anything burned in lands inside it (the test of the burn-in checks exactly that).
 */
export function captionBox(width: number, height: number): { x: number; y: number; width: number; height: number } {
  const { fontSize, marginV } = captionLayout(width, height);
  const top = Math.max(0, height - marginV - Math.round(fontSize * 3.2));
  const bottom = Math.min(height, height - marginV + Math.round(fontSize * 0.8));
  return { x: 0, y: top, width, height: bottom - top };
}

// ASS colours are &HAABBGGRR (alpha 00 = opaque).
const STYLE_LINES: Record<CaptionStyle, (l: CaptionLayout) => string> = {
  // Bold white with a dark outline and soft shadow: reads on any background.
  bold_white: (l) =>
    `Style: Default,Geist,${l.fontSize},&H00FFFFFF,&H00FFFFFF,&H00000000,&H80000000,-1,0,0,0,100,100,0,0,1,${Math.max(1, Math.round(l.fontSize / 12))},${Math.max(1, Math.round(l.fontSize / 20))},2,${l.marginH},${l.marginH},${l.marginV},1`,
  // White on an opaque dark box (BorderStyle 3: the outline colour fills a box behind the text).
  boxed: (l) =>
    `Style: Default,Geist,${l.fontSize},&H00FFFFFF,&H00FFFFFF,&H40000000,&H40000000,-1,0,0,0,100,100,0,0,3,${Math.max(2, Math.round(l.fontSize / 5))},0,2,${l.marginH},${l.marginH},${l.marginV},1`,
  // Yellow, heavier outline: the social-ad look.
  yellow_pop: (l) =>
    `Style: Default,Geist,${Math.round(l.fontSize * 1.1)},&H0000E5FF,&H0000E5FF,&H00000000,&H00000000,-1,0,0,0,100,100,0,0,1,${Math.max(2, Math.round(l.fontSize / 8))},0,2,${l.marginH},${l.marginH},${l.marginV},1`,
};

/** 3723004 ms → "1:02:03.00" (ASS keeps centiseconds). */
export function assTime(ms: number): string {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(cs / 360_000);
  const m = Math.floor((cs % 360_000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(cs % 100).padStart(2, "0")}`;
}

/** Text as ASS reads it literally: braces would start override tags, a backslash an escape. */
function assText(text: string): string {
  return text.replace(/\\/g, "\u29F5").replace(/\{/g, "(").replace(/\}/g, ")").replace(/\r?\n/g, "\\N");
}

/** The ASS script of the cues in a style, laid out for a frame of width × height. */
export function buildAss(cues: readonly Cue[], style: CaptionStyle, width: number, height: number): string {
  const layout = captionLayout(width, height);
  return [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    "WrapStyle: 0",
    "ScaledBorderAndShadow: yes",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    STYLE_LINES[style](layout),
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    ...cues.map((c) => `Dialogue: 0,${assTime(c.startMs)},${assTime(c.endMs)},Default,,0,0,0,,${assText(c.text)}`),
    "",
  ].join("\n");
}

/** A path inside a filtergraph argument: backslashes, colons and quotes escaped. */
function filterPath(file: string): string {
  return file.replace(/\\/g, "\\\\").replace(/:/g, "\\:").replace(/'/g, "\\'");
}

/**
 * The filter that burns an ASS file (written by buildAss for this width × height) into frames of
 * that size, for `-vf` or as the last link of a longer chain (a rendition's crop and scale, then this).
 * `fontsDir` points libass at the fonts to use, so the look does not depend on the machine's fonts.
 */
export function burnInFilter(options: { assFile: string; width: number; height: number; fontsDir?: string }): string {
  const fonts = options.fontsDir ? `:fontsdir='${filterPath(options.fontsDir)}'` : "";
  return `ass='${filterPath(options.assFile)}':original_size=${options.width}x${options.height}${fonts}`;
}

/** ffmpeg arguments that burn captions into `input` at its own size, the sound re-encoded to AAC (a WebM's Opus has no place in MP4 players). */
export function burnInArgs(options: {
  input: string;
  output: string;
  assFile: string;
  width: number;
  height: number;
  fontsDir?: string;
}): string[] {
  return [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-i",
    options.input,
    "-map",
    "0:v:0",
    "-map",
    "0:a:0?",
    "-vf",
    burnInFilter(options),
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-crf",
    "20",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    "160k",
    "-movflags",
    "+faststart",
    options.output,
  ];
}
