import { trackRecordLines, type TrackRecordFigures } from "@/lib/track-record";
import { cn } from "@/lib/utils";

/*
 * A creator's track record (decision 083), in words: each figure has a label, a headline and the
 * sentence that explains it ("Delivered 14 of 15 orders on time"), so nothing rests on colour or a
 * bare number. A description list, one column at 390 px and two from `sm`. The public page, the
 * brand's creator page and the brand's proposal list all render it.
 */
export function TrackRecordSection({ record, headingId = "track-record-heading" }: { record: TrackRecordFigures; headingId?: string }) {
  return (
    <section aria-labelledby={headingId} data-testid="track-record">
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        Track record
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">From this creator&apos;s orders and messages on Reelbrief.</p>
      <TrackRecordList record={record} className="mt-4 grid gap-3 sm:grid-cols-2" />
    </section>
  );
}

export function TrackRecordList({ record, className }: { record: TrackRecordFigures; className?: string }) {
  return (
    <dl className={className}>
      {trackRecordLines(record).map((line) => (
        <div key={line.key} className="min-w-0 rounded-xl border px-4 py-3" data-testid={`track-record-${line.key}`}>
          <dt className="text-muted-foreground text-xs font-medium">{line.label}</dt>
          <dd className="mt-1">
            {line.value !== null ? <span className="text-foreground block text-lg font-semibold tabular-nums">{line.value}</span> : null}
            <span className={cn("block text-sm break-words", line.value === null ? "text-muted-foreground" : "text-foreground")}>
              {line.words}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One line per figure, for a row in a list (the brand's proposals): "On time: Delivered 14 of 15 orders on time". */
export function TrackRecordSummary({ record, className }: { record: TrackRecordFigures; className?: string }) {
  const lines = trackRecordLines(record).filter((l) => l.key === "on_time" || l.key === "first_version" || l.key === "response");
  return (
    <ul className={cn("text-muted-foreground space-y-0.5 text-xs", className)} aria-label="Track record" data-testid="track-record-summary">
      {lines.map((l) => (
        <li key={l.key} className="break-words">
          <span className="text-foreground font-medium">{l.label}:</span> {l.words}
        </li>
      ))}
    </ul>
  );
}
