"use client";

import { ImageIcon, LoaderCircle, Upload } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Progress } from "@/components/ui/progress";
import { MAX_IMAGE_LABEL } from "@/contracts/media";
import { cn } from "@/lib/utils";
import { StoredImage } from "@/components/ui/stored-image";

export interface ImagePickerProps {
  id: string;
  label: string;
  /** The picture shown now: the saved one, or a local preview of the chosen file. */
  src: string | null;
  shape: "round" | "square" | "wide";
  onSelect: (file: File) => void;
  /** 0–100 while uploading; null when idle. */
  progress: number | null;
  error?: string | null;
  status?: string | null;
  hint?: string;
}

const FRAME = {
  round: "size-20 rounded-full",
  square: "size-20 rounded-lg",
  wide: "h-20 w-40 rounded-lg",
} as const;

/**
 * A picture field: preview, a file button (the real input stays in the tab order, visually
 * hidden inside its label), progress while uploading, and the error or the saved message read
 * out by screen readers.
 */
export function ImagePicker({ id, label, src, shape, onSelect, progress, error, status, hint }: ImagePickerProps) {
  const uploading = progress !== null;
  const hintText = hint ?? `JPEG, PNG, WebP, GIF or AVIF, up to ${MAX_IMAGE_LABEL}.`;
  return (
    <div className="grid gap-2" data-testid={`image-picker-${id}`}>
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {label}
      </span>
      <div className="flex items-center gap-4">
        <div className={cn("bg-muted text-muted-foreground grid shrink-0 place-items-center overflow-hidden border", FRAME[shape])}>
          {src ? (
            <StoredImage
              src={src}
              alt={`${label} preview`}
              className={cn("size-full", shape === "wide" ? "object-contain" : "object-cover")}
            />
          ) : (
            <ImageIcon aria-hidden className="size-6" />
          )}
        </div>
        <div className="grid min-w-0 gap-1.5">
          <label
            className={cn(
              buttonVariants({ variant: "outline", size: "sm" }),
              "has-[:focus-visible]:border-ring has-[:focus-visible]:ring-ring/50 cursor-pointer justify-self-start has-[:focus-visible]:ring-[3px]",
              uploading && "pointer-events-none opacity-60",
            )}
          >
            <input
              id={id}
              type="file"
              accept="image/*"
              className="sr-only"
              aria-labelledby={`${id}-label`}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
              aria-invalid={error ? true : undefined}
              disabled={uploading}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                // Cleared so that choosing the same file again after an error fires a change.
                event.currentTarget.value = "";
                if (file) onSelect(file);
              }}
            />
            {uploading ? <LoaderCircle aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
            {uploading ? "Uploading…" : src ? "Replace picture" : "Choose picture"}
          </label>
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {hintText}
          </p>
        </div>
      </div>
      {uploading && <Progress value={progress} aria-label={`Uploading ${label}`} className="max-w-xs" />}
      <p aria-live="polite" className="sr-only">
        {uploading ? `Uploading ${label}, ${progress} percent` : ""}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-xs">
          {error}
        </p>
      ) : (
        status && (
          <p role="status" className="text-xs text-emerald-700 dark:text-emerald-400">
            {status}
          </p>
        )
      )}
    </div>
  );
}

/** A blob: URL for a chosen file, revoked when the file changes or the field goes away. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
