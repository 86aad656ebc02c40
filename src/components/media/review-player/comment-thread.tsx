"use client";

import { CheckCircle2, CornerDownRight, RotateCcw } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { MAX_COMMENT_LENGTH, type ReviewComment } from "@/contracts/reviews";
import { formatFrameRange, type FrameRate } from "@/lib/timecode";
import { cn } from "@/lib/utils";

/** A comment box: the ui Textarea, shorter, capped at the comment limit. */
export function ReviewTextarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <Textarea maxLength={MAX_COMMENT_LENGTH} className={cn("min-h-16", className)} {...props} />;
}

const sideLabel = { brand: "Brand", creator: "Creator" } as const;
const when = (iso: string) => new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** One comment: its timecode (click to seek to the exact frame), author, text, resolve, replies. */
export function CommentThread({
  comment,
  rate,
  active,
  carriedLabel,
  canWrite,
  onSeek,
  onReply,
  onResolve,
}: {
  comment: ReviewComment;
  rate: FrameRate;
  active: boolean;
  carriedLabel: string | null;
  canWrite: boolean;
  onSeek: (comment: ReviewComment) => void;
  onReply: (comment: ReviewComment, body: string) => Promise<boolean>;
  onResolve: (comment: ReviewComment, resolved: boolean) => Promise<void>;
}) {
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    if (await onReply(comment, text.trim())) {
      setText("");
      setReplying(false);
    }
    setBusy(false);
  };
  return (
    <li
      className={cn(
        "flex flex-col gap-2 rounded-lg border p-3",
        active && "border-brand ring-brand/30 ring-2",
        comment.resolvedAt && "bg-muted/40",
      )}
      data-testid="review-comment"
      data-frame={comment.frame}
      data-resolved={comment.resolvedAt ? "true" : "false"}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <button
          type="button"
          onClick={() => onSeek(comment)}
          className="bg-muted hover:bg-brand/10 rounded px-1.5 py-0.5 font-mono text-xs tabular-nums"
          aria-label={`Go to ${formatFrameRange(comment.frame, comment.endFrame, rate)}`}
          data-testid="comment-timecode"
        >
          {formatFrameRange(comment.frame, comment.endFrame, rate)}
        </button>
        <span className="font-medium">{comment.author.name}</span>
        <span className="text-muted-foreground text-xs">
          {sideLabel[comment.author.side]} · {when(comment.createdAt)}
        </span>
        {comment.resolvedAt && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
            <CheckCircle2 aria-hidden className="size-3.5" /> Resolved{comment.resolvedBy ? ` by ${comment.resolvedBy}` : ""}
          </span>
        )}
        {carriedLabel && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">Sent with {carriedLabel}</span>}
      </div>
      <p className="text-sm break-words whitespace-pre-line">{comment.body}</p>
      {comment.replies.length > 0 && (
        <ul className="flex flex-col gap-2 border-l-2 pl-3" aria-label="Replies">
          {comment.replies.map((r) => (
            <li key={r.id} className="text-sm" data-testid="review-reply">
              <span className="font-medium">{r.author.name}</span>{" "}
              <span className="text-muted-foreground text-xs">
                {sideLabel[r.author.side]} · {when(r.createdAt)}
              </span>
              <p className="break-words whitespace-pre-line">{r.body}</p>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="ghost" onClick={() => setReplying((v) => !v)}>
            <CornerDownRight aria-hidden className="size-4" /> Reply
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => void onResolve(comment, !comment.resolvedAt)}>
            {comment.resolvedAt ? <RotateCcw aria-hidden className="size-4" /> : <CheckCircle2 aria-hidden className="size-4" />}
            {comment.resolvedAt ? "Reopen" : "Resolve"}
          </Button>
        </div>
      )}
      {replying && (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <label htmlFor={id} className="sr-only">
            Reply
          </label>
          <ReviewTextarea id={id} value={text} onChange={(e) => setText(e.target.value)} placeholder="Write a reply" autoFocus />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy || !text.trim()}>
              Send reply
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setReplying(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
