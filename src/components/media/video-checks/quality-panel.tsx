"use client";

import { ShieldCheck } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { useApiData } from "@/lib/use-api";
import { CheckReportView } from "./check-report";

/**
 * The brand's "Quality" panel beside the review player (decision 076): the report of the version
 * on screen, as the creator saw it before submitting, with the note the creator wrote to submit
 * despite its warnings. Clicking a moment seeks the player.
 */
export function QualityPanel({ videoId, version, onSeek }: { videoId: string; version: number; onSeek: (ms: number) => void }) {
  const { data, error } = useApiData(v1.query("GET /auth/order_videos/:id/checks", { param: { id: videoId } }));
  const report = data?.versions.find((v) => v.version === version)?.report ?? null;
  return (
    <section className="flex flex-col gap-2 rounded-lg border p-3" aria-labelledby={`quality-${videoId}`} data-testid="quality-panel">
      <h4 id={`quality-${videoId}`} className="flex items-center gap-1.5 text-sm font-medium">
        <ShieldCheck aria-hidden className="size-4" /> Quality
        {report && report.status !== "pending" && (
          <span className="text-muted-foreground font-normal">
            · {report.warningCount === 0 ? "no warnings" : `${report.warningCount} warning${report.warningCount === 1 ? "" : "s"}`}
          </span>
        )}
      </h4>
      {error ? (
        <p className="text-destructive text-sm">The quality report could not be loaded: {errorMessage(error)}</p>
      ) : !data ? (
        <Skeleton className="h-16 w-full" />
      ) : !report ? (
        <p className="text-muted-foreground text-sm">This version was delivered before quality checks existed.</p>
      ) : (
        <>
          <CheckReportView report={report} onSeek={onSeek} />
          {report.overrideNote && (
            <blockquote className="border-l-2 border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="override-note">
              <span className="font-medium">The creator submitted despite the warnings:</span>{" "}
              <span className="break-words whitespace-pre-line">{report.overrideNote}</span>
            </blockquote>
          )}
        </>
      )}
    </section>
  );
}
