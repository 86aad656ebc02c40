"use client";

import { FormControl } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { ASPECT_RATIOS } from "@/contracts/campaigns";
import { SOCIAL_PLATFORMS } from "@/lib/creator-directory";
import { toggled } from "../form";
import type { StepProps } from "../step-props";

/** Step 3: how many videos, how long, in which shape, for which platforms. */
export function DeliverablesStep({ form, set, err }: StepProps) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <FormControl errorRole="alert" id="videos_per_creator" label="Videos per creator" error={err("videos_per_creator")}>
          <Input
            id="videos_per_creator"
            type="number"
            min={1}
            max={20}
            value={form.videos_per_creator}
            onChange={(e) => set("videos_per_creator", e.target.value)}
          />
        </FormControl>
        <FormControl errorRole="alert" id="video_length_seconds" label="Length (seconds)" error={err("video_length_seconds")}>
          <Input
            id="video_length_seconds"
            type="number"
            min={5}
            max={600}
            value={form.video_length_seconds}
            onChange={(e) => set("video_length_seconds", e.target.value)}
          />
        </FormControl>
        <FormControl errorRole="alert" id="aspect_ratio" label="Aspect ratio">
          <NativeSelect id="aspect_ratio" value={form.aspect_ratio} onChange={(e) => set("aspect_ratio", e.target.value)}>
            {ASPECT_RATIOS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </NativeSelect>
        </FormControl>
      </div>
      <div className="grid grid-cols-1 items-end gap-4 sm:grid-cols-3">
        <FormControl
          errorRole="alert"
          id="extra_hooks_per_video"
          label="Extra hooks per video"
          hint="Separate 2–5 s openings to test against each other; creators price them into their bid"
          error={err("extra_hooks_per_video")}
        >
          <Input
            id="extra_hooks_per_video"
            type="number"
            min={0}
            max={5}
            value={form.extra_hooks_per_video}
            onChange={(e) => set("extra_hooks_per_video", e.target.value)}
          />
        </FormControl>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" checked={form.raw_footage_asked} onChange={(e) => set("raw_footage_asked", e.target.checked)} />
          Ask for the raw footage too
        </label>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Target platforms</legend>
        <div className="flex flex-wrap gap-3">
          {Object.entries(SOCIAL_PLATFORMS).map(([value, label]) => (
            <label key={value} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={form.platforms.includes(value)}
                onChange={() => set("platforms", toggled(form.platforms, value))}
              />
              {label}
            </label>
          ))}
        </div>
        {err("platforms") && (
          <p className="text-destructive text-xs" role="alert">
            {err("platforms")}
          </p>
        )}
      </fieldset>
    </>
  );
}
