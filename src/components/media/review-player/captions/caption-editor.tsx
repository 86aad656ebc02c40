"use client";

import { useMediaState, type MediaPlayerInstance } from "@vidstack/react";
import { Captions, Download, Flame, Plus, RefreshCw, Save, Trash2 } from "lucide-react";
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { CAPTION_STYLE_IDS, type CaptionStyleId, type CaptionTrack, type VideoCaptions } from "@/contracts/captions";
import { v1 } from "@/lib/api-client";
import { errorFields, errorMessage, isApiError } from "@/lib/api-error";
import { cueProblem, parseCaptionFile, type Cue } from "@/lib/captions/cues";
import { frameAtTime, type FrameRate } from "@/lib/timecode";
import { useApiData } from "@/lib/use-api";
import { cn } from "@/lib/utils";
import type { PlayerCommands } from "../review-player";
import {
  cueIndexAt,
  formatEditTime,
  insertCueAt,
  parseEditTime,
  removeCue,
  setCueEnd,
  setCueStart,
  setCueText,
  setCueTimes,
  tidyCues,
} from "./caption-edits";

const captionsQuery = (id: string) => v1.query("GET /auth/order_videos/:id/captions", { param: { id } });
const versionBase = (versionId: string) => `/api/v1/auth/order_video_versions/${versionId}/captions`;

/** The shortcuts, as the editor lists them under its cues. */
export const CAPTION_SHORTCUTS = [
  ["[", "start the selected caption at the playhead"],
  ["]", "end it at the playhead"],
  ["Alt+↑ / Alt+↓", "previous / next caption (the player jumps to it)"],
  ["Alt+N", "new caption at the playhead"],
  ["Alt+S", "save"],
] as const;

