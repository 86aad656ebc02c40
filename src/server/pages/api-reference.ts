import "server-only";
import { apiDocument } from "@/server/api/openapi-document";

/** The OpenAPI document the reference page renders: the one /api/v1/openapi.json serves. */
export function loadApiReference() {
  return apiDocument();
}
