"use client";

import { FormControl } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { USAGE_RIGHTS_TERMS } from "@/contracts/campaigns";
import type { StepProps } from "../step-props";

/** Step 5: a fixed price or a range of bids, how many creators, the deadline, usage rights and revisions. */
export function PriceTimingStep({ form, set, err, inv }: StepProps) {
  return (
    <>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 text-sm font-medium">Price per creator</legend>
        <label className="flex items-center gap-1.5">
          <input type="radio" name="pricing" checked={form.pricing === "fixed"} onChange={() => set("pricing", "fixed")} /> Fixed price
        </label>
        <label className="flex items-center gap-1.5">
          <input type="radio" name="pricing" checked={form.pricing === "bids"} onChange={() => set("pricing", "bids")} /> Accept bids within
          a range
        </label>
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormControl
          errorRole="alert"
          id="price_min"
          label={form.pricing === "fixed" ? "Price ($)" : "Lowest bid ($)"}
          error={err("price_min_cents")}
        >
          <Input
            id="price_min"
            inputMode="decimal"
            value={form.price_min}
            onChange={(e) => set("price_min", e.target.value)}
            {...inv("price_min_cents")}
          />
        </FormControl>
        {form.pricing === "bids" && (
          <FormControl errorRole="alert" id="price_max" label="Highest bid ($)" error={err("price_max_cents")}>
            <Input
              id="price_max"
              inputMode="decimal"
              value={form.price_max}
              onChange={(e) => set("price_max", e.target.value)}
              {...inv("price_max_cents")}
            />
          </FormControl>
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormControl errorRole="alert" id="creators_wanted" label="Creators wanted" error={err("creators_wanted")}>
          <Input
            id="creators_wanted"
            type="number"
            min={1}
            max={100}
            value={form.creators_wanted}
            onChange={(e) => set("creators_wanted", e.target.value)}
          />
        </FormControl>
        <FormControl errorRole="alert" id="application_deadline" label="Application deadline" error={err("application_deadline")}>
          <Input
            id="application_deadline"
            type="datetime-local"
            value={form.application_deadline}
            onChange={(e) => set("application_deadline", e.target.value)}
            {...inv("application_deadline")}
          />
        </FormControl>
        <FormControl errorRole="alert" id="usage_rights_term" label="Usage rights">
          <NativeSelect id="usage_rights_term" value={form.usage_rights_term} onChange={(e) => set("usage_rights_term", e.target.value)}>
            {Object.entries(USAGE_RIGHTS_TERMS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <FormControl errorRole="alert" id="revision_rounds" label="Revision rounds" error={err("revision_rounds")}>
          <Input
            id="revision_rounds"
            type="number"
            min={0}
            max={10}
            value={form.revision_rounds}
            onChange={(e) => set("revision_rounds", e.target.value)}
          />
        </FormControl>
      </div>
    </>
  );
}
