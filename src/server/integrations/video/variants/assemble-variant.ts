import { spawn } from "node:child_process";
import { ffmpegPath } from "../ffmpeg";
import { assembleVariantArgs, type AssembleSpec } from "./assemble-args";

/** Runs ffmpeg on files (nothing of the video passes through this process); throws with ffmpeg's last words on failure. */
export function assembleVariant(spec: AssembleSpec, timeoutMs = 20 * 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), assembleVariantArgs(spec), { stdio: ["ignore", "ignore", "pipe"] });
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
      else reject(new Error(`ffmpeg could not assemble the variant (exit ${code}): ${stderr.trim()}`));
    });
  });
}
