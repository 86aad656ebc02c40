import type { LedgerAccountKindName } from "@/contracts/admin/ledger";

export const ACCOUNT_KIND_LABELS: Record<LedgerAccountKindName, string> = {
  buyer_wallet: "Wallet",
  order_escrow: "Escrow",
  creator_earnings: "Earnings",
  payouts_in_transit: "Payouts in transit",
  platform_revenue: "Platform revenue",
  provider_clearing: "Provider clearing",
};

/** Where the cause of a transfer can be looked at in the console, when it has a page there. */
export function referenceHref(reference: { type: string; id: string }): string | null {
  if (reference.type === "order") return `/admin/disputes/${reference.id}`;
  if (reference.type === "payout") return "/admin/payouts";
  if (reference.type === "subscription") return "/admin/plans";
  return null;
}

export const REFERENCE_LABELS: Record<string, string> = {
  order: "Order",
  payout: "Payout",
  payment_checkout: "Top-up checkout",
  subscription: "Subscription",
};
