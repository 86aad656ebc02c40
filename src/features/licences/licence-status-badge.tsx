import { CheckCircle2, Clock, OctagonAlert, type LucideIcon } from "lucide-react";
import { LICENCE_STATUS_LABELS, type LicenceStatus } from "@/lib/licence-status";
import { cn } from "@/lib/utils";

/* The text always names the status; colour and icon only repeat it. */
const LOOK: Record<LicenceStatus, { className: string; icon: LucideIcon }> = {
  active: { className: "border-emerald-200 bg-emerald-50 text-emerald-800", icon: CheckCircle2 },
  expiring: { className: "border-amber-200 bg-amber-50 text-amber-900", icon: Clock },
  expired: { className: "border-border bg-muted text-muted-foreground", icon: OctagonAlert },
};

export function LicenceStatusBadge({ status, className }: { status: LicenceStatus; className?: string }) {
  const look = LOOK[status];
  const Icon = look.icon;
  return (
    <span
      data-testid="licence-status"
      data-status={status}
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        look.className,
        className,
      )}
    >
      <Icon aria-hidden className="size-3" />
      Licence: {LICENCE_STATUS_LABELS[status]}
    </span>
  );
}
