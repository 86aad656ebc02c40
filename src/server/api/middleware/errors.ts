import { isAPIError } from "better-auth/api";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError } from "@/contracts/errors";
import { isDataException, isUniqueViolation } from "@/server/db/pg-errors";
import { AppError } from "@/server/errors";
import type { ApiEnv } from "../types";

/** Every failure leaves the API as `{ error: { code, message, fields? } }`. */
export function errorBody(code: string, message: string, fields?: Record<string, string>, details?: Record<string, unknown>): ApiError {
  return { error: { code, message, ...(fields && { fields }), ...(details && { details }) } };
}

export function handleError(error: Error, c: Context<ApiEnv>) {
  if (error instanceof AppError) {
    return c.json(errorBody(error.code, error.message, error.fields, error.details), error.status);
  }
  if (error instanceof HTTPException) {
    const status: ContentfulStatusCode = error.status;
    // Thrown by the request validators of declared routes (src/server/api/openapi.ts).
    if (status === 400) {
      const isForm = error.message.includes("FormData");
      return c.json(
        errorBody("validation_error", isForm ? "The request body is not a valid form" : "The request body is not valid JSON", {
          _: isForm ? "Expected a form body" : "Expected a JSON body",
        }),
        400,
      );
    }
    if (status === 415) {
      return c.json(
        errorBody("unsupported_media_type", "Send the body with the content type this route takes", { _: "Unsupported content type" }),
        415,
      );
    }
    return c.json(errorBody(status === 401 ? "unauthenticated" : "http_error", error.message || "Request failed"), status);
  }
  if (error instanceof SyntaxError) {
    return c.json(errorBody("validation_error", "The request body is not valid JSON"), 400);
  }
  // Better Auth refusing a call one of our routes made for the caller (e.g. createOrganization).
  if (isAPIError(error) && error.statusCode >= 400 && error.statusCode < 500) {
    const code = typeof error.body?.code === "string" ? error.body.code.toLowerCase() : "http_error";
    return c.json(errorBody(code, error.body?.message || error.message || "Request refused"), error.statusCode as ContentfulStatusCode);
  }
  // A race lost at a unique index that no use-case turned into its own conflict: still a 409.
  if (isUniqueViolation(error)) {
    c.var.log?.warn("unique violation reached the API", { err: error });
    return c.json(errorBody("conflict", "This conflicts with a change made at the same time. Reload and try again."), 409);
  }
  // A value the database cannot store slipped past a schema: the caller's input, so a 400, logged
  // so that the schema gets fixed.
  if (isDataException(error)) {
    c.var.log?.warn("data exception reached the API", { err: error });
    return c.json(errorBody("validation_error", "The request contains a value that cannot be stored"), 400);
  }
  c.var.log?.error("unhandled error", { err: error });
  return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
}

export function handleNotFound(c: Context<ApiEnv>) {
  return c.json(errorBody("not_found", `No route for ${c.req.method} ${new URL(c.req.url).pathname}`), 404);
}
