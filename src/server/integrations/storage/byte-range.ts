import { RangeNotSatisfiableError, type ByteRange } from "./types";

/** Clamps a requested range to an object of `size` bytes; a start past the end is unsatisfiable. */
export function resolveRange(requested: { start: number; end?: number } | undefined, size: number): ByteRange | null {
  if (!requested) return null;
  if (requested.start >= size || requested.start < 0) throw new RangeNotSatisfiableError(size);
  const end = Math.min(requested.end ?? size - 1, size - 1);
  if (end < requested.start) throw new RangeNotSatisfiableError(size);
  return { start: requested.start, end };
}

/**
 * Parses a single-range `Range` header (`bytes=0-99`, `bytes=100-`, `bytes=-500`). Anything else
 * (several ranges, other units, garbage) answers null and the whole object is sent, as RFC 9110
 * allows a server to do.
 */
export function parseRangeHeader(header: string | undefined, size: number): { start: number; end?: number } | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(size - suffix, 0) };
  }
  return { start: Number(match[1]), ...(match[2] !== "" && { end: Number(match[2]) }) };
}
