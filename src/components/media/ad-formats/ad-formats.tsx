"use client";

import { AlertTriangle, Check, Download, Loader2, RotateCcw, Sparkles } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { Rendition } from "@/contracts/renditions";
import type { RenditionShape } from "@/lib/asset-code";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { CENTRE, type FocusPoint } from "@/lib/rendition-shapes";
import { useApiData } from "@/lib/use-api";
import { CaptionedFormats } from "./captioned-formats";
import { FocusPicker } from "./focus-picker";

/** While a rendition is queued or rendering the section asks again this often. */
const POLL_MS = 3000;

const STATUS_TEXT: Record<NonNullable<Rendition["status"]> | "none", string> = {
  none: "Not made yet",
  queued: "Queued",
  rendering: "Rendering…",
  ready: "Ready",
  failed: "Failed",
};

function StatusBadge({ status }: { status: Rendition["status"] }) {
  const variant = status === "ready" ? "success" : status === "failed" ? "destructive" : status === null ? "outline" : "warning";
  return (
    <Badge variant={variant} data-testid="rendition-status">
      {status === "ready" ? <Check aria-hidden /> : status === "failed" ? <AlertTriangle aria-hidden /> : null}
      {status === "rendering" || status === "queued" ? <Loader2 aria-hidden className="animate-spin" /> : null}
      {STATUS_TEXT[status ?? "none"]}
    </Badge>
  );
}

const sameFocus = (a: FocusPoint, b: FocusPoint) => Math.abs(a.x - b.x) < 0.0005 && Math.abs(a.y - b.y) < 0.0005;
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * "Ad formats" of an approved video (decision 078): the focus point the crops centre on, dragged
 * on the poster by the brand, and the 9:16, 1:1, 4:5 and 16:9 renditions the workers make from
 * it, each with its status and a download named with the asset code. The creator sees the same
 * read-only. Found by the licence (licence page) or by the order video (review panel).
 */
