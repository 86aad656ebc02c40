import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError } from "@/contracts/errors";
import { AppError } from "@/server/errors";
import type { ApiEnv } from "../types";

/** Every failure leaves the API as `{ error: { code, message, fields? } }`. */
export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: { code, message, ...(fields && { fields }) } };
}

export function handleError(error: Error, c: Context<ApiEnv>) {
  if (error instanceof AppError) {
    return c.json(errorBody(error.code, error.message, error.fields), error.status);
  }
  if (error instanceof HTTPException) {
    const status: ContentfulStatusCode = error.status;
    return c.json(errorBody(status === 401 ? "unauthenticated" : "http_error", error.message || "Request failed"), status);
  }
  if (error instanceof SyntaxError) {
    return c.json(errorBody("validation_error", "The request body is not valid JSON"), 400);
  }
  c.var.log?.error("unhandled error", { err: error });
  return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
}

export function handleNotFound(c: Context<ApiEnv>) {
  return c.json(errorBody("not_found", `No route for ${c.req.method} ${new URL(c.req.url).pathname}`), 404);
}
