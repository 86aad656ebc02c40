import { z } from "zod";
import { isUuid } from "./id";
import { queryNumber } from "./query-number";

/*
 * The envelopes of docs/product/api-conventions.md: a success is `{ data }` (lists that page add `pagination`); a
 * failure is `{ error }` (errors.ts). Response contracts are built from these.
 */

export const dataOf = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

export const paginationSchema = z
  .object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
    /** Cursor mode only (`?cursor=` or `?limit=`): pass it as `?cursor=` for the next page; null on the last. */
    next_cursor: z.string().nullable().optional(),
  })
  .meta({ id: "Pagination" });
export type Pagination = z.infer<typeof paginationSchema>;

/** The `pagination` of one page of a list of `total` items; an empty list is one empty page. */
export function paginationOf(query: { page: number; per_page: number }, total: number): Pagination {
  return { page: query.page, per_page: query.per_page, total, total_pages: Math.max(1, Math.ceil(total / query.per_page)) };
}

export const pageOf = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item), pagination: paginationSchema });

/** `?page=&per_page=` of paged lists. */
export const pageQuery = {
  page: queryNumber(z.number().int().min(1).max(100_000).default(1)),
  per_page: queryNumber(z.number().int().min(1).max(100).default(20)),
};
export const pageQuerySchema = z.object(pageQuery);

/*
 * Cursor pagination (decision 074), for tools that walk a whole list: `?limit=` (1–100) starts at
 * the newest row, `?cursor=` continues after the row the cursor names. In cursor mode a list is in
 * creation order, newest first, whatever its page-mode order, so rows inserted meanwhile never
 * shift what comes next: every row that existed when the walk began comes exactly once.
 * The cursor is opaque to callers: base64url of `[createdAt, id]` of the last row of the page.
 */

/** The sort key of one row in cursor mode: its creation time (to the millisecond) and its id. */
export interface CursorKey {
  at: string;
  id: string;
}

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeCursor(key: CursorKey): string {
  // The key is ASCII (an ISO time and a UUID), so btoa/atob serve here and in the browser alike.
  return btoa(JSON.stringify([key.at, key.id]))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The key a cursor names, or null when it is not one this API made. */
export function decodeCursor(cursor: string): CursorKey | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  try {
    const value: unknown = JSON.parse(atob(cursor.replace(/-/g, "+").replace(/_/g, "/")));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== "string" || !ISO_MS.test(at) || Number.isNaN(Date.parse(at))) return null;
    if (typeof id !== "string" || !isUuid(id)) return null;
    return { at, id };
  } catch {
    return null;
  }
}

/** `?cursor=&limit=` of the lists that page by cursor; both optional, either one selects cursor mode. */
export const cursorQuery = {
  cursor: z
    .string()
    .transform((value, ctx) => {
      const key = decodeCursor(value);
      if (!key) {
        ctx.addIssue({ code: "custom", message: "Not a cursor of this list: pass `next_cursor` from the previous page as it is" });
        return z.NEVER;
      }
      return key;
    })
    .optional()
    .meta({ description: "`next_cursor` of the previous page (opaque). Selects cursor mode: newest first." }),
  limit: queryNumber(z.number().int().min(1).max(100))
    .optional()
    .meta({ description: "Rows per page in cursor mode (1–100, default 20)." }),
};

export const DEFAULT_CURSOR_LIMIT = 20;

/** Whether a list request asks for cursor mode. */
export const isCursorMode = (query: { cursor?: CursorKey; limit?: number }) => query.cursor !== undefined || query.limit !== undefined;

/**
 * The `pagination` of one page in cursor mode, from the rows read with `limit + 1` (the extra row
 * only says that more follow): `page` is 1 and `per_page` the limit; `next_cursor` is null on the last page.
 */
export function cursorPageOf<R>(rows: R[], limit: number, keyOf: (row: R) => CursorKey, total: number) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const next_cursor = rows.length > limit && last ? encodeCursor(keyOf(last)) : null;
  return { rows: page, pagination: { ...paginationOf({ page: 1, per_page: limit }, total), next_cursor } };
}
