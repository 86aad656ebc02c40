"use client";

import { FormControl } from "@/components/form-field";
import { Textarea } from "@/components/ui/textarea";
import type { StepProps } from "../step-props";

/** Step 2: what creators should film, and the lists (talking points, hooks, do's, don'ts, examples), one item per line. */
export function BriefStep({ form, set, err, inv }: StepProps) {
  return (
    <>
      <FormControl
        errorRole="alert"
        id="description"
        label="Describe the brief"
        error={err("description")}
        hint="What should creators film? At least 20 characters."
      >
        <Textarea
          id="description"
          className="min-h-24"
          value={form.description}
          onChange={(e) => set("description", e.target.value)}
          {...inv("description")}
        />
      </FormControl>
      {(
        [
          ["talking_points", "Talking points"],
          ["hooks", "Hooks"],
          ["dos", "Do's"],
          ["donts", "Don'ts"],
          ["example_video_urls", "Example videos (links)"],
        ] as const
      ).map(([key, label]) => (
        <FormControl errorRole="alert" key={key} id={key} label={label} error={err(key)} hint="One per line">
          <Textarea id={key} className="min-h-24" value={form[key]} onChange={(e) => set(key, e.target.value)} {...inv(key)} />
        </FormControl>
      ))}
    </>
  );
}
