import type { Tx } from "@/server/db/database";
import { AppError } from "@/server/errors";
import { recordEvent, type RecordedEvent } from "./record-event";
import { actorRefusal, stateRefusal } from "./refusal-message";
import type { Actor, StateMachine, TransitionRule } from "./types";

/** The rule for `from → to`; `event` picks one when two rules share the same arrow (e.g. two ways to close a dispute). */
export function findRule<S extends string>(
  machine: StateMachine<S, unknown>,
  from: S,
  to: S,
  event?: string,
): TransitionRule<S> | undefined {
  return machine.rules.find((r) => r.from === from && r.to === to && (event === undefined || r.event === event));
}

/**
 * The one way to change an entity's status (decision 021): under the row's lock, checks that the
 * table allows `from → to` for this actor and that the rule's guard holds, writes the new status
 * (and the patch that goes with it), and records `<entity>.<event>` — all in the caller's
 * transaction, so the change, its event and any ledger moves commit together. A refused transition
 * throws `invalid_state` before writing.
 */
export async function transition<S extends string, Patch>(
  tx: Tx,
  machine: StateMachine<S, Patch>,
  input: { id: string; to: S; actor: Actor; patch: Patch; payload?: Record<string, unknown>; event?: string },
): Promise<RecordedEvent & { from: S }> {
  const from = await machine.lock(tx, input.id);
  if (from === null) throw new AppError("not_found", `No such ${machine.entity}`);
  const rule = findRule(machine, from, input.to, input.event);
  if (!rule) throw new AppError("invalid_state", stateRefusal(machine.entity, machine.rules, from, input.to));
  if (!rule.by.includes(input.actor.kind)) {
    throw new AppError("invalid_state", actorRefusal(machine.entity, input.actor.kind, from, input.to));
  }
  const refused = rule.guard ? await rule.guard(tx, input.id) : null;
  if (refused) throw new AppError("invalid_state", refused);
  await machine.write(tx, input.id, input.to, input.patch);
  const event = await recordEvent(tx, {
    entity: machine.entity,
    entityId: input.id,
    type: `${machine.entity}.${rule.event}`,
    actor: input.actor,
    payload: { from, to: input.to, ...input.payload },
  });
  return { ...event, from };
}

/** Records the creation of a row the caller inserted with `machine.initial.status`, after checking who may. */
export async function recordCreated<S extends string, Patch>(
  tx: Tx,
  machine: StateMachine<S, Patch>,
  input: { id: string; actor: Actor; payload?: Record<string, unknown> },
): Promise<RecordedEvent> {
  if (!machine.initial.by.includes(input.actor.kind)) {
    throw new AppError("invalid_state", `A ${input.actor.kind} cannot create a ${machine.entity}`);
  }
  return recordEvent(tx, {
    entity: machine.entity,
    entityId: input.id,
    type: `${machine.entity}.created`,
    actor: input.actor,
    payload: { to: machine.initial.status, ...input.payload },
  });
}
