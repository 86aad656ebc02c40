"use client";

import { api } from "@/lib/api-client";
import { errorFields, errorMessage } from "@/lib/api-error";

export type SubmitResult =
  { ok: true; redirect: string; data: Record<string, unknown> } | { ok: false; message: string; fields: Record<string, string> };

/** Posts an onboarding step; a 4xx comes back as the API's message and field errors. */
export async function submitOnboarding(path: string, body: unknown): Promise<SubmitResult> {
  try {
    const res = await api.post<{ data: { redirect: string } & Record<string, unknown> }>(path, body);
    return { ok: true, redirect: res.data.redirect, data: res.data };
  } catch (error) {
    return { ok: false, message: errorMessage(error), fields: errorFields(error) ?? {} };
  }
}
