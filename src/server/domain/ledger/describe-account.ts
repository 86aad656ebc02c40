import type { LedgerAccountKindName, LedgerAccountView } from "@/contracts/admin/ledger";
import type { AccountOwnerRow } from "./account-owner-sql";

const PLATFORM_LABELS: Partial<Record<LedgerAccountKindName, string>> = {
  payouts_in_transit: "Payouts in transit (platform)",
  platform_revenue: "Platform revenue",
};

/** A short human name for an account, from its kind and what its owner key resolved to. */
export function accountLabel(
  kind: LedgerAccountKindName,
  ownerKey: string,
  names: { person?: string | null; org?: string | null },
): string {
  const platform = PLATFORM_LABELS[kind];
  if (platform) return platform;
  if (kind === "order_escrow") return `Escrow of order ${ownerKey.slice(0, 8)}`;
  if (kind === "provider_clearing") return `Payment provider: ${ownerKey}`;
  const who = names.org ?? names.person;
  if (kind === "buyer_wallet") return who ? `Wallet of ${who}` : `Wallet ${ownerKey.slice(0, 8)}`;
  return who ? `Earnings of ${who}` : `Earnings ${ownerKey.slice(0, 8)}`;
}

export function toAccountView(row: AccountOwnerRow): LedgerAccountView {
  const kind = row.kind as LedgerAccountKindName;
  return {
    id: row.id,
    kind,
    ownerKey: row.owner_key,
    owner: {
      label: accountLabel(kind, row.owner_key, { person: row.user_name, org: row.org_name }),
      email: row.org_name ? null : row.user_email,
      userId: row.user_id,
      buyerAccountId: row.buyer_account_id,
      orderId: kind === "order_escrow" ? row.owner_key : null,
    },
    currency: row.currency,
    balanceCents: Number(row.balance),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
