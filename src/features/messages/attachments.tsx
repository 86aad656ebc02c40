"use client";

import { AlertCircle, Download, ExternalLink, FileText, Film, Loader2, Paperclip, Pause, Play, RotateCw, X } from "lucide-react";
import { useRef, useState } from "react";
import {
  attachmentPath,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  type AttachmentRef,
  type MessageAttachmentView,
} from "@/contracts/messages";
import { uploadedAttachmentSchema } from "@/contracts/messages";
import { VIDEO_UPLOAD_ACCEPT } from "@/contracts/videos";
import { isTransferring, useResumableVideoUpload, type ResumableVideoUpload } from "@/components/media/resumable-video-upload";
import { PosterVideo } from "@/components/media/poster-video";
import { postForm } from "@/components/media/upload-image";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import { StoredImage } from "@/components/ui/stored-image";

/** What the picker offers; the server still decides from the bytes (decision 035). Videos take the resumable uploader (decision 042). */
export const ATTACHMENT_ACCEPT = ["image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf", ...VIDEO_UPLOAD_ACCEPT].join(",");

/** A video goes through the resumable uploader; everything else through the 10 MB attachment upload. */
export const isVideoFile = (file: File) => file.type.startsWith("video/") || /\.(mp4|m4v|mov|webm)$/i.test(file.name);

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface DraftAttachment {
  localId: string;
  name: string;
  size: number;
  state: "uploading" | "done" | "error";
  progress: number;
  error?: string;
  uploaded?: MessageAttachmentView;
}

let nextLocalId = 0;

/**
 * The files of the message being written: each chosen image or PDF uploads at once (so Send only
 * names what is already stored) and shows as a chip with its progress, its error or a remove
 * button. A video (one per message) goes through the resumable uploader with the conversation in
 * its metadata (decision 042) and shows as a chip with pause/resume and retry.
 */
export function useDraftAttachments(conversationId: string) {
  const [items, setItems] = useState<DraftAttachment[]>([]);
  const [videoNote, setVideoNote] = useState<string | null>(null);
  const video = useResumableVideoUpload({ purpose: "message", conversationId }, () => undefined);
  const update = (localId: string, patch: Partial<DraftAttachment>) =>
    setItems((prev) => prev.map((a) => (a.localId === localId ? { ...a, ...patch } : a)));

  async function upload(localId: string, file: File) {
    const form = new FormData();
    form.set("file", file);
    const result = await postForm(`/api/v1/auth/conversation/${encodeURIComponent(conversationId)}/attachments`, form, "file", (p) =>
      update(localId, { progress: p }),
    );
    if (!result.ok) return update(localId, { state: "error", error: result.message });
    const parsed = uploadedAttachmentSchema.safeParse(result.body);
    if (!parsed.success) return update(localId, { state: "error", error: "The upload failed. Please try again." });
    update(localId, { state: "done", progress: 100, uploaded: parsed.data.data });
  }

  const videoTransfer = video.transfer;
  const hasVideo = videoTransfer !== null;
  const videoReady = videoTransfer?.done && videoTransfer.assetId ? videoTransfer : null;

  function add(files: Iterable<File>) {
    const chosen = [...files];
    if (chosen.length === 0) return;
    const added: DraftAttachment[] = [];
    let videoTaken = hasVideo;
    setVideoNote(null);
    for (const file of chosen) {
      if (isVideoFile(file)) {
        if (videoTaken) setVideoNote("One video per message: send this one first, or remove it.");
        else video.choose(file);
        videoTaken = true;
        continue;
      }
      nextLocalId += 1;
      const item: DraftAttachment = {
        localId: `a${nextLocalId}`,
        name: file.name || "file",
        size: file.size,
        state: "uploading",
        progress: 0,
      };
      // The same limit the server applies, said before a 10 MB upload is wasted.
      if (file.size > MAX_ATTACHMENT_BYTES) Object.assign(item, { state: "error", error: "The file is larger than 10 MB" });
      else if (file.size === 0) Object.assign(item, { state: "error", error: "This file is empty" });
      else void upload(item.localId, file);
      added.push(item);
    }
    setItems((prev) => [...prev, ...added]);
  }

  const remove = (localId: string) => setItems((prev) => prev.filter((a) => a.localId !== localId));
  const readyFiles: AttachmentRef[] = items
    .filter((a) => a.state === "done")
    .map((a) => ({ kind: "file", key: a.uploaded!.key, name: a.uploaded!.name }));
  const ready: AttachmentRef[] = videoReady
    ? [...readyFiles, { kind: "video", assetId: videoReady.assetId!, name: videoReady.fileName }]
    : readyFiles;
  return {
    items,
    video,
    videoNote,
    add,
    remove,
    removeVideo: () => {
      video.reset();
      setVideoNote(null);
    },
    clear: () => {
      setItems([]);
      video.reset();
      setVideoNote(null);
    },
    /** What Send names: only finished uploads; failed chips stay until removed. */
    ready,
    isUploading: items.some((a) => a.state === "uploading") || isTransferring(videoTransfer),
    hasErrors: items.some((a) => a.state === "error") || Boolean(videoTransfer?.error),
    isFull: ready.length + items.filter((a) => a.state === "uploading").length + (hasVideo && !videoReady ? 1 : 0) >= MAX_ATTACHMENTS,
  };
}

