"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import type { ProposalStatus } from "@/contracts/campaigns";
import { Button } from "@/components/ui/button";
import { AddFundsButton } from "@/components/wallet/add-funds-button";
import { v1 } from "@/lib/api-client";
import { TextareaField } from "@/components/form-field";
import { errorMessage, isApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/money-format";

type Decision = "shortlist" | "reject" | "accept";

/**
 * The brand's decision on one proposal (docs/product/campaigns-and-proposals.md): shortlist, reject with an optional reason,
 * accept from the shortlist. Accepting pays the price from the wallet into the new order; when the
 * wallet is short nothing happens and Add Funds is offered here.
 */
export function ProposalDecision({
  proposalId,
  status,
  priceCents,
  walletCents,
  campaignOpen,
}: {
  proposalId: string;
  status: ProposalStatus;
  priceCents: number;
  walletCents: number;
  campaignOpen: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<Decision | null>(null);
  const [reason, setReason] = useState("");
  const [short, setShort] = useState(false);

  const decide = async (action: Decision) => {
    setBusy(action);
    setShort(false);
    try {
      await v1.call("POST /auth/campaign/proposals/:id", {
        param: { id: proposalId },
        json: action === "reject" ? { action, reason: reason || undefined } : { action },
      });
      toast.success(
        action === "accept"
          ? "Accepted: the order is funded and the creator can start"
          : action === "shortlist"
            ? "Shortlisted"
            : "Proposal declined",
      );
      router.refresh();
    } catch (error) {
      if (isApiError(error, { code: "insufficient_funds" })) setShort(true);
      toast.error(errorMessage(error, "Could not save your decision"));
    } finally {
      setBusy(null);
    }
  };

  if (status !== "submitted" && status !== "shortlisted") return null;
  if (!campaignOpen) return <p className="text-muted-foreground text-sm">This campaign no longer takes decisions.</p>;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        {status === "submitted" && (
          <Button variant="outline" disabled={busy !== null} onClick={() => void decide("shortlist")}>
            {busy === "shortlist" ? "Shortlisting…" : "Shortlist"}
          </Button>
        )}
        {status === "shortlisted" && (
          <Button variant="brand" disabled={busy !== null} onClick={() => void decide("accept")}>
            {busy === "accept" ? "Accepting…" : `Accept and pay ${formatCents(priceCents)}`}
          </Button>
        )}
      </div>
      {short && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <span>
            Your wallet holds {formatCents(walletCents)}; accepting needs {formatCents(priceCents)}. Add funds, then accept again.
          </span>
          <AddFundsButton balanceCents={walletCents} returnHere />
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <TextareaField
          id="reject-reason"
          label="Reason for declining (optional, shown to the creator)"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="min-h-16"
        />
        <div>
          <Button variant="outline" disabled={busy !== null} onClick={() => void decide("reject")}>
            {busy === "reject" ? "Declining…" : "Decline"}
          </Button>
        </div>
      </div>
    </div>
  );
}
