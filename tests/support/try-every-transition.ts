import { count, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { expect } from "vitest";
import type { Db } from "@/server/db/database";
import { domainEvent } from "@/server/db/schema";
import { transition } from "@/server/domain/events/transition";
import type { Actor, StateMachine } from "@/server/domain/events/types";
import { AppError } from "@/server/errors";

/** A table of a stateful entity: its rows have an id and a status. */
type EntityTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };

export interface EveryTransition<S extends string, P> {
  machine: StateMachine<S, P>;
  statuses: readonly S[];
  actors: readonly Actor[];
  /** The legal moves as `from>to:actorKind`, written out by the test from the product's rules. */
  legal: Set<string>;
  /** A fresh row in this status; its id. */
  rowIn: (status: S) => Promise<string>;
  table: EntityTable;
  patch: P;
}

async function snapshot(db: Db, table: EntityTable, id: string) {
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as { status?: unknown }[];
  const [events] = await db.select({ n: count() }).from(domainEvent).where(eq(domainEvent.entityId, id));
  return { row, events: events!.n };
}

/**
 * Tries every (from, to, actor) on a fresh row: an allowed move writes the new status and one
 * event; a refused one throws `invalid_state` and writes nothing at all.
 */
export async function tryEveryTransition<S extends string, P>(db: Db, c: EveryTransition<S, P>) {
  let allowed = 0;
  let refused = 0;
  for (const from of c.statuses) {
    for (const to of c.statuses) {
      for (const actor of c.actors) {
        const id = await c.rowIn(from);
        const before = await snapshot(db, c.table, id);
        const attempt = db.transaction((tx) => transition(tx, c.machine, { id, to, actor, patch: c.patch }));
        const key = `${from}>${to}:${actor.kind}`;
        if (c.legal.has(key)) {
          await attempt;
          const after = await snapshot(db, c.table, id);
          expect(after.row?.status, key).toBe(to);
          expect(after.events, key).toBe(before.events + 1);
          allowed += 1;
        } else {
          const error = await attempt.then(
            () => null,
            (e: unknown) => e,
          );
          expect(error, `${key} must be refused`).toBeInstanceOf(AppError);
          expect((error as AppError).code, key).toBe("invalid_state");
          expect(await snapshot(db, c.table, id), `${key} wrote something`).toEqual(before);
          refused += 1;
        }
      }
    }
  }
  return { allowed, refused };
}
