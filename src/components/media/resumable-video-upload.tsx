"use client";

import Uppy, { type UppyFile } from "@uppy/core";
import Tus from "@uppy/tus";
import { Pause, Play, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { MAX_VIDEO_UPLOAD_BYTES, VIDEO_UPLOAD_ACCEPT, VIDEO_UPLOAD_ENDPOINT, type VideoUploadMetadata } from "@/contracts/videos";

/*
 * The resumable video uploader (decisions 031 and 042), shared by order deliveries,
 * portfolio videos and message videos: Uppy with its tus plugin, and one progress view (bar,
 * bytes, speed, time left announced politely, pause/resume, retry).
 */

/** What the upload is for, sent as tus metadata (the server authorizes the upload from it). */
export type VideoUploadTarget = Omit<VideoUploadMetadata, "filename" | "filetype">;
type Meta = Record<string, string>;
type Body = Record<string, never>;

export interface VideoTransfer {
  fileName: string;
  bytesTotal: number;
  bytesSent: number;
  /** Bytes per second, smoothed. */
  speed: number | null;
  paused: boolean;
  error: string | null;
  done: boolean;
  /** The video asset the server created for this upload (the last segment of its URL), once known. */
  assetId: string | null;
}

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(2)} GB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(n / 1024))} KB`;
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "—";
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

const UPLOAD_ERROR = "The upload stopped. Check your connection and press Retry: it continues where it stopped.";

export function uploadErrorMessage(error: unknown): string {
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

const assetIdOf = (uploadUrl: string | undefined) => uploadUrl?.split("?")[0]?.split("/").pop() ?? null;

/**
 * One resumable video upload at a time for `target`. The upload's URL is remembered in the browser
 * under a fingerprint of the target and the file, so choosing the same file again after a closed
 * tab or a lost connection continues where it stopped — and never continues another target's
 * upload (another order video, another conversation).
 */
export function useResumableVideoUpload(target: VideoUploadTarget, onFinished: (assetId: string | null) => void) {
  const [transfer, setTransfer] = useState<VideoTransfer | null>(null);
  const uppyRef = useRef<Uppy<Meta, Body> | null>(null);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;
  const scope = [target.purpose, target.orderVideoId ?? "", target.conversationId ?? ""].join("/");

  useEffect(() => {
    const meta: Meta = Object.fromEntries(Object.entries(target).filter((e): e is [string, string] => typeof e[1] === "string"));
    const uppy = new Uppy<Meta, Body>({
      id: `video-${scope}`,
      autoProceed: true,
      restrictions: { maxNumberOfFiles: 1, maxFileSize: MAX_VIDEO_UPLOAD_BYTES, allowedFileTypes: VIDEO_UPLOAD_ACCEPT },
      meta,
    }).use(Tus, {
      endpoint: VIDEO_UPLOAD_ENDPOINT,
      chunkSize: 16 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      withCredentials: true,
      allowedMetaFields: [...Object.keys(meta), "name", "type"],
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // The target is part of the fingerprint: the same file chosen for another target is a new upload.
      fingerprint: (file: { name?: string; size?: number; lastModified?: number }) =>
        Promise.resolve(["reelbrief-video", scope, file.name, file.size, file.lastModified].join("/")),
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
        assetId: null,
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
    uppy.on("upload-error", (_file, error) => setTransfer((t) => (t ? { ...t, error: uploadErrorMessage(error), speed: null } : t)));
    uppy.on("restriction-failed", (_file, error) =>
      setTransfer({
        fileName: _file?.name ?? "video",
        bytesTotal: 0,
        bytesSent: 0,
        speed: null,
        paused: false,
        error: error.message.includes("size") ? "A video may be at most 2 GB." : "Choose an MP4, MOV or WebM video.",
        done: false,
        assetId: null,
      }),
    );
    uppy.on("upload-success", (_file, response) => {
      const assetId = assetIdOf(response?.uploadURL);
      setTransfer((t) => (t ? { ...t, done: true, bytesSent: t.bytesTotal, speed: null, assetId } : t));
      finishedRef.current(assetId);
    });
    return () => {
      uppy.cancelAll();
      uppy.destroy();
      uppyRef.current = null;
    };
    // `scope` names the target; the metadata object itself changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope]);

  return {
    transfer,
    choose: (file: File) => {
      const uppy = uppyRef.current;
      if (!uppy) return;
      uppy.clear();
      try {
        uppy.addFile({ name: file.name, type: file.type, data: file, source: "file-input" });
      } catch {
        // restriction-failed already said why
      }
    },
    togglePause: () => {
      const uppy = uppyRef.current;
      const file = uppy?.getFiles()[0];
      if (!uppy || !file) return;
      const paused = uppy.pauseResume(file.id);
      setTransfer((t) => (t ? { ...t, paused: Boolean(paused), speed: null } : t));
    },
    retry: () => {
      void uppyRef.current?.retryAll();
      setTransfer((t) => (t ? { ...t, error: null } : t));
    },
    reset: () => {
      uppyRef.current?.cancelAll();
      uppyRef.current?.clear();
      setTransfer(null);
    },
  };
}

export type ResumableVideoUpload = ReturnType<typeof useResumableVideoUpload>;

/** Whether bytes are moving (or paused) now: neither finished, failed nor refused before starting. */
export const isTransferring = (t: VideoTransfer | null) => t !== null && !t.done && t.error === null && t.bytesTotal > 0;

/**
 * The transfer of one upload: name, bytes, a labelled progress bar, pause/resume while it runs,
 * retry after an error, and a polite live line with the percentage, speed and time left (or the
 * error). `statusId` lets the file input point at that line (aria-describedby).
 */
export function VideoUploadProgress({ uploader, statusId }: { uploader: ResumableVideoUpload; statusId?: string }) {
  const t = uploader.transfer;
  const percent = t && t.bytesTotal > 0 ? Math.floor((t.bytesSent / t.bytesTotal) * 100) : 0;
  const secondsLeft = t && t.speed && t.speed > 0 ? (t.bytesTotal - t.bytesSent) / t.speed : Number.NaN;
  const uploading = isTransferring(t);
  return (
    <>
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
    </>
  );
}
