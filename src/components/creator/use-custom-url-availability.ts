"use client";

import { useEffect, useState } from "react";
import { customUrlSchema, type CustomUrlAvailability } from "@/contracts/onboarding";
import { api } from "@/lib/api-client";

export type Availability =
  { state: "idle" } | { state: "checking" } | { state: "done"; result: CustomUrlAvailability } | { state: "error" };

/** Live availability of a custom URL, checked 300 ms after typing stops; stale answers are dropped. */
export function useCustomUrlAvailability(value: string): Availability {
  const [availability, setAvailability] = useState<Availability>({ state: "idle" });
  useEffect(() => {
    const slug = value.trim();
    if (slug === "") {
      setAvailability({ state: "idle" });
      return;
    }
    const parsed = customUrlSchema.safeParse(slug);
    if (!parsed.success) {
      setAvailability({ state: "done", result: { available: false, slug, reason: parsed.error.issues[0]?.message ?? "Not valid" } });
      return;
    }
    setAvailability({ state: "checking" });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<CustomUrlAvailability>("/auth/custom-url-availability", { slug: parsed.data }, { signal: controller.signal })
        .then((result) => setAvailability({ state: "done", result }))
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.name === "AbortError")) setAvailability({ state: "error" });
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);
  return availability;
}
