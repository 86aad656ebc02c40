/** Room for the multipart framing (boundaries, part headers, small text fields) around the files. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface BoundedFormOptions {
  /** The largest file the form may carry; the body may be this plus the framing. */
  maxFileBytes: number;
  /** The error for a body over the limit, announced by Content-Length or found while reading. */
  tooLarge: () => Error;
  /** The error for a request that is not a readable multipart form. */
  invalid: () => Error;
}

/**
 * Reads a `multipart/form-data` body whole, refusing more than the limit before reading (from
 * Content-Length) and while reading (a missing or lying Content-Length cannot make the server hold
 * more), then parses it with the platform's own form parser. For small uploads (pictures,
 * attachments); large files stream through the resumable uploader instead.
 */
export async function readBoundedForm(request: Request, options: BoundedFormOptions): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data") || !request.body) throw options.invalid();
  const limit = options.maxFileBytes + MULTIPART_OVERHEAD;
  if (Number(request.headers.get("content-length")) > limit) throw options.tooLarge();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw options.tooLarge();
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw options.invalid();
  }
}
