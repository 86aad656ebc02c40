import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

type FieldText = { id: string; label: string; error?: string; hint?: string };

/** A labelled input with its error below, wired with aria-invalid and aria-describedby. */
export function Field({ id, label, error, hint, ...props }: ComponentProps<typeof Input> & FieldText) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...props} />
    </FieldFrame>
  );
}

/** The same for a native select; its options are the children. */
export function SelectField({ id, label, error, hint, ...props }: ComponentProps<typeof NativeSelect> & FieldText) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <NativeSelect id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...props} />
    </FieldFrame>
  );
}

/** The error replaces the hint on screen, so it replaces it in aria-describedby too (no dangling id). */
function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

function FieldFrame({ id, label, error, hint, children }: FieldText & { children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
