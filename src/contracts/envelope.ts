import { z } from "zod";
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
