import "server-only";
import { adminApiDocument } from "@/server/api/admin-openapi-document";
import { apiDocument } from "@/server/api/openapi-document";

/** The OpenAPI document the reference page renders: the one /api/v1/openapi.json serves. */
export function loadApiReference() {
  return apiDocument();
}

/** The administrative API's document (/api/v2/openapi.json), for the admins' reference page. */
export function loadAdminApiReference() {
  return adminApiDocument();
}
