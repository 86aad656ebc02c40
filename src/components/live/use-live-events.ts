"use client";

import { useEffect } from "react";
import { mutate } from "swr";
import { ME_KEY } from "@/components/session/use-me";

/** One pushed domain event (the SSE `data`), as the stream endpoint sends it. */
export interface LiveEvent {
  id: string;
  type: string;
  entity: string;
  entityId: string;
}

/** The stream of the signed-in user (GET /api/v1/auth/events/stream). */
export const LIVE_STREAM_PATH = "/api/v1/auth/events/stream";

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();
let source: EventSource | null = null;
let holders = 0;

/**
 * One EventSource per page, shared by every hook: EventSource reconnects by itself and sends
 * Last-Event-ID, so the server replays what was missed. Every event refreshes /me (the bell, the
 * unread counts); components listen for what concerns them.
 */
function connect() {
  if (source || typeof EventSource === "undefined") return;
  source = new EventSource(LIVE_STREAM_PATH, { withCredentials: true });
  source.addEventListener("domain", (message: MessageEvent<string>) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(message.data) as LiveEvent;
    } catch {
      return;
    }
    void mutate(ME_KEY);
    for (const listener of listeners) listener(event);
  });
}

/** Keeps the page's live connection open while mounted and calls `onEvent` for each event. */
export function useLiveEvents(onEvent?: Listener) {
  useEffect(() => {
    holders += 1;
    connect();
    if (onEvent) listeners.add(onEvent);
    return () => {
      if (onEvent) listeners.delete(onEvent);
      holders -= 1;
      if (holders === 0 && source) {
        source.close();
        source = null;
      }
    };
  }, [onEvent]);
}

/** Mounted once in the signed-in layout: the bell and badges update without a reload. */
export function LiveEvents() {
  useLiveEvents();
  return null;
}
