"use client";

import { AlertTriangle, CheckCircle2, Loader2 } from "lucide-react";
import type { CheckFinding, CheckReport } from "@/contracts/video-checks";
import { cn } from "@/lib/utils";

/** "0:01.5": minutes, seconds and tenths, as the report's sentences say them. */
export function formatCheckTime(ms: number): string {
  const s = ms / 1000;
  const m = Math.floor(s / 60);
  return `${m}:${(s - m * 60).toFixed(1).padStart(4, "0")}`;
}

/**
 * A delivery's checks in plain language (decision 076): the warnings first, each with the moment
 * it concerns as a button that seeks the player (when `onSeek` is given), then what passed.
 * Read by the creator before the submit and by the brand beside the player.
 */
export function CheckReportView({ report, onSeek, className }: { report: CheckReport; onSeek?: (ms: number) => void; className?: string }) {
  if (report.status === "pending") {
    return (
      <p className={cn("flex items-center gap-2 text-sm", className)} role="status" data-testid="checks-pending">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        Checking the video: black or frozen stretches, sound at the start, loudness, black bars, size and length…
      </p>
    );
  }
  const warnings = report.findings.filter((f) => f.level === "warning");
  const passed = report.findings.filter((f) => f.level === "pass");
  return (
    <div className={cn("flex flex-col gap-2 text-sm", className)} data-testid="check-report" data-warnings={warnings.length}>
      {report.status === "failed" && (
        <p className="text-muted-foreground">We could not measure this video; only its length and shape were checked.</p>
      )}
      {warnings.length === 0 ? (
        <p className="flex items-center gap-2 font-medium text-emerald-800">
          <CheckCircle2 aria-hidden className="size-4" /> No problems found.
        </p>
      ) : (
        <ul className="flex flex-col gap-1.5" aria-label="Warnings">
          {warnings.map((f, i) => (
            <li key={`${f.code}-${i}`} className="flex items-start gap-2 text-amber-950" data-testid="check-warning" data-code={f.code}>
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
              <span className="min-w-0">
                {f.atMs !== null && <SeekButton finding={f} onSeek={onSeek} />} {f.message}
              </span>
            </li>
          ))}
        </ul>
      )}
      {passed.length > 0 && (
        <details className="text-muted-foreground">
          <summary className="cursor-pointer text-xs">
            {passed.length} check{passed.length === 1 ? "" : "s"} passed
          </summary>
          <ul className="mt-1 flex flex-col gap-1 text-xs">
            {passed.map((f) => (
              <li key={f.code} className="flex items-start gap-1.5">
                <CheckCircle2 aria-hidden className="mt-0.5 size-3 shrink-0 text-emerald-700" />
                {f.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function SeekButton({ finding, onSeek }: { finding: CheckFinding; onSeek?: (ms: number) => void }) {
  const label = `${formatCheckTime(finding.atMs!)}${finding.endMs !== null ? `–${formatCheckTime(finding.endMs)}` : ""}`;
  if (!onSeek) return <span className="font-mono tabular-nums">{label}</span>;
  return (
    <button
      type="button"
      className="text-brand rounded font-mono tabular-nums underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:outline-none"
      onClick={() => onSeek(finding.atMs!)}
      aria-label={`Play from ${formatCheckTime(finding.atMs!)}`}
      data-testid="check-seek"
    >
      {label}
    </button>
  );
}
