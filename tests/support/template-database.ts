import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrateDatabase } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/open-database";

/*
 * "Migrate a template database once, clone it per test file" (docs/architecture.md, epic-stack):
 * PGlite is dumped to a tarball that each file loads; PostgreSQL uses CREATE DATABASE … TEMPLATE.
 */
/** Names are per run, so that several test runs on one machine never share a template. */
export const pgliteTemplateFile = (runId: string) => path.resolve(import.meta.dirname, `../.artifacts/pglite-template-${runId}.tar.gz`);
export const pgTemplateDb = (runId: string) => `reelbrief_template_${runId}`;

export async function buildPgliteTemplate(file: string): Promise<void> {
  const handle = await openDatabase({ kind: "pglite" });
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("gzip");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function buildPostgresTemplate(baseUrl: string, name: string): Promise<void> {
  await dropPostgresDatabase(baseUrl, name);
  await runAdminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ kind: "postgres", url: databaseUrlFor(baseUrl, name), maxConnections: 2 });
  await migrateDatabase(handle);
  await handle.close();
}

export async function dropPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  await runAdminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function runAdminQuery(baseUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
