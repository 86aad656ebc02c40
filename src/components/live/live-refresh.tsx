"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { type LiveEvent, useLiveEvents } from "./use-live-events";

/** Several events of one change (an order and its notification) arrive together: one refresh. */
const COALESCE_MS = 250;

/**
 * Calls `onChange` (once per burst) when a live event concerns what a page shows: an event type
 * starting with one of `prefixes`, about one of `ids` when given (an order and its videos), any
 * otherwise (a list). Decision 035.
 */
export function useLiveChanges({ prefixes, ids }: { prefixes: readonly string[]; ids?: readonly string[] }, onChange: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const key = `${prefixes.join(",")}|${ids?.join(",") ?? "*"}`;
  const onEvent = useCallback(
    (event: LiveEvent) => {
      const [prefixList, idList] = key.split("|") as [string, string];
      if (!prefixList.split(",").some((p) => event.type.startsWith(p))) return;
      if (idList !== "*" && !idList.split(",").includes(event.entityId)) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), COALESCE_MS);
    },
    [key],
  );
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useLiveEvents(onEvent);
}

/** Re-renders a server-rendered page (router.refresh: the RSC data is read again, client state kept) on a live change. */
export function LiveRefresh({ prefixes, ids }: { prefixes: readonly string[]; ids?: readonly string[] }) {
  const router = useRouter();
  useLiveChanges({ prefixes, ids }, () => router.refresh());
  return null;
}
