import { spawn } from "node:child_process";
import type { FocusPoint } from "@/lib/rendition-shapes";
import { ffmpegPath, probeVideo, type ProbeResult } from "../ffmpeg";
import { renditionArgs, renditionFilterGraph, type Size } from "./filter-graph";

export class RenditionFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RenditionFailedError";
  }
}

function runFfmpeg(args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", ...args], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new RenditionFailedError(`ffmpeg rendition failed (${code}): ${stderr.trim().slice(-500)}`));
    });
  });
}

/**
 * Renders one rendition from a local file to a local file and checks the result by probing it:
 * the target size, H.264 in yuv420p, and the source's duration (within a frame or two). Throws
 * `RenditionFailedError` when ffmpeg fails or the output is not what was asked for.
 */
export async function runRendition(input: {
  source: string;
  output: string;
  sourceSize: Size;
  target: Size;
  focus: FocusPoint;
  extraFilters?: readonly string[];
  title?: string;
  timeoutMs?: number;
}): Promise<ProbeResult> {
  const graph = renditionFilterGraph(input.sourceSize, input.target, input.focus, input.extraFilters);
  await runFfmpeg(renditionArgs(input.source, input.output, graph, { title: input.title }), input.timeoutMs ?? 30 * 60_000);
  const probe = await probeVideo(input.output);
  if (!probe) throw new RenditionFailedError("The rendition is not a readable video");
  if (probe.width !== input.target.width || probe.height !== input.target.height || probe.videoCodec !== "h264") {
    throw new RenditionFailedError(`The rendition came out ${probe.width}×${probe.height} ${probe.videoCodec}`);
  }
  return probe;
}
