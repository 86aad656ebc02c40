import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { auditFiltersSchema, type AuditFilters } from "@/contracts/admin/audit";
import { AdminFrame } from "@/features/admin/admin-frame";
import { FILTER_FIELDS } from "@/features/admin/audit/audit-filters";
import { AuditFiltersForm } from "@/features/admin/audit/audit-filters-form";
import { AuditLogTable } from "@/features/admin/audit/audit-log-table";
import { requireAdminPage } from "@/server/auth/require-admin-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Audit log · Admin", robots: { index: false } };

type RawSearchParams = Record<string, string | string[] | undefined>;

/** The filters come from the URL; an invalid one is shown to the admin by the API's own message rather than dropped silently. */
function filtersFrom(params: RawSearchParams): AuditFilters {
  const raw: Record<string, string> = {};
  for (const key of FILTER_FIELDS) {
    const value = params[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) raw[key] = first;
  }
  const parsed = auditFiltersSchema.safeParse(raw);
  return parsed.success ? parsed.data : raw;
}

/** Who did what to whom: filter by actor, action, target and day; export what is shown as CSV. */
export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage("/admin/audit");
  const filters = filtersFrom(await searchParams);
  return (
    <AdminFrame current="/admin/audit">
      <PageBody>
        <PageHeader title="Audit log" description="Every admin action with its actor, target, reason and what it changed. Newest first." />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Filters</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <AuditFiltersForm filters={filters} />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <AuditLogTable filters={filters} />
          </CardContent>
        </Card>
      </PageBody>
    </AdminFrame>
  );
}
