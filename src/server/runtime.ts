import { assertDeployable } from "@/config/deployment";
import { loadSettings } from "@/config/env";
import type { AppContext } from "./context";
import { createAppContext } from "./context";
import { migrateDatabase } from "./db/migrate";
import { openDatabase } from "./db/open-database";
import { createLogger } from "./logger";

/*
 * The process-wide context. It lives on globalThis because the front process holds two bundles of
 * this module — the API's (scripts/build-api.mjs) and Next's server components' — and Next bundles
 * some of its routes separately too: module-level singletons would open the PGlite folder twice in
 * one process, which corrupts it.
 */
const KEY = Symbol.for("reelbrief.runtime");
type Holder = { [KEY]?: Promise<AppContext> };

export function getAppContext(): Promise<AppContext> {
  const holder = globalThis as Holder;
  holder[KEY] ??= start().catch((error: unknown) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

async function start(): Promise<AppContext> {
  const settings = loadSettings();
  assertDeployable(settings);
  const logger = createLogger(settings.LOG_LEVEL);
  const database = await openDatabase(
    settings.DATABASE_URL ? { kind: "postgres", url: settings.DATABASE_URL } : { kind: "pglite", dataDir: settings.PGLITE_DATA_DIR },
  );
  await migrateDatabase(database);
  logger.info("database ready", { kind: database.kind });
  return createAppContext(settings, database, logger);
}

/** Closes the database (PGlite must be closed to flush its folder). */
export async function stopAppContext(): Promise<void> {
  const holder = globalThis as Holder;
  const ctx = await holder[KEY];
  delete holder[KEY];
  await ctx?.database.close();
}
