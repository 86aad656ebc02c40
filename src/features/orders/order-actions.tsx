"use client";

import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Field, SelectField, TextareaField } from "@/components/form-field";
import { ImagePicker, useObjectUrl } from "@/components/media/image-picker";
import { postForm, precheckImage } from "@/components/media/upload-image";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import {
  CARRIERS,
  CARRIER_LABELS,
  type Carrier,
  disputeOrderRequestSchema,
  markReceivedRequestSchema,
  updateTrackingRequestSchema,
} from "@/contracts/orders";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { trackingUrl } from "@/lib/tracking-link";

/** Runs a write, says how it went, and re-renders the server page with the new state. */
function useOrderWrite() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      await write();
      toast.success(success);
      router.refresh();
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

/** Cancel with a full refund (brand; only rendered when the API allows it). */
export function CancelOrderButton({ orderId, priceLabel }: { orderId: string; priceLabel: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const { busy, run } = useOrderWrite();
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">Cancel order</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel this order?</DialogTitle>
          <DialogDescription>
            {priceLabel} goes back to your wallet at once and the creator is told. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <TextareaField
          id={`${id}-reason`}
          label="Reason (optional)"
          value={reason}
          maxLength={1000}
          onChange={(e) => setReason(e.target.value)}
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            Keep the order
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              if (
                await run(
                  () => v1.call("POST /auth/orders/:id/cancel", { param: { id: orderId }, json: { reason } }),
                  "Order cancelled; the money is back in your wallet.",
                )
              )
                setOpen(false);
            }}
          >
            {busy && <Loader2 aria-hidden className="animate-spin" />}
            Cancel and refund
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Open a dispute with a reason (either side; only rendered when the API allows it). */
export function DisputeOrderButton({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useOrderWrite();
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = disputeOrderRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (
      await run(
        () => v1.call("POST /auth/orders/:id/dispute", { param: { id: orderId }, json: parsed.data }),
        "Dispute opened. An admin will look at it.",
      )
    )
      setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="text-destructive">
          Open a dispute
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Open a dispute</DialogTitle>
            <DialogDescription>
              The money stays in escrow while an admin reads both sides and decides: released to the creator or refunded to the brand.
            </DialogDescription>
          </DialogHeader>
          <TextareaField
            id={`${id}-reason`}
            label="What went wrong?"
            value={reason}
            maxLength={2000}
            required
            error={error}
            onChange={(e) => setReason(e.target.value)}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Back
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy && <Loader2 aria-hidden className="animate-spin" />}
              Open dispute
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Carrier + tracking number for one order video (brand), with the tracking link previewed. */
export function ShippingForm({
  videoId,
  position,
  canApplyToAll,
  carrier: savedCarrier,
  trackingNumber: savedNumber,
}: {
  videoId: string;
  position: number;
  canApplyToAll: boolean;
  carrier: Carrier | null;
  trackingNumber: string | null;
}) {
  const [carrier, setCarrier] = useState<string>(savedCarrier ?? "");
  const [trackingNumber, setTrackingNumber] = useState(savedNumber ?? "");
  const [applyToAll, setApplyToAll] = useState(canApplyToAll);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useOrderWrite();
  const id = `ship-${videoId}`;
  const preview = trackingUrl(carrier, trackingNumber);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = updateTrackingRequestSchema.safeParse({
      carrier: carrier || undefined,
      trackingNumber,
      applyToAll: canApplyToAll && applyToAll,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    await run(
      () => v1.call("POST /auth/order_videos/:id/update-tracking", { param: { id: videoId }, json: parsed.data }),
      "Tracking saved. The creator has been told.",
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Shipping for video ${position}`}
      className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
    >
      <SelectField
        id={`${id}-carrier`}
        label="Carrier"
        value={carrier}
        onChange={(e) => {
          setCarrier(e.target.value);
          setErrors(({ carrier: _fixed, ...rest }) => rest);
        }}
        error={errors.carrier}
      >
        <option value="">Choose…</option>
        {CARRIERS.map((c) => (
          <option key={c} value={c}>
            {CARRIER_LABELS[c]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-1.5">
        <Field
          id={`${id}-number`}
          label="Tracking number"
          value={trackingNumber}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => {
            setTrackingNumber(e.target.value);
            setErrors(({ trackingNumber: _fixed, ...rest }) => rest);
          }}
          error={errors.trackingNumber}
          hint={
            preview ? (
              <a href={preview} target="_blank" rel="noopener noreferrer" className="text-brand hover:underline">
                Check it on the carrier&apos;s site
              </a>
            ) : (
              "UPS, USPS, FedEx and DHL numbers get a tracking link."
            )
          }
        />
        {canApplyToAll && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={applyToAll} onChange={(e) => setApplyToAll(e.target.checked)} className="size-4" />
            Same parcel for every video of this order
          </label>
        )}
      </div>
      <Button type="submit" variant="brand" disabled={busy} className="sm:mt-[1.375rem]">
        {busy && <Loader2 aria-hidden className="animate-spin" />}
        {savedNumber ? "Update tracking" : "Save tracking"}
      </Button>
    </form>
  );
}

/** The creator says the product arrived (fine or damaged, with a note and an optional photo). */
export function ReceiveForm({
  videoId,
  position,
  sameParcel,
}: {
  videoId: string;
  position: number;
  /** Other videos of the order shipped with the same tracking number and still to be marked. */
  sameParcel: { id: string; position: number }[];
}) {
  const router = useRouter();
  const [forAll, setForAll] = useState(sameParcel.length > 0);
  const [condition, setCondition] = useState<"received" | "damaged">("received");
  const [note, setNote] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const preview = useObjectUrl(photo);
  const id = `receive-${videoId}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = markReceivedRequestSchema.safeParse({ condition, note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues.find((i) => i.path[0] === "note")?.message ?? parsed.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    // One parcel for several videos: the same report for each (production starts when all are in).
    const ids = [videoId, ...(forAll ? sameParcel.map((v) => v.id) : [])];
    setProgress(0);
    for (const id of ids) {
      const form = new FormData();
      form.set("condition", parsed.data.condition);
      form.set("note", parsed.data.note);
      if (photo) form.set("photo", photo);
      const result = await postForm(`/api/v1/auth/order_videos/${id}/mark-received`, form, "photo", setProgress);
      if (!result.ok) {
        setProgress(null);
        toast.error(result.message);
        router.refresh();
        return;
      }
    }
    setProgress(null);
    toast.success(condition === "received" ? "Marked as received. The brand has been told." : "Damage reported. The brand has been told.");
    router.refresh();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Product received for video ${position}`} className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">How did it arrive?</legend>
        <div className="flex flex-wrap gap-4">
          {(["received", "damaged"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-condition`}
                value={value}
                checked={condition === value}
                onChange={() => setCondition(value)}
                className="size-4"
              />
              {value === "received" ? "Arrived fine" : "Arrived damaged"}
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        id={`${id}-note`}
        label={condition === "damaged" ? "What is damaged?" : "Note for the brand (optional)"}
        value={note}
        maxLength={1000}
        onChange={(e) => setNote(e.target.value)}
        error={noteError}
      />
      {sameParcel.length > 0 && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={forAll} onChange={(e) => setForAll(e.target.checked)} className="size-4" />
          Same parcel as video{sameParcel.length === 1 ? "" : "s"} {sameParcel.map((v) => v.position).join(", ")}: mark{" "}
          {sameParcel.length === 1 ? "it" : "them"} too
        </label>
      )}
      <ImagePicker
        id={`${id}-photo`}
        label="Photo of the parcel (optional)"
        shape="square"
        src={preview}
        progress={progress}
        error={photoError}
        onSelect={(file) => {
          const problem = precheckImage(file);
          setPhotoError(problem);
          setPhoto(problem ? null : file);
        }}
      />
      <Button type="submit" variant="brand" disabled={progress !== null} className="justify-self-start">
        {progress !== null && <Loader2 aria-hidden className="animate-spin" />}
        {condition === "received" ? "Mark as received" : "Report damage"}
      </Button>
    </form>
  );
}
