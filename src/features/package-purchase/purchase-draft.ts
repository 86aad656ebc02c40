/*
 * The draft of one package purchase, kept in sessionStorage per creator so that leaving for the
 * payment page (Add Funds) and coming back lands on the same step with everything still typed —
 * and with the same idempotency key, so the order the brand finally confirms is made once.
 */

import type { PaidUsageOffer } from "@/lib/paid-usage";

export const PURCHASE_STEPS = ["package", "brand", "brief", "review"] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

export interface PurchaseDraft {
  packageId: string | null;
  brandProfileId: string | null;
  whatToFilm: string;
  product: string;
  /** One link per line, as typed. */
  links: string;
  notes: string;
  shipsProduct: boolean | null;
  /** Add-ons picked on the review step (decision 080): extra hooks per video, and the raw footage. */
  extraHooks: number;
  rawFootage: boolean;
  /** Paid usage picked on the review step (decision 084): "<platform>:<days>", or "" for none. */
  paidUsage: string;
  /** Made once per draft: a double click or a retry after a network error makes one order. */
  idempotencyKey: string;
  step: PurchaseStep;
}

const storageKey = (creatorUserId: string) => `reelbrief:package-order:${creatorUserId}`;

export function newDraft(packageId: string | null, brandProfileId: string | null): PurchaseDraft {
  return {
    packageId,
    brandProfileId,
    whatToFilm: "",
    product: "",
    links: "",
    notes: "",
    shipsProduct: null,
    extraHooks: 0,
    rawFootage: false,
    paidUsage: "",
    idempotencyKey: crypto.randomUUID(),
    step: packageId ? "brand" : "package",
  };
}

export function loadDraft(creatorUserId: string): PurchaseDraft | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(creatorUserId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PurchaseDraft>;
    if (typeof parsed.idempotencyKey !== "string" || !PURCHASE_STEPS.includes(parsed.step as PurchaseStep)) return null;
    return { ...newDraft(null, null), ...parsed };
  } catch {
    return null;
  }
}

export function saveDraft(creatorUserId: string, draft: PurchaseDraft): void {
  try {
    window.sessionStorage.setItem(storageKey(creatorUserId), JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the flow still works, it just cannot survive a page change.
  }
}

export function clearDraft(creatorUserId: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(creatorUserId));
  } catch {
    // Nothing to clear.
  }
}

/** The links the brand typed, one per line, blanks dropped. */
export function linksOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");
}

/** The smallest top-up the wallet takes is $1.00 (MIN_TOP_UP_CENTS). */
export const MIN_TOP_UP_CENTS = 100;

/** What to add so the wallet covers the price: the shortfall, at least the minimum top-up. */
export function topUpFor(shortfallCents: number): number {
  return Math.max(MIN_TOP_UP_CENTS, Math.ceil(shortfallCents));
}

/** The offer a draft's paid-usage choice names, or null for none (or one the package no longer sells). */
export function paidUsageOfDraft(offers: readonly PaidUsageOffer[] | undefined, choice: string): PaidUsageOffer | null {
  if (!choice) return null;
  const [platform, days] = choice.split(":");
  return offers?.find((o) => o.platform === platform && o.windowDays === Number(days)) ?? null;
}

export const paidUsageKey = (o: Pick<PaidUsageOffer, "platform" | "windowDays">) => `${o.platform}:${o.windowDays}`;
