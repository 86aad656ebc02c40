import type { DatabaseHandle } from "@/server/db/database";
import { LIVE_PUSH_CHANNEL } from "@/server/jobs/consumers/live-push-consumer";

export interface PushedEvent {
  id: string;
  type: string;
  entity: string;
  entityId: string;
}

type Subscriber = (event: PushedEvent) => void;

/**
 * One per process and database: LISTENs once on the live-push channel and hands each event to the
 * open streams of the users it names. On PostgreSQL every web process has its own hub, so an
 * event written through any process reaches streams held by any other; on PGlite the same code
 * runs on PGlite's in-process notifications.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private listening: Promise<unknown> | null = null;

  constructor(private readonly database: DatabaseHandle) {}

  async subscribe(userId: string, subscriber: Subscriber): Promise<() => void> {
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
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(userId);
    };
  }

  /** Open streams, for the bench and tests. */
  get connections(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
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
    for (const user of users) for (const subscriber of this.subscribers.get(user) ?? []) subscriber(event);
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
