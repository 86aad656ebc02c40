import type { Plan } from "@/contracts/plans";

/** The footer's Book A Call anchor (the pages engineer's footer carries id="book-a-call"). */
export const BOOK_A_CALL_HREF = "/#book-a-call";

export type Visitor = "signed-out" | "brand" | "other";

/**
 * A plan card's call to action: custom-priced plans book a call; otherwise a signed-out visitor
 * signs in first, a signed-in brand goes to Settings (where plans are changed), anyone else
 * (a creator) is sent to sign in with a brand account.
 */
export function planCta(plan: Pick<Plan, "isSelfServe" | "packageName">, visitor: Visitor): { label: string; href: string } {
  if (!plan.isSelfServe) return { label: "Book a call", href: BOOK_A_CALL_HREF };
  if (visitor === "brand") return { label: `Choose ${plan.packageName}`, href: "/platform/settings" };
  return { label: "Get started", href: "/auth/signin" };
}

/** "$49" for whole dollars, "$49.50" otherwise, "Custom" when the plan has no list price. */
export function formatPlanPrice(cents: number | null): string {
  if (cents === null) return "Custom";
  const dollars = cents / 100;
  return Number.isInteger(dollars)
    ? `$${dollars.toLocaleString("en-US")}`
    : `$${dollars.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const CAPACITY_FEATURE = /^\d+\s+(seats?|brands?|brand profiles?|active campaigns?)$/i;

/** The plan's feature list without the capacity lines the card already shows as numbers. */
export function planIncludes(features: readonly string[]): string[] {
  return features.filter((f) => !CAPACITY_FEATURE.test(f.trim()));
}

/** The plan the card highlights: Pro when it exists. */
export function isHighlighted(plan: Pick<Plan, "code">): boolean {
  return plan.code === "pro";
}
