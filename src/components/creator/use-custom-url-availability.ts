"use client";

import { useEffect, useState } from "react";
import { customUrlSchema, type CustomUrlAvailability } from "@/contracts/onboarding";
import { v1 } from "@/lib/api-client";

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
      v1.call("GET /auth/custom-url-availability", { query: { slug: parsed.data }, signal: controller.signal })
        .then((result) => setAvailability({ state: "done", result: result.data }))
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
