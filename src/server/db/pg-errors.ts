/*
 * PostgreSQL error codes, read through Drizzle's wrapping: Drizzle throws its own query error and
 * keeps the driver's error (pg's DatabaseError, or PGlite's) in `.cause`, so a check of `.code` on
 * the outer error never matches. Every check of a database error code goes through `pgErrorCode`.
 */

/** The first SQLSTATE found on the error or along its `cause` chain, or null. */
export function pgErrorCode(error: unknown): string | null {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e !== null && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** A unique index refused the write (23505): someone else got there first. */
export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === "23505";

/** A row another row points to (23503): deleting it would break a foreign key. */
export const isForeignKeyViolation = (error: unknown): boolean => pgErrorCode(error) === "23503";

/**
 * Class 22 "data exception": the value itself is unusable (NUL byte in text, date out of range,
 * number out of range, malformed uuid…). Input that reaches the database this way slipped past a
 * schema; it is still the caller's input, so the API answers 400 rather than 500.
 */
export const isDataException = (error: unknown): boolean => pgErrorCode(error)?.startsWith("22") ?? false;
