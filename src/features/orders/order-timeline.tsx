import { type TimelineEvent, timelineEntries } from "@/lib/order-timeline";

function when(at: string): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? at : d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
}

/** Every event of the order and its videos, oldest first (from the domain events). */
export function OrderTimeline({ events }: { events: readonly TimelineEvent[] }) {
  const entries = timelineEntries(events);
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">Nothing has happened on this order yet.</p>;
  return (
    <ol aria-label="Order timeline" className="relative flex flex-col gap-4 border-l pl-5" data-testid="order-timeline">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span aria-hidden className="bg-brand ring-background absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ring-4" />
          <p className="text-sm font-medium">{entry.title}</p>
          {entry.detail && <p className="text-muted-foreground text-sm break-words">{entry.detail}</p>}
          <p className="text-muted-foreground text-xs">
            <time dateTime={entry.at}>{when(entry.at)} UTC</time>
            {entry.by && <> · {entry.by}</>}
          </p>
        </li>
      ))}
    </ol>
  );
}
