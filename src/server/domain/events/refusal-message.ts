import type { ActorKind, TransitionRule } from "./types";

const words = (name: string) => name.replaceAll("_", " ");

/**
 * What a person reads when a state change is refused because the entity is no longer (or not yet)
 * where the request expected it, typically a second click or a tab that is behind: the state it is
 * in now, in words, and whether it can still change at all. Never the table's arrows.
 */
export function stateRefusal<S extends string>(entity: string, rules: readonly TransitionRule<S>[], from: S, to: S): string {
  const what = `This ${words(entity)}`;
  if (from === to) return `${what} is already ${words(from)}.`;
  if (!rules.some((rule) => rule.from === from)) return `${what} is already ${words(from)} and cannot change any more.`;
  return `${what} is ${words(from)} now, so it cannot become ${words(to)}.`;
}

/** A step that exists, asked for by someone the table does not let take it. */
export function actorRefusal(entity: string, actor: ActorKind, from: string, to: string): string {
  const who = actor === "admin" ? "An admin" : `A ${words(actor)}`;
  return `${who} cannot change this ${words(entity)} from ${words(from)} to ${words(to)}.`;
}
