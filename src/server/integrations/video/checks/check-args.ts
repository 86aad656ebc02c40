/*
 * The ffmpeg arguments of the delivery checks (decision 076). Each stream is decoded once: the
 * video filters are chained in one pass and the audio filters in another, and the runner starts
 * both passes together. Nothing is encoded (`-f null`); the filters write what they find to stderr.
 * The raw thresholds here are deliberately looser than the warning thresholds of
 * src/server/domain/video-checks/check-thresholds.ts, so a new version of those can be evaluated
 * again from the stored measurements without measuring the file again.
 */

/** Raw detection settings of the filters (what counts as "black", "still", "silent"). */
export const RAW_DETECTION = {
  /** blackdetect: a frame is black when 98 % of its pixels are under 10 % luma. */
  blackMinSeconds: 0.1,
  blackPictureRatio: 0.98,
  blackPixelThreshold: 0.1,
  /** freezedetect: noise tolerance (-60 dB) and the shortest still stretch reported. */
  freezeNoise: 0.001,
  freezeMinSeconds: 0.5,
  /** silencedetect: under -50 dBFS for at least 0.2 s is silence. */
  silenceNoiseDb: -50,
  silenceMinSeconds: 0.2,
  /** cropdetect: luma under 24/255 counts as a bar. */
  cropLimit: 24,
} as const;

/** One pass over the first video stream: black stretches, still stretches, and the union of non-black content (cropdetect without reset). */
export function videoPassArgs(input: string): string[] {
  const d = RAW_DETECTION;
  const chain = [
    `blackdetect=d=${d.blackMinSeconds}:pic_th=${d.blackPictureRatio}:pix_th=${d.blackPixelThreshold}`,
    `freezedetect=n=${d.freezeNoise}:d=${d.freezeMinSeconds}`,
    `cropdetect=limit=${d.cropLimit}:round=2:reset=0`,
  ].join(",");
  return [
    "-hide_banner",
    "-nostats",
    "-loglevel",
    "info",
    "-i",
    input,
    "-map",
    "0:v:0",
    "-an",
    "-sn",
    "-dn",
    "-vf",
    chain,
    "-f",
    "null",
    "-",
  ];
}

/** One pass over the first audio stream: silent stretches and the integrated loudness (EBU R128, printed once at the end). */
export function audioPassArgs(input: string): string[] {
  const d = RAW_DETECTION;
  const chain = [`silencedetect=n=${d.silenceNoiseDb}dB:d=${d.silenceMinSeconds}`, "ebur128=framelog=verbose"].join(",");
  return [
    "-hide_banner",
    "-nostats",
    "-loglevel",
    "info",
    "-i",
    input,
    "-map",
    "0:a:0",
    "-vn",
    "-sn",
    "-dn",
    "-af",
    chain,
    "-f",
    "null",
    "-",
  ];
}
