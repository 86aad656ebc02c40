"use client";

import { type KeyboardEvent, type PointerEvent, useId, useRef } from "react";
import { StoredImage } from "@/components/ui/stored-image";
import { cropAround, renditionFormat, type FocusPoint } from "@/lib/rendition-shapes";
import type { RenditionShape } from "@/lib/asset-code";
import { cn } from "@/lib/utils";

/** Arrow keys move the focus by this much of the frame; with Shift, five times as far. */
export const FOCUS_STEP = 0.02;

const clamp01 = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
const percent = (n: number) => `${Math.round(n * 100)}%`;
const at = (n: number) => `${(n * 100).toFixed(3)}%`;

/** Where a key press moves the focus (null: not a key the picker handles). */
export function focusAfterKey(focus: FocusPoint, key: string, shift: boolean): FocusPoint | null {
  const step = shift ? FOCUS_STEP * 5 : FOCUS_STEP;
  switch (key) {
    case "ArrowLeft":
      return { x: clamp01(focus.x - step), y: focus.y };
    case "ArrowRight":
      return { x: clamp01(focus.x + step), y: focus.y };
    case "ArrowUp":
      return { x: focus.x, y: clamp01(focus.y - step) };
    case "ArrowDown":
      return { x: focus.x, y: clamp01(focus.y + step) };
    case "Home":
      return { x: 0.5, y: 0.5 };
    default:
      return null;
  }
}

/**
 * The focus point on the video's poster: drag (mouse, touch, pen) or click to place it, or focus
 * the handle and use the arrow keys (Shift for bigger steps, Home for the centre). The frame of the
 * chosen ad format is drawn around it, so the brand sees what each crop keeps.
 */
export function FocusPicker({
  posterUrl,
  source,
  focus,
  preview,
  disabled,
  onChange,
}: {
  posterUrl: string | null;
  source: { width: number; height: number };
  focus: FocusPoint;
  preview: RenditionShape;
  disabled?: boolean;
  onChange: (focus: FocusPoint) => void;
}) {
  const area = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const box = cropAround(source, renditionFormat(preview), focus);
  const fromPointer = (event: PointerEvent) => {
    const rect = area.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    onChange({ x: clamp01((event.clientX - rect.left) / rect.width), y: clamp01((event.clientY - rect.top) / rect.height) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = focusAfterKey(focus, event.key, event.shiftKey);
    if (!next || disabled) return;
    event.preventDefault();
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-2">
      <div
        ref={area}
        className={cn(
          "relative mx-auto w-full touch-none overflow-hidden rounded-lg bg-black select-none",
          disabled ? "cursor-default" : "cursor-crosshair",
        )}
        style={{ aspectRatio: `${source.width} / ${source.height}`, maxWidth: source.width >= source.height ? "100%" : "16rem" }}
        onPointerDown={(event) => {
          if (disabled) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          fromPointer(event);
        }}
        onPointerMove={(event) => {
          if (!disabled && event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
        }}
        data-testid="focus-area"
      >
        {posterUrl ? (
          <StoredImage src={posterUrl} alt="" draggable={false} className="pointer-events-none absolute inset-0 size-full object-cover" />
        ) : null}
        {/* The chosen format's crop: what stays in the frame. */}
        <div
          aria-hidden
          className="pointer-events-none absolute border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.45)]"
          style={{
            left: at(box.x / source.width),
            top: at(box.y / source.height),
            width: at(box.width / source.width),
            height: at(box.height / source.height),
          }}
          data-testid="crop-frame"
        />
        <div
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label="Focus point"
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(focus.x * 100)}
          aria-valuetext={`${percent(focus.x)} across, ${percent(focus.y)} down`}
          aria-disabled={disabled || undefined}
          onKeyDown={onKeyDown}
          className="focus-visible:ring-ring absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-rose-500/80 shadow-md outline-none focus-visible:ring-4"
          style={{ left: at(focus.x), top: at(focus.y) }}
          data-testid="focus-handle"
        />
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {disabled
          ? `Focus at ${percent(focus.x)} across, ${percent(focus.y)} down. The brand sets it.`
          : "Drag on the picture, or focus the dot and use the arrow keys (Shift: bigger steps, Home: centre)."}
      </p>
    </div>
  );
}
