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

/**
 * Sends one picture as multipart/form-data to an upload route. XMLHttpRequest rather than fetch
 * because only it reports upload progress. The API's message for the field is shown as is.
 */
export function uploadImage(url: string, field: string, file: File, onProgress?: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    const impersonation = impersonationTokenFromDocument();
    if (impersonation) xhr.setRequestHeader("session-token", impersonation);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => resolve({ ok: false, message: "The upload failed. Check your connection and try again." });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // not JSON: a proxy's error page; handled below
      }
      const done = uploadedImageSchema.safeParse(body);
      if (xhr.status < 300 && done.success) return resolve({ ok: true, url: done.data.data.url });
      const failed = apiErrorSchema.safeParse(body);
      const message = failed.success ? (failed.data.error.fields?.[field] ?? failed.data.error.message) : null;
      resolve({ ok: false, message: message ?? "The upload failed. Please try again." });
    };
    const form = new FormData();
    form.set(field, file);
    xhr.send(form);
  });
}
