"use client";

import { FormControl } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { CREATOR_NICHES } from "@/lib/creator-directory";
import { toggled } from "../form";
import type { StepProps } from "../step-props";

/** Step 4: which creators may apply (niches, countries, languages, followers); empty means any. */
export function CreatorsStep({ form, set, err, inv }: StepProps) {
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Niches (none = any)</legend>
        <div className="flex flex-wrap gap-3">
          {Object.entries(CREATOR_NICHES).map(([value, label]) => (
            <label key={value} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" checked={form.niches.includes(value)} onChange={() => set("niches", toggled(form.niches, value))} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <FormControl
        errorRole="alert"
        id="countries"
        label="Countries (two-letter codes, comma separated; empty = any)"
        error={err("countries")}
      >
        <Input
          id="countries"
          placeholder="US, CA, GB"
          value={form.countries}
          onChange={(e) => set("countries", e.target.value)}
          {...inv("countries")}
        />
      </FormControl>
      <FormControl errorRole="alert" id="languages" label="Languages (codes such as en, es; empty = any)" error={err("languages")}>
        <Input id="languages" placeholder="en, es" value={form.languages} onChange={(e) => set("languages", e.target.value)} />
      </FormControl>
      <FormControl errorRole="alert" id="min_followers" label="Minimum followers" error={err("min_followers")}>
        <Input id="min_followers" type="number" min={0} value={form.min_followers} onChange={(e) => set("min_followers", e.target.value)} />
      </FormControl>
    </>
  );
}
