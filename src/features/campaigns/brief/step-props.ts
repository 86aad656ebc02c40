import type { FormState } from "./form";

/** What every step of the brief builder gets: the form, its setter, and the messages to show. */
export interface StepProps {
  form: FormState;
  set: <K extends keyof FormState>(key: K, value: FormState[K]) => void;
  /** The message of a field (by the API's name), if any. */
  err: (key: string) => string | undefined;
  /** aria-invalid and aria-describedby for the control of a field that has a message. */
  inv: (key: string) => { "aria-invalid"?: true; "aria-describedby"?: string };
}
