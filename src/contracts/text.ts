import { z } from "zod";

/*
 * Building blocks of request schemas, so every text field has a length limit, no NUL byte
 * (PostgreSQL text cannot hold one: it would be a 500 at the database) and names are not blank.
 */

/** PostgreSQL text cannot hold a NUL byte, so no field may carry one. */
export const hasNoNul = (s: string) => !s.includes("\u0000");
export const NUL_MESSAGE = "Must not contain NUL characters";

/** Free text up to `max` characters, trimmed. */
export const plainText = (max: number) =>
  z.string({ error: "Must be text" }).trim().max(max, `Use at most ${max} characters`).refine(hasNoNul, NUL_MESSAGE);

/** A name or title: trimmed, not blank, at most `max` characters. */
export const requiredName = (max: number, required = "Enter a name") =>
  z.string({ error: required }).trim().min(1, required).max(max, `Use at most ${max} characters`).refine(hasNoNul, NUL_MESSAGE);

/** An opaque identifier or code sent back by the client (plan codes, user ids…). */
export const identifier = (max = 100, required = "Required") =>
  z.string({ error: required }).trim().min(1, required).max(max, `Use at most ${max} characters`).refine(hasNoNul, NUL_MESSAGE);

/**
 * A calendar date YYYY-MM-DD that exists (no 1990-02-30) and lies within [min, max]. The lower
 * bound matters: `0000-01-01` parses in JavaScript but PostgreSQL has no year 0.
 */
export const calendarDate = (options: { min?: string; max?: string; message?: string } = {}) => {
  const { min = "1900-01-01", max = "9999-12-31", message = "Enter a date as YYYY-MM-DD" } = options;
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((d) => {
      const parsed = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(d);
    }, "Enter a real date")
    .refine((d) => d >= min && d <= max, `Enter a date between ${min} and ${max}`);
};
