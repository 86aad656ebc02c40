import type { DatabaseHandle } from "@/server/db/database";
import { LIVE_PUSH_CHANNEL } from "@/server/jobs/consumers/live-push-consumer";
import { domainFrame, KEEP_ALIVE_FRAME } from "./sse-frames";

export interface PushedEvent {
  id: string;
  type: string;
  entity: string;
  entityId: string;
}

/** An open stream as the hub sees it: it is handed each event with its frame, already encoded. */
export interface LiveSubscriber {
  event(event: PushedEvent, frame: Uint8Array): void;
  /** The periodic comment line that keeps proxies from closing an idle stream. */
  keepAlive(frame: Uint8Array): void;
}

/** How often every open stream gets a keep-alive comment (proxies close idle streams at 30–60 s). */
const KEEP_ALIVE_MS = 25_000;

/**
 * One per process and database: LISTENs once on the live-push channel and hands each event to the
 * open streams of the users it names. On PostgreSQL every web process has its own hub, so an
 * event written through any process reaches streams held by any other; on PGlite the same code
 * runs on PGlite's in-process notifications.
 *
 * Per event the hub parses the payload and encodes the frame once, whatever the number of
 * streams; one timer sends every stream's keep-alive (not one timer per stream): a thousand open
 * tabs cost a thousand queue entries per event, nothing more (decision 045).
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<LiveSubscriber>>();
  private listening: Promise<unknown> | null = null;
  private keepAliveTimer: NodeJS.Timeout | null = null;
  private count = 0;

  constructor(private readonly database: DatabaseHandle) {}

  async subscribe(userId: string, subscriber: LiveSubscriber): Promise<() => void> {
    this.listening ??= this.database
      .listen(LIVE_PUSH_CHANNEL, (payload) => this.dispatch(payload))
      .catch((error: unknown) => {
        this.listening = null;
        throw error;
      });
    await this.listening;
    const set = this.subscribers.get(userId) ?? new Set();
    set.add(subscriber);
    this.subscribers.set(userId, set);
    this.count++;
    this.keepAliveTimer ??= setInterval(() => this.keepAlive(), KEEP_ALIVE_MS).unref();
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(userId) === set) this.subscribers.delete(userId);
      if (--this.count === 0 && this.keepAliveTimer) {
        clearInterval(this.keepAliveTimer);
        this.keepAliveTimer = null;
      }
    };
  }

  /** Open streams, for the bench and tests. */
  get connections(): number {
    return this.count;
  }

  private keepAlive() {
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.keepAlive(KEEP_ALIVE_FRAME);
  }

  private dispatch(payload: string) {
    let parsed: PushedEvent & { users?: unknown };
    try {
      parsed = JSON.parse(payload) as PushedEvent & { users?: unknown };
    } catch {
      return;
    }
    const users = Array.isArray(parsed.users) ? parsed.users.filter((u): u is string => typeof u === "string") : [];
    const event: PushedEvent = { id: parsed.id, type: parsed.type, entity: parsed.entity, entityId: parsed.entityId };
    let frame: Uint8Array | null = null;
    for (const user of users) {
      const set = this.subscribers.get(user);
      if (!set) continue;
      frame ??= domainFrame(event);
      for (const subscriber of set) subscriber.event(event, frame);
    }
  }
}

const hubs = new WeakMap<DatabaseHandle, LiveHub>();

export function liveHubOf(database: DatabaseHandle): LiveHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new LiveHub(database);
    hubs.set(database, hub);
  }
  return hub;
}
