"use client";

import { apiErrorSchema } from "@/contracts/errors";
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL, uploadedImageSchema } from "@/contracts/media";
import { impersonationTokenFromDocument } from "@/lib/browser-cookies";

export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

/** What the browser can tell before sending: the server still decides from the bytes. */
export function precheckImage(file: File): string | null {
  if (file.size === 0) return "This file is empty. Choose a picture.";
  if (file.size > MAX_IMAGE_BYTES) return `This file is larger than ${MAX_IMAGE_LABEL}. Choose a smaller picture.`;
  if (file.type && !file.type.startsWith("image/")) return "This is not a picture. Choose a JPEG, PNG, WebP, GIF or AVIF file.";
  return null;
}

export type FormPostResult = { ok: true; status: number; body: unknown } | { ok: false; status: number; body: unknown; message: string };

/**
 * Sends a multipart/form-data form (a picture with other fields) to an upload route.
 * XMLHttpRequest rather than fetch because only it reports upload progress. On failure, the API's
 * message for `field` (or its general message) is the result's message.
 */
export function postForm(url: string, form: FormData, field: string, onProgress?: (percent: number) => void): Promise<FormPostResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    const impersonation = impersonationTokenFromDocument();
    if (impersonation) xhr.setRequestHeader("session-token", impersonation);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, body: null, message: "The upload failed. Check your connection and try again." });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // not JSON: a proxy's error page; handled below
      }
      if (xhr.status < 300) return resolve({ ok: true, status: xhr.status, body });
      const failed = apiErrorSchema.safeParse(body);
      const message = failed.success ? (failed.data.error.fields?.[field] ?? failed.data.error.message) : null;
      resolve({ ok: false, status: xhr.status, body, message: message ?? "The upload failed. Please try again." });
    };
    xhr.send(form);
  });
}

/** Sends one picture as multipart/form-data to an upload route; the API's message for the field is shown as is. */
export async function uploadImage(url: string, field: string, file: File, onProgress?: (percent: number) => void): Promise<UploadResult> {
  const form = new FormData();
  form.set(field, file);
  const result = await postForm(url, form, field, onProgress);
  if (!result.ok) return { ok: false, message: result.message };
  const done = uploadedImageSchema.safeParse(result.body);
  return done.success ? { ok: true, url: done.data.data.url } : { ok: false, message: "The upload failed. Please try again." };
}
