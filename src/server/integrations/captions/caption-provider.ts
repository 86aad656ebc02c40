import type { Cue } from "@/lib/captions/cues";

/*
 * Caption providers (decision 079): something that turns a delivered video, and the words when it
 * needs them, into timed cues. The built-in one times words it is given to the speech it hears; a
 * provider that transcribes (a local speech-to-text model, a hosted service behind its settings)
 * plugs in beside it and ignores `texts`. Chosen per track by id; the worker runs it on a local
 * copy of the file.
 */

export interface CaptionRequest {
  /** A local copy of the delivered file (the worker's scratch folder). */
  mediaFile: string;
  durationMs: number;
  language: string;
  /** The words as cue texts, in order; null for a provider that transcribes. */
  texts: readonly string[] | null;
}

export interface CaptionProvider {
  /** Stored on the track (`caption_track.provider`). */
  readonly id: string;
  readonly label: string;
  /** Whether it needs the words (true: it times them; false: it finds them itself). */
  readonly needsText: boolean;
  caption(request: CaptionRequest): Promise<Cue[]>;
}
