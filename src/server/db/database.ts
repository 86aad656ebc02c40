import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;

/** How Drizzle names columns: the property `createdAt` is the column "created_at". */
export const DB_CASING = "snake_case" as const;

/** The one database type every query and use-case takes as its first parameter. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle; use-cases accept `Db | Tx` through `Executor` so they compose. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs raw SQL with positional parameters; used by pg-boss and health checks. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs a script of several statements without parameters (schema set-up); rows of the last one. */
  exec(script: string): Promise<{ rows: unknown[] }>;
  /**
   * LISTENs on a NOTIFY channel: PostgreSQL uses one dedicated connection per handle (shared by all
   * channels' callbacks), PGlite its own in-process notifications. Resolves to the unlisten.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * After migrations: PGlite reads the database's array types when it opens, and sends an array
   * parameter of a type it does not know (an enum created since, such as social_platform[]) as
   * plain text, which PostgreSQL refuses ("malformed array literal"). It reads them again here.
   */
  schemaChanged(): Promise<void>;
  close(): Promise<void>;
}
