"use client";

import { type KeyboardEvent, useRef } from "react";
import { cn } from "@/lib/utils";

export interface StatusTab<K extends string> {
  key: K;
  label: string;
  count?: number;
}

/**
 * A row of filter tabs (WAI-ARIA tabs: arrow keys, Home and End move between them; the panel is
 * `panelId`). Used by the console's queues to filter by status.
 */
export function StatusTabs<K extends string>(props: {
  label: string;
  tabs: StatusTab<K>[];
  value: K;
  onChange: (key: K) => void;
  panelId: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = props.tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    props.onChange(props.tabs[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={props.label} className="bg-muted flex w-full flex-wrap gap-1 rounded-lg p-1 sm:w-fit">
      {props.tabs.map((tab, i) => {
        const selected = tab.key === props.value;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${props.panelId}-tab-${tab.key}`}
            aria-selected={selected}
            aria-controls={props.panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onChange(tab.key)}
            onKeyDown={(e) => move(e, i)}
            className={cn(
              "focus-visible:ring-ring flex shrink-0 items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:outline-none",
              selected ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
            {tab.count !== undefined && <span className="text-muted-foreground tabular-nums">{tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
