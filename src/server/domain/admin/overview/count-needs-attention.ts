import { sql } from "drizzle-orm";
import type { AttentionItem } from "@/contracts/admin/overview";
import type { Executor } from "@/server/db/database";
import { contentReport, ledgerCheckRun, marketOrder, paymentCheckout, paymentWebhookEvent, payout } from "@/server/db/schema";
import { rowsOf } from "@/server/domain/ledger/rows-of";

/** Declined checkouts older than this are history, not work: the brand has retried or gone. */
export const FAILED_CHECKOUT_DAYS = 7;

interface Counts {
  disputes: number;
  reports: number;
  payouts: number;
  failed_events: number;
  failed_checkouts: number;
  ledger_problems: number | null;
}

/**
 * The queues that need a person, counted in one statement. The ledger's problems come from the
 * last recorded consistency run rather than a fresh check: a full check reads every entry, too
 * much for a page every admin opens first.
 */
export async function countNeedsAttention(db: Executor, input: { now: Date }): Promise<AttentionItem[]> {
  const since = new Date(input.now.getTime() - FAILED_CHECKOUT_DAYS * 86_400_000);
  const [c] = await rowsOf<Counts>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM ${marketOrder} WHERE ${marketOrder.status} = 'disputed') AS disputes,
          (SELECT count(*)::int FROM ${contentReport} WHERE ${contentReport.status} = 'open') AS reports,
          (SELECT count(*)::int FROM ${payout} WHERE ${payout.status} IN ('requested', 'approved')) AS payouts,
          (SELECT count(*)::int FROM ${paymentWebhookEvent} WHERE ${paymentWebhookEvent.failureReason} IS NOT NULL) AS failed_events,
          (SELECT count(*)::int FROM ${paymentCheckout}
            WHERE ${paymentCheckout.status} = 'declined'
              AND ${paymentCheckout.createdAt} >= ${since.toISOString()} AND ${paymentCheckout.createdAt} <= ${input.now.toISOString()}) AS failed_checkouts,
          (SELECT coalesce(array_length(${ledgerCheckRun.problems}, 1), 0)::int FROM ${ledgerCheckRun}
            ORDER BY ${ledgerCheckRun.ranAt} DESC LIMIT 1) AS ledger_problems`,
  );
  const n = (v: number | null | undefined) => Number(v ?? 0);
  return [
    { key: "disputes", label: "Open disputes", count: n(c?.disputes), href: "/admin/disputes", hint: "Orders waiting for a decision" },
    {
      key: "reports",
      label: "Open reports",
      count: n(c?.reports),
      href: "/admin/moderation",
      hint: "Reported profiles, messages and listings",
    },
    { key: "payouts", label: "Payouts waiting", count: n(c?.payouts), href: "/admin/payouts", hint: "Requested or approved, not yet paid" },
    {
      key: "failedPaymentEvents",
      label: "Failed payment events",
      count: n(c?.failed_events),
      href: "/admin/ledger",
      hint: "Provider events that moved no money",
    },
    {
      key: "failedCheckouts",
      label: "Declined checkouts",
      count: n(c?.failed_checkouts),
      href: "/admin/ledger",
      hint: `Top-ups declined in the last ${FAILED_CHECKOUT_DAYS} days`,
    },
    {
      key: "ledgerProblems",
      label: "Ledger problems",
      count: n(c?.ledger_problems),
      href: "/admin/ledger",
      hint: c?.ledger_problems === null || c === undefined ? "No consistency check has run yet" : "Found by the last consistency check",
    },
  ];
}
