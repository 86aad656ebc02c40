import type { ledgerAccountKind, ledgerTransferReason } from "@/server/db/schema";

export type LedgerAccountKind = (typeof ledgerAccountKind.enumValues)[number];
export type TransferReason = (typeof ledgerTransferReason.enumValues)[number];

/** docs/product/money.md: a wallet, an escrow and an earnings account can never go below zero. */
export const GUARDED_KINDS: ReadonlySet<LedgerAccountKind> = new Set([
  "buyer_wallet",
  "order_escrow",
  "creator_earnings",
  "payouts_in_transit",
]);

export const LEDGER_CURRENCY = "USD";

/** Identifies an account by what it belongs to; the ledger creates it on first use. */
export interface AccountRef {
  kind: LedgerAccountKind;
  /** Buyer account id, order id, creator user id, provider name, or "" for platform accounts. */
  ownerKey: string;
}

export interface TransferInput {
  from: AccountRef;
  to: AccountRef;
  /** Positive integer cents. */
  amount: number;
  reason: TransferReason;
  reference: { type: string; id: string };
  /** Unique per movement of money: a second transfer with the same key moves nothing. */
  idempotencyKey: string;
  description?: string;
}

export interface TransferResult {
  transferId: string;
  /** True when the key had already been used: the earlier transfer is returned, nothing moved. */
  replayed: boolean;
}

export const walletOf = (buyerAccountId: string): AccountRef => ({ kind: "buyer_wallet", ownerKey: buyerAccountId });
export const escrowOf = (orderId: string): AccountRef => ({ kind: "order_escrow", ownerKey: orderId });
export const earningsOf = (creatorUserId: string): AccountRef => ({ kind: "creator_earnings", ownerKey: creatorUserId });
export const clearingOf = (provider: string): AccountRef => ({ kind: "provider_clearing", ownerKey: provider });
export const PAYOUTS_IN_TRANSIT: AccountRef = { kind: "payouts_in_transit", ownerKey: "" };
export const PLATFORM_REVENUE: AccountRef = { kind: "platform_revenue", ownerKey: "" };

/** Largest single transfer accepted: far above any real payment, far below 2^53. */
export const MAX_TRANSFER_CENTS = 1_000_000_000_00;
