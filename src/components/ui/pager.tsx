import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * Where a "Previous" or "Next" step goes: a link (server-rendered lists whose page is in the URL, so
 * the back button and a shared link keep the page), a click (lists whose page lives in component
 * state), or nowhere (the first or last page: the button shows, disabled).
 */
export type PagerStep = { href: string } | { onClick: () => void } | null | undefined;

const number = new Intl.NumberFormat("en-US");

/** "1–50 of 1,234 transfers": the status of a numbered list. */
export function pageRange(page: number, pageSize: number, total: number, noun: string): string {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `${number.format(first)}–${number.format(last)} of ${number.format(total)} ${noun}`;
}

/** Previous / next for a paged list, with where the reader is, announced when it changes. */
export function Pager({
  label,
  status,
  previous,
  next,
  className,
}: {
  /** The navigation landmark's name, e.g. "Pages of users". */
  label: string;
  status: ReactNode;
  previous: PagerStep;
  next: PagerStep;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("flex flex-wrap items-center justify-between gap-2 text-sm", className)}>
      <p className="text-muted-foreground tabular-nums" aria-live="polite">
        {status}
      </p>
      <div className="flex gap-2">
        <Step step={previous} rel="prev">
          <ChevronLeft aria-hidden /> Previous
        </Step>
        <Step step={next} rel="next">
          Next <ChevronRight aria-hidden />
        </Step>
      </div>
    </nav>
  );
}

function Step({ step, rel, children }: { step: PagerStep; rel: "prev" | "next"; children: ReactNode }) {
  if (step && "href" in step) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link href={step.href} rel={rel}>
          {children}
        </Link>
      </Button>
    );
  }
  return (
    <Button type="button" variant="outline" size="sm" disabled={!step} onClick={step?.onClick}>
      {children}
    </Button>
  );
}
