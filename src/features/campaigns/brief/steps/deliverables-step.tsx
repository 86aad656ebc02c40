"use client";

import { FormControl } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { ASPECT_RATIOS } from "@/contracts/campaigns";
import { SOCIAL_PLATFORMS } from "@/lib/creator-directory";
import { PAID_USAGE_PLATFORM_LABELS, PAID_USAGE_PLATFORMS, PAID_USAGE_WINDOWS } from "@/lib/paid-usage";
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
      <div className="grid grid-cols-1 items-end gap-4 sm:grid-cols-3">
        <FormControl
          errorRole="alert"
          id="paid_usage_choice"
          label="Paid usage from the creator's account"
          hint="A TikTok Spark Ads code or a Meta partnership-ads permission, bought with each accepted creator"
          error={err("paid_usage_ask") ?? err("paid_usage_ask.window_days")}
        >
          <NativeSelect id="paid_usage_choice" value={form.paid_usage_choice} onChange={(e) => set("paid_usage_choice", e.target.value)}>
            <option value="">None</option>
            {PAID_USAGE_PLATFORMS.flatMap((platform) =>
              PAID_USAGE_WINDOWS[platform].map((days) => (
                <option key={`${platform}:${days}`} value={`${platform}:${days}`}>
                  {PAID_USAGE_PLATFORM_LABELS[platform]}, {days} days
                </option>
              )),
            )}
          </NativeSelect>
        </FormControl>
        {form.paid_usage_choice && (
          <FormControl
            errorRole="alert"
            id="paid_usage_price"
            label="Its price per creator (USD)"
            hint="Escrowed on top of the bid"
            error={err("paid_usage_ask.price_cents")}
          >
            <Input
              id="paid_usage_price"
              type="number"
              inputMode="decimal"
              min={1}
              step="0.01"
              value={form.paid_usage_price}
              onChange={(e) => set("paid_usage_price", e.target.value)}
            />
          </FormControl>
        )}
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
