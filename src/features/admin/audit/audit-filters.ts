import type { AuditFilters } from "@/contracts/admin/audit";

/** The audit log's filters as they appear in the page's URL (shared by the server page and the client form). */
export const FILTER_FIELDS = ["actor", "action", "targetType", "targetId", "from", "to"] as const;

export function filtersToQuery(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_FIELDS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}