/** The paperclip: a real button (keyboard, screen reader) that opens the file picker. */
export function AttachButton({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="icon"
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-label="Attach files (images or PDFs up to 10 MB each, or one video up to 2 GB)"
        title="Attach files"
      >
        <Paperclip aria-hidden className="size-4" />
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="attachment-input"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = "";
        }}
      />
    </>
  );
}

export function DraftChips({
  items,
  onRemove,
  video,
  onRemoveVideo,
  videoNote,
}: {
  items: DraftAttachment[];
  onRemove: (localId: string) => void;
  video?: ResumableVideoUpload;
  onRemoveVideo?: () => void;
  videoNote?: string | null;
}) {
  if (items.length === 0 && !video?.transfer && !videoNote) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Attachments" data-testid="draft-attachments">
      {video?.transfer && <VideoChip video={video} onRemove={onRemoveVideo ?? (() => video.reset())} />}
      {videoNote && (
        <li role="alert" className="text-destructive basis-full text-xs">
          {videoNote}
        </li>
      )}
      {items.map((a) => (
        <li
          key={a.localId}
          className={cn(
            "flex max-w-full items-center gap-2 rounded-md border px-2 py-1 text-xs",
            a.state === "error" && "border-destructive/60 bg-destructive/5",
          )}
          data-state={a.state}
          data-testid="draft-attachment"
        >
          {a.state === "uploading" ? (
            <Loader2 aria-hidden className="size-3.5 shrink-0 animate-spin" />
          ) : a.state === "error" ? (
            <AlertCircle aria-hidden className="text-destructive size-3.5 shrink-0" />
          ) : (
            <Paperclip aria-hidden className="size-3.5 shrink-0" />
          )}
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium" title={a.name}>
              {a.name}
            </span>
            <span className={cn("text-muted-foreground", a.state === "error" && "text-destructive")}>
              {a.state === "error" ? (
                <span role="alert">{a.error}</span>
              ) : a.state === "uploading" ? (
                <>
                  {fileSize(a.size)} · uploading {a.progress}%
                  <span className="bg-muted mt-0.5 block h-1 w-24 overflow-hidden rounded">
                    <span className="bg-primary block h-full" style={{ width: `${a.progress}%` }} />
                  </span>
                </>
              ) : (
                `${fileSize(a.size)} · ready`
              )}
            </span>
          </span>
          <button
            type="button"
            onClick={() => onRemove(a.localId)}
            className="hover:bg-muted focus-visible:ring-ring/50 shrink-0 rounded p-0.5 outline-none focus-visible:ring-2"
            aria-label={`Remove ${a.name}`}
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The video of the message being written: its resumable upload, with pause/resume and retry (decision 042). */
function VideoChip({ video, onRemove }: { video: ResumableVideoUpload; onRemove: () => void }) {
  const t = video.transfer!;
  const percent = t.bytesTotal > 0 ? Math.floor((t.bytesSent / t.bytesTotal) * 100) : 0;
  const state = t.error ? "error" : t.done ? "done" : "uploading";
  return (
    <li
      className={cn(
        "flex max-w-full items-center gap-2 rounded-md border px-2 py-1 text-xs",
        t.error && "border-destructive/60 bg-destructive/5",
      )}
      data-state={state}
      data-testid="draft-video"
    >
      {state === "uploading" ? (
        <Loader2 aria-hidden className={cn("size-3.5 shrink-0", !t.paused && "animate-spin")} />
      ) : state === "error" ? (
        <AlertCircle aria-hidden className="text-destructive size-3.5 shrink-0" />
      ) : (
        <Film aria-hidden className="size-3.5 shrink-0" />
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium" title={t.fileName}>
          {t.fileName}
        </span>
        <span className={cn("text-muted-foreground", t.error && "text-destructive")} aria-live="polite">
          {t.error ? (
            <span role="alert">{t.error}</span>
          ) : t.done ? (
            `${fileSize(t.bytesTotal)} · uploaded, processed after sending`
          ) : (
            <>
              {fileSize(t.bytesTotal)} · {t.paused ? `paused at ${percent}%` : `uploading ${percent}%`}
              <span
                className="bg-muted mt-0.5 block h-1 w-24 overflow-hidden rounded"
                role="progressbar"
                aria-label={`Upload of ${t.fileName}`}
                aria-valuenow={percent}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <span className="bg-primary block h-full" style={{ width: `${percent}%` }} />
              </span>
            </>
          )}
        </span>
      </span>
      {isTransferring(t) && (
        <button
          type="button"
          onClick={() => video.togglePause()}
          className="hover:bg-muted focus-visible:ring-ring/50 shrink-0 rounded p-0.5 outline-none focus-visible:ring-2"
          aria-label={t.paused ? `Resume ${t.fileName}` : `Pause ${t.fileName}`}
        >
          {t.paused ? <Play aria-hidden className="size-3.5" /> : <Pause aria-hidden className="size-3.5" />}
        </button>
      )}
      {t.error && t.bytesTotal > 0 && (
        <button
          type="button"
          onClick={() => video.retry()}
          className="hover:bg-muted focus-visible:ring-ring/50 shrink-0 rounded p-0.5 outline-none focus-visible:ring-2"
          aria-label={`Retry ${t.fileName}`}
        >
          <RotateCw aria-hidden className="size-3.5" />
        </button>
      )}
      <button
        type="button"
        onClick={onRemove}
        className="hover:bg-muted focus-visible:ring-ring/50 shrink-0 rounded p-0.5 outline-none focus-visible:ring-2"
        aria-label={`Remove ${t.fileName}`}
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </li>
  );
}

/**
 * A sent video: processing until its poster and player are ready (the thread polls meanwhile),
 * then a <video> with the poster that loads nothing until played. Its URLs are the product's
 * stream routes, which only the two participants (and admins) may open.
 */
function VideoAttachment({ file }: { file: MessageAttachmentView }) {
  const v = file.video;
  if (!v) {
    return <p className="text-xs opacity-80">{file.name}: this video is no longer available.</p>;
  }
  if (v.status === "ready" && v.playbackUrl) {
    return (
      <figure className="flex w-56 max-w-full flex-col gap-1" data-testid="attachment-video">
        <PosterVideo src={v.playbackUrl} poster={v.posterUrl} label={`Video ${file.name}`} className="max-h-80 w-full rounded-md" />
        <figcaption className="truncate text-[11px] opacity-80" title={file.name}>
          {file.name} · {fileSize(file.size)}
        </figcaption>
      </figure>
    );
  }
  if (v.status === "failed") {
    return (
      <p className="flex items-start gap-1.5 rounded-md border px-2 py-1.5 text-xs" data-testid="attachment-video-failed">
        <AlertCircle aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        <span>
          {file.name}: {v.failureReason ?? "this video could not be processed."}
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1.5 rounded-md border px-2 py-1.5 text-xs" role="status" data-testid="attachment-video-processing">
      <Loader2 aria-hidden className="size-3.5 shrink-0 animate-spin" />
      {file.name}: processing the video…
    </p>
  );
}

/** Whether a page of messages has a video still processing (the thread polls until it is ready). */
export const hasProcessingVideo = (messages: { attachments: MessageAttachmentView[] }[]) =>
  messages.some((m) =>
    m.attachments.some((a) => a.kind === "video" && (a.video?.status === "processing" || a.video?.status === "uploading")),
  );

/*
 * In the thread, files are addressed by their participant-only API path, never by a signed URL:
 * each load of that path answers a redirect to a fresh 5-minute URL, so a thread left open for
 * hours still opens every file. A failed load (offline, session ended) offers a retry.
 */
function Thumbnail({ conversationId, file }: { conversationId: string; file: MessageAttachmentView }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const src = attachmentPath(conversationId, file.key) + (attempt ? `?retry=${attempt}` : "");
  if (failed) {
    return (
      <button
        type="button"
        onClick={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
        className="bg-background/80 text-foreground flex h-24 w-32 flex-col items-center justify-center gap-1 rounded-md border text-xs"
      >
        <RotateCw aria-hidden className="size-4" />
        Reload {file.name}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="focus-visible:ring-ring/50 block overflow-hidden rounded-md outline-none focus-visible:ring-[3px]"
        aria-label={`Open image ${file.name}`}
      >
        <StoredImage
          src={src}
          alt={file.name}
          loading="lazy"
          onError={() => setFailed(true)}
          className="bg-background/40 block h-32 w-auto max-w-[14rem] object-cover sm:h-40"
          data-testid="attachment-image"
        />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[95dvh] w-auto max-w-[95vw] gap-2 p-3 sm:max-w-[90vw]">
          <DialogTitle className="truncate pr-8 text-sm">{file.name}</DialogTitle>
          <DialogDescription className="sr-only">The full image. Press Escape to close.</DialogDescription>
          <StoredImage
            src={src}
            alt={file.name}
            className="mx-auto max-h-[80dvh] w-auto max-w-full object-contain"
            data-testid="attachment-full-image"
          />
          <a href={src} target="_blank" rel="noopener" className="text-primary text-sm underline">
            Open in a new tab
          </a>
        </DialogContent>
      </Dialog>
    </>
  );
}

function FileRow({ conversationId, file, mine }: { conversationId: string; file: MessageAttachmentView; mine: boolean }) {
  const href = attachmentPath(conversationId, file.key);
  return (
    <div
      className={cn("flex items-center gap-2 rounded-md border px-2 py-1.5", mine ? "border-primary-foreground/30" : "bg-background")}
      data-testid="attachment-file"
    >
      <FileText aria-hidden className="size-5 shrink-0" />
      <span className="flex min-w-0 flex-1 flex-col">
        <a href={href} target="_blank" rel="noopener" className="truncate font-medium underline-offset-2 hover:underline" title={file.name}>
          {file.name}
        </a>
        <span className="text-[11px] opacity-80">PDF · {fileSize(file.size)}</span>
      </span>
      <a href={href} target="_blank" rel="noopener" className="rounded p-1 hover:bg-black/10" aria-label={`Open ${file.name}`}>
        <ExternalLink aria-hidden className="size-4" />
      </a>
      <a href={href} download={file.name} className="rounded p-1 hover:bg-black/10" aria-label={`Download ${file.name}`}>
        <Download aria-hidden className="size-4" />
      </a>
    </div>
  );
}

export function MessageAttachments({
  conversationId,
  attachments,
  mine,
}: {
  conversationId: string;
  attachments: MessageAttachmentView[];
  mine: boolean;
}) {
  if (attachments.length === 0) return null;
  const videos = attachments.filter((a) => a.kind === "video");
  const images = attachments.filter((a) => a.kind !== "video" && a.contentType.startsWith("image/"));
  const files = attachments.filter((a) => a.kind !== "video" && !a.contentType.startsWith("image/"));
  return (
    <div className="mb-1 flex flex-col gap-1.5" data-testid="message-attachments">
      {videos.map((a) => (
        <VideoAttachment key={a.assetId ?? a.key} file={a} />
      ))}
      {images.length > 0 && (
        <div className="flex flex-wrap gap-1.5">
          {images.map((a) => (
            <Thumbnail key={a.key} conversationId={conversationId} file={a} />
          ))}
        </div>
      )}
      {files.map((a) => (
        <FileRow key={a.key} conversationId={conversationId} file={a} mine={mine} />
      ))}
    </div>
  );
}
