/*
 * Licence terms and status (docs/product/videos-and-licences.md; decision 037). Pure and isomorphic: the API, the
 * content library's filters (as SQL with the same bounds) and the screens agree on one rule.
 */

import { USAGE_RIGHTS_TERM_LABELS } from "./package-labels";

export const LICENCE_STATUSES = ["active", "expiring", "expired"] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const LICENCE_STATUS_LABELS: Record<LicenceStatus, string> = {
  active: "Active",
  expiring: "Expiring soon",
  expired: "Expired",
};

/** The content library flags licences ending within this many days (docs/product/videos-and-licences.md). */
export const EXPIRING_WITHIN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const EXPIRING_WITHIN_MS = EXPIRING_WITHIN_DAYS * DAY_MS;

/**
 * Active until 30 days before the end, then expiring, expired from the end on (the end instant is
 * no longer covered). A perpetual licence (no end) is always active.
 */
export function licenceStatus(endsAt: Date | string | null, now: Date | string): LicenceStatus {
  if (endsAt === null) return "active";
  const end = new Date(endsAt).getTime();
  const at = new Date(now).getTime();
  if (end <= at) return "expired";
  if (end - at <= EXPIRING_WITHIN_MS) return "expiring";
  return "active";
}

export const LICENCE_TERMS = ["30d", "90d", "1y", "perpetual"] as const;
export type LicenceTerm = (typeof LICENCE_TERMS)[number];

export const LICENCE_TERM_LABELS: Record<LicenceTerm, string> = USAGE_RIGHTS_TERM_LABELS;

/**
 * The end of a term started at `start`: days for the 30- and 90-day terms, a calendar year (12
 * months, same day and time in UTC; 29 February ends on 1 March) for "1y", null when perpetual.
 */
export function licenceEnd(start: Date, term: LicenceTerm): Date | null {
  switch (term) {
    case "30d":
      return new Date(start.getTime() + 30 * DAY_MS);
    case "90d":
      return new Date(start.getTime() + 90 * DAY_MS);
    case "1y": {
      const end = new Date(start.getTime());
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    }
    case "perpetual":
      return null;
  }
}

/** Whole days left (rounded up) until the end; 0 when over; null when perpetual. */
export function licenceDaysLeft(endsAt: Date | string | null, now: Date | string): number | null {
  if (endsAt === null) return null;
  const left = new Date(endsAt).getTime() - new Date(now).getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

export const LICENCE_USAGES = ["organic", "paid", "paid_and_organic"] as const;
export type LicenceUsage = (typeof LICENCE_USAGES)[number];
export const LICENCE_USAGE_LABELS: Record<LicenceUsage, string> = {
  organic: "Organic only",
  paid: "Paid ads only",
  paid_and_organic: "Paid ads and organic",
};

/** Short human reference of a licence: "LIC-" and the first 6 hex digits of its id. */
export function licenceReference(id: string): string {
  return `LIC-${id.replace(/-/g, "").slice(0, 6).toUpperCase()}`;
}
