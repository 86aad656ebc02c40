/*
 * Deadlines on the order screens (docs/product/orders.md): the creator has the package's turnaround from
 * the start of production; a brand may cancel with a full refund once a creator is 3 days late.
 * Pure: the caller passes "now", so the server render and the ticking client agree and tests
 * need no fake clock.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Within this much of the deadline a countdown turns amber and the dashboards list it. */
export const DEADLINE_CLOSE_MS = 2 * DAY;
/** How late a creator may be before the brand may cancel for a full refund (docs/product/orders.md). */
export const LATE_CANCEL_AFTER_MS = 3 * DAY;

export type DeadlineTone = "ok" | "close" | "overdue";

export interface Countdown {
  /** "3 days 4 hours left", "5 hours left", "12 minutes left", "Overdue by 1 day 2 hours". */
  label: string;
  tone: DeadlineTone;
  /** Milliseconds left (negative when overdue). */
  remainingMs: number;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** The two largest non-zero units: "2 days 3 hours", "3 hours 5 minutes", "1 minute". */
export function formatSpan(ms: number): string {
  const abs = Math.abs(ms);
  const days = Math.floor(abs / DAY);
  const hours = Math.floor((abs % DAY) / HOUR);
  const minutes = Math.floor((abs % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${plural(days, "day")} ${plural(hours, "hour")}` : plural(days, "day");
  if (hours > 0) return minutes > 0 ? `${plural(hours, "hour")} ${plural(minutes, "minute")}` : plural(hours, "hour");
  return minutes > 0 ? plural(minutes, "minute") : "less than a minute";
}

function toTime(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
}

export function countdown(deadline: Date | string | number, now: Date | number): Countdown {
  const remainingMs = toTime(deadline) - toTime(now);
  if (remainingMs <= 0) return { label: `Overdue by ${formatSpan(remainingMs)}`, tone: "overdue", remainingMs };
  return { label: `${formatSpan(remainingMs)} left`, tone: remainingMs <= DEADLINE_CLOSE_MS ? "close" : "ok", remainingMs };
}

/** True when the deadline is close or already passed (an action item on the dashboards). */
export function isDeadlineClose(deadline: Date | string | number | null | undefined, now: Date | number): boolean {
  if (deadline === null || deadline === undefined) return false;
  return countdown(deadline, now).tone !== "ok";
}
