"use client";

import { AlertTriangle, Captions, Check, Download, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { AdFormats } from "@/contracts/renditions";
import type { CaptionStyleId } from "@/contracts/captions";
import type { RenditionShape } from "@/lib/asset-code";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";

type Captioned = AdFormats["captions"]["renditions"][number];

const STATUS_TEXT: Record<Captioned["status"], string> = {
  queued: "Queued",
  rendering: "Rendering…",
  ready: "Ready",
  failed: "Failed",
};

/**
 * The ad formats with the captions burned in: the brand picks a format and a caption style and the
 * workers make that rendition with the licensed version's captions drawn at the format's size; each
 * downloads with the asset code, the shape and a caption mark. Shown when the video has finished
 * captions (or already has captioned formats); the creator sees the list read-only.
 */
export function CaptionedFormats({ data, onChange }: { data: AdFormats; onChange: (next: AdFormats) => Promise<unknown> }) {
  const id = useId();
  const [shape, setShape] = useState<RenditionShape>("1x1");
  const [style, setStyle] = useState<CaptionStyleId>(data.captions.styles[0]?.id ?? "bold_white");
  const [busy, setBusy] = useState(false);
  const { captions } = data;
  if (!captions.trackReady && captions.renditions.length === 0) {
    return data.canEdit ? (
      <p className="text-muted-foreground text-sm" data-testid="captioned-formats-empty">
        Add captions to this version in the review player to make the formats with captions burned in.
      </p>
    ) : null;
  }

  const submit = async () => {
    setBusy(true);
    try {
      const body = await v1.call("POST /auth/licences/:id/renditions/captioned", {
        param: { id: data.licenceId },
        json: { shape, style },
      });
      await onChange(body.data);
      toast.success("The format with captions is being made");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3 border-t pt-4" data-testid="captioned-formats">
      <div className="flex items-center gap-2">
        <Captions aria-hidden className="size-4" />
        <h4 className="text-sm font-semibold">With captions burned in</h4>
      </div>
      {data.canEdit && captions.trackReady ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-[8rem] flex-col gap-1">
            <Label htmlFor={`${id}-shape`}>Format</Label>
            <NativeSelect id={`${id}-shape`} value={shape} onChange={(e) => setShape(e.target.value as RenditionShape)} disabled={busy}>
              {data.renditions.map((r) => (
                <option key={r.shape} value={r.shape}>
                  {r.label} · {r.width}×{r.height}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex min-w-[8rem] flex-col gap-1">
            <Label htmlFor={`${id}-style`}>Caption style</Label>
            <NativeSelect id={`${id}-style`} value={style} onChange={(e) => setStyle(e.target.value as CaptionStyleId)} disabled={busy}>
              {captions.styles.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="button" onClick={() => void submit()} disabled={busy} data-testid="make-captioned-format">
            {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Captions aria-hidden />} Make with captions
          </Button>
        </div>
      ) : null}
      {captions.renditions.length > 0 ? (
        <ul className="flex min-w-0 flex-col divide-y rounded-lg border" aria-live="polite">
          {captions.renditions.map((r) => (
            <li
              key={`${r.shape}-${r.style}`}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid={`captioned-rendition-${r.shape}-${r.style}`}
            >
              <div className="min-w-0">
                <p className="text-sm font-medium">
                  {r.label} <span className="text-muted-foreground font-normal">· {r.styleName} captions</span>
                </p>
                {r.failureReason ? <p className="text-destructive text-xs">{r.failureReason}</p> : null}
              </div>
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <Badge
                  variant={r.status === "ready" ? "success" : r.status === "failed" ? "destructive" : "warning"}
                  data-testid="rendition-status"
                >
                  {r.status === "ready" ? <Check aria-hidden /> : r.status === "failed" ? <AlertTriangle aria-hidden /> : null}
                  {r.status === "queued" || r.status === "rendering" ? <Loader2 aria-hidden className="animate-spin" /> : null}
                  {STATUS_TEXT[r.status]}
                </Badge>
                {r.downloadUrl ? (
                  <Button asChild size="sm" variant="outline" className="max-w-full">
                    <a href={r.downloadUrl} download={r.fileName} data-testid="download-captioned-rendition">
                      <Download aria-hidden /> <span className="truncate font-mono text-xs">{r.fileName}</span>
                    </a>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
