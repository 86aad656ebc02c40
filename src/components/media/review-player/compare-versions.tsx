"use client";

import { useMediaState, type MediaPlayerInstance } from "@vidstack/react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ReviewComment, ReviewVersion } from "@/contracts/reviews";
import { clampFrame, formatTimecode, frameAtTime, seekTimeOfFrame } from "@/lib/timecode";
import { ReviewTimeline, timingOf, VideoSurface } from "./review-player";

/** Drift beyond which the follower is put back on the leader's frame while both play. */
const MAX_DRIFT_S = 0.08;

/**
 * Two versions side by side, synchronised: one set of controls plays, pauses, steps
 * and seeks both; while they play, the right one follows the left one's clock. Frames are those
 * of the left version (versions of one order video normally share a frame rate).
 */
export function CompareVersions({ versions, comments }: { versions: ReviewVersion[]; comments: ReviewComment[] }) {
  const [leftId, setLeftId] = useState(versions.at(-2)?.id ?? versions[0]!.id);
  const [rightId, setRightId] = useState(versions.at(-1)!.id);
  const left = versions.find((v) => v.id === leftId) ?? versions[0]!;
  const right = versions.find((v) => v.id === rightId) ?? versions.at(-1)!;
  const leftRef = useRef<MediaPlayerInstance>(null);
  const rightRef = useRef<MediaPlayerInstance>(null);
  const { rate, durationMs } = timingOf(left);
  const paused = useMediaState("paused", leftRef);
  const currentTime = useMediaState("currentTime", leftRef);
  // Both must be able to play before one set of controls drives them (Vidstack rejects play() before).
  const leftReady = useMediaState("canPlay", leftRef);
  const rightReady = useMediaState("canPlay", rightRef);
  const ready = leftReady && rightReady;
  const frame = frameAtTime(currentTime, rate);

  // While playing, keep the follower on the leader's clock.
  useEffect(() => {
    const a = leftRef.current;
    const b = rightRef.current;
    if (!a || !b || paused) return;
    if (Math.abs(a.currentTime - b.currentTime) > MAX_DRIFT_S) b.currentTime = a.currentTime;
  }, [currentTime, paused]);

  const both = (fn: (p: MediaPlayerInstance) => void) => {
    for (const p of [leftRef.current, rightRef.current]) if (p?.state.canPlay) fn(p);
  };
  const seekFrame = (f: number) => {
    const t = seekTimeOfFrame(clampFrame(f, durationMs, rate), rate);
    both((p) => {
      p.currentTime = t;
    });
  };
  const toggle = () => {
    if (leftRef.current?.paused) {
      both((p) => {
        p.currentTime = leftRef.current!.currentTime;
        void p.play();
      });
    } else {
      both((p) => void p.pause());
    }
  };
  const step = (d: number) => {
    both((p) => void p.pause());
    seekFrame(frame + d);
  };
  const pick = (value: string, set: (id: string) => void) => set(value);

  return (
    <div className="flex flex-col gap-3" data-testid="compare-versions">
      <div className="grid gap-3 md:grid-cols-2">
        {[
          { side: "Left", version: left, ref: leftRef, id: leftId, set: setLeftId },
          { side: "Right", version: right, ref: rightRef, id: rightId, set: setRightId },
        ].map(({ side, version, ref, id, set }) => (
          <div key={side} className="flex flex-col gap-2" data-testid={`compare-${side.toLowerCase()}`} data-version={version.version}>
            <label className="text-muted-foreground flex items-center gap-2 text-xs">
              {side}
              <select
                className="border-input rounded border bg-transparent px-1 py-1 text-sm"
                value={id}
                onChange={(e) => pick(e.target.value, set)}
                aria-label={`${side} version`}
              >
                {versions.map((v) => (
                  <option key={v.id} value={v.id}>
                    Version {v.version}
                  </option>
                ))}
              </select>
            </label>
            <VideoSurface playerRef={ref} version={version} label={`Version ${version.version}`} />
          </div>
        ))}
      </div>
      <ReviewTimeline
        frame={frame}
        rate={rate}
        durationMs={durationMs}
        comments={comments.filter((c) => c.versionId === left.id)}
        onSeek={seekFrame}
        onMarker={(c) => seekFrame(c.frame)}
      />
      <div className="flex flex-wrap items-center gap-2" aria-busy={!ready}>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!ready}
          onClick={toggle}
          aria-label={paused ? "Play both" : "Pause both"}
        >
          {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={!ready} onClick={() => step(-1)} aria-label="Both: previous frame">
          <ChevronLeft aria-hidden className="size-4" />
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={!ready} onClick={() => step(1)} aria-label="Both: next frame">
          <ChevronRight aria-hidden className="size-4" />
        </Button>
        <output
          className="bg-muted rounded px-2 py-1 font-mono text-sm tabular-nums"
          aria-label="Timecode of both"
          data-testid="compare-timecode"
        >
          {formatTimecode(frame, rate)}
        </output>
        <span className="text-muted-foreground text-xs">Play, pause, step and seek move both versions together.</span>
      </div>
    </div>
  );
}
