/**
 * A price typed in dollars → integer cents, read digit by digit (no float on the way, so "19.99"
 * is 1999 exactly). "49", "49.5" and "49.50" are accepted; a sign, a third decimal, thousands
 * separators or words are not (null), so the form can say so instead of guessing.
 */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
