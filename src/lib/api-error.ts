import type { z } from "zod";
import { ApiClientError } from "./api-client";

/*
 * How a form or an action reads a failed call: the API's message when it sent one, otherwise a
 * sentence for the person (the network failed, the server crashed). The API's messages are written
 * for people (`{ error: { code, message, fields } }`), so they are shown as they are.
 */

export const FALLBACK_ERROR_MESSAGE = "Something went wrong. Please try again.";

/** The API's message for a failed call, or `fallback` when the failure is not an API answer. */
export function errorMessage(error: unknown, fallback: string = FALLBACK_ERROR_MESSAGE): string {
  return error instanceof ApiClientError ? error.message : fallback;
}

/** The API's per-field messages (`{ field: message }`), when it named fields. */
export function errorFields(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiClientError ? error.fields : undefined;
}

/** Whether a failure is an API answer, optionally with this status or error code. */
export function isApiError(error: unknown, match: { status?: number; code?: string } = {}): error is ApiClientError {
  if (!(error instanceof ApiClientError)) return false;
  if (match.status !== undefined && error.status !== match.status) return false;
  return match.code === undefined || error.code === match.code;
}

/** A contract schema's issues as `{ field: message }`, the first message of each top-level field: the API's shape. */
export function schemaErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "_")] ??= issue.message;
  return fields;
}
