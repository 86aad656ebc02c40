"use client";

import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { useSWRConfig } from "swr";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import type { BuyerAccountOption } from "@/contracts/admin/plans";
import { ReasonDialog } from "@/features/admin/reason-dialog";
import { v2 } from "@/lib/api-client";
import { dataKey, useApiData } from "@/lib/use-api";
import { plansQuery } from "./plans-table";

const accountsQuery = (q: string, complimentary?: boolean) =>
  v2.query("GET /buyer-accounts", {
    query: { q, ...(complimentary === undefined ? {} : { complimentary: complimentary ? ("true" as const) : ("false" as const) }) },
  });

/**
 * Complimentary plans: who has one now (each can be ended), and a search to pick an organization
 * or buyer to grant one to. Both actions ask for a reason and are audited.
 */
export function ComplimentaryPlans() {
  const { mutate } = useSWRConfig();
  const current = useApiData(accountsQuery("", true));
  const refresh = () => {
    void current.mutate();
    void mutate(dataKey(plansQuery()));
    void mutate((key) => Array.isArray(key) && key[1] === "GET /buyer-accounts");
  };
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="comp-current" className="flex flex-col gap-2">
        <h3 id="comp-current" className="font-medium">
          On a complimentary plan
        </h3>
        {current.error ? (
          <p role="alert" className="text-destructive text-sm">
            Could not be loaded.
          </p>
        ) : !current.data ? (
          <Skeleton className="h-12 rounded-lg" aria-label="Loading complimentary plans" />
        ) : current.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nobody has a complimentary plan.</p>
        ) : (
          <ul className="divide-y" data-testid="complimentary-holders">
            {current.data.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <AccountName account={a} />
                <ReasonDialog
                  triggerLabel="End"
                  triggerAriaLabel={`End ${a.name}'s complimentary plan`}
                  destructive
                  title={`End ${a.name}'s complimentary plan`}
                  description="The plan stops being free and ends at the end of its current period; nothing is charged. The owner can resume it from billing and pay for it."
                  confirmLabel="End complimentary plan"
                  reasonHint="Kept in the audit log."
                  onConfirm={async (reason) => {
                    // DELETE with a body: the reason is required and kept in the audit log.
                    await v2.call("DELETE /organizations/:buyerAccountId/complimentary-plan", {
                      param: { buyerAccountId: a.id },
                      json: { reason },
                    });
                    toast.success(`${a.name}'s complimentary plan ends at the period end`);
                    refresh();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <GrantComplimentary onGranted={refresh} />
    </div>
  );
}

function AccountName({ account: a }: { account: BuyerAccountOption }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="flex flex-wrap items-center gap-2 font-medium">
        {a.name}
        <Badge variant="outline">{a.kind === "organization" ? "organization" : "person"}</Badge>
        {a.subscription && (
          <Badge variant={a.subscription.isComplimentary ? "secondary" : "outline"}>
            {a.subscription.planName}
            {a.subscription.isComplimentary ? " · free" : ""}
          </Badge>
        )}
      </span>
      {a.email && <span className="text-muted-foreground truncate text-xs">{a.email}</span>}
    </span>
  );
}

function GrantComplimentary({ onGranted }: { onGranted: () => void }) {
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [picked, setPicked] = useState<BuyerAccountOption | null>(null);
  const [planId, setPlanId] = useState("");
  const searchId = useId();
  const planSelectId = useId();
  const plans = useApiData(plansQuery());
  const results = useApiData(q ? accountsQuery(q) : null);

  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <section aria-labelledby="comp-grant" className="flex flex-col gap-3">
      <h3 id="comp-grant" className="font-medium">
        Grant a complimentary plan
      </h3>
      <div className="grid gap-1.5">
        <Label htmlFor={searchId}>Find an organization or buyer</Label>
        <Input
          id={searchId}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="Organization, name or e-mail"
          autoComplete="off"
        />
      </div>
      {q && (
        <div aria-live="polite">
          {!results.data ? (
            <p className="text-muted-foreground text-sm">Searching…</p>
          ) : results.data.length === 0 ? (
            <p className="text-muted-foreground text-sm">No organization or buyer matches “{q}”.</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Matching accounts">
              {results.data.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <AccountName account={a} />
                  <button
                    type="button"
                    className="text-primary text-sm font-medium underline-offset-4 hover:underline disabled:opacity-50"
                    aria-pressed={picked?.id === a.id}
                    disabled={a.subscription?.isComplimentary === true}
                    onClick={() => setPicked(a)}
                  >
                    {picked?.id === a.id ? "Chosen" : a.subscription?.isComplimentary ? "Already free" : "Choose"}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {picked && (
        <div className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-end">
          <p className="flex-1 text-sm">
            For <strong>{picked.name}</strong>
            {picked.subscription ? ` (now on ${picked.subscription.planName}; it becomes free on the plan chosen)` : " (no plan now)"}
          </p>
          <div className="grid gap-1.5 sm:w-48">
            <Label htmlFor={planSelectId}>Plan</Label>
            <NativeSelect id={planSelectId} value={planId} onChange={(e) => setPlanId(e.target.value)}>
              <option value="">Choose a plan</option>
              {(plans.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.packageName}
                </option>
              ))}
            </NativeSelect>
          </div>
          <ReasonDialog
            triggerLabel="Grant"
            triggerVariant="default"
            triggerSize="default"
            disabled={!planId}
            title={`Grant ${picked.name} a complimentary plan`}
            description="Its renewals charge nothing until an admin ends it. A period already paid for is not refunded."
            confirmLabel="Grant plan"
            reasonHint="Kept in the audit log."
            onConfirm={async (reason) => {
              await v2.call("POST /organizations/:buyerAccountId/complimentary-plan", {
                param: { buyerAccountId: picked.id },
                json: { planId, reason },
              });
              toast.success(`${picked.name} now has a complimentary plan`);
              setPicked(null);
              setPlanId("");
              onGranted();
            }}
          />
        </div>
      )}
    </section>
  );
}
