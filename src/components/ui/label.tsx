import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A form label in the shadcn/ui look. A plain <label>: `select-none` already keeps a double click
 * from selecting its text, the one thing Radix's Label added, and public forms stay free of Radix.
 */
function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
