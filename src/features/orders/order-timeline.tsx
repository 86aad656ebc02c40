import type { TimelineEntry } from "@/contracts/orders";

const ACTOR: Record<TimelineEntry["actor"], string> = { brand: "Brand", creator: "Creator", admin: "Admin", system: "Automatically" };

function when(at: string): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? at : d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
}

/** Every event of the order and its videos (from the domain events), oldest first. */
export function OrderTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">Nothing has happened on this order yet.</p>;
  const sorted = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol aria-label="Order timeline" className="ml-1.5 flex flex-col gap-4 border-l pl-5" data-testid="order-timeline">
      {sorted.map((entry) => (
        <li key={entry.id} className="relative" data-event={entry.type}>
          <span aria-hidden className="bg-brand ring-background absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ring-4" />
          <p className="text-sm font-medium break-words">{entry.label}</p>
          <p className="text-muted-foreground text-xs">
            <time dateTime={entry.at}>{when(entry.at)} UTC</time> · {ACTOR[entry.actor] ?? entry.actor}
          </p>
        </li>
      ))}
    </ol>
  );
}
