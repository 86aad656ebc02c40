import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "@/server/errors";

/** Turns zod issues into `{ "field.path": "message" }` for the error shape. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const first = Object.entries(fields)[0];
    throw new AppError("validation_error", first ? `${first[0]}: ${first[1]}` : "Invalid input", fields);
  }
  return result.data;
}

/** Reads and validates a JSON body; a missing or malformed body is a 400 naming the problem. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("validation_error", "The request body must be JSON", { _: "Expected a JSON body" });
  }
  return parseWith(schema, body);
}

/**
 * SPEC.md §7: array parameters come as repeated names without indexes (`niche=a&niche=b`).
 * A name given once is a string, given several times an array; `queryArray` accepts both.
 */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const raw: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    raw[key] = values.length === 1 ? values[0]! : values;
  }
  return parseWith(schema, raw);
}

export const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item));
