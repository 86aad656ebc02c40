import { z } from "zod";
import { requiredName } from "./text";

export const MIN_PAYOUT_AMOUNT_CENTS = 2000;

export const payoutStatusSchema = z.enum(["requested", "approved", "paid", "failed"]);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

export const payoutSchema = z
  .object({
    id: z.uuid(),
    amountCents: z.number().int(),
    status: payoutStatusSchema,
    provider: z.string(),
    destinationLast4: z.string(),
    failureReason: z.string().nullable(),
    requestedAt: z.string(),
    approvedAt: z.string().nullable(),
    settledAt: z.string().nullable(),
  })
  .meta({ id: "Payout" });

export const payoutMethodSchema = z
  .object({ provider: z.string(), holderName: z.string(), accountLast4: z.string(), country: z.string(), updatedAt: z.string() })
  .meta({ id: "PayoutMethod" });

export const creatorPayoutsSchema = z
  .object({
    availableCents: z.number().int(),
    inEscrowCents: z.number().int(),
    inTransitCents: z.number().int(),
    paidOutCents: z.number().int(),
    minPayoutCents: z.number().int(),
    method: payoutMethodSchema.nullable(),
    payouts: z.array(payoutSchema),
  })
  .meta({ id: "CreatorPayouts" });

/** The sandbox's local bank-account form. The account number is reduced to its last four characters. */
export const payoutMethodInputSchema = z.object({
  holderName: requiredName(120, "Enter the account holder's name"),
  accountNumber: z
    .string({ error: "Enter the IBAN or account number" })
    .transform((s) => s.replace(/[\s-]/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,34}$/, "Enter an IBAN or account number of 6 to 34 letters and digits")),
  country: z
    .string({ error: "Choose the account's country" })
    .regex(/^[A-Za-z]{2}$/, "Use the two-letter country code")
    .transform((s) => s.toUpperCase()),
});

export const payoutRequestSchema = z.object({
  amount: z
    .number({ error: "Enter the amount in cents" })
    .int("Whole cents only")
    .min(MIN_PAYOUT_AMOUNT_CENTS, "The minimum payout is $20.00")
    .max(100_000_000, "At most $1,000,000.00"),
});

export const payoutIdParamsSchema = z.object({ id: z.uuid("must be a payout id") });

export const payoutSettleSchema = z.object({
  outcome: z.enum(["paid", "failed"], { error: "outcome must be paid or failed" }),
  reason: z.string().trim().max(500, "At most 500 characters").optional(),
});

/** What an admin may still do with a payout in its state (the payout transition table decides). */
export const adminPayoutActionSchema = z.enum(["approve", "mark_paid", "mark_failed"]);
export type AdminPayoutAction = z.infer<typeof adminPayoutActionSchema>;

export const adminPayoutSchema = payoutSchema.extend({
  creatorUserId: z.string(),
  creatorName: z.string(),
  creatorEmail: z.string(),
  actions: z.array(adminPayoutActionSchema),
});

/** Rows per page of the admin payout queue. */
export const PAYOUT_QUEUE_PAGE_SIZE = 25;

export const payoutQueueQuerySchema = z.object({
  status: payoutStatusSchema.optional(),
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(100_000, "page is too large")
    .default(1),
});

export const payoutStatusCountsSchema = z.object({
  requested: z.number().int(),
  approved: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
});
