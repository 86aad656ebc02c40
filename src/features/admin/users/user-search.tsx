"use client";

import { Search } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Pager } from "@/components/ui/pager";
import { Skeleton } from "@/components/ui/skeleton";
import { userFilterSchema, type UserFilter, type UserSearchPage } from "@/contracts/admin/users";
import { v2 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { UserTable } from "./user-table";

const FILTERS: { value: UserFilter; label: string }[] = [
  { value: "all", label: "Everyone" },
  { value: "brand", label: "Brands" },
  { value: "creator", label: "Creators" },
  { value: "admin", label: "Admins" },
  { value: "banned", label: "Banned" },
  { value: "unverified", label: "Unverified" },
];

/** Typing waits this long before searching, so a name is one request, not one per letter. */
const DEBOUNCE_MS = 300;
/** The URL keeps the cursors of the pages before this one, so "Previous", links and the back button all work. */
const TRAIL_SEPARATOR = "~";

function urlFor(pathname: string, state: { q: string; filter: UserFilter; trail: string[] }): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.filter !== "all") params.set("filter", state.filter);
  if (state.trail.length > 0) params.set("trail", state.trail.join(TRAIL_SEPARATOR));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The admin's user search (decision 058): a debounced search box and filter chips whose state
 * lives in the URL (linkable; the back button returns to the same search and page), a table of
 * 25 users per page, and keyset paging.
 */
export function UserSearch() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const q = params.get("q") ?? "";
  const parsedFilter = userFilterSchema.safeParse(params.get("filter") ?? "all");
  const filter: UserFilter = parsedFilter.success ? parsedFilter.data : "all";
  const trail = (params.get("trail") ?? "").split(TRAIL_SEPARATOR).filter(Boolean);
  const cursor = trail.at(-1);
  const [text, setText] = useState(q);
  const inputId = useId();
  const filtersId = useId();

  // Follows the URL when it changes from outside (back button, a link).
  useEffect(() => setText((current) => (current.trim() === q ? current : q)), [q]);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => router.replace(urlFor(pathname, { q: text.trim(), filter, trail: [] }), { scroll: false }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, filter, pathname, router]);

  const page = useApiData(v2.query("GET /users", { query: { q: q || undefined, filter: filter === "all" ? undefined : filter, cursor } }));

  const nextCursor = page.data?.nextCursor;
  const go = (next: { filter?: UserFilter; trail?: string[] }) =>
    router.push(urlFor(pathname, { q, filter: next.filter ?? filter, trail: next.trail ?? [] }), { scroll: false });

  return (
    <div className="flex flex-col gap-4">
      <form role="search" className="flex flex-col gap-2" onSubmit={(e) => e.preventDefault()}>
        <Label htmlFor={inputId}>Search users</Label>
        <div className="relative">
          <Search aria-hidden className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2" />
          <Input
            id={inputId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="E-mail, name, id or custom URL"
            className="pl-9"
            autoComplete="off"
            maxLength={200}
          />
        </div>
      </form>
      <div role="group" aria-labelledby={filtersId} className="flex flex-wrap items-center gap-2">
        <span id={filtersId} className="text-muted-foreground text-sm">
          Show
        </span>
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            type="button"
            size="sm"
            variant={filter === f.value ? "default" : "outline"}
            aria-pressed={filter === f.value}
            className="rounded-full"
            onClick={() => go({ filter: f.value })}
          >
            {f.label}
          </Button>
        ))}
      </div>
      <Results page={page.data} error={Boolean(page.error)} searching={Boolean(q) || filter !== "all"} />
      <Pager
        label="Pages of users"
        status={`Page ${trail.length + 1}`}
        previous={trail.length > 0 ? { onClick: () => go({ trail: trail.slice(0, -1) }) } : null}
        next={nextCursor ? { onClick: () => go({ trail: [...trail, nextCursor] }) } : null}
      />
    </div>
  );
}

function Results({ page, error, searching }: { page: UserSearchPage | undefined; error: boolean; searching: boolean }) {
  if (error) {
    return (
      <p role="alert" className="text-destructive text-sm">
        Users could not be loaded. Check the search and try again.
      </p>
    );
  }
  if (!page) return <Skeleton className="h-72 rounded-xl" aria-busy="true" aria-label="Loading users" />;
  if (page.users.length === 0) {
    return (
      <div className="rounded-xl border border-dashed p-8 text-center" role="status">
        <p className="font-medium">No users found</p>
        <p className="text-muted-foreground text-sm">
          {searching
            ? "Try the start of an e-mail, a first name or a surname, an exact id, or another filter."
            : "Nobody has signed up yet."}
        </p>
      </div>
    );
  }
  return (
    <div className="bg-background rounded-xl border">
      <UserTable users={page.users} />
    </div>
  );
}
