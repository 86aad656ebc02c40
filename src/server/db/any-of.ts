import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * `column = ANY($1::type[])`: a list of values sent as one array parameter (both drivers encode a
 * JS array as a PostgreSQL array). Drizzle's `inArray` makes one parameter per value, and building,
 * sending and parsing the statement grow with the list: a page of 500 proposals spent longer
 * building its two id lookups than PostgreSQL spent running them (decision 093).
 *
 * Use it for lists that grow with a page (ids read by an earlier statement); `inArray` stays for
 * short fixed lists such as statuses. An empty list matches nothing.
 */
export function anyOf(column: PgColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} = any(${sql.param(values)}::${sql.raw(column.getSQLType())}[])`;
}
