"use client";

import Uppy, { type UppyFile } from "@uppy/core";
import Tus from "@uppy/tus";
import { AlertTriangle, CheckCircle2, Loader2, Pause, Play, RotateCcw, Upload } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { OrderDetails, OrderVideo, OrderVideoVersion } from "@/contracts/orders";
import { MAX_VIDEO_UPLOAD_BYTES, VIDEO_UPLOAD_ACCEPT, VIDEO_UPLOAD_ENDPOINT } from "@/contracts/videos";
import { api } from "@/lib/api-client";

type Meta = { purpose: string; orderVideoId: string };
type Body = Record<string, never>;

interface Transfer {
  fileName: string;
  bytesTotal: number;
  bytesSent: number;
  /** Bytes per second, smoothed. */
  speed: number | null;
  paused: boolean;
  error: string | null;
  done: boolean;
}

function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(2)} GB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(n / 1024))} KB`;
}

function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "—";
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

const UPLOAD_ERROR = "The upload stopped. Check your connection and press Retry: it continues where it stopped.";

function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : "";
  // tus-js-client puts the server's answer in its message; ours is a JSON error envelope.
  const json = text.match(/response text: (\{.*\})/)?.[1];
  if (json) {
    try {
      const parsed = JSON.parse(json) as { error?: { message?: string } };
      if (parsed.error?.message) return parsed.error.message.replace(/^[a-z]+: /, "");
    } catch {
      // fall through to the generic text
    }
  }
  return UPLOAD_ERROR;
}

/**
 * One resumable upload of an order video (issue 14, decision 031): Uppy with its tus plugin. The
 * upload's URL is remembered in the browser under a fingerprint of the order video and the file,
 * so choosing the same file again after a closed tab or a lost connection continues where it
 * stopped. Progress, speed and time left are announced politely to screen readers.
 */
function useVideoUploader(orderVideoId: string, onFinished: () => void) {
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const uppyRef = useRef<Uppy<Meta, Body> | null>(null);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;

  useEffect(() => {
    const uppy = new Uppy<Meta, Body>({
      id: `order-video-${orderVideoId}`,
      autoProceed: true,
      restrictions: { maxNumberOfFiles: 1, maxFileSize: MAX_VIDEO_UPLOAD_BYTES, allowedFileTypes: VIDEO_UPLOAD_ACCEPT },
      meta: { purpose: "order_delivery", orderVideoId },
    }).use(Tus, {
      endpoint: VIDEO_UPLOAD_ENDPOINT,
      chunkSize: 16 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      withCredentials: true,
      allowedMetaFields: ["purpose", "orderVideoId", "name", "type"],
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // The order video is part of the fingerprint: the same file chosen for another video is a new upload.
      fingerprint: (file: { name?: string; size?: number; lastModified?: number }) =>
        Promise.resolve(["reelbrief-video", orderVideoId, file.name, file.size, file.lastModified].join("/")),
    });
    uppyRef.current = uppy;
    let last: { at: number; bytes: number } | null = null;

    uppy.on("file-added", (file: UppyFile<Meta, Body>) => {
      last = null;
      setTransfer({
        fileName: file.name ?? "video",
        bytesTotal: file.size ?? 0,
        bytesSent: 0,
        speed: null,
        paused: false,
        error: null,
        done: false,
      });
    });
    uppy.on("upload-progress", (_file, progress) => {
      const now = performance.now();
      const sent = progress.bytesUploaded;
      setTransfer((t) => {
        if (!t) return t;
        let speed = t.speed;
        if (last && now - last.at > 250) {
          const instant = ((sent - last.bytes) * 1000) / (now - last.at);
          speed = speed === null ? instant : speed * 0.7 + instant * 0.3;
          last = { at: now, bytes: sent };
        } else if (!last) {
          last = { at: now, bytes: sent };
        }
        return { ...t, bytesSent: sent, bytesTotal: progress.bytesTotal ?? t.bytesTotal, speed, error: null };
      });
    });
    uppy.on("upload-error", (_file, error) => setTransfer((t) => (t ? { ...t, error: errorMessage(error), speed: null } : t)));
    uppy.on("restriction-failed", (_file, error) =>
      setTransfer({
        fileName: _file?.name ?? "video",
        bytesTotal: 0,
        bytesSent: 0,
        speed: null,
        paused: false,
        error: error.message.includes("size") ? "A video may be at most 2 GB." : "Choose an MP4, MOV or WebM video.",
        done: false,
      }),
    );
    uppy.on("upload-success", () => {
      setTransfer((t) => (t ? { ...t, done: true, bytesSent: t.bytesTotal, speed: null } : t));
      finishedRef.current();
    });
    return () => {
      uppy.cancelAll();
      uppy.destroy();
      uppyRef.current = null;
    };
  }, [orderVideoId]);

  return {
    transfer,
    choose(file: File) {
      const uppy = uppyRef.current;
      if (!uppy) return;
      uppy.clear();
      try {
        uppy.addFile({ name: file.name, type: file.type, data: file, source: "file-input" });
      } catch {
        // restriction-failed already said why
      }
    },
    togglePause() {
      const uppy = uppyRef.current;
      const file = uppy?.getFiles()[0];
      if (!uppy || !file) return;
      const paused = uppy.pauseResume(file.id);
      setTransfer((t) => (t ? { ...t, paused: Boolean(paused), speed: null } : t));
    },
    retry() {
      void uppyRef.current?.retryAll();
      setTransfer((t) => (t ? { ...t, error: null } : t));
    },
    reset() {
      uppyRef.current?.clear();
      setTransfer(null);
    },
  };
}

const fetchDetails = (orderId: string) => api.get<OrderDetails>(`/auth/order-details/creator/${orderId}`);

/**
 * The creator's delivery of one order video: the upload control while the video awaits a
 * delivery, then the processing state (uploading → processing → ready / failed with the reason),
 * polled until it settles, and the delivered versions with their deliverable warnings.
 */
export function VideoDelivery({ orderId, video }: { orderId: string; video: OrderVideo }) {
  const router = useRouter();
  const inputId = useId();
  const statusId = useId();
  const [polling, setPolling] = useState(false);
  const swr = useSWR(polling ? ["order-details", orderId] : null, () => fetchDetails(orderId), { refreshInterval: 2000 });
  const live = swr.data?.videos.find((v) => v.id === video.id) ?? video;
  const upload = live.latestUpload;
  const uploader = useVideoUploader(video.id, () => setPolling(true));
  const canUpload = live.allowedActions.includes("upload");
  const processing = upload?.status === "processing" || (uploader.transfer?.done === true && upload?.status !== "failed" && canUpload);

  useEffect(() => {
    if (upload?.status === "processing" || upload?.status === "uploading") setPolling(true);
  }, [upload?.status]);
  // Once processing settles the server page (status, timeline, money) is out of date: refresh it.
  const settledVersions = live.versions.length;
  useEffect(() => {
    if (!polling) return;
    if (settledVersions > video.versions.length || (upload?.status === "failed" && video.latestUpload?.status !== "failed")) {
      setPolling(false);
      uploader.reset();
      router.refresh();
    }
  }, [polling, settledVersions, video.versions.length, upload?.status, video.latestUpload?.status, router, uploader]);

  const t = uploader.transfer;
  const percent = t && t.bytesTotal > 0 ? Math.floor((t.bytesSent / t.bytesTotal) * 100) : 0;
  const secondsLeft = t && t.speed && t.speed > 0 ? (t.bytesTotal - t.bytesSent) / t.speed : Number.NaN;
  const uploading = t !== null && !t.done && t.error === null && t.bytesTotal > 0;

  return (
    <div className="flex flex-col gap-3" data-testid="video-delivery">
      {live.versions.length > 0 && <VersionList versions={live.versions} />}

      {processing && (
        <p className="flex items-center gap-2 text-sm" role="status" data-testid="video-processing">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          Processing your video: checking it and making its preview. This page updates by itself.
        </p>
      )}

      {!processing && upload?.status === "failed" && canUpload && !uploading && (
        <p className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-900" role="alert" data-testid="video-failed">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            “{upload.originalName}” was not delivered. {upload.failureReason}
          </span>
        </p>
      )}

      {canUpload && !processing && (
        <div className="flex flex-col gap-2">
          {!uploading && (
            <div>
              <label
                htmlFor={inputId}
                className="border-input hover:bg-muted inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium focus-within:ring-2"
              >
                <Upload aria-hidden className="size-4" />
                {live.versions.length > 0 ? `Upload version ${live.versions.length + 1}` : "Upload the video"}
                <input
                  id={inputId}
                  type="file"
                  accept={VIDEO_UPLOAD_ACCEPT.join(",")}
                  className="sr-only"
                  aria-describedby={statusId}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) uploader.choose(file);
                    e.target.value = "";
                  }}
                />
              </label>
              <p className="text-muted-foreground mt-1 text-xs">
                MP4, MOV or WebM, up to 2 GB. A stopped upload continues when you choose the same file again.
              </p>
            </div>
          )}
          {t && !t.done && (
            <div className="flex flex-col gap-2" data-testid="upload-progress">
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate font-medium">{t.fileName}</span>
                {t.bytesTotal > 0 && (
                  <span className="text-muted-foreground tabular-nums">
                    {formatBytes(t.bytesSent)} of {formatBytes(t.bytesTotal)}
                  </span>
                )}
              </div>
              {t.bytesTotal > 0 && <Progress value={percent} aria-label={`Upload of ${t.fileName}`} aria-valuetext={`${percent}%`} />}
              <div className="flex flex-wrap items-center gap-2">
                {uploading && (
                  <Button type="button" variant="outline" size="sm" className="min-h-11 sm:min-h-8" onClick={() => uploader.togglePause()}>
                    {t.paused ? <Play aria-hidden /> : <Pause aria-hidden />}
                    {t.paused ? "Resume" : "Pause"}
                  </Button>
                )}
                {t.error && t.bytesTotal > 0 && (
                  <Button type="button" size="sm" className="min-h-11 sm:min-h-8" onClick={() => uploader.retry()}>
                    <RotateCcw aria-hidden />
                    Retry
                  </Button>
                )}
              </div>
            </div>
          )}
          <p id={statusId} className="text-sm" aria-live="polite" data-testid="upload-status">
            {t?.error ? (
              <span className="text-red-800">{t.error}</span>
            ) : t && !t.done && t.bytesTotal > 0 ? (
              t.paused ? (
                `Paused at ${percent}%.`
              ) : (
                <span className="tabular-nums">
                  {percent}% uploaded
                  {t.speed ? ` · ${formatBytes(t.speed)}/s · ${formatDuration(secondsLeft)} left` : ""}
                </span>
              )
            ) : null}
          </p>
        </div>
      )}
    </div>
  );
}

function VersionList({ versions }: { versions: OrderVideoVersion[] }) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Delivered versions">
      {[...versions].reverse().map((v) => (
        <li key={v.assetId} className="flex gap-3 rounded-md border p-2" data-testid="video-version" data-version={v.version}>
          {v.posterUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a short-lived signed URL, not an optimisable static image
            <img
              src={v.posterUrl}
              alt={`Poster of version ${v.version}`}
              className="h-20 w-auto max-w-28 rounded object-cover"
              loading="lazy"
            />
          ) : null}
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="flex items-center gap-1 font-medium">
              <CheckCircle2 aria-hidden className="size-4 text-emerald-700" />
              Version {v.version}
            </span>
            <span className="text-muted-foreground text-xs">
              {[v.durationMs !== null ? formatDuration(v.durationMs / 1000) : null, v.width && v.height ? `${v.width}×${v.height}` : null]
                .filter(Boolean)
                .join(" · ")}
            </span>
            {v.downloadUrl && (
              <a href={v.downloadUrl} className="text-brand text-xs hover:underline">
                Open the file
              </a>
            )}
            {v.deliverableWarnings.map((w) => (
              <span key={w} className="flex items-start gap-1 text-xs text-amber-800">
                <AlertTriangle aria-hidden className="mt-0.5 size-3 shrink-0" />
                {w}
              </span>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
