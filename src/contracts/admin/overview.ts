import { z } from "zod";

/** What needs a person now: one queue of the console each, with its count and where to act on it. */
export const attentionKeySchema = z.enum(["disputes", "reports", "payouts", "failedPaymentEvents", "failedCheckouts", "ledgerProblems"]);
export type AttentionKey = z.infer<typeof attentionKeySchema>;

export const attentionItemSchema = z.object({
  key: attentionKeySchema,
  label: z.string(),
  count: z.number().int().nonnegative(),
  href: z.string(),
  /** What the count covers, in words (e.g. "declined in the last 7 days"). */
  hint: z.string(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

/** Balances summed by account kind, straight from the ledger (cents). */
export const moneySchema = z.object({
  walletsCents: z.number().int(),
  escrowCents: z.number().int(),
  /** Creators' earnings not yet paid out: their balances plus payouts requested but not yet paid. */
  owedToCreatorsCents: z.number().int(),
  inTransitCents: z.number().int(),
  paidOutCents: z.number().int(),
  paidOutThisMonthCents: z.number().int(),
});
export type Money = z.infer<typeof moneySchema>;

export const weekSchema = z.object({
  /** Monday of the week (UTC), YYYY-MM-DD. */
  weekStart: z.string(),
  /** Order value funded into escrow that week. */
  gmvCents: z.number().int(),
  /** Platform fees taken plus subscription charges that week. */
  revenueCents: z.number().int(),
});
export type Week = z.infer<typeof weekSchema>;

export const signUpDaySchema = z.object({ day: z.string(), count: z.number().int().nonnegative() });
export type SignUpDay = z.infer<typeof signUpDaySchema>;

export const newestUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  types: z.array(z.string()),
  createdAt: z.string(),
});

export const adminOverviewSchema = z.object({
  generatedAt: z.string(),
  attention: z.array(attentionItemSchema),
  money: moneySchema,
  /** The last 12 weeks, oldest first, the current week last; weeks without money are 0. */
  weeks: z.array(weekSchema),
  /** The last 30 days, oldest first, today last (UTC). */
  signUps: z.array(signUpDaySchema),
  newestUsers: z.array(newestUserSchema),
});
export type AdminOverviewData = z.infer<typeof adminOverviewSchema>;
