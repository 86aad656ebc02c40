"use client";

import { Check, Loader2, X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import type { Availability } from "./use-custom-url-availability";

/**
 * The custom URL input of onboarding and of the profile editor: the page prefix before it, and one
 * status line under it (announced as it changes) that says the error, that it is being checked, that
 * it is available, or `idle` when there is nothing to say. `children` go below (rules, old URLs).
 */
export function CustomUrlInput({
  value,
  onChange,
  pagePrefix,
  availability,
  error,
  idle,
  checkedAgainOn,
  describedBy,
  inputProps,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  pagePrefix: string;
  availability: Availability;
  error: string | undefined;
  idle: ReactNode;
  /** When the server checks again if the live check failed: "save" or "submit". */
  checkedAgainOn: string;
  /** More ids that describe the input, after the status line. */
  describedBy?: string;
  inputProps?: Omit<ComponentProps<typeof Input>, "id" | "value" | "onChange">;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="custom_url">Custom URL</Label>
      <div className="flex items-center gap-2">
        <span className="text-muted-foreground shrink-0 text-sm">{pagePrefix}</span>
        <Input
          id="custom_url"
          value={value}
          onChange={(e) => onChange(e.target.value.toLowerCase())}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy ? `custom_url-status ${describedBy}` : "custom_url-status"}
          {...inputProps}
        />
      </div>
      <p
        id="custom_url-status"
        aria-live="polite"
        className={cn("flex items-center gap-1 text-xs", error ? "text-destructive" : "text-muted-foreground")}
      >
        {error ? (
          <>
            <X className="size-3.5" aria-hidden /> {error}
          </>
        ) : availability.state === "checking" ? (
          <>
            <Loader2 className="size-3.5 animate-spin" aria-hidden /> Checking…
          </>
        ) : availability.state === "done" && availability.result.available ? (
          <span className="flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
            <Check className="size-3.5" aria-hidden /> {pagePrefix}
            {availability.result.slug} is available
          </span>
        ) : availability.state === "error" ? (
          `Could not check right now; we will check again when you ${checkedAgainOn}.`
        ) : (
          idle
        )}
      </p>
      {children}
    </div>
  );
}
