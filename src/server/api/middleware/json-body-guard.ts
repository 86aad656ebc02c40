import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../types";
import { errorBody } from "./errors";

/**
 * Bodies never read as JSON: uploads (tus PATCH, presigned PUTs) stream to storage and forms are
 * bounded by their routes. Every other body may reach a JSON parser (Better Auth reads JSON by its
 * own rules), so it is guarded; our readers refuse to read these types as JSON (readJsonBody).
 */
const NOT_JSON =
  /^\s*(multipart\/form-data|application\/x-www-form-urlencoded|application\/(offset\+)?octet-stream|image\/|video\/|audio\/)/i;

/** Whether the guard lets a body of this type through unread: then nothing may parse it as JSON. */
export const isUnguardedBody = (contentType: string | undefined) => NOT_JSON.test(contentType ?? "");

/** Above the 1 MB strings the schemas refuse by name (a 400 naming the field beats a 413). */
export const MAX_JSON_BYTES = 2 * 1024 * 1024;
/** No contract nests beyond a handful of levels; parsers and validators recurse per level. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Whether a JSON text nests arrays and objects deeper than `max`, from its bytes alone: brackets
 * inside strings do not count. UTF-8 continuation bytes never equal these ASCII bytes.
 */
export function nestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (OPENERS.has(b)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(b)) depth--;
  }
  return false;
}

/** The whole body, or "too_large" as soon as it passes `max` bytes (the rest is never read). */
async function readAtMost(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | "too_large"> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return "too_large";
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

const tooLarge = `The request body may be at most ${MAX_JSON_BYTES / 1024 / 1024} MB`;
const tooDeep = `The request body may nest at most ${MAX_JSON_DEPTH} levels of arrays and objects`;

/**
 * One guard for every JSON body the API takes — ours, the admin API's and Better Auth's: size and
 * nesting depth are checked on the raw bytes before anything parses them, so a 50,000-deep array
 * is a 400 instead of a stack overflow in a parser or validator. The bytes read are put back as
 * the request's body for whoever reads it next.
 */
export const jsonBodyGuard = createMiddleware<ApiEnv>(async (c, next) => {
  const raw = c.req.raw;
  // Method and headers first: on @hono/node-server, reading `raw.body` builds a whole Request
  // (an AbortSignal, a body stream), which a GET does not need and an upload must not have, since
  // tus reads it straight from Node's request (decision 047).
  if (raw.method === "GET" || raw.method === "HEAD" || isUnguardedBody(raw.headers.get("content-type") ?? undefined) || !raw.body) {
    return next();
  }
  if (Number(raw.headers.get("content-length") ?? 0) > MAX_JSON_BYTES) return c.json(errorBody("payload_too_large", tooLarge), 413);
  let bytes: Uint8Array<ArrayBuffer> | "too_large";
  try {
    bytes = await readAtMost(raw.body, MAX_JSON_BYTES);
  } catch {
    return c.json(errorBody("validation_error", "The request body could not be read", { _: "Send the whole body" }), 400);
  }
  if (bytes === "too_large") return c.json(errorBody("payload_too_large", tooLarge), 413);
  if (nestsDeeperThan(bytes, MAX_JSON_DEPTH)) return c.json(errorBody("validation_error", tooDeep, { _: tooDeep }), 400);
  // Built from its parts, not `new Request(raw, …)`: on @hono/node-server `raw` is its own
  // lightweight request, which Node's Request does not accept as an input.
  c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: bytes, signal: raw.signal });
  return next();
});
