import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { resolveRange } from "./byte-range";
import { limitBytes } from "./limit-bytes";
import { ObjectTooLargeError, type ObjectInfo, type ObjectStream, type StorageAdapter, type StorageKey } from "./types";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL; absent for AWS itself. */
  endpoint?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, s3rver and most self-hosted services). */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Multipart parts of 8 MiB, two in flight: a stream of any size holds at most 16 MiB in memory. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

export function createS3Storage(options: S3StorageOptions): StorageAdapter {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default CRC checksums (aws-chunked bodies) are not understood by many
    // S3-compatible services; send checksums only where S3 demands them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;

  async function head(key: StorageKey): Promise<ObjectInfo | null> {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        key,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? "application/octet-stream",
        lastModified: out.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: "s3",

    async put(key, body, { contentType, maxBytes }) {
      if (body instanceof Uint8Array) {
        if (maxBytes !== undefined && body.byteLength > maxBytes) throw new ObjectTooLargeError(maxBytes);
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
      } else {
        // The limiter sits between the caller's stream and the uploader; when it trips, the
        // uploader sees the error and aborts the multipart upload, so nothing is stored.
        const limited = new PassThrough();
        let limitError: unknown = null;
        const feeding = pipeline(body, limitBytes(maxBytes ?? Number.POSITIVE_INFINITY), limited).catch((error) => {
          limitError = error;
          limited.destroy(error as Error);
        });
        const upload = new Upload({
          client,
          params: { Bucket, Key: key, Body: limited, ContentType: contentType },
          partSize: PART_SIZE,
          queueSize: QUEUE_SIZE,
          leavePartsOnError: false,
        });
        try {
          await upload.done();
        } catch (error) {
          throw limitError ?? error;
        } finally {
          await feeding;
        }
        if (limitError) throw limitError;
      }
      const info = await head(key);
      if (!info) throw new Error(`The object ${key} vanished right after it was written`);
      return info;
    },

    async get(key, requested): Promise<ObjectStream | null> {
      // HEAD first: the size decides whether the range is satisfiable, exactly as on disk.
      const info = await head(key);
      if (!info) return null;
      const range = resolveRange(requested, info.size);
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range && { Range: `bytes=${range.start}-${range.end}` }) }),
        );
        return { ...info, body: out.Body as Readable, range };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    head,

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    presignGet(key, { expiresInSeconds }) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: expiresInSeconds });
    },

    presignPut(key, { expiresInSeconds, contentType }) {
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: contentType }), {
        expiresIn: expiresInSeconds,
        // The browser must send exactly this content type, or the signature does not match.
        signableHeaders: new Set(["content-type"]),
      });
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NotFound" || error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)
  );
}
