/*
 * `npm run db:seed`: migrates the configured database and fills it with the demo data
 * (src/server/seed) when it holds no user yet — what `npm start` does with SEED_DEMO_DATA, without
 * starting the server. A database that already has users is left as it is.
 */
import { prepareProcess } from "@/server/prepare-process";
import { getAppContext, stopAppContext } from "@/server/runtime";
import { seedDemoData } from "@/server/seed";

prepareProcess();
const ctx = await getAppContext();
const seeded = await seedDemoData(ctx);
ctx.logger.info(seeded ? "demo data seeded" : "database already has users: nothing seeded");
await stopAppContext();
