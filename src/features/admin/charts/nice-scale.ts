/**
 * The top of a value axis: the smallest 1, 2 or 5 × 10^k at or above the largest value, so the
 * gridlines fall on round numbers. An all-zero series still gets an axis (0 to 1).
 */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}
