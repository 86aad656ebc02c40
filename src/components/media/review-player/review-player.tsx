"use client";

import { MediaPlayer, MediaProvider, Poster, useMediaState, type MediaPlayerInstance } from "@vidstack/react";
import { ChevronLeft, ChevronRight, MessageSquarePlus, Pause, Play } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, type RefObject, useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ReviewComment, ReviewVersion } from "@/contracts/reviews";
import {
  clampFrame,
  formatClock,
  formatFrameRange,
  formatTimecode,
  frameAtTime,
  frameCount,
  framePercent,
  normalizeFrameRate,
  seekTimeOfFrame,
  type FrameRate,
} from "@/lib/timecode";
import { cn } from "@/lib/utils";

export const PLAYBACK_RATES = [0.25, 0.5, 1, 1.5, 2] as const;

/** The frame rate and length of a version, with safe defaults until probing filled them in. */
export function timingOf(version: Pick<ReviewVersion, "frameRate" | "durationMs">): { rate: FrameRate; durationMs: number | null } {
  return { rate: normalizeFrameRate(version.frameRate), durationMs: version.durationMs };
}

/** Commands on a player, frame-exact: every seek lands in the middle of the wanted frame. */
export function playerCommands(ref: RefObject<MediaPlayerInstance | null>, rate: FrameRate, durationMs: number | null) {
  // Vidstack rejects play() and pause() with "media not ready" until the media can play (an unhandled
  // rejection, and the press does nothing): commands wait for it, as the buttons do (disabled).
  const player = () => (ref.current?.state.canPlay ? ref.current : null);
  const frameNow = () => frameAtTime(ref.current?.currentTime ?? 0, rate);
  return {
    frameNow,
    seekFrame: (frame: number) => {
      const p = player();
      if (!p) return;
      p.currentTime = seekTimeOfFrame(clampFrame(frame, durationMs, rate), rate);
    },
    step: (delta: number) => {
      const p = player();
      if (!p) return;
      void p.pause();
      p.currentTime = seekTimeOfFrame(clampFrame(frameNow() + delta, durationMs, rate), rate);
    },
    togglePlay: () => {
      const p = player();
      if (!p) return;
      if (p.paused) void p.play();
      else void p.pause();
    },
    pause: () => {
      void player()?.pause();
    },
    /** L: play, and each further press plays faster (up to 2×). */
    forward: () => {
      const p = player();
      if (!p) return;
      if (p.paused) {
        p.playbackRate = 1;
        void p.play();
      } else {
        p.playbackRate = Math.min(2, p.playbackRate * 2);
      }
    },
    /** J: browsers cannot play backwards smoothly, so J pauses and jumps back one second. */
    back: () => {
      const p = player();
      if (!p) return;
      void p.pause();
      p.currentTime = seekTimeOfFrame(clampFrame(frameNow() - Math.round(rate.num / rate.den), durationMs, rate), rate);
    },
    setRate: (r: number) => {
      const p = player();
      if (p) p.playbackRate = r;
    },
  };
}
export type PlayerCommands = ReturnType<typeof playerCommands>;

/** True when a key press belongs to a text field, not to the player. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * Keyboard shortcuts of the review player: space play/pause, J back one second,
 * K pause, L play (faster on each press), ←/→ one frame, C comment at this frame.
 */
export function handlePlayerKey(event: KeyboardEvent, commands: PlayerCommands, onComment?: () => void): void {
  if (isTyping(event) || event.metaKey || event.ctrlKey || event.altKey) return;
  const key = event.key.toLowerCase();
  const actions: Record<string, () => void> = {
    " ": commands.togglePlay,
    k: commands.pause,
    j: commands.back,
    l: commands.forward,
    arrowleft: () => commands.step(-1),
    arrowright: () => commands.step(1),
    ...(onComment ? { c: onComment } : {}),
  };
  const action = actions[key];
  if (!action) return;
  event.preventDefault();
  action();
}

/**
 * The URLs a version was first shown with. Each review fetch (after every comment, reply or
 * resolve) signs fresh URLs; handing a new `src` to the player reloads the media, back to frame 0
 * with the controls disabled, in the middle of a review. The first signed URLs stay until the
 * version shown changes (they live longer than a review session).
 */
