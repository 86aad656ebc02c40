"use client";

import { Upload } from "lucide-react";
import { useId } from "react";
import { VIDEO_UPLOAD_ACCEPT } from "@/contracts/videos";
import { cn } from "@/lib/utils";

/**
 * The file picker of the resumable video uploader: a label styled as a button around a visually
 * hidden input (keyboard and screen readers reach the input; the label opens it). Offers MP4, MOV
 * and WebM; the server checks the name, then the content.
 */
export function ChooseVideoButton({
  label,
  onFile,
  describedBy,
  disabled = false,
  testId,
}: {
  label: string;
  onFile: (file: File) => void;
  describedBy?: string;
  disabled?: boolean;
  testId?: string;
}) {
  const inputId = useId();
  return (
    <label
      htmlFor={inputId}
      aria-disabled={disabled}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium",
        disabled ? "text-muted-foreground cursor-not-allowed opacity-60" : "border-input hover:bg-muted cursor-pointer focus-within:ring-2",
      )}
    >
      <Upload aria-hidden className="size-4" />
      {label}
      <input
        id={inputId}
        type="file"
        accept={VIDEO_UPLOAD_ACCEPT.join(",")}
        className="sr-only"
        disabled={disabled}
        aria-describedby={describedBy}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = "";
        }}
      />
    </label>
  );
}
