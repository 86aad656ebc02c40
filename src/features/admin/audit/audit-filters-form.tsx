"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AuditFilters } from "@/contracts/admin/audit";
import { FILTER_FIELDS, filtersToQuery } from "./audit-filters";

const FIELDS: { key: (typeof FILTER_FIELDS)[number]; label: string; placeholder?: string; type?: string }[] = [
  { key: "actor", label: "Actor", placeholder: "E-mail or user id" },
  { key: "action", label: "Action", placeholder: "e.g. plan.price_change or plan." },
  { key: "targetType", label: "Target type", placeholder: "e.g. user, order, plan" },
  { key: "targetId", label: "Target id" },
  { key: "from", label: "From (UTC day)", type: "date" },
  { key: "to", label: "To (UTC day)", type: "date" },
];

/** The audit filters as a form whose submission becomes the page's URL, so a filtered view can be shared and reloaded. */
export function AuditFiltersForm({ filters }: { filters: AuditFilters }) {
  const router = useRouter();
  const baseId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: AuditFilters = {};
    for (const key of FILTER_FIELDS) {
      const raw = data.get(key);
      const value = typeof raw === "string" ? raw.trim() : "";
      if (value) next[key] = value;
    }
    const query = filtersToQuery(next);
    router.push(query ? `/admin/audit?${query}` : "/admin/audit");
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Filter the audit log"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      key={filtersToQuery(filters)}
    >
      {FIELDS.map((f) => (
        <div key={f.key} className="grid gap-1.5">
          <Label htmlFor={`${baseId}-${f.key}`}>{f.label}</Label>
          <Input
            id={`${baseId}-${f.key}`}
            name={f.key}
            type={f.type ?? "text"}
            defaultValue={filters[f.key] ?? ""}
            placeholder={f.placeholder}
            autoComplete="off"
          />
        </div>
      ))}
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="outline" onClick={() => router.push("/admin/audit")}>
          Clear
        </Button>
      </div>
    </form>
  );
}
