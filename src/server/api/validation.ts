import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "@/server/errors";
import { isUnguardedBody } from "./middleware/json-body-guard";

/** Turns zod issues into `{ "field.path": "message" }` for the error shape. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * No string anywhere in a request may hold a NUL byte (PostgreSQL text and jsonb cannot store
 * one) or exceed this length, whatever its schema says — a net under the schemas, for fields
 * typed loosely (records, unknown JSON). Fields set their own, smaller limits.
 */
export const MAX_ANY_STRING = 100_000;

export function unsafeString(value: unknown, path: string[] = []): { path: string; message: string } | null {
  if (typeof value === "string") {
    if (value.includes("\u0000")) return { path: path.join(".") || "_", message: "Must not contain NUL characters" };
    if (value.length > MAX_ANY_STRING) return { path: path.join(".") || "_", message: `Use at most ${MAX_ANY_STRING} characters` };
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    // A key is input too (records are written as jsonb).
    const found = unsafeString(key, [...path, key]) ?? unsafeString(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const unsafe = unsafeString(value);
  if (unsafe) throw new AppError("validation_error", `${unsafe.path}: ${unsafe.message}`, { [unsafe.path]: unsafe.message });
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const first = Object.entries(fields)[0];
    throw new AppError("validation_error", first ? `${first[0]}: ${first[1]}` : "Invalid input", fields);
  }
  return result.data;
}

/**
 * A JSON body, as the body guard checked it (size, depth). A body sent with an upload or form type
 * skipped the guard, so it is not read as JSON. Missing or malformed: a 400 naming the problem.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const notJson = () => new AppError("validation_error", "The request body must be JSON", { _: "Expected a JSON body" });
  if (isUnguardedBody(c.req.header("content-type"))) throw notJson();
  try {
    return await c.req.json();
  } catch {
    throw notJson();
  }
}

/** Reads (readJsonBody) and validates a JSON body. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readJsonBody(c));
}

/**
 * Reads and validates a form post (urlencoded or multipart). Files are not taken here: a file
 * field reads as "". A body that cannot be parsed as the form it claims to be is a 400.
 */
export async function parseForm<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new AppError("validation_error", "The request body is not a valid form", { _: "Expected a form body" });
  }
  return parseWith(schema, Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v : ""])));
}

/**
 * docs/product/api-conventions.md: array parameters come as repeated names without indexes (`niche=a&niche=b`).
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
