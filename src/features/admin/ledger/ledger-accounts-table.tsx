"use client";

import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ledgerAccountKindSchema } from "@/contracts/admin/ledger";
import { v2 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { formatCents } from "@/lib/money-format";
import { ACCOUNT_KIND_LABELS } from "./account-kinds";
import { Pager, pageRange } from "@/components/ui/pager";

const PAGE_SIZE = 25;

/** Every ledger account with its owner and balance; search by owner, filter by kind, page through. */
export function LedgerAccountsTable() {
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [kind, setKind] = useState("");
  const [page, setPage] = useState(1);
  const searchId = useId();
  const kindId = useId();

  // Searches once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const accounts = useApiData(
    v2.query("GET /ledger/accounts", {
      query: { page, pageSize: PAGE_SIZE, ...(q ? { q } : {}), ...(kind ? { kind: ledgerAccountKindSchema.parse(kind) } : {}) },
    }),
  );

  return (
    <div className="flex flex-col gap-3">
      <form role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(e) => e.preventDefault()}>
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={searchId}>Search by owner</Label>
          <Input
            id={searchId}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Name, e-mail, organization or id"
            autoComplete="off"
          />
        </div>
        <div className="grid gap-1.5 sm:w-52">
          <Label htmlFor={kindId}>Kind</Label>
          <NativeSelect
            id={kindId}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All kinds</option>
            {ledgerAccountKindSchema.options.map((k) => (
              <option key={k} value={k}>
                {ACCOUNT_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </form>

      {accounts.error ? (
        <p role="alert" className="text-destructive text-sm">
          The accounts could not be loaded. Please reload the page.
        </p>
      ) : !accounts.data ? (
        <Skeleton className="h-64 rounded-lg" aria-busy="true" aria-label="Loading accounts" />
      ) : accounts.data.accounts.length === 0 ? (
        <p className="text-muted-foreground py-6 text-sm">
          {q || kind ? "No account matches this search." : "The ledger has no accounts yet."}
        </p>
      ) : (
        <>
          <Table data-testid="ledger-accounts">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Account</TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  Kind
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Balance
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {accounts.data.accounts.map((a) => (
                <TableRow key={a.id} data-account-id={a.id}>
                  <TableCell className="max-w-[14rem] whitespace-normal sm:max-w-none">
                    <Link href={`/admin/ledger/accounts/${a.id}`} className="font-medium underline-offset-4 hover:underline">
                      {a.owner.label}
                    </Link>
                    {a.owner.email && <span className="text-muted-foreground block truncate text-xs">{a.owner.email}</span>}
                    {/* On a phone the kind sits under the name, so the balance stays in view. */}
                    <span className="text-muted-foreground block text-xs sm:hidden">{ACCOUNT_KIND_LABELS[a.kind]}</span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <Badge variant="secondary">{ACCOUNT_KIND_LABELS[a.kind]}</Badge>
                  </TableCell>
                  <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">{formatCents(a.balanceCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager
            label="Pages of accounts"
            className="pt-3"
            status={pageRange(page, PAGE_SIZE, accounts.data.total, "accounts")}
            previous={page > 1 ? { onClick: () => setPage(page - 1) } : null}
            next={page * PAGE_SIZE < accounts.data.total ? { onClick: () => setPage(page + 1) } : null}
          />
        </>
      )}
    </div>
  );
}
