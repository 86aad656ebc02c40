import { Badge } from "@/components/ui/badge";

const LABELS = { requested: "Requested", approved: "Approved", paid: "Paid", failed: "Failed" } as const;
const VARIANTS = { requested: "warning", approved: "secondary", paid: "success", failed: "destructive" } as const;

/** A payout's status as a badge, for the creator's history and the admin queue. */
export function PayoutStatusBadge({ status }: { status: keyof typeof LABELS }) {
  return (
    <Badge variant={VARIANTS[status]} data-testid="payout-status">
      {LABELS[status]}
    </Badge>
  );
}
