/*
 * Arithmetic shared by seats.ts and brands.ts (docs/product/current-user.md "Values derived from the current user":
 * brands are "worked out the same way" as seats). Inputs may be missing (null/undefined) because
 * the current user may still be loading or come from a partial response; a missing or non-finite
 * number is treated as unknown, never as a real value.
 */

/** A count that may be missing. */
export type MaybeCount = number | null | undefined;

function known(value: MaybeCount): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

function clampPct(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/**
 * total − used; 0 if either value is missing (docs/product/current-user.md). Not clamped: when a downgrade leaves more
 * in use than the total, the negative number reports the over-use truthfully; the percentages
 * below are clamped for display.
 */
export function quotaRemaining(total: MaybeCount, used: MaybeCount): number {
  if (!known(total) || !known(used)) return 0;
  return total - used;
}

/** Remaining as a share of total, 0..100; 0 when total is 0 or missing (no division by zero). */
export function quotaRemainingPct(total: MaybeCount, used: MaybeCount): number {
  if (!known(total) || total <= 0) return 0;
  return clampPct((quotaRemaining(total, used) / total) * 100);
}

/** Used as a share of total, 0..100; 0 when total is 0 or missing, or used is missing. */
export function quotaUsedPct(total: MaybeCount, used: MaybeCount): number {
  if (!known(total) || total <= 0 || !known(used)) return 0;
  return clampPct((used / total) * 100);
}

/** total − included, never below 0 (an allowance can't be negatively "additional"); 0 if total is missing. */
export function quotaAdditional(total: MaybeCount, included: number): number {
  if (!known(total)) return 0;
  return Math.max(0, total - included);
}

/**
 * What an account without a plan has, in words, or null once it has one. Without a plan the
 * included/extra split means nothing: total − 0 would call the free base allowance "extra", as if
 * it had been bought. `whoWhenOne` names the single free one ("you", "your own").
 */
export function quotaWithoutPlanText(
  total: MaybeCount,
  hasPlan: boolean,
  unit: { one: string; many: string; whoWhenOne: string },
): string | null {
  if (hasPlan || !known(total)) return null;
  if (total === 1) return `No plan yet: 1 ${unit.one} — ${unit.whoWhenOne}`;
  return `No plan yet: ${total} ${unit.many}`;
}
