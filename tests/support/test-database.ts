import { readFileSync } from "node:fs";
import { inject } from "vitest";
import type { DatabaseHandle } from "@/server/db/database";
import { openDatabase } from "@/server/db/open-database";
import { databaseUrlFor, dropPostgresDatabase, runAdminQuery } from "./template-database";

export const isPostgresRun = () => process.env.TEST_DB_KIND === "postgres";

/** A private, migrated database for one test file: a PGlite clone, or a PostgreSQL copy of the template. */
export async function cloneTestDatabase(): Promise<DatabaseHandle> {
  const template = inject("databaseTemplate");
  if (!isPostgresRun()) {
    return openDatabase({ kind: "pglite", loadDataDir: new Blob([readFileSync(template)]) });
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `reelbrief_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await runAdminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const handle = await openDatabase({ kind: "postgres", url: databaseUrlFor(baseUrl, name), maxConnections: 60 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(baseUrl, name);
    },
  };
}
