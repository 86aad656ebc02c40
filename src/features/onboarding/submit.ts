"use client";

import { ApiClientError } from "@/lib/api-client";

export type SubmitResult<D> = { ok: true; redirect: string; data: D } | { ok: false; message: string; fields: Record<string, string> };

/** Sends an onboarding step (a typed client call); a 4xx comes back as the API's message and field errors. */
export async function submitOnboarding<D extends { redirect: string }>(send: () => Promise<{ data: D }>): Promise<SubmitResult<D>> {
  try {
    const res = await send();
    return { ok: true, redirect: res.data.redirect, data: res.data };
  } catch (error) {
    if (error instanceof ApiClientError) return { ok: false, message: error.message, fields: error.fields ?? {} };
    return { ok: false, message: "Something went wrong. Please try again.", fields: {} };
  }
}
