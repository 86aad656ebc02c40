"use client";

import { ApiClientError, api } from "@/lib/api-client";

export type SubmitResult =
  { ok: true; redirect: string; data: Record<string, unknown> } | { ok: false; message: string; fields: Record<string, string> };

/** Posts an onboarding step; a 4xx comes back as the API's message and field errors. */
export async function submitOnboarding(path: string, body: unknown): Promise<SubmitResult> {
  try {
    const res = await api.post<{ data: { redirect: string } & Record<string, unknown> }>(path, body);
    return { ok: true, redirect: res.data.redirect, data: res.data };
  } catch (error) {
    if (error instanceof ApiClientError) return { ok: false, message: error.message, fields: error.fields ?? {} };
    return { ok: false, message: "Something went wrong. Please try again.", fields: {} };
  }
}