function useStableUrls(version: ReviewVersion): Pick<ReviewVersion, "playbackUrl" | "posterUrl"> {
  const [kept, setKept] = useState({ id: version.id, playbackUrl: version.playbackUrl, posterUrl: version.posterUrl });
  if (kept.id !== version.id || (!kept.playbackUrl && version.playbackUrl)) {
    const next = { id: version.id, playbackUrl: version.playbackUrl, posterUrl: version.posterUrl };
    setKept(next);
    return next;
  }
  return kept;
}

/** The video surface: Vidstack's player with the poster; controls are the review's own. */
export function VideoSurface({
  playerRef,
  version,
  label,
  className,
}: {
  playerRef: RefObject<MediaPlayerInstance | null>;
  version: ReviewVersion;
  label: string;
  className?: string;
}) {
  const { playbackUrl, posterUrl } = useStableUrls(version);
  return (
    <MediaPlayer
      ref={playerRef}
      title={label}
      src={playbackUrl ? { src: playbackUrl, type: "video/mp4" } : undefined}
      playsInline
      keyDisabled
      load="eager"
      className={cn("relative aspect-video w-full overflow-hidden rounded-lg bg-black", className)}
      data-testid="review-video"
    >
      <MediaProvider className="h-full w-full [&_video]:h-full [&_video]:w-full [&_video]:object-contain">
        {posterUrl && (
          <Poster
            src={posterUrl}
            alt={`${label}: poster`}
            className="absolute inset-0 h-full w-full object-contain opacity-0 transition-opacity data-[visible]:opacity-100"
          />
        )}
      </MediaProvider>
    </MediaPlayer>
  );
}

/** The timeline: the playhead, comment markers (a dot, or a bar for a range), click to seek. */
export function ReviewTimeline({
  frame,
  rate,
  durationMs,
  comments,
  onSeek,
  onMarker,
}: {
  frame: number;
  rate: FrameRate;
  durationMs: number | null;
  comments: ReviewComment[];
  onSeek: (frame: number) => void;
  onMarker?: (comment: ReviewComment) => void;
}) {
  const frames = frameCount(durationMs, rate);
  const seekAt = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    onSeek(Math.min(frames - 1, Math.floor(ratio * frames)));
  };
  return (
    <div className="relative h-8 select-none" data-testid="review-timeline">
      <div
        role="slider"
        tabIndex={-1}
        aria-label="Timeline"
        aria-valuemin={0}
        aria-valuemax={frames - 1}
        aria-valuenow={frame}
        aria-valuetext={formatTimecode(frame, rate)}
        className="bg-muted absolute inset-x-0 top-3 h-2 cursor-pointer rounded-full"
        onClick={seekAt}
      >
        <div className="bg-brand/60 h-full rounded-full" style={{ width: `${framePercent(frame, durationMs, rate)}%` }} />
      </div>
      {comments.map((c) => {
        const left = framePercent(c.frame, durationMs, rate);
        const width = c.endFrame != null ? Math.max(1, framePercent(c.endFrame, durationMs, rate) - left) : null;
        return (
          <button
            key={c.id}
            type="button"
            title={`${formatFrameRange(c.frame, c.endFrame, rate)} — ${c.body}`}
            aria-label={`Comment at ${formatFrameRange(c.frame, c.endFrame, rate)}`}
            data-testid="comment-marker"
            data-frame={c.frame}
            onClick={() => onMarker?.(c)}
            className={cn(
              "absolute top-1.5 h-5 -translate-x-1/2 rounded-full border-2 border-white shadow",
              width === null ? "w-3" : "translate-x-0 rounded-sm",
              c.resolvedAt ? "bg-emerald-500" : "bg-amber-500",
            )}
            style={{ left: `${left}%`, ...(width !== null ? { width: `${width}%` } : {}) }}
          />
        );
      })}
    </div>
  );
}

