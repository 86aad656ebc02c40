"use client";

import { Flag, Loader2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { TextareaField } from "@/components/form-field";
import type { ReportableType } from "@/contracts/reports";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { cn } from "@/lib/utils";

const NOUN: Record<ReportableType, string> = {
  campaign: "campaign",
  package: "package",
  creator_profile: "profile",
  message: "message",
};

/**
 * "Report" on something a user sees (docs/product/moderation-and-admin.md): a written reason in a dialog, sent to the
 * admins' moderation queue. Reporting the same thing twice while the first report is open files
 * nothing new, and says so.
 */
export function ReportButton(props: {
  targetType: ReportableType;
  targetId: string;
  label?: string;
  /** The accessible name when the visible label repeats (one "Report" per message). */
  ariaLabel?: string;
  className?: string;
}) {
  const noun = NOUN[props.targetType];
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError("Say what is wrong in at least 3 characters");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { data } = await v1.call("POST /auth/reports", {
        json: { targetType: props.targetType, targetId: props.targetId, reason: reason.trim() },
      });
      toast.success(
        data.duplicate ? `You already reported this ${noun}; our team will look at it.` : "Thanks. Our team will review your report.",
      );
      setOpen(false);
      setReason("");
    } catch (caught) {
      setError(errorMessage(caught, "The report could not be sent. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className={cn("text-muted-foreground", props.className)} aria-label={props.ariaLabel}>
          <Flag aria-hidden className="size-4" />
          {props.label ?? `Report ${noun}`}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Report this {noun}</DialogTitle>
            <DialogDescription>Tell our team what breaks the rules. The owner is not told who reported it.</DialogDescription>
          </DialogHeader>
          <TextareaField
            id={reasonId}
            label="What is wrong?"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={1000}
            required
            error={error ?? undefined}
            errorRole="alert"
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
              Send report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
