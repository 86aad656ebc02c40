"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { DisputeOutcome } from "@/contracts/admin/disputes";
import { v2 } from "@/lib/api-client";
import { formatCents } from "@/lib/money-format";
import { feePercentLabel, feeSplit } from "@/lib/platform-fee";
import { ReasonDialog } from "../reason-dialog";
import { centsToDollarsText, dollarsToCents, splitPreview, type SplitPreview } from "./split-preview";

const OPTIONS: { value: DisputeOutcome; label: string; hint: string }[] = [
  { value: "complete", label: "Complete", hint: "Release the escrow to the creator, minus the platform fee. The order completes." },
  { value: "refund", label: "Refund", hint: "Return the escrow to the brand's wallet. The order is refunded." },
  { value: "split", label: "Split", hint: "Pay the creator part (the fee is taken only on that part) and refund the rest." },
];

/**
 * The decision (decision 057): complete, refund or split. A split's amounts are typed in dollars
 * and previewed live by the ledger's own fee rule; the confirmation asks for the written reason,
 * which both parties receive.
 */
export function ResolveDisputeForm(props: { orderId: string; escrowCents: number; feeBps: number; onResolved: () => void }) {
  const [outcome, setOutcome] = useState<DisputeOutcome>("complete");
  const half = Math.floor(props.escrowCents / 2);
  const [creatorText, setCreatorText] = useState(centsToDollarsText(half));
  const [buyerText, setBuyerText] = useState(centsToDollarsText(props.escrowCents - half));
  const ids = { creator: useId(), buyer: useId(), preview: useId(), name: useId() };
  const preview = splitPreview({ escrowCents: props.escrowCents, feeBps: props.feeBps, creatorText, buyerText });
  const whole = feeSplit(props.escrowCents, props.feeBps);

  // Typing one part fills in the other, so the two always add up to the escrow unless edited apart.
  const onCreator = (text: string) => {
    setCreatorText(text);
    const cents = dollarsToCents(text);
    if (cents !== null && cents <= props.escrowCents) setBuyerText(centsToDollarsText(props.escrowCents - cents));
  };
  const onBuyer = (text: string) => {
    setBuyerText(text);
    const cents = dollarsToCents(text);
    if (cents !== null && cents <= props.escrowCents) setCreatorText(centsToDollarsText(props.escrowCents - cents));
  };

  const summary =
    outcome === "complete"
      ? `The creator receives ${formatCents(whole.creatorReceivesCents)} (${formatCents(props.escrowCents)} − ${formatCents(whole.feeCents)} fee); the brand gets nothing back.`
      : outcome === "refund"
        ? `The brand's wallet gets ${formatCents(props.escrowCents)} back; the creator receives nothing.`
        : preview.ok
          ? previewText(preview)
          : preview.message;

  const confirm = async (reason: string) => {
    const body =
      outcome === "split" && preview.ok
        ? { outcome, creatorCents: preview.creatorCents, buyerCents: preview.buyerCents, reason }
        : { outcome, reason };
    await v2.call("POST /disputes/:orderId/resolve", { param: { orderId: props.orderId }, json: body });
    toast.success("Dispute resolved. Both parties are notified.");
    props.onResolved();
  };

  return (
    <Card className="border-brand/40">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Decide
        </CardTitle>
        <CardDescription>
          {formatCents(props.escrowCents)} is in escrow. The platform fee is {feePercentLabel(props.feeBps)}, taken only on what the creator
          receives.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Outcome</legend>
          {OPTIONS.map((o) => (
            <label
              key={o.value}
              className="has-[:checked]:border-brand has-[:checked]:bg-brand/5 flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm"
            >
              <input
                type="radio"
                name={ids.name}
                value={o.value}
                checked={outcome === o.value}
                onChange={() => setOutcome(o.value)}
                className="mt-1"
              />
              <span>
                <span className="font-medium">{o.label}</span>
                <span className="text-muted-foreground block">{o.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>

        {outcome === "split" && (
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor={ids.creator}>To the creator, before the fee ($)</Label>
              <Input
                id={ids.creator}
                inputMode="decimal"
                value={creatorText}
                onChange={(e) => onCreator(e.target.value)}
                aria-describedby={ids.preview}
                aria-invalid={!preview.ok || undefined}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.buyer}>Back to the brand ($)</Label>
              <Input
                id={ids.buyer}
                inputMode="decimal"
                value={buyerText}
                onChange={(e) => onBuyer(e.target.value)}
                aria-describedby={ids.preview}
                aria-invalid={!preview.ok || undefined}
              />
            </div>
          </div>
        )}

        <p
          id={ids.preview}
          aria-live="polite"
          data-testid="resolve-preview"
          className={outcome === "split" && !preview.ok ? "text-destructive text-sm" : "bg-muted rounded-md p-3 text-sm"}
        >
          {summary}
        </p>

        <ReasonDialog
          triggerLabel={`Resolve: ${OPTIONS.find((o) => o.value === outcome)!.label.toLowerCase()}`}
          triggerVariant="default"
          triggerSize="default"
          destructive={outcome === "refund"}
          disabled={outcome === "split" && !preview.ok}
          title="Resolve this dispute"
          description={summary}
          confirmLabel="Resolve dispute"
          reasonLabel="Reason for both parties"
          reasonHint="The brand and the creator receive this reason with the outcome, in the app and by e-mail. It is kept in the audit log."
          onConfirm={confirm}
        />
      </CardContent>
    </Card>
  );
}

function previewText(p: Extract<SplitPreview, { ok: true }>): string {
  return `Creator gets ${formatCents(p.creatorCents)} − ${formatCents(p.feeCents)} fee = ${formatCents(p.creatorNetCents)}; brand gets ${formatCents(p.buyerCents)} back; together ${formatCents(p.creatorCents + p.buyerCents)}, the whole escrow.`;
}
