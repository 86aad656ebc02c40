"use client";

import type { MediaPlayerInstance } from "@vidstack/react";
import { Check, Columns2, Download, MessageSquarePlus, RotateCcw } from "lucide-react";
import { useRouter } from "next/navigation";
import { type FormEvent, useCallback, useId, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { revisionLabel, type ReviewComment, type VideoReview } from "@/contracts/reviews";
import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { errorMessage } from "@/lib/api-error";
import { formatFrameRange, formatTimecode, frameAtTime } from "@/lib/timecode";
import { cn } from "@/lib/utils";
import { BriefChecklist, refreshChecklist, RevisionCitationPicker, useRevisionCitations } from "./brief-checklist";
import { AdFormats } from "../ad-formats/ad-formats";
import { CaptionEditor } from "./captions/caption-editor";
import { QualityPanel } from "@/components/media/video-checks/quality-panel";
import { CommentThread, ReviewTextarea } from "./comment-thread";
import { CompareVersions } from "./compare-versions";
import { HooksAndVariantsSection } from "./hooks-and-variants-section";
import { playerCommands, ReviewPlayer, timingOf } from "./review-player";

const reviewQuery = (id: string) => v1.query("GET /auth/order_videos/:id/review", { param: { id } });

/**
 * Rounds in words: "2 revision rounds left · next: Revision 1 of 2", "All 2 revision rounds used";
 * once the video is approved, what happened ("Approved after Revision 1 of 2"): nothing is next.
 */
export function roundsText(
  review: Pick<VideoReview, "status" | "revisionRoundsTotal" | "revisionRoundsLeft" | "revisionRoundsUsed">,
): string {
  if (review.status === "approved") {
    const after = review.revisionRoundsUsed > 0 ? ` after ${revisionLabel(review.revisionRoundsUsed, review.revisionRoundsTotal)}` : "";
    return `Approved${after} · this review is read-only`;
  }
  if (review.revisionRoundsTotal === 0) return "No revision rounds in this package";
  if (review.revisionRoundsLeft === 0) return `All ${review.revisionRoundsTotal} revision rounds used`;
  const next = revisionLabel(review.revisionRoundsUsed + 1, review.revisionRoundsTotal);
  return `${review.revisionRoundsLeft} revision round${review.revisionRoundsLeft === 1 ? "" : "s"} left · next: ${next}`;
}

/**
 * The review of one order video: the versions, the player with frame-pinned
 * comments, replies and resolve, side-by-side comparison, and for the brand Approve / Request
 * revision with the round count. The creator sees the same comments and can reply. Reads through
 * GET /auth/order_videos/{id}/review; approval and revisions re-render the server page.
 */
export function VideoReviewPanel({ videoId, title }: { videoId: string; title: string }) {
  const router = useRouter();
  const swr = useApiData(reviewQuery(videoId));
  const { data: review, error, mutate } = swr;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [comparing, setComparing] = useState(false);
  const [draft, setDraft] = useState<{ frame: number; endFrame: number | null } | null>(null);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [activeComment, setActiveComment] = useState<string | null>(null);
  const playerRef = useRef<MediaPlayerInstance>(null);
  const formId = useId();

  const version = review ? (review.versions.find((v) => v.id === selectedId) ?? review.versions.at(-1) ?? null) : null;
  const timing = version ? timingOf(version) : null;
  // Cheap to build; the commands read the player through its ref, so a fresh object each render is fine.
  const commands = timing ? playerCommands(playerRef, timing.rate, timing.durationMs) : null;
  const versionComments = useMemo(
    () => (review && version ? review.comments.filter((c) => c.versionId === version.id) : []),
    [review, version],
  );
  const canComment = !!review?.allowedActions.includes("comment");

  const openComment = useCallback(() => {
    if (!commands || !canComment) return;
    commands.pause();
    setDraft({ frame: commands.frameNow(), endFrame: null });
    setTimeout(() => document.getElementById(formId)?.focus(), 0);
  }, [commands, canComment, formId]);

  if (error) return <p className="text-destructive text-sm">The review could not be loaded: {errorMessage(error)}</p>;
  if (!review) return <Skeleton className="aspect-video w-full" />;
  if (review.versions.length === 0 || !version || !timing || !commands) {
    return <p className="text-muted-foreground text-sm">Nothing delivered yet. The creator&apos;s video appears here for review.</p>;
  }

  const seekTo = (c: ReviewComment) => {
    commands.pause();
    commands.seekFrame(c.frame);
    setActiveComment(c.id);
  };
  const refresh = async () => {
    await mutate();
  };
  const write = async (fn: () => Promise<unknown>, success?: string): Promise<boolean> => {
    try {
      await fn();
      if (success) toast.success(success);
      await refresh();
      return true;
    } catch (e) {
      toast.error(errorMessage(e));
      return false;
    }
  };
  const submitComment = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || !text.trim()) return;
    setBusy(true);
    const ok = await write(
      () =>
        v1.call("POST /auth/order_videos/:id/comments", {
          param: { id: videoId },
          json: { versionId: version.id, body: text.trim(), frame: draft.frame, endFrame: draft.endFrame },
        }),
      "Comment added",
    );
    setBusy(false);
    if (ok) {
      setDraft(null);
      setText("");
    }
  };
  const carriedBy = new Map(review.revisions.map((r) => [r.id, r.label]));
  const openOnVersion = versionComments.filter((c) => !c.resolvedAt && !c.revisionRequestId).length;
  const isLatest = version.id === review.versions.at(-1)!.id;

  return (
    <div className="flex flex-col gap-4" data-testid="video-review" data-video-status={review.status}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{title}</h3>
        <span className="text-muted-foreground text-sm" data-testid="revision-rounds">
          {roundsText(review)}
        </span>
        <div className="ml-auto flex flex-wrap gap-1" role="group" aria-label="Versions">
          {review.versions.map((v) => (
            <Button
              key={v.id}
              type="button"
              size="sm"
              variant={v.id === version.id && !comparing ? "default" : "outline"}
              onClick={() => {
                setComparing(false);
                setSelectedId(v.id);
                setDraft(null);
              }}
              aria-pressed={v.id === version.id && !comparing}
            >
              Version {v.version}
            </Button>
          ))}
          {review.versions.length > 1 && (
            <Button
              type="button"
              size="sm"
              variant={comparing ? "default" : "outline"}
              onClick={() => setComparing((c) => !c)}
              aria-pressed={comparing}
            >
              <Columns2 aria-hidden className="size-4" /> Compare versions
            </Button>
          )}
        </div>
      </div>

      {review.revisions.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Revision requests">
          {review.revisions.map((r) => (
            <li key={r.id} className="rounded-md bg-amber-50 px-3 py-2 text-amber-950" data-testid="revision-request">
              <span className="font-medium">{r.label}</span> requested: <span className="break-words">{r.note}</span>
              {r.commentIds.length > 0 && (
                <span className="text-amber-900/80">
                  {" "}
                  · carried {r.commentIds.length} comment{r.commentIds.length === 1 ? "" : "s"}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}

      {comparing ? (
        <CompareVersions versions={review.versions} comments={review.comments} />
      ) : version.status !== "ready" ? (
        <p className="bg-muted rounded-lg p-6 text-center text-sm" role="status">
          {version.status === "failed"
            ? `This version could not be processed: ${version.failureReason ?? "unknown reason"}`
            : "This version is still processing…"}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-3">
            <ReviewPlayer
              key={version.id}
              playerRef={playerRef}
              version={version}
              comments={versionComments}
              label={`${title}, version ${version.version}`}
              onComment={canComment ? openComment : undefined}
              onMarker={(c) => setActiveComment(c.id)}
            />
            {version.downloadUrl && (
              <a href={version.downloadUrl} className="text-brand inline-flex w-fit items-center gap-1 text-sm hover:underline" download>
                <Download aria-hidden className="size-4" /> Download version {version.version}
              </a>
            )}
            <CaptionEditor
              key={version.id}
              videoId={videoId}
              versionId={version.id}
              playerRef={playerRef}
              commands={commands}
              rate={timing.rate}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            <QualityPanel
              videoId={videoId}
              version={version.version}
              onSeek={(ms) => (commands.pause(), commands.seekFrame(frameAtTime(ms / 1000, timing.rate)))}
            />
            {draft && (
              <form onSubmit={submitComment} className="flex flex-col gap-2 rounded-lg border p-3" data-testid="comment-form">
                <p className="text-sm">
                  Comment at{" "}
                  <span className="font-mono tabular-nums" data-testid="comment-form-timecode">
                    {formatFrameRange(draft.frame, draft.endFrame, timing.rate)}
                  </span>
                </p>
                <label htmlFor={formId} className="sr-only">
                  Comment
                </label>
                <ReviewTextarea
                  id={formId}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder="What should change at this frame?"
                />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" size="sm" disabled={busy || !text.trim()}>
                    <MessageSquarePlus aria-hidden className="size-4" /> Add comment
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    title="Move the playhead, then mark where the range ends"
                    onClick={() => {
                      const end = frameAtTime(playerRef.current?.currentTime ?? 0, timing.rate);
                      if (end > draft.frame) setDraft({ ...draft, endFrame: end });
                      else toast.error(`Move the playhead past ${formatTimecode(draft.frame, timing.rate)} to end a range`);
                    }}
                  >
                    End range here
                  </Button>
                  {draft.endFrame !== null && (
                    <Button type="button" size="sm" variant="ghost" onClick={() => setDraft({ ...draft, endFrame: null })}>
                      Single frame
                    </Button>
                  )}
                  <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
                    Cancel
                  </Button>
                </div>
              </form>
            )}
            <h4 className="text-sm font-medium">
              Comments on version {version.version} ({versionComments.length})
            </h4>
            {versionComments.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                {canComment
                  ? "No comments yet. Pause on a frame and press C (or the comment button) to pin one there."
                  : "No comments on this version."}
              </p>
            ) : (
              <ul className="flex max-h-[32rem] flex-col gap-2 overflow-y-auto" aria-label="Comments">
                {versionComments.map((c) => (
                  <CommentThread
                    key={c.id}
                    comment={c}
                    rate={timing.rate}
                    active={activeComment === c.id}
                    carriedLabel={c.revisionRequestId ? (carriedBy.get(c.revisionRequestId) ?? null) : null}
                    canWrite={canComment}
                    onSeek={seekTo}
                    onReply={(parent, body) =>
                      write(
                        () => v1.call("POST /auth/review_comments/:id/replies", { param: { id: parent.id }, json: { body } }),
                        "Reply sent",
                      )
                    }
                    onResolve={async (target, resolved) => {
                      await write(() =>
                        v1.call("POST /auth/review_comments/:id/resolve", { param: { id: target.id }, json: { resolved } }),
                      );
                    }}
                  />
                ))}
              </ul>
            )}
          </div>
        </div>
      )}

      <BriefChecklist videoId={videoId} versionId={version.id} versionNumber={version.version} />

      {review.viewer === "buyer" && isLatest && (
        <BrandDecision
          review={review}
          openComments={openOnVersion}
          onDone={async () => {
            await refresh();
            router.refresh();
          }}
        />
      )}
      {/* Below the approval notice: the approved video in the ad platforms' shapes (decision 078). */}
      {review.viewer === "buyer" && review.status === "approved" && <AdFormats orderVideoId={review.orderVideoId} />}
      <HooksAndVariantsSection videoId={videoId} />
    </div>
  );
}

/** Approve / Request revision (brand), only as the API allows; the round count is on the button. */
function BrandDecision({ review, openComments, onDone }: { review: VideoReview; openComments: number; onDone: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const citations = useRevisionCitations(review);
  const canApprove = review.allowedActions.includes("approve");
  const canRevise = review.allowedActions.includes("request_revision");
  const underReview = review.status === "uploaded";
  if (!underReview) {
    return review.status === "approved" ? (
      <p className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700" data-testid="video-approved">
        <Check aria-hidden className="size-4" /> Approved — the creator has been paid for this video.
      </p>
    ) : null;
  }
  // Nothing to decide while the order is disputed or closed: no stale "approve it" sentence.
  if (!canApprove && !canRevise) return null;
  const next = revisionLabel(review.revisionRoundsUsed + 1, review.revisionRoundsTotal);
  const run = async (fn: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await fn();
      toast.success(success);
      setOpen(false);
      await onDone();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={cn("flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center")} role="group" aria-label="Your decision">
      <p className="text-muted-foreground text-sm sm:mr-auto">
        {canRevise
          ? "Happy with it? Approving pays the creator and starts your usage rights."
          : "No revision rounds are left for this video — you can approve it or open a dispute."}
      </p>
      {canRevise && (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button type="button" variant="outline" disabled={busy}>
              <RotateCcw aria-hidden className="size-4" /> Request revision ({next})
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Request {next}</DialogTitle>
              <DialogDescription>
                The creator gets your note and what you cite below
                {openComments > 0 ? ` (${openComments} open comment${openComments === 1 ? "" : "s"} on this version)` : ""}, then uploads
                the next version.
              </DialogDescription>
            </DialogHeader>
            <form
              id={`${noteId}-form`}
              onSubmit={(e) => {
                e.preventDefault();
                void run(
                  () =>
                    v1
                      .call("POST /auth/order_videos/:id/request-revision", {
                        param: { id: review.orderVideoId },
                        json: { note: note.trim(), checklistItemIds: citations.chosen.itemIds, commentIds: citations.chosen.commentIds },
                      })
                      .then(() => refreshChecklist(review.orderVideoId)),
                  `${next} requested`,
                );
              }}
              className="flex flex-col gap-2"
            >
              <label htmlFor={noteId} className="text-sm font-medium">
                What should change?
              </label>
              <ReviewTextarea id={noteId} value={note} onChange={(e) => setNote(e.target.value)} minLength={5} required />
              <RevisionCitationPicker citations={citations} />
            </form>
            <DialogFooter>
              <Button type="submit" form={`${noteId}-form`} disabled={busy || note.trim().length < 5 || citations.isEmpty}>
                Send {next}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
      {canApprove && (
        <Button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(() => v1.call("POST /auth/order_videos/:id/approve", { param: { id: review.orderVideoId } }), "Video approved")
          }
        >
          <Check aria-hidden className="size-4" /> Approve video
        </Button>
      )}
    </div>
  );
}
