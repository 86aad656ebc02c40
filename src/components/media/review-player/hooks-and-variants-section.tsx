"use client";

import { Check, Clapperboard, Download, Upload, X } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { apiErrorSchema } from "@/contracts/errors";
import type { HooksAndVariants, OrderHook, VideoVariant } from "@/contracts/variants";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { impersonationTokenFromDocument } from "@/lib/browser-cookies";
import { useApiData } from "@/lib/use-api";
import { cutErrors, defaultCuts, formatCut, variantDurationMs, type VariantCuts } from "@/lib/variant-cuts";

const hooksQuery = (id: string) => v1.query("GET /auth/order_videos/:id/hooks-and-variants", { param: { id } });

const HOOK_STATUS: Record<OrderHook["status"], { label: string; variant: "warning" | "success" | "destructive" }> = {
  submitted: { label: "Waiting for the brand", variant: "warning" },
  approved: { label: "Approved", variant: "success" },
  rejected: { label: "Rejected", variant: "destructive" },
};
const VARIANT_STATUS: Record<VideoVariant["status"], { label: string; variant: "warning" | "success" | "destructive" }> = {
  queued: { label: "Rendering…", variant: "warning" },
  ready: { label: "Ready", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Extra hooks and assembled variants of one order video (decision 080), under its review: the
 * creator uploads the hooks the order asks for (2–5 s each), the brand approves them, and once the
 * video is approved the brand assembles variants (hook × body × call to action) the workers render,
 * each named with the licence's asset code. Shows nothing for an order without hooks or variants.
 */
export function HooksAndVariantsSection({ videoId }: { videoId: string }) {
  // Polls while a variant renders, then stops.
  const { data, error, mutate } = useApiData(hooksQuery(videoId), {
    refreshInterval: (latest) => (latest?.variants.some((v) => v.status === "queued") ? 3000 : 0),
  });

  if (error) return <p className="text-destructive text-sm">Hooks and variants could not be loaded: {errorMessage(error)}</p>;
  if (!data) return null;
  if (data.hooksAsked === 0 && data.hooks.length === 0 && data.variants.length === 0) return null;
  const refresh = async () => {
    await mutate();
  };
  return (
    <section
      className="flex flex-col gap-4 rounded-lg border p-3 sm:p-4"
      aria-labelledby={`hooks-${videoId}`}
      data-testid="hooks-and-variants"
    >
      <HooksList data={data} onChange={refresh} />
      {data.assetCode && <VariantsPart data={data} onChange={refresh} />}
    </section>
  );
}

function HooksList({ data, onChange }: { data: HooksAndVariants; onChange: () => Promise<void> }) {
  const counted = data.hooks.filter((h) => h.status !== "rejected").length;
  const [busy, setBusy] = useState<string | null>(null);
  const decide = async (hook: OrderHook, decision: "approved" | "rejected") => {
    setBusy(hook.id);
    try {
      await v1.call("POST /auth/hooks/:id/decision", { param: { id: hook.id }, json: { decision } });
      toast.success(decision === "approved" ? `Hook ${hook.number} approved` : `Hook ${hook.number} rejected`);
      await onChange();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={`hooks-${data.orderVideoId}`} className="font-medium">
          Extra hooks
        </h4>
        <span className="text-muted-foreground text-sm" data-testid="hooks-count">
          {counted} of {data.hooksAsked} delivered
        </span>
        {data.allowedActions.includes("upload_hook") && <HookUpload videoId={data.orderVideoId} onDone={onChange} />}
      </div>
      {data.hooks.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {data.viewer === "creator"
            ? "This order asks for separate openings of 2 to 5 seconds for this video. Upload each one here."
            : "The creator's extra hooks (separate 2–5 s openings) appear here."}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" aria-label="Extra hooks">
          {data.hooks.map((hook) => (
            <li key={hook.id} className="flex flex-col gap-2 rounded-md border p-2" data-testid="hook" data-status={hook.status}>
              <video
                src={hook.fileUrl}
                controls
                preload="metadata"
                className="aspect-[4/5] w-full rounded bg-black object-contain"
                aria-label={`Hook ${hook.number}`}
              />
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">Hook {hook.number}</span>
                <span className="text-muted-foreground">
                  {seconds(hook.durationMs)} · {hook.width}×{hook.height}
                  {hook.hasAudio ? "" : " · no sound"}
                </span>
                <Badge variant={HOOK_STATUS[hook.status].variant} className="ml-auto">
                  {HOOK_STATUS[hook.status].label}
                </Badge>
              </div>
              {data.allowedActions.includes("decide_hooks") && hook.status === "submitted" && (
                <div className="flex flex-wrap gap-2">
                  <Button type="button" size="sm" disabled={busy === hook.id} onClick={() => void decide(hook, "approved")}>
                    <Check aria-hidden className="size-4" /> Approve<span className="sr-only"> hook {hook.number}</span>
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy === hook.id}
                    onClick={() => void decide(hook, "rejected")}
                  >
                    <X aria-hidden className="size-4" /> Reject<span className="sr-only"> hook {hook.number}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One hook file, sent as the request body (XMLHttpRequest, for progress); the server reads its length. */
function HookUpload({ videoId, onDone }: { videoId: string; onDone: () => Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const send = (file: File) =>
    new Promise<string | null>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", `/api/v1/auth/order_videos/${videoId}/hooks?filename=${encodeURIComponent(file.name)}`);
      xhr.withCredentials = true;
      xhr.setRequestHeader("content-type", file.type || "video/mp4");
      const impersonation = impersonationTokenFromDocument();
      if (impersonation) xhr.setRequestHeader("session-token", impersonation);
      xhr.upload.onprogress = (e) => e.lengthComputable && setProgress(Math.round((e.loaded / e.total) * 100));
      xhr.onerror = () => resolve("The upload failed. Check your connection and try again.");
      xhr.onload = () => {
        if (xhr.status < 300) return resolve(null);
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText) as unknown;
        } catch {
          // not JSON: a proxy's error page
        }
        const failed = apiErrorSchema.safeParse(body);
        resolve(failed.success ? (failed.data.error.fields?.file ?? failed.data.error.message) : "The upload failed. Please try again.");
      };
      xhr.send(file);
    });
  return (
    <div className="ml-auto">
      <Label htmlFor={inputId} className="sr-only">
        Hook video file (2 to 5 seconds)
      </Label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm"
        className="sr-only"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (!file) return;
          setProgress(0);
          const failure = await send(file);
          setProgress(null);
          if (failure) toast.error(failure);
          else {
            toast.success("Hook uploaded");
            await onDone();
          }
        }}
      />
      <Button type="button" size="sm" variant="outline" disabled={progress !== null} onClick={() => input.current?.click()}>
        <Upload aria-hidden className="size-4" /> {progress === null ? "Upload a hook (2–5 s)" : `Uploading… ${progress}%`}
      </Button>
    </div>
  );
}

function VariantsPart({ data, onChange }: { data: HooksAndVariants; onChange: () => Promise<void> }) {
  const canCreate = data.allowedActions.includes("create_variant");
  if (!canCreate && data.variants.length === 0) {
    return data.viewer === "buyer" ? (
      <div className="flex flex-col gap-1">
        <h4 className="font-medium">Variants</h4>
        <p className="text-muted-foreground text-sm">Approve at least one extra hook to assemble variants of this video.</p>
      </div>
    ) : null;
  }
  return (
    <div className="flex flex-col gap-3" data-testid="variants">
      <div className="flex flex-wrap items-baseline gap-2">
        <h4 className="font-medium">Variants</h4>
        <span className="text-muted-foreground text-sm">
          hook × body × call to action, under licence <span className="font-mono">{data.assetCode}</span>
        </span>
      </div>
      {canCreate && <VariantForm data={data} onDone={onChange} />}
      {data.variants.length > 0 && (
        <ul className="flex flex-col divide-y rounded-md border" aria-label="Variants">
          {data.variants.map((v) => (
            <li
              key={v.id}
              className="flex flex-col gap-1 p-2 text-sm sm:flex-row sm:items-center sm:gap-3"
              data-testid="variant"
              data-status={v.status}
            >
              <span className="font-mono font-medium">{v.code}</span>
              <span className="text-muted-foreground">
                Hook {v.hookNumber} + body {formatCut(v.bodyStartMs)}–{formatCut(v.bodyEndMs)} + CTA {formatCut(v.ctaStartMs)}–
                {formatCut(v.ctaEndMs)}
                {v.durationMs !== null && ` · ${seconds(v.durationMs)}`}
                {v.width !== null && v.height !== null && ` · ${v.width}×${v.height}`}
              </span>
              <span className="flex items-center gap-2 sm:ml-auto">
                <Badge variant={VARIANT_STATUS[v.status].variant}>{VARIANT_STATUS[v.status].label}</Badge>
                {v.downloadUrl && (
                  <a href={v.downloadUrl} download={`${v.code}.mp4`} className="text-brand inline-flex items-center gap-1 hover:underline">
                    <Download aria-hidden className="size-4" /> Download<span className="sr-only"> {v.code}</span>
                  </a>
                )}
              </span>
              {v.failureReason && <span className="text-destructive">{v.failureReason}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const CUT_FIELDS: { key: keyof VariantCuts; label: string }[] = [
  { key: "bodyStartMs", label: "Body starts at (s)" },
  { key: "bodyEndMs", label: "Body ends at (s)" },
  { key: "ctaStartMs", label: "Call to action starts at (s)" },
  { key: "ctaEndMs", label: "Call to action ends at (s)" },
];

function VariantForm({ data, onDone }: { data: HooksAndVariants; onDone: () => Promise<void> }) {
  const approved = data.hooks.filter((h) => h.status === "approved");
  const duration = data.approvedDurationMs ?? 0;
  const [hookId, setHookId] = useState(approved[0]?.id ?? "");
  const [cuts, setCuts] = useState<Record<keyof VariantCuts, string>>(() => {
    const d = defaultCuts(duration);
    return {
      bodyStartMs: String(d.bodyStartMs / 1000),
      bodyEndMs: String(d.bodyEndMs / 1000),
      ctaStartMs: String(d.ctaStartMs / 1000),
      ctaEndMs: String(d.ctaEndMs / 1000),
    };
  });
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const asMs = Object.fromEntries(CUT_FIELDS.map(({ key }) => [key, Math.round(Number(cuts[key]) * 1000)])) as unknown as VariantCuts;
  const errors = cutErrors(asMs, duration);
  const hook = approved.find((h) => h.id === hookId) ?? approved[0];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hook || Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const { data: made } = await v1.call("POST /auth/order_videos/:id/variants", {
        param: { id: data.orderVideoId },
        json: { hookId: hook.id, ...asMs },
      });
      toast.success(`${made.code} is rendering`);
      await onDone();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="bg-muted/40 flex flex-col gap-3 rounded-md p-3" aria-label="Assemble a variant">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
          <Label htmlFor={`${formId}-hook`}>Hook</Label>
          <NativeSelect id={`${formId}-hook`} value={hook?.id ?? ""} onChange={(e) => setHookId(e.target.value)}>
            {approved.map((h) => (
              <option key={h.id} value={h.id}>
                Hook {h.number} ({seconds(h.durationMs)})
              </option>
            ))}
          </NativeSelect>
        </div>
        {CUT_FIELDS.map(({ key, label }) => (
          <div key={key} className="flex flex-col gap-1">
            <Label htmlFor={`${formId}-${key}`}>{label}</Label>
            <Input
              id={`${formId}-${key}`}
              type="number"
              inputMode="decimal"
              step={0.1}
              min={0}
              max={duration / 1000}
              value={cuts[key]}
              aria-invalid={!!errors[key]}
              aria-describedby={errors[key] ? `${formId}-${key}-error` : undefined}
              onChange={(e) => setCuts((c) => ({ ...c, [key]: e.target.value }))}
            />
            {errors[key] && (
              <span id={`${formId}-${key}-error`} className="text-destructive text-xs">
                {errors[key]}
              </span>
            )}
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p className="text-muted-foreground text-sm sm:mr-auto" data-testid="variant-length">
          {hook && Object.keys(errors).length === 0
            ? `Hook ${seconds(hook.durationMs)} + body ${seconds(asMs.bodyEndMs - asMs.bodyStartMs)} + call to action ${seconds(asMs.ctaEndMs - asMs.ctaStartMs)} = ${seconds(variantDurationMs(hook.durationMs, asMs))}`
            : `The approved video lasts ${seconds(duration)}.`}
        </p>
        <Button type="submit" disabled={busy || !hook || Object.keys(errors).length > 0}>
          <Clapperboard aria-hidden className="size-4" /> Assemble variant
        </Button>
      </div>
    </form>
  );
}
