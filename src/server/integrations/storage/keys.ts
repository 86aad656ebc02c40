import { randomUUID } from "node:crypto";
import { STORAGE_PURPOSES, type StorageKey, type StoragePurpose } from "./types";

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Builds a key under its purpose; every segment is checked so no key can climb out of its folder. */
export function storageKey(purpose: StoragePurpose, ...parts: string[]): StorageKey {
  for (const part of parts) {
    if (!SEGMENT.test(part) || part.includes("..")) throw new Error(`Invalid storage key segment: ${JSON.stringify(part)}`);
  }
  return [purpose, ...parts].join("/") as StorageKey;
}

/** A fresh, unguessable file name, so a replaced object never hides behind a cached URL. */
export function uniqueName(extension: string): string {
  return `${randomUUID()}.${extension}`;
}

/** Parses a key that came from outside (a URL path); null when it is not one we could have made. */
export function parseStorageKey(raw: string): { key: StorageKey; purpose: StoragePurpose } | null {
  const [purpose, ...parts] = raw.split("/");
  if (!purpose || !(purpose in STORAGE_PURPOSES) || parts.length === 0) return null;
  if (!parts.every((p) => SEGMENT.test(p) && !p.includes(".."))) return null;
  return { key: raw as StorageKey, purpose: purpose as StoragePurpose };
}

export function isPublicPurpose(purpose: StoragePurpose): boolean {
  return STORAGE_PURPOSES[purpose].isPublic;
}