function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The captions of the version shown in the review player: add them (a script timed to the
 * speech, the brief's text, or an SRT/WebVTT file), edit text and timing against the playhead,
 * export SRT/WebVTT and burn them in a style. Both sides of the order use it. The draft shows in
 * the player as a WebVTT text track while it is edited.
 */
export function CaptionEditor({
  videoId,
  versionId,
  playerRef,
  commands,
  rate,
}: {
  videoId: string;
  versionId: string;
  playerRef: RefObject<MediaPlayerInstance | null>;
  commands: PlayerCommands;
  rate: FrameRate;
}) {
  const [polling, setPolling] = useState(false);
  const { data, error, mutate } = useApiData(captionsQuery(videoId), { refreshInterval: polling ? 1500 : 0 });
  const entry = data?.versions.find((v) => v.versionId === versionId) ?? null;
  const track = entry?.track ?? null;
  const busy = !!track && (track.status === "timing" || track.burns.some((b) => b.status === "rendering"));
  useEffect(() => setPolling(busy), [busy]);

  return (
    <section className="flex flex-col gap-3 rounded-lg border p-3" aria-labelledby={`${versionId}-captions`} data-testid="caption-editor">
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={`${versionId}-captions`} className="inline-flex items-center gap-1 font-medium">
          <Captions aria-hidden className="size-4" /> Captions
        </h4>
        {track && <TrackStatus track={track} />}
      </div>
      {error ? (
        <p className="text-destructive text-sm">The captions could not be loaded: {errorMessage(error)}</p>
      ) : !data || !entry ? (
        <Skeleton className="h-24 w-full" />
      ) : !track || track.status === "failed" ? (
        <>
          {track?.failureReason && <p className="text-destructive text-sm">{track.failureReason}</p>}
          {data.canEdit ? (
            <StartCaptions versionId={versionId} briefText={data.briefText} durationMs={entry.durationMs} onStarted={() => mutate()} />
          ) : (
            <p className="text-muted-foreground text-sm">No captions on this version.</p>
          )}
        </>
      ) : track.status === "timing" ? (
        <p className="text-muted-foreground text-sm" role="status">
          Timing the captions to the speech… this takes a few seconds.
        </p>
      ) : (
        <ReadyCaptions
          key={`${track.id}-${track.revision}`}
          data={data}
          track={track}
          versionId={versionId}
          durationMs={entry.durationMs}
          playerRef={playerRef}
          commands={commands}
          rate={rate}
          onSaved={() => mutate()}
        />
      )}
    </section>
  );
}

function TrackStatus({ track }: { track: CaptionTrack }) {
  const label =
    track.status === "timing"
      ? "Timing…"
      : track.status === "failed"
        ? "Could not be timed"
        : `${track.cues.length} caption${track.cues.length === 1 ? "" : "s"}`;
  return (
    <span
      className={cn(
        "rounded-full px-2 py-0.5 text-xs",
        track.status === "failed" ? "bg-red-50 text-red-900" : "bg-muted text-muted-foreground",
      )}
      data-testid="caption-status"
      data-status={track.status}
    >
      {label}
    </span>
  );
}

/** No captions yet (or starting over): a script, the brief, or a caption file. */
function StartCaptions({
  versionId,
  briefText,
  durationMs,
  onStarted,
  onCancel,
}: {
  versionId: string;
  briefText: string;
  durationMs: number | null;
  onStarted: () => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [mode, setMode] = useState<"script" | "file">("script");
  const [script, setScript] = useState("");
  const [file, setFile] = useState<{ name: string; text: string; format: "srt" | "vtt"; cues: number } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fit, setFit] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const scriptId = useId();
  const fileId = useId();

  const readFile = async (picked: File | undefined) => {
    setFile(null);
    setFileError(null);
    if (!picked) return;
    const text = await picked.text();
    try {
      const { format, cues } = parseCaptionFile(text);
      const problem = cueProblem(cues, durationMs);
      if (cues.length === 0) setFileError("The file has no captions.");
      else {
        setFile({ name: picked.name, text, format, cues: cues.length });
        if (problem) setFileError(`${problem.message}. Fit the captions to the speech instead, or fix the file.`);
      }
    } catch (e) {
      setFileError(e instanceof Error ? e.message : "This is not an SRT or WebVTT file.");
    }
  };
  const submit = async () => {
    setBusy(true);
    setFieldError(null);
    try {
      const json =
        mode === "script"
          ? { source: "script" as const, text: script, fitToSpeech: true }
          : { source: file!.format, text: file!.text, fitToSpeech: fit };
      await v1.call("POST /auth/order_video_versions/:id/captions", { param: { id: versionId }, json });
      toast.success(json.fitToSpeech ? "Captions are being timed to the speech" : "Captions imported");
      await onStarted();
    } catch (e) {
      setFieldError(errorFields(e)?.text ?? null);
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-1" role="radiogroup" aria-label="Where the words come from">
        {(
          [
            ["script", "Paste the script"],
            ["file", "Import SRT or WebVTT"],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={mode === value ? "default" : "outline"}
            role="radio"
            aria-checked={mode === value}
            onClick={() => setMode(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      {mode === "script" ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={scriptId} className="text-sm font-medium">
            Script
          </label>
          <Textarea
            id={scriptId}
            value={script}
            onChange={(e) => setScript(e.target.value)}
            rows={4}
            placeholder="What is said in the video, sentence by sentence."
            aria-invalid={!!fieldError}
            aria-describedby={`${scriptId}-hint`}
          />
          <p id={`${scriptId}-hint`} className={cn("text-xs", fieldError ? "text-destructive" : "text-muted-foreground")}>
            {fieldError ??
              "We cut it into short captions and time them to the speech we hear in the video. You can fix every word and time afterwards."}
          </p>
          <div className="flex flex-wrap gap-2">
            {briefText && (
              <Button type="button" size="sm" variant="outline" onClick={() => setScript(briefText)}>
                Start from the brief
              </Button>
            )}
            <Button type="button" size="sm" disabled={busy || script.trim() === ""} onClick={() => void submit()}>
              <Captions aria-hidden className="size-4" /> Time captions to the speech
            </Button>
            {onCancel && (
              <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <label htmlFor={fileId} className="text-sm font-medium">
            Caption file (.srt or .vtt)
          </label>
          <Input
            id={fileId}
            type="file"
            accept=".srt,.vtt,text/vtt,application/x-subrip"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
          {file && (
            <p className="text-muted-foreground text-xs">
              {file.name}: {file.cues} caption{file.cues === 1 ? "" : "s"} ({file.format.toUpperCase()})
            </p>
          )}
          {(fileError ?? fieldError) && <p className="text-destructive text-xs">{fileError ?? fieldError}</p>}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={fit} onChange={(e) => setFit(e.target.checked)} className="size-4" />
            Fit the captions to the speech instead of the file&apos;s times
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={busy || !file || (!!fileError && !fit)} onClick={() => void submit()}>
              Import captions
            </Button>
            {onCancel && (
              <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The draft cues as a subtitles text track of the player's <video>, as WebVTT cues (VTTCue) the
 * browser draws itself; refilled on every change, so an edit shows at once.
 */
function useDraftTextTrack(playerRef: RefObject<MediaPlayerInstance | null>, cues: readonly Cue[]) {
  const canLoad = useMediaState("canLoad", playerRef);
  useEffect(() => {
    const video = playerRef.current?.el?.querySelector("video");
    if (!video || !canLoad || typeof VTTCue === "undefined") return;
    const track = [...video.textTracks].find((t) => t.label === DRAFT_TRACK) ?? video.addTextTrack("subtitles", DRAFT_TRACK, "en");
    for (const cue of [...(track.cues ?? [])]) track.removeCue(cue);
    for (const c of cues) track.addCue(new VTTCue(c.startMs / 1000, c.endMs / 1000, c.text));
    track.mode = "showing";
    return () => {
      track.mode = "hidden";
    };
  }, [playerRef, cues, canLoad]);
}
const DRAFT_TRACK = "Captions";

function ReadyCaptions({
  data,
  track,
  versionId,
  durationMs,
  playerRef,
  commands,
  rate,
  onSaved,
}: {
  data: VideoCaptions;
  track: CaptionTrack;
  versionId: string;
  durationMs: number | null;
  playerRef: RefObject<MediaPlayerInstance | null>;
  commands: PlayerCommands;
  rate: FrameRate;
  onSaved: () => Promise<unknown>;
}) {
  const [cues, setCues] = useState<Cue[]>(track.cues);
  const [selected, setSelected] = useState(0);
  const [saving, setSaving] = useState(false);
  const [startingOver, setStartingOver] = useState(false);
  const [serverError, setServerError] = useState<{ index: number; message: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const currentTime = useMediaState("currentTime", playerRef);
  const frameMs = (frame: number) => Math.round((frame * 1000 * rate.den) / rate.num);
  const playheadMs = frameMs(frameAtTime(currentTime, rate));
  const playing = cueIndexAt(cues, playheadMs);
  const dirty = useMemo(() => JSON.stringify(cues) !== JSON.stringify(track.cues), [cues, track.cues]);
  const problem = cueProblem(cues, durationMs) ?? serverError;
  useDraftTextTrack(playerRef, cues);

  const seekToCue = (index: number) => {
    const cue = cues[index];
    if (!cue) return;
    setSelected(index);
    commands.pause();
    // The first frame that starts at or after the cue's start.
    commands.seekFrame(Math.ceil((cue.startMs / 1000) * (rate.num / rate.den) - 1e-6));
    listRef.current?.querySelector<HTMLElement>(`[data-cue-index="${index}"] textarea`)?.focus({ preventScroll: false });
  };
  const save = async () => {
    if (problem) {
      toast.error(problem.message);
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      await v1.call("PUT /auth/order_video_versions/:id/captions/cues", {
        param: { id: versionId },
        json: { revision: track.revision, cues: tidyCues(cues) },
      });
      toast.success("Captions saved");
      await onSaved();
    } catch (e) {
      const field = Object.entries(errorFields(e) ?? {})[0];
      if (field) setServerError({ index: Number(field[0].split(".")[1] ?? 0), message: field[1] });
      toast.error(
        errorMessage(e),
        isApiError(e, { status: 409 }) ? { action: { label: "Reload", onClick: () => void onSaved() } } : undefined,
      );
    } finally {
      setSaving(false);
    }
  };
  const addAtPlayhead = () => {
    const added = insertCueAt(cues, playheadMs, durationMs);
    if (!added) {
      toast.error("There is a caption at the playhead already: move to a gap between captions");
      return;
    }
    setCues(added.cues);
    setSelected(added.index);
    setTimeout(() => listRef.current?.querySelector<HTMLElement>(`[data-cue-index="${added.index}"] textarea`)?.focus(), 0);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const typing = isTyping(event);
    if (event.altKey && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      event.preventDefault();
      seekToCue(Math.max(0, Math.min(cues.length - 1, selected + (event.key === "ArrowUp" ? -1 : 1))));
    } else if (event.altKey && (event.code === "KeyN" || event.key.toLowerCase() === "n")) {
      event.preventDefault();
      addAtPlayhead();
    } else if (event.altKey && (event.code === "KeyS" || event.key.toLowerCase() === "s")) {
      event.preventDefault();
      void save();
    } else if (!typing && !event.altKey && !event.ctrlKey && !event.metaKey && (event.key === "[" || event.key === "]")) {
      event.preventDefault();
      setCues((list) => (event.key === "[" ? setCueStart(list, selected, playheadMs) : setCueEnd(list, selected, playheadMs, durationMs)));
    }
  };

  if (startingOver) {
    return (
      <StartCaptions
        versionId={versionId}
        briefText={data.briefText}
        durationMs={durationMs}
        onCancel={() => setStartingOver(false)}
        onStarted={async () => {
          setStartingOver(false);
          await onSaved();
        }}
      />
    );
  }
  const readOnly = !data.canEdit;
  return (
    <div className="flex flex-col gap-3" onKeyDown={onKeyDown}>
      <ol ref={listRef} className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto" aria-label="Caption cues">
        {cues.map((cue, index) => (
          <CueRow
            key={index}
            cue={cue}
            index={index}
            isSelected={index === selected}
            isPlaying={index === playing}
            problem={problem?.index === index ? problem.message : null}
            readOnly={readOnly}
            onSelect={() => setSelected(index)}
            onSeek={() => seekToCue(index)}
            onText={(text) => setCues((list) => setCueText(list, index, text))}
            onTimes={(times) => setCues((list) => setCueTimes(list, index, times))}
            onRemove={() => {
              setCues((list) => removeCue(list, index));
              setSelected((s) => Math.max(0, Math.min(s, cues.length - 2)));
            }}
          />
        ))}
      </ol>
      {cues.length === 0 && <p className="text-muted-foreground text-sm">No captions left. Add one at the playhead, or start over.</p>}
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" size="sm" disabled={saving || !dirty} onClick={() => void save()} data-testid="save-captions">
            <Save aria-hidden className="size-4" /> {dirty ? "Save captions" : "Saved"}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={addAtPlayhead} title="Alt+N">
            <Plus aria-hidden className="size-4" /> Caption at {formatEditTime(playheadMs)}
          </Button>
          {dirty && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setCues(track.cues)}>
              Discard changes
            </Button>
          )}
          <Button type="button" size="sm" variant="ghost" className="sm:ml-auto" onClick={() => setStartingOver(true)}>
            <RefreshCw aria-hidden className="size-4" /> Start over
          </Button>
        </div>
      )}
      {!readOnly && (
        <p className="text-muted-foreground text-xs" data-testid="caption-shortcuts">
          Shortcuts: {CAPTION_SHORTCUTS.map(([key, what]) => `${key} ${what}`).join(" · ")}.
        </p>
      )}
      <ExportAndBurn data={data} track={track} versionId={versionId} dirty={dirty} onChanged={onSaved} />
    </div>
  );
}

function CueRow({
  cue,
  index,
  isSelected,
  isPlaying,
  problem,
  readOnly,
  onSelect,
  onSeek,
  onText,
  onTimes,
  onRemove,
}: {
  cue: Cue;
  index: number;
  isSelected: boolean;
  isPlaying: boolean;
  problem: string | null;
  readOnly: boolean;
  onSelect: () => void;
  onSeek: () => void;
  onText: (text: string) => void;
  onTimes: (times: { startMs?: number; endMs?: number }) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <li
      data-cue-index={index}
      data-testid="caption-cue"
      aria-current={isSelected ? "true" : undefined}
      className={cn(
        "flex flex-col gap-2 rounded-md border p-2 sm:flex-row sm:items-start",
        isSelected && "border-brand ring-brand/30 ring-2",
        isPlaying && "bg-amber-50",
      )}
      onFocusCapture={onSelect}
    >
      <div className="flex items-center gap-1 sm:flex-col sm:items-stretch">
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="h-7 px-1 font-mono text-xs"
          onClick={onSeek}
          aria-label={`Play caption ${n} from its start`}
        >
          #{n}
        </Button>
        <TimeField label={`Caption ${n} start`} ms={cue.startMs} readOnly={readOnly} onChange={(startMs) => onTimes({ startMs })} />
        <TimeField label={`Caption ${n} end`} ms={cue.endMs} readOnly={readOnly} onChange={(endMs) => onTimes({ endMs })} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label className="sr-only" htmlFor={`cue-${index}-text`}>
          Caption {n} text
        </label>
        <Textarea
          id={`cue-${index}-text`}
          value={cue.text}
          rows={2}
          readOnly={readOnly}
          onChange={(e) => onText(e.target.value)}
          aria-invalid={!!problem}
          className="min-h-0 resize-y text-sm"
        />
        {problem && <p className="text-destructive text-xs">{problem}</p>}
      </div>
      {!readOnly && (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={onRemove}
          aria-label={`Remove caption ${n}`}
          className="self-end sm:self-start"
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      )}
    </li>
  );
}

/** A time as "m:ss.mmm", committed on blur or Enter; an unreadable entry goes back to the last good value. */
function TimeField({ label, ms, readOnly, onChange }: { label: string; ms: number; readOnly: boolean; onChange: (ms: number) => void }) {
  const [text, setText] = useState(formatEditTime(ms));
  const [shown, setShown] = useState(ms);
  if (shown !== ms) {
    setShown(ms);
    setText(formatEditTime(ms));
  }
  const commit = () => {
    const parsed = parseEditTime(text);
    if (parsed === null) setText(formatEditTime(ms));
    else if (parsed !== ms) onChange(parsed);
  };
  return (
    <Input
      aria-label={label}
      value={text}
      readOnly={readOnly}
      inputMode="decimal"
      className="h-7 w-24 px-2 font-mono text-xs tabular-nums"
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") commit();
      }}
    />
  );
}

function ExportAndBurn({
  data,
  track,
  versionId,
  dirty,
  onChanged,
}: {
  data: VideoCaptions;
  track: CaptionTrack;
  versionId: string;
  dirty: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const [style, setStyle] = useState<CaptionStyleId>("bold_white");
  const [busy, setBusy] = useState(false);
  const styleId = useId();
  const name = (id: CaptionStyleId) => data.styles.find((s) => s.id === id)?.name ?? id;
  const burn = async () => {
    setBusy(true);
    try {
      await v1.call("POST /auth/order_video_versions/:id/captions/burns", { param: { id: versionId }, json: { style } });
      toast.success(`Burning in the captions (${name(style)})`);
      await onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 border-t pt-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Export:</span>
        {(["srt", "vtt"] as const).map((format) => (
          <a
            key={format}
            href={`${versionBase(versionId)}/export?format=${format}`}
            download
            className="text-brand inline-flex items-center gap-1 hover:underline"
          >
            <Download aria-hidden className="size-4" /> {format === "srt" ? "SRT" : "WebVTT"}
          </a>
        ))}
        {dirty && <span className="text-muted-foreground text-xs">(exports the saved captions)</span>}
      </div>
      {data.canEdit && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={styleId} className="text-sm font-medium">
              Burn-in style
            </label>
            <NativeSelect id={styleId} value={style} onChange={(e) => setStyle(e.target.value as CaptionStyleId)} className="w-40">
              {CAPTION_STYLE_IDS.map((id) => (
                <option key={id} value={id}>
                  {name(id)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy || dirty || track.cues.length === 0}
            onClick={() => void burn()}
            title={dirty ? "Save the captions first" : undefined}
          >
            <Flame aria-hidden className="size-4" /> Burn into the video
          </Button>
        </div>
      )}
      {track.burns.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Videos with burned-in captions" data-testid="caption-burns">
          {track.burns.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center gap-2" data-status={b.status}>
              <span className="font-medium">{name(b.style)}</span>
              {b.status === "rendering" ? (
                <span className="text-muted-foreground" role="status">
                  rendering…
                </span>
              ) : b.status === "failed" ? (
                <span className="text-destructive">{b.failureReason ?? "failed"}</span>
              ) : (
                <>
                  <a
                    href={`${versionBase(versionId)}/burns/${b.style}/download`}
                    download={b.fileName}
                    className="text-brand inline-flex items-center gap-1 break-all hover:underline"
                  >
                    <Download aria-hidden className="size-4" /> {b.fileName}
                  </a>
                  {b.isOutdated && <span className="text-xs text-amber-800">the captions changed since: burn again</span>}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
