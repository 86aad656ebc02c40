import type { Subscription } from "../contracts/me";
import { quotaAdditional, quotaRemaining, quotaRemainingPct, quotaUsedPct, quotaWithoutPlanText, type MaybeCount } from "./quota";

/**
 * Seat fields of the current user (docs/product/current-user.md "Values derived from the current user"). Every field
 * may be missing: the user may still be loading, and callers pass whatever they have.
 */
export type SeatFields = {
  total_seats?: MaybeCount;
  used_seats?: MaybeCount;
  subs?: ReadonlyArray<{
    subscription_type: Pick<Subscription["subscription_type"], "included_seats">;
  }> | null;
};

/** total_seats − used_seats; 0 if either value is missing (docs/product/current-user.md). */
export function seatsRemaining(me: SeatFields): number {
  return quotaRemaining(me.total_seats, me.used_seats);
}

/** Remaining seats as a share of total_seats, 0..100; 0 when total_seats is 0 or missing. */
export function seatsRemainingPct(me: SeatFields): number {
  return quotaRemainingPct(me.total_seats, me.used_seats);
}

/** Used seats as a share of total_seats, 0..100; 0 when total_seats is 0 or missing. */
export function seatsUsedPct(me: SeatFields): number {
  return quotaUsedPct(me.total_seats, me.used_seats);
}

/** included_seats of the first subscription (docs/product/plans-and-limits.md); 0 when the user has no subscription. */
export function includedSeats(me: SeatFields): number {
  return me.subs?.[0]?.subscription_type.included_seats ?? 0;
}

/** total_seats − includedSeats (docs/product/current-user.md), never below 0; seats bought on top of the package. */
export function additionalSeats(me: SeatFields): number {
  return quotaAdditional(me.total_seats, includedSeats(me));
}

/** "No plan yet: 1 seat — you" for an account without a plan; null once it has one. */
export function seatsWithoutPlanText(me: SeatFields): string | null {
  return quotaWithoutPlanText(me.total_seats, (me.subs?.length ?? 0) > 0, { one: "seat", many: "seats", whoWhenOne: "you" });
}
