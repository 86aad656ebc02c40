"use client";

import { Loader2 } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { TextareaField } from "@/components/form-field";
import { errorMessage } from "@/lib/api-error";

export interface ReasonDialogProps {
  /** The button that opens the dialog. */
  triggerLabel: string;
  /** The button's name for screen readers when the label alone is the same on every row ("Mark failed"). */
  triggerAriaLabel?: string;
  title: string;
  description: ReactNode;
  /** The confirming button, e.g. "Ban user". */
  confirmLabel: string;
  /** Red buttons for actions that take something away (ban, hide, refund). */
  destructive?: boolean;
  reasonLabel?: string;
  /** Who will read the reason, shown under the field (e.g. "Both parties receive it by e-mail"). */
  reasonHint?: string;
  /** Extra fields above the reason (a split's amounts); their state belongs to the caller. */
  children?: ReactNode;
  triggerVariant?: "default" | "outline" | "destructive" | "secondary" | "ghost";
  triggerSize?: "default" | "sm";
  disabled?: boolean;
  /** Runs the action; a thrown API error's message is shown in the dialog and it stays open. */
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * Every destructive admin action goes through this: a written reason (kept in the audit log, and
 * sent to the user where the action says so) and an explicit confirming button.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError("Give a reason of at least 3 characters");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm(reason.trim());
      setOpen(false);
      setReason("");
    } catch (caught) {
      const message = errorMessage(caught, "The action failed. Please try again.");
      setError(message);
      toast.error(message);
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
        <Button
          variant={props.triggerVariant ?? (props.destructive ? "destructive" : "outline")}
          size={props.triggerSize ?? "sm"}
          disabled={props.disabled}
          aria-label={props.triggerAriaLabel}
        >
          {props.triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          {props.children}
          <TextareaField
            id={reasonId}
            label={props.reasonLabel ?? "Reason"}
            hint={props.reasonHint}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              // A message about a too-short reason goes once the reason is long enough.
              if (error && e.target.value.trim().length >= 3) setError(null);
            }}
            maxLength={1000}
            required
            error={error ?? undefined}
            errorRole="alert"
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant={props.destructive ? "destructive" : "default"} disabled={busy}>
              {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
              {props.confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
