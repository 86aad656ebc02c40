"use client";

import { AlarmClock } from "lucide-react";
import { useEffect, useState } from "react";
import { countdown } from "@/lib/order-deadline";
import { cn } from "@/lib/utils";

/** Built once: `toLocaleString` with options builds a formatter on every call (a per-row cost on the order lists). */
const DUE_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

const TONE_CLASS = {
  ok: "text-muted-foreground",
  close: "text-amber-700",
  overdue: "text-red-700 font-medium",
} as const;

/**
 * A deadline counting down, refreshed every minute. `now` is the server's time of rendering so the
 * server HTML and the first client render agree (no hydration mismatch); the ticking starts after.
 */
export function Countdown({ deadline, now, className }: { deadline: string; now?: string | number; className?: string }) {
  const [current, setCurrent] = useState(() => (now === undefined ? Date.now() : new Date(now).getTime()));
  useEffect(() => {
    setCurrent(Date.now());
    const timer = setInterval(() => setCurrent(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const c = countdown(deadline, current);
  const due = new Date(deadline);
  const dueText = DUE_FORMAT.format(due);
  return (
    <time
      dateTime={due.toISOString()}
      title={`Due ${dueText} UTC`}
      data-tone={c.tone}
      className={cn("inline-flex items-center gap-1 text-sm tabular-nums", TONE_CLASS[c.tone], className)}
    >
      <AlarmClock aria-hidden className="size-3.5 shrink-0" />
      {c.label}
      <span className="sr-only"> (due {dueText} UTC)</span>
    </time>
  );
}
