import { builtInCaptionProvider } from "./built-in-provider";
import type { CaptionProvider } from "./caption-provider";

export type { CaptionProvider, CaptionRequest } from "./caption-provider";

/** The providers this installation has; only the built-in one until a transcribing one is configured. */
const PROVIDERS: readonly CaptionProvider[] = [builtInCaptionProvider];

export const DEFAULT_CAPTION_PROVIDER = builtInCaptionProvider.id;

/** The provider a track names; null when this installation no longer has it. */
export function captionProviderById(id: string): CaptionProvider | null {
  return PROVIDERS.find((p) => p.id === id) ?? null;
}
