/** A single query value. Dates are sent as ISO 8601 strings. */
export type QueryScalar = string | number | boolean | Date;
export type QueryValue = QueryScalar | ReadonlyArray<QueryScalar | null | undefined> | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

function encodeScalar(value: QueryScalar): string {
  return encodeURIComponent(value instanceof Date ? value.toISOString() : String(value));
}

/**
 * Serialise query parameters (docs/product/api-conventions.md "Common rules": array parameters are sent without
 * indexes, as a repeated name). `{ a: [1, 2] }` → "a=1&a=2", never "a[]=1" or "a[0]=1", which the
 * backend would read as a differently named parameter.
 *
 * - null and undefined values (and such array elements) are skipped, so optional filters can be
 *   passed straight through; an empty array adds nothing.
 * - Names and values are percent-encoded with encodeURIComponent (a space is "%20", not "+", which
 *   every server decodes the same way).
 * - Keys keep their insertion order. The result has no leading "?"; it is "" when nothing is left.
 */
export function toQueryString(params: QueryParams): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const name = encodeURIComponent(key);
    const values: ReadonlyArray<QueryScalar | null | undefined> = isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      parts.push(`${name}=${encodeScalar(item)}`);
    }
  }
  return parts.join("&");
}

/** `path` with the query appended ("?" only when there is a query), keeping any existing one. */
export function withQuery(path: string, params: QueryParams): string {
  const query = toQueryString(params);
  if (query === "") return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

function isArray(value: QueryValue): value is ReadonlyArray<QueryScalar | null | undefined> {
  return Array.isArray(value);
}
