import { timeTextsToSpeech } from "@/lib/captions/time-script";
import { detectSpeech } from "@/server/integrations/video/captions/run-captions-ffmpeg";
import type { CaptionProvider } from "./caption-provider";

/**
 * The built-in provider: no account, no model download. It finds the stretches of speech with
 * ffmpeg's silencedetect and lays the given cue texts over them, in order, by their words
 * (src/lib/captions/time-script.ts). It cannot know a word it is not given.
 */
export const builtInCaptionProvider: CaptionProvider = {
  id: "built_in",
  label: "Script timed to the speech",
  needsText: true,
  async caption({ mediaFile, durationMs, texts }) {
    if (!texts || texts.length === 0) return [];
    const speech = await detectSpeech(mediaFile, durationMs);
    return timeTextsToSpeech(texts, speech, durationMs);
  },
};
