"use client";

import { Check, Copy, Loader2, RefreshCw } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Field, SelectField, TextareaField } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { PaidUsageView } from "@/contracts/paid-usage";
import { v1 } from "@/lib/api-client";
import { errorFields, errorMessage } from "@/lib/api-error";
import { formatCents } from "@/lib/money-format";
import {
  handOverErrors,
  PAID_USAGE_PLATFORM_LABELS,
  PAID_USAGE_STATUS_LABELS,
  TIKTOK_CODE_WINDOWS,
  type PaidUsageStatus,
} from "@/lib/paid-usage";
import { useApiData } from "@/lib/use-api";

/*
 * Paid usage on the order page of both sides (decision 084): what was bought and its state, the
 * creator's hand-over form (format checked as typed and again by the server) and revoke button, the
 * brand's revealed code with a copy button, renewal and — when the hand-over is overdue — refund.
 * Renders nothing for an order without paid usage.
 */

const listQuery = (orderId: string) => v1.query("GET /auth/orders/:id/paid-usage", { param: { id: orderId } });

const STATUS_VARIANT: Record<PaidUsageStatus, "warning" | "success" | "destructive" | "secondary"> = {
  pending: "warning",
  active: "success",
  expiring: "warning",
  expired: "secondary",
  revoked: "destructive",
  refunded: "secondary",
};

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }) : "";

