"use client";

import type { MediaPlayerInstance } from "@vidstack/react";
import { Download, Truck } from "lucide-react";
import { useRef, useState } from "react";
import { ReviewPlayer, playerCommands, timingOf } from "@/components/media/review-player/review-player";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { DisputeVideoEvidence } from "@/contracts/admin/disputes";
import type { ReviewComment } from "@/contracts/reviews";
import { formatFrameRange } from "@/lib/timecode";
import { cn } from "@/lib/utils";
import { dateTime } from "./dispute-labels";

/**
 * One order video as evidence, read-only: shipping and tracking, every version in the review
 * player, the frame-pinned comments of the version shown (a comment seeks the player to its
 * frame) and the revision requests. The admin watches; nobody comments from here.
 */
export function DisputeVideoEvidence({ video, count }: { video: DisputeVideoEvidence; count: number }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const playerRef = useRef<MediaPlayerInstance>(null);
  const version = video.versions.find((v) => v.id === selectedId) ?? video.versions.at(-1) ?? null;
  const comments = version ? video.comments.filter((c) => c.versionId === version.id) : [];
  const title = `Video ${video.position} of ${count}`;
  const timing = version ? timingOf(version) : null;

  const seek = (c: ReviewComment) => {
    if (!timing) return;
    const commands = playerCommands(playerRef, timing.rate, timing.durationMs);
    commands.pause();
    commands.seekFrame(c.frame);
    setActive(c.id);
  };

  return (
    <Card data-testid="dispute-video">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle role="heading" aria-level={3}>
          {title}
        </CardTitle>
        <Badge variant="outline">{video.status.replaceAll("_", " ")}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Shipping video={video} />
        {video.revisions.length > 0 && (
          <section aria-label={`Revision requests of ${title}`} className="flex flex-col gap-1">
            <h4 className="text-sm font-medium">Revision requests</h4>
            <ul className="flex flex-col gap-1 text-sm">
              {video.revisions.map((r) => (
                <li key={r.id} className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">
                  <span className="font-medium">{r.label}</span> · {dateTime(r.createdAt)}: <span className="break-words">{r.note}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {!version ? (
          <p className="text-muted-foreground text-sm">Nothing was delivered for this video.</p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="flex min-w-0 flex-col gap-3">
              {video.versions.length > 1 && (
                <div role="group" aria-label={`Versions of ${title}`} className="flex flex-wrap gap-2">
                  {video.versions.map((v) => (
                    <Button
                      key={v.id}
                      size="sm"
                      variant={v.id === version.id ? "default" : "outline"}
                      aria-pressed={v.id === version.id}
                      onClick={() => setSelectedId(v.id)}
                    >
                      Version {v.version}
                    </Button>
                  ))}
                </div>
              )}
              {version.status === "ready" ? (
                <ReviewPlayer
                  key={version.id}
                  playerRef={playerRef}
                  version={version}
                  comments={comments}
                  label={`${title}, version ${version.version}`}
                  onMarker={(c) => setActive(c.id)}
                />
              ) : (
                <p className="bg-muted rounded-lg p-6 text-center text-sm" role="status">
                  {version.status === "failed"
                    ? `This version could not be processed: ${version.failureReason ?? "unknown reason"}`
                    : "Processing…"}
                </p>
              )}
              <p className="text-muted-foreground text-xs">
                Version {version.version} delivered {dateTime(version.createdAt)}
                {version.deliverableWarnings.length > 0 && ` · ${version.deliverableWarnings.join(" · ")}`}
              </p>
              {version.downloadUrl && (
                <a href={version.downloadUrl} className="text-brand inline-flex w-fit items-center gap-1 text-sm hover:underline" download>
                  <Download aria-hidden className="size-4" /> Download version {version.version}
                </a>
              )}
            </div>
            <section aria-label={`Comments on version ${version.version}`} className="flex min-w-0 flex-col gap-2">
              <h4 className="text-sm font-medium">
                Comments on version {version.version} ({comments.length})
              </h4>
              {comments.length === 0 ? (
                <p className="text-muted-foreground text-sm">No comments on this version.</p>
              ) : (
                <ul className="flex flex-col gap-2" data-testid="dispute-comments">
                  {comments.map((c) => (
                    <li key={c.id} className={cn("rounded-md border p-2 text-sm", active === c.id && "border-brand bg-brand/5")}>
                      <button
                        type="button"
                        onClick={() => seek(c)}
                        className="text-brand font-mono text-xs underline-offset-2 hover:underline"
                        aria-label={`Go to ${timing ? formatFrameRange(c.frame, c.endFrame, timing.rate) : `frame ${c.frame}`}`}
                      >
                        {timing ? formatFrameRange(c.frame, c.endFrame, timing.rate) : `frame ${c.frame}`}
                      </button>
                      <p className="break-words">
                        <span className="font-medium">
                          {c.author.name} ({c.author.side})
                        </span>
                        : {c.body}
                      </p>
                      {c.resolvedAt && <p className="text-muted-foreground text-xs">Resolved{c.resolvedBy ? ` by ${c.resolvedBy}` : ""}</p>}
                      {c.replies.length > 0 && (
                        <ul className="mt-1 flex flex-col gap-1 border-l pl-3">
                          {c.replies.map((r) => (
                            <li key={r.id} className="break-words">
                              <span className="font-medium">
                                {r.author.name} ({r.author.side})
                              </span>
                              : {r.body}
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Shipping({ video }: { video: DisputeVideoEvidence }) {
  if (!video.trackingNumber && !video.receivedAt)
    return <p className="text-muted-foreground text-sm">No product was shipped for this video.</p>;
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-muted-foreground text-xs">Shipped</dt>
        <dd className="flex flex-wrap items-center gap-1">
          <Truck aria-hidden className="size-4" />
          {video.carrier?.toUpperCase()} {video.trackingNumber}
          {video.trackingUrl && (
            <a href={video.trackingUrl} className="text-brand hover:underline" target="_blank" rel="noreferrer">
              track
            </a>
          )}
          {video.shippedAt && <span className="text-muted-foreground">· {dateTime(video.shippedAt)}</span>}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground text-xs">Received by the creator</dt>
        <dd>
          {video.receivedAt ? `${dateTime(video.receivedAt)}${video.receivedCondition === "damaged" ? " · damaged" : ""}` : "Not yet"}
          {video.receivedNote && <span className="block break-words">{video.receivedNote}</span>}
          {video.receivedPhotoUrl && (
            <a href={video.receivedPhotoUrl} className="text-brand hover:underline" target="_blank" rel="noreferrer">
              Photo of the parcel
            </a>
          )}
        </dd>
      </div>
    </dl>
  );
}
