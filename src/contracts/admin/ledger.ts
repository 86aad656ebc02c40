import { z } from "zod";

const LEDGER_ACCOUNT_KINDS = [
  "buyer_wallet",
  "order_escrow",
  "creator_earnings",
  "payouts_in_transit",
  "platform_revenue",
  "provider_clearing",
] as const;

export const ledgerAccountKindSchema = z.enum(LEDGER_ACCOUNT_KINDS);
export type LedgerAccountKindName = z.infer<typeof ledgerAccountKindSchema>;

const page = z.coerce.number({ error: "page must be a number" }).int("page must be a whole number").min(1, "page starts at 1").max(100_000);
const pageSize = z.coerce
  .number({ error: "pageSize must be a number" })
  .int("pageSize must be a whole number")
  .min(1)
  .max(100, "At most 100");

export const ledgerAccountsQuerySchema = z.object({
  q: z.string().trim().max(200, "At most 200 characters").optional(),
  kind: ledgerAccountKindSchema.optional(),
  page: page.default(1),
  pageSize: pageSize.default(25),
});
export type LedgerAccountsQuery = z.infer<typeof ledgerAccountsQuerySchema>;

/** Who an account belongs to, resolved from its owner key: a person, an organization, an order or the platform. */
export const ledgerOwnerSchema = z.object({
  label: z.string(),
  email: z.string().nullable(),
  /** The user behind it, for a link to the admin's user page. */
  userId: z.string().nullable(),
  buyerAccountId: z.string().nullable(),
  orderId: z.string().nullable(),
});

export const ledgerAccountSchema = z.object({
  id: z.uuid(),
  kind: ledgerAccountKindSchema,
  ownerKey: z.string(),
  owner: ledgerOwnerSchema,
  currency: z.string(),
  balanceCents: z.number().int(),
  createdAt: z.string(),
});
export type LedgerAccountView = z.infer<typeof ledgerAccountSchema>;

export const ledgerAccountPageSchema = z.object({
  accounts: z.array(ledgerAccountSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const ledgerAccountParamsSchema = z.object({ id: z.uuid("must be a ledger account id") });
export const ledgerTransfersQuerySchema = z.object({ page: page.default(1), pageSize: pageSize.default(25) });

export const ledgerTransferRowSchema = z.object({
  transferId: z.uuid(),
  entryId: z.number().int(),
  /** Signed cents: positive into this account, negative out of it. */
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  reason: z.string(),
  description: z.string().nullable(),
  /** What caused it: ("order", id), ("payout", id), ("payment_checkout", id), ("subscription", id)… */
  reference: z.object({ type: z.string(), id: z.string() }),
  counterparty: z.object({ id: z.uuid(), kind: ledgerAccountKindSchema, label: z.string() }),
  createdAt: z.string(),
});
export type LedgerTransferRow = z.infer<typeof ledgerTransferRowSchema>;

export const ledgerAccountDetailSchema = z.object({
  account: ledgerAccountSchema,
  transfers: z.array(ledgerTransferRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LedgerAccountDetail = z.infer<typeof ledgerAccountDetailSchema>;

export const ledgerCheckRunSchema = z.object({
  id: z.uuid(),
  ok: z.boolean(),
  accounts: z.number().int(),
  transfers: z.number().int(),
  problems: z.array(z.string()),
  /** null: the scheduled check ran it. */
  requestedBy: z.object({ userId: z.string(), name: z.string().nullable() }).nullable(),
  ranAt: z.string(),
});
export type LedgerCheckRunView = z.infer<typeof ledgerCheckRunSchema>;

export const failedPaymentEventSchema = z.object({
  id: z.string(),
  provider: z.string(),
  eventId: z.string(),
  type: z.string(),
  failureReason: z.string(),
  receivedAt: z.string(),
});
export type FailedPaymentEventView = z.infer<typeof failedPaymentEventSchema>;
