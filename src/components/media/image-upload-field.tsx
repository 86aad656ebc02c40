"use client";

import { useState } from "react";
import { ImagePicker, useObjectUrl, type ImagePickerProps } from "./image-picker";
import { precheckImage, uploadImage } from "./upload-image";

interface ImageUploadFieldProps extends Pick<ImagePickerProps, "id" | "label" | "shape" | "hint"> {
  /** The upload route, e.g. /api/v1/creators/me/images/avatar. */
  uploadUrl: string;
  /** The multipart field the route reads (and names in its errors). */
  field: string;
  currentUrl: string | null;
  onUploaded?: (url: string) => void | Promise<unknown>;
}

/** A picture that is saved as soon as it is chosen: the preview shows at once, the saved URL after. */
export function ImageUploadField({ uploadUrl, field, currentUrl, onUploaded, ...picker }: ImageUploadFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const [savedUrl, setSavedUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  return (
    <ImagePicker
      {...picker}
      src={preview ?? savedUrl ?? currentUrl}
      progress={progress}
      error={error}
      status={status}
      onSelect={async (chosen) => {
        setStatus(null);
        const problem = precheckImage(chosen);
        if (problem) {
          setError(problem);
          return;
        }
        setError(null);
        setFile(chosen);
        setProgress(0);
        const result = await uploadImage(uploadUrl, field, chosen, setProgress);
        setProgress(null);
        setFile(null);
        if (!result.ok) {
          setError(result.message);
          return;
        }
        setSavedUrl(result.url);
        setStatus(`${picker.label} saved.`);
        await onUploaded?.(result.url);
      }}
    />
  );
}
