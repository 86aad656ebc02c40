import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
  releaseIdempotencyKey,
  type IdempotencyRequest,
} from "@/server/domain/api-keys/idempotency-keys";
import { AppError } from "@/server/errors";
import type { SignedInEnv } from "./permissions";

/*
 * `Idempotency-Key` on the writes that create orders or move money (decision 074). Declared on the
 * route with `signedIn(audience, { idempotent: true })`, behind the guard (the key belongs to the
 * caller's buyer account) and before validation. Without the header the route runs as before.
 *
 * - The first request with a key claims it (one row, unique per account and key), runs, and stores
 *   a 2xx answer. Any other answer changed nothing (a refused write writes nothing), so the claim
 *   is released and a retry runs again.
 * - A retry with the same key, route and body gets the stored answer with `Idempotent-Replayed: true`.
 * - The same key with another body or on another route is 422 `idempotency_key_reused`.
 * - A duplicate that arrives while the first still runs waits for its answer, up to
 *   IN_PROGRESS_WAIT_MS, then gets 409: it never runs the write a second time.
 */

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const IN_PROGRESS_WAIT_MS = 5_000;
const POLL_MS = 50;

export const IDEMPOTENCY_HEADER_DESCRIPTION =
  `Optional. A unique string per intended write (a UUID is a good choice; 1–255 visible ASCII characters). ` +
  `A retry with the same key and the same body within ${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours answers what the first request answered, ` +
  `with \`${REPLAYED_HEADER}: true\`, and does nothing again; the same key with another body is 422 \`idempotency_key_reused\`; ` +
  `while the first request runs, a duplicate waits for it and gets 409 if it takes longer than ${IN_PROGRESS_WAIT_MS / 1000} seconds. ` +
  `Only successful answers are kept: after an error the key is free to retry.`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const idempotency = createMiddleware<SignedInEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (!KEY_PATTERN.test(key)) {
    throw new AppError("validation_error", `${IDEMPOTENCY_HEADER}: use 1 to 255 visible ASCII characters (a UUID, for example)`, {
      [IDEMPOTENCY_HEADER]: "Use 1 to 255 visible ASCII characters",
    });
  }
  const db = c.var.ctx.db;
  const body = await c.req.text();
  const request: IdempotencyRequest = {
    callerRef: c.var.caller.buyer.id,
    key,
    route: `${c.req.method} ${c.req.path}`,
    requestHash: createHash("sha256").update(body).digest("hex"),
  };
  const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
  for (;;) {
    const claim = await claimIdempotencyKey(db, request);
    if (claim.kind === "replay") {
      // Set, not returned: the guard in front of this step awaits it and returns nothing.
      c.res = c.json(claim.body as object, claim.status as 200, { [REPLAYED_HEADER]: "true" });
      return;
    }
    if (claim.kind === "mismatch") {
      const error = new AppError(
        "idempotency_key_reused",
        claim.reason === "body"
          ? `This ${IDEMPOTENCY_HEADER} was used with another request body; use a new key for a new request.`
          : `This ${IDEMPOTENCY_HEADER} was used on another route; use a new key for a new request.`,
      );
      error.details = { reason: claim.reason === "body" ? "different_body" : "different_route" };
      throw error;
    }
    if (claim.kind === "in_progress") {
      if (Date.now() >= deadline) {
        const error = new AppError("conflict", `A request with this ${IDEMPOTENCY_HEADER} is still running; retry in a few seconds.`);
        error.details = { reason: "idempotency_key_in_use" };
        throw error;
      }
      await sleep(POLL_MS);
      continue;
    }
    try {
      await next();
    } catch (error) {
      await releaseIdempotencyKey(db, claim.id);
      throw error;
    }
    const res = c.res;
    if (res.status >= 200 && res.status < 300 && (res.headers.get("content-type") ?? "").includes("application/json")) {
      await completeIdempotencyKey(db, claim.id, { status: res.status, body: await res.clone().json() });
    } else {
      await releaseIdempotencyKey(db, claim.id);
    }
    return;
  }
});
