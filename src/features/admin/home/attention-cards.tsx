import { ArrowRight } from "lucide-react";
import Link from "next/link";
import type { AttentionItem } from "@/contracts/admin/overview";
import { cn } from "@/lib/utils";

const number = new Intl.NumberFormat("en-US");

/**
 * What needs a person now, first on the home: one link per queue. A queue with work stands out
 * (amber edge, its count in bold); an empty one says so quietly, so a calm day looks calm.
 */
export function AttentionCards({ items }: { items: AttentionItem[] }) {
  return (
    <section aria-labelledby="attention-heading" className="flex flex-col gap-3">
      <h2 id="attention-heading" className="text-lg font-semibold">
        Needs attention
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="needs-attention">
        {items.map((item) => {
          const waiting = item.count > 0;
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                data-testid={`attention-${item.key}`}
                data-count={item.count}
                className={cn(
                  "bg-card hover:bg-accent focus-visible:ring-ring group flex h-full items-center justify-between gap-3 rounded-xl border p-4 transition-colors focus-visible:ring-2 focus-visible:outline-none",
                  waiting && "border-l-4 border-l-amber-500",
                )}
              >
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="text-sm font-medium">{item.label}</span>
                  <span className="text-muted-foreground text-xs">{waiting ? item.hint : "Nothing waiting"}</span>
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  <span className={cn("text-2xl tabular-nums", waiting ? "font-semibold" : "text-muted-foreground")}>
                    {number.format(item.count)}
                  </span>
                  <ArrowRight aria-hidden className="text-muted-foreground size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