export function PaidUsagePanel({ orderId, viewer }: { orderId: string; viewer: "buyer" | "creator" }) {
  const { data, error, mutate } = useApiData(listQuery(orderId));
  if (error) return <p className="text-destructive text-sm">Paid usage could not be loaded: {errorMessage(error)}</p>;
  if (!data || data.length === 0) return null;
  const refresh = async () => {
    await mutate();
  };
  return (
    <Card data-testid="paid-usage">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Paid usage
        </CardTitle>
        <CardDescription>
          {viewer === "buyer"
            ? "Run the videos as ads from the creator's own account. The price is held until the creator hands the code over."
            : "The brand runs the videos as ads from your account. You are paid when you hand the code over."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4" aria-label="Paid-usage authorisations">
          {data.map((a) => (
            <li
              key={a.id}
              className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4"
              data-testid="paid-usage-item"
              data-status={a.status}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium">
                  {PAID_USAGE_PLATFORM_LABELS[a.platform]}
                  {a.renewalOf ? " (renewal)" : ""}
                </h3>
                <Badge variant={STATUS_VARIANT[a.status]}>{PAID_USAGE_STATUS_LABELS[a.status]}</Badge>
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt className="text-muted-foreground">Window</dt>
                <dd>{a.windowDays} days</dd>
                <dt className="text-muted-foreground">Price</dt>
                <dd>{formatCents(a.priceCents)}</dd>
                {a.startsAt && (
                  <>
                    <dt className="text-muted-foreground">Runs</dt>
                    <dd>
                      {day(a.startsAt)} – {day(a.endsAt)}
                    </dd>
                  </>
                )}
                {a.status === "pending" && a.handOverDueAt && (
                  <>
                    <dt className="text-muted-foreground">Hand over by</dt>
                    <dd>{day(a.handOverDueAt)}</dd>
                  </>
                )}
                {a.revokeReason && (
                  <>
                    <dt className="text-muted-foreground">Reason</dt>
                    <dd className="break-words">{a.revokeReason}</dd>
                  </>
                )}
              </dl>
              {a.revealed && <Revealed item={a} />}
              {!a.revealed && a.codeHint && (
                <p className="text-muted-foreground text-sm">
                  Handed over: <span className="font-mono break-all">{a.codeHint}</span>
                </p>
              )}
              {a.canHandOver && <HandOverForm item={a} onDone={refresh} />}
              <div className="flex flex-wrap gap-2">
                {a.canRenew && <RenewButton item={a} onDone={refresh} />}
                {a.canRefund && <RefundButton item={a} onDone={refresh} />}
                {a.canRevoke && <RevokeButton item={a} onDone={refresh} />}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Revealed({ item }: { item: PaidUsageView }) {
  const value =
    item.platform === "tiktok_spark"
      ? (item.revealed?.code ?? "")
      : `Account ${item.revealed?.accountId ?? ""} · permission ${item.revealed?.permissionId ?? ""}`;
  const [copied, setCopied] = useState(false);
  return (
    <div className="bg-muted/50 flex flex-col gap-2 rounded-md p-3">
      <p className="text-sm font-medium">{item.platform === "tiktok_spark" ? "Spark Ads code" : "Partnership-ads permission"}</p>
      <code className="text-sm break-all" data-testid="paid-usage-code">
        {value}
      </code>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(item.platform === "tiktok_spark" ? (item.revealed?.code ?? "") : value);
            setCopied(true);
            toast.success("Copied");
          } catch {
            toast.error("Copy failed: select the text and copy it");
          }
        }}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? "Copied" : "Copy"}
      </Button>
    </div>
  );
}

function HandOverForm({ item, onDone }: { item: PaidUsageView; onDone: () => Promise<void> }) {
  const id = useId();
  const [code, setCode] = useState("");
  const [codeWindowDays, setCodeWindowDays] = useState(String(TIKTOK_CODE_WINDOWS.find((d) => d >= item.windowDays) ?? 365));
  const [accountId, setAccountId] = useState("");
  const [permissionId, setPermissionId] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const isTikTok = item.platform === "tiktok_spark";

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = isTikTok
      ? { code: code.trim(), codeWindowDays: Number(codeWindowDays) }
      : { accountId: accountId.trim(), permissionId: permissionId.trim() };
    const found = handOverErrors(item, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await v1.call("POST /auth/paid-usage/:id/hand-over", { param: { id: item.id }, json: body });
      toast.success(`Handed over: ${formatCents(item.priceCents)} is released to you (minus the platform fee)`);
      await onDone();
    } catch (error) {
      setErrors(errorFields(error) ?? {});
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate aria-label="Hand over the paid-usage code">
      {isTikTok ? (
        <>
          <Field
            id={`${id}-code`}
            label="Spark Ads code"
            hint="In TikTok: the video's … menu → Ad settings → Generate code. It starts with #."
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={errors.code}
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField
            id={`${id}-window`}
            label="Window you authorised in TikTok"
            value={codeWindowDays}
            onChange={(e) => setCodeWindowDays(e.target.value)}
            error={errors.codeWindowDays}
          >
            {TIKTOK_CODE_WINDOWS.map((d) => (
              <option key={d} value={d}>
                {d} days
              </option>
            ))}
          </SelectField>
        </>
      ) : (
        <>
          <Field
            id={`${id}-account`}
            label="Facebook page or Instagram account id"
            inputMode="numeric"
            value={accountId}
            onChange={(e) => setAccountId(e.target.value)}
            error={errors.accountId}
            autoComplete="off"
          />
          <Field
            id={`${id}-permission`}
            label="Partnership-ads permission id"
            inputMode="numeric"
            value={permissionId}
            onChange={(e) => setPermissionId(e.target.value)}
            error={errors.permissionId}
            autoComplete="off"
          />
        </>
      )}
      <Button type="submit" disabled={busy} className="self-start">
        {busy && <Loader2 className="animate-spin" aria-hidden />}
        Hand over
      </Button>
    </form>
  );
}

function useWrite(onDone: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await write();
      toast.success(success);
      await onDone();
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function RenewButton({ item, onDone }: { item: PaidUsageView; onDone: () => Promise<void> }) {
  const { busy, run } = useWrite(onDone);
  // One key per rendering of the button: a double click buys one renewal (the server keeps one anyway).
  const [key] = useState(() => crypto.randomUUID());
  return (
    <Button
      type="button"
      disabled={busy}
      onClick={() =>
        run(
          () => v1.call("POST /auth/paid-usage/:id/renew", { param: { id: item.id }, json: { idempotencyKey: key } }),
          `Renewal bought: ${formatCents(item.priceCents)} is held until the creator confirms the code`,
        )
      }
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
      Renew {item.windowDays} days for {formatCents(item.priceCents)}
    </Button>
  );
}

function RefundButton({ item, onDone }: { item: PaidUsageView; onDone: () => Promise<void> }) {
  const { busy, run } = useWrite(onDone);
  return (
    <Button
      type="button"
      variant="outline"
      disabled={busy}
      onClick={() =>
        run(
          () => v1.call("POST /auth/paid-usage/:id/refund", { param: { id: item.id } }),
          `${formatCents(item.priceCents)} is back in your wallet`,
        )
      }
    >
      Take back {formatCents(item.priceCents)}
    </Button>
  );
}

function RevokeButton({ item, onDone }: { item: PaidUsageView; onDone: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const { busy, run } = useWrite(onDone);
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">Revoke</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Revoke this authorisation?</DialogTitle>
          <DialogDescription>
            The brand's ads stop using your account now and the brand is told. Nothing is refunded automatically.
          </DialogDescription>
        </DialogHeader>
        <TextareaField
          id={`${id}-reason`}
          label="Reason (optional)"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              if (
                await run(
                  () => v1.call("POST /auth/paid-usage/:id/revoke", { param: { id: item.id }, json: { reason } }),
                  "Revoked; the brand was told",
                )
              )
                setOpen(false);
            }}
          >
            Revoke
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
