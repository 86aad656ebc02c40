import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

/*
 * The field primitives every form uses: a label, the control, and below it the hint or the error.
 * Forms keep their values in state, check them with the contract's zod schema before sending
 * (`schemaErrors`), and show the API's `fields` after (`errorFields`): see docs/decisions/067.
 */

type FieldText = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** `alert` announces the error as it appears: for checks that run while the person moves on (a wizard's Next). */
  errorRole?: "alert";
};

/** A labelled input with its error below, wired with aria-invalid and aria-describedby. */
export function Field({ id, label, error, hint, errorRole, ...props }: ComponentProps<typeof Input> & FieldText) {
  return (
    <FormControl id={id} label={label} error={error} hint={hint} errorRole={errorRole}>
      <Input id={id} {...controlAria(id, error, hint)} {...props} />
    </FormControl>
  );
}

/** The same for a native select; its options are the children. */
export function SelectField({ id, label, error, hint, errorRole, ...props }: ComponentProps<typeof NativeSelect> & FieldText) {
  return (
    <FormControl id={id} label={label} error={error} hint={hint} errorRole={errorRole}>
      <NativeSelect id={id} {...controlAria(id, error, hint)} {...props} />
    </FormControl>
  );
}

/**
 * The same for a textarea. With `max`, a count of the characters typed against it sits beside the
 * label and turns red past it (the text is not cut: the person sees how much to shorten).
 */
export function TextareaField({
  id,
  label,
  error,
  hint,
  errorRole,
  max,
  ...props
}: ComponentProps<typeof Textarea> & FieldText & { max?: number }) {
  const length = typeof props.value === "string" ? props.value.length : 0;
  const counter =
    max === undefined ? undefined : (
      <span className={cn("text-xs tabular-nums", length > max ? "text-destructive" : "text-muted-foreground")} aria-hidden>
        {length}/{max}
      </span>
    );
  return (
    <FormControl id={id} label={label} error={error} hint={hint} errorRole={errorRole} aside={counter}>
      <Textarea id={id} {...controlAria(id, error, hint)} {...props} />
    </FormControl>
  );
}

/** The aria wiring of a control inside a FormControl, for controls the primitives above do not cover. */
export function controlAria(id: string, error?: string, hint?: ReactNode) {
  return { "aria-invalid": error ? (true as const) : undefined, "aria-describedby": describedBy(id, error, hint) };
}

/** The error replaces the hint on screen, so it replaces it in aria-describedby too (no dangling id). */
function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** Label, any control (wired with `controlAria`), then the hint or the error. */
export function FormControl({
  id,
  label,
  error,
  hint,
  errorRole,
  aside,
  children,
}: FieldText & { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      {aside ? (
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          {aside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-xs" role={errorRole}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Several choices as toggle chips, at most `max` of them; the ones beyond are disabled until one is dropped. */
export function ChipGroup(props: {
  id: string;
  legend: string;
  options: { value: string; label: string }[];
  selected: string[];
  max: number;
  error?: string;
  onToggle: (value: string) => void;
}) {
  return (
    <fieldset
      id={props.id}
      tabIndex={-1}
      className="grid gap-2 outline-none"
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? `${props.id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{props.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {props.options.map(({ value, label }) => {
          const checked = props.selected.includes(value);
          return (
            <label
              key={value}
              className={cn(
                "has-[:focus-visible]:ring-ring/50 cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:ring-[3px]",
                checked ? "border-brand bg-brand text-brand-foreground" : "hover:bg-muted",
                !checked && props.selected.length >= props.max && "cursor-not-allowed opacity-50",
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                name={props.id}
                value={value}
                checked={checked}
                disabled={!checked && props.selected.length >= props.max}
                onChange={() => props.onToggle(value)}
              />
              {label}
            </label>
          );
        })}
      </div>
      {props.error && (
        <p id={`${props.id}-error`} className="text-destructive text-xs">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
