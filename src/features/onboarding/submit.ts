"use client";

import { errorFields, errorMessage } from "@/lib/api-error";

export type SubmitResult<D> = { ok: true; redirect: string; data: D } | { ok: false; message: string; fields: Record<string, string> };

/** Sends an onboarding step (a typed client call); a 4xx comes back as the API's message and field errors. */
export async function submitOnboarding<D extends { redirect: string }>(send: () => Promise<{ data: D }>): Promise<SubmitResult<D>> {
  try {
    const res = await send();
    return { ok: true, redirect: res.data.redirect, data: res.data };
  } catch (error) {
    return { ok: false, message: errorMessage(error), fields: errorFields(error) ?? {} };
  }
}
