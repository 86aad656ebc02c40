import type { Readable } from "node:stream";

/**
 * What an object is for; the first segment of every key. Public purposes are served to anyone at
 * a stable URL (they are shown on public pages); everything else only through presigned URLs.
 */
export const STORAGE_PURPOSES = {
  avatars: { isPublic: true },
  "brand-logos": { isPublic: true },
  "profile-photos": { isPublic: true },
  /** Product pictures of saved products and campaign briefs (creators read them on campaign pages). */
  "product-images": { isPublic: true },
  /** Uploaded videos (deliveries, portfolio, proposals, messages; decisions 031 and 042): private, up to 2 GB, streamed only. */
  videos: { isPublic: false },
  /** Creators' photos of a received (or damaged) parcel: seen only by the two sides of the order. */
  "order-photos": { isPublic: false },
  /** Message attachments: only the two participants fetch them, through short-lived signed URLs. */
  "message-files": { isPublic: false },
  /** Scratch space of the contract tests. */
  "test-objects": { isPublic: false },
} as const satisfies Record<string, { isPublic: boolean }>;
export type StoragePurpose = keyof typeof STORAGE_PURPOSES;

/** `purpose/part/part…`: built by `storageKey`, never from raw user input. */
export type StorageKey = string & { readonly __brand: "StorageKey" };

export interface ObjectInfo {
  key: StorageKey;
  size: number;
  contentType: string;
  lastModified: Date;
}

/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectStream extends ObjectInfo {
  /** Only the requested bytes when a range was asked for. */
  body: Readable;
  range: ByteRange | null;
}

export interface PutOptions {
  contentType: string;
  /** Refuses (and stores nothing) past this many bytes; the body is never held in memory. */
  maxBytes?: number;
}

export interface PresignOptions {
  expiresInSeconds: number;
}

export interface PresignPutOptions extends PresignOptions {
  contentType: string;
  /**
   * Enforced while the bytes arrive on disk. An S3 presigned PUT cannot cap an unknown size, so
   * whoever confirms such an upload checks `head(key).size` before trusting it.
   */
  maxBytes?: number;
}

/**
 * Object storage behind one interface (decision 018): local disk by default, any
 * S3-compatible service when a bucket is configured. Bodies are streams in both directions so a
 * multi-gigabyte video never sits in memory.
 */
export interface StorageAdapter {
  readonly kind: "disk" | "s3";
  put(key: StorageKey, body: Readable | Uint8Array, options: PutOptions): Promise<ObjectInfo>;
  /** null when there is no such object. A range past the end throws `RangeNotSatisfiableError`. */
  get(key: StorageKey, range?: { start: number; end?: number }): Promise<ObjectStream | null>;
  head(key: StorageKey): Promise<ObjectInfo | null>;
  /** Deleting a missing object is not an error. */
  delete(key: StorageKey): Promise<void>;
  /** A URL anyone holding it may GET until it expires (supports Range). */
  presignGet(key: StorageKey, options: PresignOptions): Promise<string>;
  /** A URL the browser may PUT the object's bytes to until it expires, bypassing our memory. */
  presignPut(key: StorageKey, options: PresignPutOptions): Promise<string>;
}

export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes`);
    this.name = "ObjectTooLargeError";
  }
}

export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`The range is outside the object's ${size} bytes`);
    this.name = "RangeNotSatisfiableError";
  }
}
