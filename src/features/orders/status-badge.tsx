import { CheckCircle2, CircleDashed, CircleDot, Clock, OctagonAlert, XCircle, type LucideIcon } from "lucide-react";
import { type StatusTone, orderStatusLook, orderVideoStatusLook } from "@/lib/order-status";
import { cn } from "@/lib/utils";

/* Colour and icon follow the tone; the text label always says the state (never colour alone). */
const TONE: Record<StatusTone, { className: string; icon: LucideIcon }> = {
  neutral: { className: "border-border bg-muted text-muted-foreground", icon: XCircle },
  info: { className: "border-sky-200 bg-sky-50 text-sky-800", icon: CircleDot },
  progress: { className: "border-indigo-200 bg-indigo-50 text-indigo-800", icon: CircleDashed },
  attention: { className: "border-amber-200 bg-amber-50 text-amber-900", icon: Clock },
  success: { className: "border-emerald-200 bg-emerald-50 text-emerald-800", icon: CheckCircle2 },
  danger: { className: "border-red-200 bg-red-50 text-red-800", icon: OctagonAlert },
};

export function StatusBadge({ status, kind = "order", className }: { status: string; kind?: "order" | "video"; className?: string }) {
  const look = kind === "order" ? orderStatusLook(status) : orderVideoStatusLook(status);
  const tone = TONE[look.tone];
  const Icon = tone.icon;
  return (
    <span
      data-status={status}
      data-tone={look.tone}
      title={look.hint || undefined}
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        tone.className,
        className,
      )}
    >
      <Icon aria-hidden className="size-3" />
      {look.label}
      {look.hint && <span className="sr-only">: {look.hint}</span>}
    </span>
  );
}
