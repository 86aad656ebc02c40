import { stat } from "node:fs/promises";
import { describe, expect, it, vi } from "vitest";
import { probeVideo } from "@/server/integrations/video/ffmpeg";
import sharp from "sharp";

describe("demoClip", () => {
  it("makes a vertical ad with sound of the asked length and a vertical poster, and a new process reuses the cached files", async () => {
    const { demoClip } = await import("./demo-clips");
    const clip = await demoClip(12, 4);
    const probe = await probeVideo(clip.file);
    expect(probe).toMatchObject({ width: 540, height: 960, videoCodec: "h264", audioCodec: "aac" });
    expect(Math.abs(probe!.durationMs - 12_000)).toBeLessThan(100);
    expect(await sharp(clip.poster).metadata()).toMatchObject({ format: "jpeg", width: 540, height: 960 });

    // As on a second `npm start`: the module loaded afresh finds the clip on disk and encodes nothing.
    const made = (await stat(clip.file)).mtimeMs;
    vi.resetModules();
    const again = await (await import("./demo-clips")).demoClip(12, 4);
    expect(again).toEqual(clip);
    expect((await stat(again.file)).mtimeMs).toBe(made);
  }, 60_000);

  it("makes another cut for another take", async () => {
    const { demoClip } = await import("./demo-clips");
    const [first, second] = await Promise.all([demoClip(12, 4), demoClip(12, 4, 1)]);
    expect(second.file).not.toBe(first.file);
  }, 60_000);
});
