import { cn } from "@/lib/utils";

/**
 * A processed video behind its poster (decision 042): the browser's own controls, nothing loaded
 * until the viewer presses play (preload none), inline on phones. `src` and `poster` are the
 * product's stream routes (`/api/v1/videos/{asset}/…`), which check the viewer and redirect to a
 * short-lived signed URL, so the element keeps working however long the page stays open.
 */
export function PosterVideo({ src, poster, label, className }: { src: string; poster: string | null; label: string; className?: string }) {
  return (
    <video
      src={src}
      poster={poster ?? undefined}
      controls
      preload="none"
      playsInline
      aria-label={label}
      className={cn("bg-black", className)}
    />
  );
}