/** Transport: play/pause, one frame back and forward, the timecode, and the playback speed. */
export function Transport({
  playerRef,
  commands,
  rate,
  onComment,
}: {
  playerRef: RefObject<MediaPlayerInstance | null>;
  commands: PlayerCommands;
  rate: FrameRate;
  onComment?: () => void;
}) {
  const paused = useMediaState("paused", playerRef);
  const currentTime = useMediaState("currentTime", playerRef);
  const playbackRate = useMediaState("playbackRate", playerRef);
  const canPlay = useMediaState("canPlay", playerRef);
  const frame = frameAtTime(currentTime, rate);
  return (
    <div className="flex flex-wrap items-center gap-2" aria-busy={!canPlay} data-testid="transport">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={!canPlay}
        onClick={commands.togglePlay}
        aria-label={paused ? "Play" : "Pause"}
        title="Play/pause (space)"
      >
        {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={!canPlay}
        onClick={() => commands.step(-1)}
        aria-label="Previous frame"
        title="Previous frame (←)"
      >
        <ChevronLeft aria-hidden className="size-4" />
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={!canPlay}
        onClick={() => commands.step(1)}
        aria-label="Next frame"
        title="Next frame (→)"
      >
        <ChevronRight aria-hidden className="size-4" />
      </Button>
      <output
        className="bg-muted rounded px-2 py-1 font-mono text-sm tabular-nums"
        aria-label="Timecode"
        data-testid="timecode"
        data-frame={frame}
      >
        {formatTimecode(frame, rate)}
      </output>
      <label className="text-muted-foreground flex items-center gap-1 text-xs">
        Speed
        <select
          className="border-input rounded border bg-transparent px-1 py-1 text-sm"
          value={String(playbackRate)}
          onChange={(e) => commands.setRate(Number(e.target.value))}
          aria-label="Playback speed"
        >
          {PLAYBACK_RATES.map((r) => (
            <option key={r} value={String(r)}>
              {r}×
            </option>
          ))}
        </select>
      </label>
      {onComment && (
        <Button
          type="button"
          size="sm"
          disabled={!canPlay}
          onClick={onComment}
          className="ml-auto"
          title={`Comment at ${formatTimecode(frame, rate)} (C)`}
        >
          <MessageSquarePlus aria-hidden className="size-4" /> Comment at {formatClock(frame, rate)}
        </Button>
      )}
    </div>
  );
}

/** The current frame of a player, for the parts of the screen that follow it. */
export function useCurrentFrame(playerRef: RefObject<MediaPlayerInstance | null>, rate: FrameRate): number {
  const currentTime = useMediaState("currentTime", playerRef);
  return frameAtTime(currentTime, rate);
}

/** The player with its controls and the comment markers of the version it shows. */
export function ReviewPlayer({
  playerRef,
  version,
  comments,
  label,
  onComment,
  onMarker,
}: {
  playerRef: RefObject<MediaPlayerInstance | null>;
  version: ReviewVersion;
  comments: ReviewComment[];
  label: string;
  onComment?: () => void;
  onMarker?: (comment: ReviewComment) => void;
}) {
  const { rate, durationMs } = timingOf(version);
  const commands = playerCommands(playerRef, rate, durationMs);
  const frame = useCurrentFrame(playerRef, rate);
  const onKey = useCallback((e: KeyboardEvent) => handlePlayerKey(e, commands, onComment), [commands, onComment]);
  return (
    <div
      className="focus-visible:ring-ring/50 flex flex-col gap-2 rounded-lg outline-none focus-visible:ring-[3px]"
      tabIndex={0}
      onKeyDown={onKey}
      aria-label={`${label}. Shortcuts: space play or pause, J back one second, K pause, L play, arrow keys one frame${onComment ? ", C comment" : ""}.`}
      data-testid="review-player"
    >
      <VideoSurface playerRef={playerRef} version={version} label={label} />
      <ReviewTimeline
        frame={frame}
        rate={rate}
        durationMs={durationMs}
        comments={comments}
        onSeek={(f) => commands.seekFrame(f)}
        onMarker={(c) => {
          commands.pause();
          commands.seekFrame(c.frame);
          onMarker?.(c);
        }}
      />
      <Transport playerRef={playerRef} commands={commands} rate={rate} onComment={onComment} />
      <p className="text-muted-foreground hidden text-xs sm:block">
        Space play/pause · J back 1 s · K pause · L play (again: faster) · ← → one frame{onComment ? " · C comment here" : ""}
      </p>
    </div>
  );
}
