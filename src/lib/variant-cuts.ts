/**
 * Cut points of an assembled variant (decision 080): a variant is an extra hook, then the body and
 * the call to action, both segments of the approved video. The default body runs from the end of
 * the original hook to the start of the last `ctaMs`, and the call to action is those last `ctaMs`.
 * Shared by the brand's form and the server's check, so both refuse the same cuts in the same words.
 */

export const DEFAULT_ORIGINAL_HOOK_MS = 3000;
export const DEFAULT_CTA_MS = 3000;
/** Shorter segments make no sense as a body or a call to action. */
export const MIN_SEGMENT_MS = 500;

export interface VariantCuts {
  bodyStartMs: number;
  bodyEndMs: number;
  ctaStartMs: number;
  ctaEndMs: number;
}

/** The default cuts of a video this long; a video too short for the defaults is split in two. */
export function defaultCuts(durationMs: number, originalHookMs = DEFAULT_ORIGINAL_HOOK_MS, ctaMs = DEFAULT_CTA_MS): VariantCuts {
  const d = Math.max(0, Math.floor(durationMs));
  if (originalHookMs + ctaMs + MIN_SEGMENT_MS > d) {
    const half = Math.floor(d / 2);
    return { bodyStartMs: 0, bodyEndMs: half, ctaStartMs: half, ctaEndMs: d };
  }
  return { bodyStartMs: originalHookMs, bodyEndMs: d - ctaMs, ctaStartMs: d - ctaMs, ctaEndMs: d };
}

/** Field → message for cuts that do not fit the video; empty when they do. */
export function cutErrors(cuts: VariantCuts, durationMs: number): Partial<Record<keyof VariantCuts, string>> {
  const errors: Partial<Record<keyof VariantCuts, string>> = {};
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  for (const key of ["bodyStartMs", "bodyEndMs", "ctaStartMs", "ctaEndMs"] as const) {
    if (!whole(cuts[key])) errors[key] = "Use a whole number of milliseconds, 0 or more";
    else if (cuts[key] > durationMs) errors[key] = `The video is only ${(durationMs / 1000).toFixed(1)} s long`;
  }
  if (Object.keys(errors).length > 0) return errors;
  if (cuts.bodyEndMs - cuts.bodyStartMs < MIN_SEGMENT_MS) errors.bodyEndMs = `The body must last at least ${MIN_SEGMENT_MS / 1000} s`;
  if (cuts.ctaEndMs - cuts.ctaStartMs < MIN_SEGMENT_MS)
    errors.ctaEndMs = `The call to action must last at least ${MIN_SEGMENT_MS / 1000} s`;
  return errors;
}

/** What a variant of these parts lasts. */
export function variantDurationMs(hookMs: number, cuts: VariantCuts): number {
  return hookMs + (cuts.bodyEndMs - cuts.bodyStartMs) + (cuts.ctaEndMs - cuts.ctaStartMs);
}

/** "0:03.5" */
export function formatCut(ms: number): string {
  const s = ms / 1000;
  const minutes = Math.floor(s / 60);
  const seconds = (s - minutes * 60).toFixed(1).padStart(4, "0");
  return `${minutes}:${seconds}`;
}
