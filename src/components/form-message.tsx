import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "@/lib/utils";

/** An inline result of a form: announced to screen readers, red for errors, green for success. */
export function FormMessage({ kind, children, className }: { kind: "error" | "success"; children: React.ReactNode; className?: string }) {
  const Icon = kind === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-md border px-3 py-2 text-sm",
        kind === "error"
          ? "border-destructive/30 bg-destructive/5 text-destructive"
          : "border-emerald-600/30 bg-emerald-50 text-emerald-800",
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}
