"use client";

import { AlertTriangle, ArrowDown, ArrowUp, Loader2, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { ChooseVideoButton } from "@/components/media/choose-video-button";
import { PosterVideo } from "@/components/media/poster-video";
import { formatDuration, isTransferring, useResumableVideoUpload, VideoUploadProgress } from "@/components/media/resumable-video-upload";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { Portfolio, PortfolioVideo } from "@/contracts/portfolio";
import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { errorMessage } from "@/lib/api-error";

/** "Move earlier/later": keyboard and phone friendly reordering, one step at a time. */
const MOVES = [
  { by: -1, word: "Earlier", Icon: ArrowUp },
  { by: 1, word: "Later", Icon: ArrowDown },
] as const;

const STATUS_TEXT: Record<PortfolioVideo["status"], string> = {
  uploading: "Uploading",
  processing: "Processing",
  ready: "Ready",
  failed: "Failed",
};

/**
 * The creator's portfolio videos on /dashboard/settings (decision 042): upload
 * through the resumable uploader (progress, pause/resume, retry), each video's state (uploading →
 * processing → ready, or failed with the reason) polled until it settles, "move earlier/later"
 * and remove. Ready videos appear on the public page in this order.
 */
export function PortfolioVideos() {
  const statusId = useId();
  const [announcement, setAnnouncement] = useState("");
  const [busy, setBusy] = useState(false);
  const portfolio = useApiData(v1.query("GET /creators/me/portfolio"), {
    // Poll while a video processes, so it turns ready (or failed) without a reload; an upload's end refreshes at once.
    refreshInterval: (data) => (data?.videos.some((v) => v.status === "processing") ? 2000 : 0),
  });
  const uploader = useResumableVideoUpload({ purpose: "portfolio" }, () => void portfolio.mutate());
  const uploading = isTransferring(uploader.transfer);

  if (!portfolio.data) {
    return portfolio.error ? (
      <p role="alert" className="text-destructive text-sm">
        Your portfolio could not be loaded.{" "}
        <button type="button" className="underline" onClick={() => void portfolio.mutate()}>
          Try again
        </button>
      </p>
    ) : (
      <Skeleton className="h-32 rounded-lg" aria-busy="true" aria-label="Loading your portfolio" />
    );
  }
  const { videos, max } = portfolio.data;
  const full = videos.length >= max;

  async function change(request: () => Promise<{ data: Portfolio }>, done: string) {
    setBusy(true);
    try {
      const res = await request();
      await portfolio.mutate(res.data, { revalidate: false });
      setAnnouncement(done);
    } catch (error) {
      toast.error(errorMessage(error, "That did not work. Please try again."));
      await portfolio.mutate();
    } finally {
      setBusy(false);
    }
  }
  const move = (index: number, by: -1 | 1) => {
    const ids = videos.map((v) => v.assetId);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void change(
      () => v1.call("PUT /creators/me/portfolio/order", { json: { assetIds: ids } }),
      `${videos[index]!.originalName} moved to position ${index + by + 1} of ${videos.length}.`,
    );
  };
  const remove = (v: PortfolioVideo) =>
    void change(
      () => v1.call("DELETE /creators/me/portfolio/:assetId", { param: { assetId: v.assetId } }),
      `${v.originalName} removed from your portfolio.`,
    );

  return (
    <div className="grid gap-4" data-testid="portfolio-videos">
      <p className="text-muted-foreground text-sm" data-testid="portfolio-count">
        {videos.length} of {max} videos
      </p>
      {videos.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center text-sm">
          No portfolio videos yet. Add your best work: brands watch it on your public page.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Your portfolio videos">
          {videos.map((v, i) => (
            <li
              key={v.assetId}
              className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row"
              data-testid="portfolio-video"
              data-status={v.status}
            >
              <div className="bg-muted flex aspect-[9/16] w-24 shrink-0 items-center justify-center overflow-hidden rounded-md">
                {v.status === "ready" && v.playbackUrl ? (
                  <PosterVideo
                    src={v.playbackUrl}
                    poster={v.posterUrl}
                    label={`Portfolio video ${i + 1}: ${v.originalName}`}
                    className="size-full object-cover"
                  />
                ) : v.status === "failed" ? (
                  <AlertTriangle aria-hidden className="size-6 text-red-700" />
                ) : (
                  <Loader2 aria-hidden className="text-muted-foreground size-6 animate-spin" />
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                <span className="truncate font-medium" title={v.originalName}>
                  {v.originalName}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant={v.status === "ready" ? "success" : v.status === "failed" ? "destructive" : "secondary"}>
                    {STATUS_TEXT[v.status]}
                  </Badge>
                  {v.status === "ready" && v.durationMs !== null && (
                    <span className="text-muted-foreground text-xs">
                      {[formatDuration(v.durationMs / 1000), v.width && v.height ? `${v.width}×${v.height}` : null]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  )}
                </span>
                {v.status === "processing" && <span className="text-muted-foreground text-xs">Checking it and making its poster…</span>}
                {v.status === "uploading" && !uploading && (
                  <span className="text-muted-foreground text-xs">The upload stopped. Choose the same file again to continue it.</span>
                )}
                {v.status === "failed" && (
                  <span role="alert" className="text-xs text-red-800">
                    {v.failureReason ?? "We could not process this video."}
                  </span>
                )}
                <div className="mt-1 flex flex-wrap gap-2">
                  {MOVES.map(({ by, word, Icon }) => (
                    <Button
                      key={by}
                      type="button"
                      variant="outline"
                      size="sm"
                      className="min-h-11 sm:min-h-8"
                      disabled={busy || i + by < 0 || i + by >= videos.length}
                      onClick={() => move(i, by)}
                      aria-label={`Move ${v.originalName} ${word.toLowerCase()}`}
                    >
                      <Icon aria-hidden />
                      {word}
                    </Button>
                  ))}
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="min-h-11 sm:min-h-8"
                    disabled={busy}
                    onClick={() => remove(v)}
                    aria-label={`Remove ${v.originalName}`}
                  >
                    <Trash2 aria-hidden />
                    Remove
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}

      {!uploading && (
        <div>
          <ChooseVideoButton
            label="Add a portfolio video"
            onFile={(file) => uploader.choose(file)}
            describedBy={statusId}
            disabled={full}
            testId="portfolio-input"
          />
          <p className="text-muted-foreground mt-1 text-xs">
            {full
              ? `You have ${max} portfolio videos. Remove one to add another.`
              : `MP4, MOV or WebM, up to 2 GB, at most ${max} videos. A stopped upload continues when you choose the same file again.`}
          </p>
        </div>
      )}
      <VideoUploadProgress uploader={uploader} statusId={statusId} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