export function AdFormats({ licenceId, orderVideoId }: { licenceId?: string; orderVideoId?: string }) {
  const query = licenceId
    ? v1.query("GET /auth/licences/:id/renditions", { param: { id: licenceId } })
    : v1.query("GET /auth/order_videos/:id/renditions", { param: { id: orderVideoId ?? "" } });
  const { data, error, mutate } = useApiData(query, {
    refreshInterval: (latest) =>
      [...(latest?.renditions ?? []), ...(latest?.captions.renditions ?? [])].some((r) => r.status === "queued" || r.status === "rendering")
        ? POLL_MS
        : 0,
  });
  const [draft, setDraft] = useState<FocusPoint | null>(null);
  const [preview, setPreview] = useState<RenditionShape>("1x1");
  const [busy, setBusy] = useState(false);

  const heading = (
    <div className="flex flex-col gap-1">
      <h3 id="ad-formats-title" className="text-base font-semibold">
        Ad formats
      </h3>
      <p className="text-muted-foreground text-sm">
        The approved video cut to the sizes ad platforms ask for, around the point that matters. Same licence as the video.
      </p>
    </div>
  );
  const wrap = (body: React.ReactNode) => (
    <section
      aria-labelledby="ad-formats-title"
      className="bg-card flex flex-col gap-4 rounded-xl border p-4 sm:p-5"
      data-testid="ad-formats"
    >
      {heading}
      {body}
    </section>
  );

  if (error) return wrap(<p className="text-destructive text-sm">The ad formats could not be loaded: {errorMessage(error)}</p>);
  if (!data) return wrap(<Skeleton className="h-48 w-full" />);
  if (!data.source)
    return wrap(<p className="text-muted-foreground text-sm">This video has no stored file, so there are no ad formats to make.</p>);

  const focus = draft ?? data.focus;
  const changed = !sameFocus(focus, data.focus);
  const requested = data.renditions.some((r) => r.status !== null);
  const failed = data.renditions.some((r) => r.status === "failed");

  const submit = async (next?: FocusPoint) => {
    setBusy(true);
    try {
      const body = await v1.call("POST /auth/licences/:id/renditions", {
        param: { id: data.licenceId },
        json: next ? { focus: next } : {},
      });
      await mutate(body.data, { revalidate: false });
      setDraft(null);
      toast.success(next && changed ? "Focus saved — the formats are being made again" : "The ad formats are being made");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return wrap(
    <div className="grid gap-5 md:grid-cols-[minmax(0,16rem)_1fr]">
      <div className="flex flex-col gap-3">
        <FocusPicker
          posterUrl={data.source.posterUrl}
          source={data.source}
          focus={focus}
          preview={preview}
          disabled={!data.canEdit || busy}
          onChange={setDraft}
        />
        <div role="group" aria-label="Crop shown on the picture" className="flex flex-wrap gap-1">
          {data.renditions.map((r) => (
            <Button
              key={r.shape}
              type="button"
              size="sm"
              variant={preview === r.shape ? "default" : "outline"}
              aria-pressed={preview === r.shape}
              onClick={() => setPreview(r.shape)}
            >
              {r.label}
            </Button>
          ))}
        </div>
        {data.canEdit ? (
          <div className="flex flex-wrap gap-2">
            {!requested || changed ? (
              <Button type="button" onClick={() => void submit(focus)} disabled={busy} data-testid="make-ad-formats">
                <Sparkles aria-hidden /> {requested ? "Save focus and remake" : "Make ad formats"}
              </Button>
            ) : null}
            {changed ? (
              <Button type="button" variant="ghost" onClick={() => setDraft(null)} disabled={busy}>
                Undo move
              </Button>
            ) : !sameFocus(data.focus, CENTRE) ? (
              <Button type="button" variant="ghost" onClick={() => setDraft(CENTRE)} disabled={busy}>
                <RotateCcw aria-hidden /> Centre
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <ul className="flex min-w-0 flex-col divide-y self-start rounded-lg border" aria-live="polite">
        {data.renditions.map((r) => (
          <li
            key={r.shape}
            className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid={`rendition-${r.shape}`}
          >
            <div className="flex min-w-0 items-center gap-3">
              <span
                aria-hidden
                className="border-foreground/60 bg-muted block shrink-0 rounded-sm border-2"
                style={{
                  width: `${(r.width / Math.max(r.width, r.height)) * 2}rem`,
                  height: `${(r.height / Math.max(r.width, r.height)) * 2}rem`,
                }}
              />
              <div className="min-w-0">
                <p className="text-sm font-medium">
                  {r.label}{" "}
                  <span className="text-muted-foreground font-normal">
                    · {r.width}×{r.height}
                  </span>
                </p>
                <p className="text-muted-foreground truncate text-xs">{r.usedFor}</p>
                {r.failureReason ? <p className="text-destructive text-xs">{r.failureReason}</p> : null}
              </div>
            </div>
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <StatusBadge status={r.status} />
              {r.downloadUrl ? (
                <Button asChild size="sm" variant="outline" className="max-w-full">
                  <a href={r.downloadUrl} download={r.fileName} data-testid="download-rendition">
                    <Download aria-hidden /> <span className="truncate font-mono text-xs">{r.fileName}</span>
                    {r.sizeBytes ? <span className="text-muted-foreground hidden text-xs sm:inline">{megabytes(r.sizeBytes)}</span> : null}
                  </a>
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {data.canEdit && failed && !changed ? (
        <div className="md:col-start-2">
          <Button type="button" size="sm" variant="outline" onClick={() => void submit()} disabled={busy}>
            <RotateCcw aria-hidden /> Try the failed formats again
          </Button>
        </div>
      ) : null}
      <div className="md:col-span-2">
        <CaptionedFormats data={data} onChange={(next) => mutate(next, { revalidate: false })} />
      </div>
    </div>,
  );
}
