/**
 * Priced add-ons of a package (decision 080): extra hooks (separate 2–5 s openings), priced per hook
 * per video, and the raw footage when the package does not include it. The brand picks them at
 * purchase; the order's price is the package's price plus these, and that whole price goes through
 * escrow like any other (held at purchase, each video's share released on its approval).
 */

export const MAX_EXTRA_HOOKS = 5;

export interface AddOnOffer {
  priceCents: number;
  videos: number;
  rawFootage: boolean;
  extraHookPriceCents: number | null;
  maxExtraHooks: number;
  rawFootagePriceCents: number | null;
}

export interface AddOnChoice {
  /** Extra hooks per video. */
  extraHooks: number;
  rawFootage: boolean;
}

export interface AddOnPrice {
  hooksCents: number;
  rawFootageCents: number;
  addOnCents: number;
  totalCents: number;
}

/** The offer of a package as the API sends it (older answers may lack the add-on fields). */
export function addOnOfferOf(p: {
  priceCents: number;
  videos: number;
  rawFootage: boolean;
  extraHookPriceCents?: number | null;
  maxExtraHooks?: number;
  rawFootagePriceCents?: number | null;
}): AddOnOffer {
  return {
    priceCents: p.priceCents,
    videos: p.videos,
    rawFootage: p.rawFootage,
    extraHookPriceCents: p.extraHookPriceCents ?? null,
    maxExtraHooks: p.maxExtraHooks ?? 0,
    rawFootagePriceCents: p.rawFootagePriceCents ?? null,
  };
}

/** Whether the package offers extra hooks at all. */
export const offersHooks = (o: Pick<AddOnOffer, "extraHookPriceCents" | "maxExtraHooks">) =>
  o.extraHookPriceCents !== null && o.maxExtraHooks > 0;
/** Raw footage can be added only when it is priced and not already included. */
export const offersRawFootage = (o: Pick<AddOnOffer, "rawFootage" | "rawFootagePriceCents">) =>
  !o.rawFootage && o.rawFootagePriceCents !== null;

/** Field → message for a choice the package does not offer; empty when it does. */
export function addOnChoiceErrors(offer: AddOnOffer, choice: AddOnChoice): Partial<Record<keyof AddOnChoice, string>> {
  const errors: Partial<Record<keyof AddOnChoice, string>> = {};
  if (!Number.isInteger(choice.extraHooks) || choice.extraHooks < 0) errors.extraHooks = "Choose a number of extra hooks";
  else if (choice.extraHooks > 0 && !offersHooks(offer)) errors.extraHooks = "This package offers no extra hooks";
  else if (choice.extraHooks > offer.maxExtraHooks) errors.extraHooks = `At most ${offer.maxExtraHooks} extra hooks per video`;
  if (choice.rawFootage && !offer.rawFootage && offer.rawFootagePriceCents === null)
    errors.rawFootage = "This package offers no raw footage";
  return errors;
}

/** The price of a choice the package offers (check `addOnChoiceErrors` first). Integer cents throughout. */
export function priceWithAddOns(offer: AddOnOffer, choice: AddOnChoice): AddOnPrice {
  const hooksCents =
    choice.extraHooks > 0 && offer.extraHookPriceCents !== null ? choice.extraHooks * offer.extraHookPriceCents * offer.videos : 0;
  const rawFootageCents = choice.rawFootage && offersRawFootage(offer) ? offer.rawFootagePriceCents! : 0;
  const addOnCents = hooksCents + rawFootageCents;
  return { hooksCents, rawFootageCents, addOnCents, totalCents: offer.priceCents + addOnCents };
}
