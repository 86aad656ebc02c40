/** The console page of an audit row's target, where one exists. */
export function auditTargetHref(target: { type: string; id: string } | null): string | null {
  if (!target) return null;
  switch (target.type) {
    case "user":
      return `/admin/users/${encodeURIComponent(target.id)}`;
    case "order":
      return `/admin/disputes/${encodeURIComponent(target.id)}`;
    case "plan":
    case "buyer_account":
      return "/admin/plans";
    case "payout":
      return "/admin/payouts";
    case "ledger_check_run":
      return "/admin/ledger";
    case "content_report":
      return "/admin/moderation";
    default:
      return null;
  }
}

export interface DiffLine {
  key: string;
  before: string | null;
  after: string | null;
}

const show = (value: unknown): string | null => (value === undefined ? null : typeof value === "string" ? value : JSON.stringify(value));

/** The fields an action changed, each as before → after; fields only on one side show as added or removed. */
export function auditDiff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): DiffLine[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => ({ key, before: show(before?.[key]), after: show(after?.[key]) })).filter((line) => line.before !== line.after);
}
