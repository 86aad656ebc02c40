"use client";

import { Send } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { CheckReportView } from "@/components/media/video-checks/check-report";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TextareaField } from "@/components/form-field";
import { OVERRIDE_NOTE_MAX, submitDeliveryRequestSchema } from "@/contracts/video-checks";
import { v1 } from "@/lib/api-client";
import { errorFields, errorMessage, schemaErrors } from "@/lib/api-error";
import { useApiData } from "@/lib/use-api";

const NOTE_NEEDED = "Say why the video is right as it is: the brand reads this note with the report.";

/**
 * The step between a processed upload and a delivery (decision 076): the creator plays the upload,
 * reads its checks (a moment in the report seeks the video) and submits it as the next version.
 * With warnings, a note is required — the brand reads it beside the report. Polls while the
 * workers measure.
 */
export function DeliveryChecks({ videoId, nextVersion, onSubmitted }: { videoId: string; nextVersion: number; onSubmitted: () => void }) {
  const [pollMs, setPollMs] = useState(2000);
  const { data, error, mutate } = useApiData(v1.query("GET /auth/order_videos/:id/checks", { param: { id: videoId } }), {
    refreshInterval: pollMs,
    onSuccess: (d) => setPollMs(d.pending?.report.status === "pending" ? 2000 : 0),
  });
  const videoRef = useRef<HTMLVideoElement>(null);
  const noteId = useId();
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (error) return <p className="text-destructive text-sm">The checks could not be loaded: {errorMessage(error)}</p>;
  if (!data) return <Skeleton className="h-24 w-full" />;
  const pending = data.pending;
  if (!pending) return null;
  const { report, video } = pending;
  const hasWarnings = report.warningCount > 0;

  const seek = (ms: number) => {
    const el = videoRef.current;
    if (!el) return;
    el.currentTime = ms / 1000;
    el.pause();
    el.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = submitDeliveryRequestSchema.safeParse({ assetId: report.assetId, note });
    if (!parsed.success) {
      setNoteError(schemaErrors(parsed.error).note);
      return;
    }
    if (hasWarnings && !parsed.data.note) {
      setNoteError(NOTE_NEEDED);
      return;
    }
    setBusy(true);
    try {
      await v1.call("POST /auth/order_videos/:id/submit", {
        param: { id: videoId },
        json: { assetId: report.assetId, ...(parsed.data.note ? { note: parsed.data.note } : {}) },
      });
      toast.success(`Version ${nextVersion} submitted`);
      onSubmitted();
    } catch (e) {
      const fields = errorFields(e);
      if (fields?.note) setNoteError(fields.note);
      else toast.error(errorMessage(e));
      await mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex flex-col gap-3 rounded-lg border p-3" aria-labelledby={`${noteId}-title`} data-testid="delivery-checks">
      <h4 id={`${noteId}-title`} className="text-sm font-medium">
        Check before you submit version {nextVersion}
      </h4>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        {video.playbackUrl && (
          <video
            ref={videoRef}
            src={video.playbackUrl}
            poster={video.posterUrl ?? undefined}
            controls
            playsInline
            preload="metadata"
            className="max-h-80 w-full rounded-md bg-black object-contain"
            aria-label="Your upload"
          />
        )}
        <CheckReportView report={report} onSeek={seek} />
      </div>
      {report.status !== "pending" && (
        <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
          {hasWarnings && (
            <TextareaField
              id={noteId}
              label="Note for the brand"
              hint="Required to submit with warnings: why is the video right as it is? The brand reads it with the report."
              value={note}
              max={OVERRIDE_NOTE_MAX}
              onChange={(e) => {
                setNote(e.target.value);
                setNoteError(undefined);
              }}
              placeholder="E.g. the black opening is the brand's own style."
              error={noteError}
              rows={3}
              data-testid="override-note-input"
            />
          )}
          <Button type="submit" className="w-fit" disabled={busy} data-testid="submit-delivery">
            <Send aria-hidden className="size-4" />
            {hasWarnings ? `Submit version ${nextVersion} with the note` : `Submit version ${nextVersion}`}
          </Button>
          <p className="text-muted-foreground text-xs">Or upload a better take below: only what you submit reaches the brand.</p>
        </form>
      )}
    </section>
  );
}
