/*
 * `npm run db:migrate`: applies the SQL migrations to the configured database (DATABASE_URL, or
 * the PGlite folder) and exits. The web process does this at start-up too; this is for a deploy
 * step that migrates before the new version starts. Opening the context is what migrates.
 */
import { prepareProcess } from "@/server/prepare-process";
import { getAppContext, stopAppContext } from "@/server/runtime";

prepareProcess();
const ctx = await getAppContext();
ctx.logger.info("migrations applied");
await stopAppContext();
