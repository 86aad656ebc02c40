"use client";

import { Button } from "@/components/ui/button";

const number = new Intl.NumberFormat("en-US");

/** Previous / next for a numbered list, with where the reader is, announced when it changes. */
export function Pager(props: { page: number; pageSize: number; total: number; noun: string; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const first = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const last = Math.min(props.total, props.page * props.pageSize);
  return (
    <nav aria-label={`Pages of ${props.noun}`} className="flex flex-wrap items-center justify-between gap-2 pt-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {number.format(first)}–{number.format(last)} of {number.format(props.total)} {props.noun}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={props.page >= pages} onClick={() => props.onPage(props.page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
