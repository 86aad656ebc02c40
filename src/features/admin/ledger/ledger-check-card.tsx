"use client";

import { formatDistanceStrict } from "date-fns";
import { CheckCircle2, Loader2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { LedgerCheckRunView } from "@/contracts/admin/ledger";
import { v2 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { errorMessage } from "@/lib/api-error";

const number = new Intl.NumberFormat("en-US");

/** The latest recorded consistency check — when, by whom, what it found — and a button to run it now. */
export function LedgerCheckCard() {
  const check = useApiData(v2.query("GET /ledger/check"));
  const [running, setRunning] = useState(false);

  const runNow = async () => {
    setRunning(true);
    try {
      const run = await v2.call("POST /ledger/check");
      await check.mutate(run.data, { revalidate: false });
      if (run.data.ok) toast.success("The ledger adds up");
      else toast.error(`The check found ${run.data.problems.length} problem(s)`);
    } catch (error) {
      toast.error(errorMessage(error, "The check could not run. Please try again."));
    } finally {
      setRunning(false);
    }
  };

  const run = check.data;
  return (
    <Card data-testid="ledger-check" data-ok={run ? String(run.ok) : undefined}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2 className="flex items-center gap-2">
              {run === undefined ? (
                "Consistency check"
              ) : run === null ? (
                "Not checked yet"
              ) : run.ok ? (
                <>
                  <CheckCircle2 aria-hidden className="size-5 text-emerald-600" />
                  The ledger adds up
                </>
              ) : (
                <>
                  <TriangleAlert aria-hidden className="text-destructive size-5" />
                  The ledger has problems
                </>
              )}
            </h2>
          </CardTitle>
          <CardDescription aria-live="polite">
            {check.error ? (
              <span role="alert" className="text-destructive">
                The last check could not be loaded.
              </span>
            ) : run === undefined ? (
              <Skeleton className="h-4 w-64" aria-label="Loading the last check" />
            ) : run === null ? (
              "The scheduled check runs every hour; run it now to see where the ledger stands."
            ) : (
              <LastRun run={run} />
            )}
          </CardDescription>
        </div>
        <Button onClick={runNow} disabled={running} className="shrink-0">
          {running && <Loader2 aria-hidden className="size-4 animate-spin" />}
          Run check now
        </Button>
      </CardHeader>
      <CardContent className="text-muted-foreground text-sm">
        Every balance equals the sum of its entries, every transfer has its two entries, all balances sum to zero and no wallet, escrow or
        earnings account is below zero.
        {run && !run.ok && (
          <ul className="text-destructive mt-3 list-disc pl-5" aria-label="Problems found">
            {run.problems.map((p) => (
              <li key={p} className="break-words">
                {p}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function LastRun({ run }: { run: LedgerCheckRunView }) {
  const when = new Date(run.ranAt);
  return (
    <span data-testid="ledger-check-last-run">
      Last checked{" "}
      <time dateTime={run.ranAt} title={`${run.ranAt.slice(0, 19).replace("T", " ")} UTC`}>
        {formatDistanceStrict(when, new Date(), { addSuffix: true })}
      </time>{" "}
      {run.requestedBy ? `by ${run.requestedBy.name ?? "an admin"}` : "by the scheduled check"}, over {number.format(run.accounts)} accounts
      and {number.format(run.transfers)} transfers.
    </span>
  );
}
