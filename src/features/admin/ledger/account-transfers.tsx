"use client";

import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { LedgerTransferRow } from "@/contracts/admin/ledger";
import { v2 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { isApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/money-format";
import { ACCOUNT_KIND_LABELS, REFERENCE_LABELS, referenceHref } from "./account-kinds";
import { Pager, pageRange } from "@/components/ui/pager";

const PAGE_SIZE = 25;

/** One account: who owns it, its balance, and its transfers newest first with what caused each. */
export function AccountTransfers({ accountId }: { accountId: string }) {
  const [page, setPage] = useState(1);
  const detail = useApiData(v2.query("GET /ledger/accounts/:id", { param: { id: accountId }, query: { page, pageSize: PAGE_SIZE } }));

  if (detail.error) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {isApiError(detail.error, { status: 404 })
          ? "There is no such ledger account."
          : "This account could not be loaded. Please reload the page."}
      </p>
    );
  }
  if (!detail.data) return <Skeleton className="h-96 rounded-xl" aria-busy="true" aria-label="Loading the account" />;
  const { account, transfers, total } = detail.data;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="flex flex-wrap items-center gap-2">
              {account.owner.label} <Badge variant="secondary">{ACCOUNT_KIND_LABELS[account.kind]}</Badge>
            </h2>
          </CardTitle>
          <CardDescription className="flex flex-col gap-1">
            {account.owner.email && <span>{account.owner.email}</span>}
            <span className="font-mono text-xs break-all">Account {account.id}</span>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-muted-foreground text-sm">Balance</p>
            <p className="text-3xl font-semibold tabular-nums" data-testid="account-balance">
              {formatCents(account.balanceCents)}
            </p>
          </div>
          <div className="flex flex-wrap gap-3 text-sm">
            {account.owner.userId && (
              <Link className="underline underline-offset-4" href={`/admin/users/${account.owner.userId}`}>
                Open the user
              </Link>
            )}
            {account.owner.orderId && (
              <Link className="underline underline-offset-4" href={`/admin/disputes/${account.owner.orderId}`}>
                Open the order
              </Link>
            )}
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Transfers</h2>
          </CardTitle>
          <CardDescription>Newest first, with the balance right after each one.</CardDescription>
        </CardHeader>
        <CardContent>
          {transfers.length === 0 ? (
            <p className="text-muted-foreground text-sm">No money has moved through this account yet.</p>
          ) : (
            <>
              <Table data-testid="account-transfers">
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">When</TableHead>
                    <TableHead scope="col">Reason</TableHead>
                    <TableHead scope="col">Other side</TableHead>
                    <TableHead scope="col">Because of</TableHead>
                    <TableHead scope="col" className="text-right">
                      Amount
                    </TableHead>
                    <TableHead scope="col" className="text-right">
                      Balance after
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {transfers.map((x) => (
                    <TransferRow key={x.entryId} transfer={x} />
                  ))}
                </TableBody>
              </Table>
              <Pager
                label="Pages of transfers"
                className="pt-3"
                status={pageRange(page, PAGE_SIZE, total, "transfers")}
                previous={page > 1 ? { onClick: () => setPage(page - 1) } : null}
                next={page * PAGE_SIZE < total ? { onClick: () => setPage(page + 1) } : null}
              />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function TransferRow({ transfer: x }: { transfer: LedgerTransferRow }) {
  const href = referenceHref(x.reference);
  const referenceLabel = `${REFERENCE_LABELS[x.reference.type] ?? x.reference.type} ${x.reference.id.slice(0, 8)}`;
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap">
        <time dateTime={x.createdAt}>{x.createdAt.slice(0, 16).replace("T", " ")}</time>
      </TableCell>
      <TableCell>
        <span className="font-medium">{x.reason.replaceAll("_", " ")}</span>
        {x.description && <span className="text-muted-foreground block text-xs">{x.description}</span>}
      </TableCell>
      <TableCell>
        <Link href={`/admin/ledger/accounts/${x.counterparty.id}`} className="underline-offset-4 hover:underline">
          {x.counterparty.label}
        </Link>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {href ? (
          <Link href={href} className="underline underline-offset-4" title={x.reference.id}>
            {referenceLabel}
          </Link>
        ) : (
          <span title={x.reference.id}>{referenceLabel}</span>
        )}
      </TableCell>
      <TableCell className={`text-right whitespace-nowrap tabular-nums ${x.amountCents < 0 ? "text-destructive" : "text-emerald-700"}`}>
        {x.amountCents > 0 ? "+" : ""}
        {formatCents(x.amountCents)}
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">{formatCents(x.balanceAfterCents)}</TableCell>
    </TableRow>
  );
}
