import type { Tx } from "@/server/db/database";

/** Who changes a state: checked against the transition table, recorded on the event. */
export type Actor =
  | { kind: "user"; id: string }
  | { kind: "buyer"; id: string }
  /** A creator acting on their own work (orders): the creator's user id. */
  | { kind: "creator"; id: string }
  | { kind: "admin"; id: string }
  | { kind: "provider"; id: "sandbox" | "stripe" }
  | { kind: "system" };

export type ActorKind = Actor["kind"];

export interface TransitionRule<S extends string> {
  from: S;
  to: S;
  /** The event type's suffix: `<entity>.<event>`. */
  event: string;
  by: readonly ActorKind[];
  /**
   * A condition beyond status and actor that must hold for this step (e.g. the product was
   * shipped before production starts). Runs under the row's lock; returns the refusal's message,
   * or null when the step may go ahead.
   */
  guard?: (tx: Tx, id: string) => Promise<string | null>;
}

/**
 * A stateful entity's transition table (decision 021) and the two row accesses the transition
 * function needs. `write` is the only code allowed to set the entity's status column.
 */
export interface StateMachine<S extends string, Patch> {
  entity: string;
  /** Status of a new row and who may create one (event `<entity>.created`). */
  initial: { status: S; by: readonly ActorKind[] };
  rules: readonly TransitionRule<S>[];
  /** Current status under a row lock, or null when there is no such row. */
  lock(tx: Tx, id: string): Promise<S | null>;
  write(tx: Tx, id: string, to: S, patch: Patch): Promise<void>;
}

export function actorLabel(actor: Actor): string {
  return actor.kind === "system" ? "system" : `${actor.kind}:${actor.id}`;
}
