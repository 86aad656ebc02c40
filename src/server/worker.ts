import { startJobs } from "@/server/jobs";
import { stopWorkersOnSignal } from "@/server/jobs/start-workers";
import { prepareProcess } from "@/server/prepare-process";
import { getAppContext, stopAppContext } from "@/server/runtime";

/**
 * `npm run worker`: only the job workers (schedules, domain-event delivery), no web server —
 * several of these and several web processes with JOB_WORKERS=off share one PostgreSQL
 * (decision 021). On the embedded PGlite database the web process already runs them.
 */
prepareProcess();
const ctx = await getAppContext();
if (ctx.database.kind !== "postgres") {
  ctx.logger.error("npm run worker needs DATABASE_URL: on the embedded database, `npm start` runs the workers");
  await stopAppContext();
  process.exit(1);
}
const jobs = await startJobs(ctx);
stopWorkersOnSignal(jobs, stopAppContext);
ctx.logger.info("worker started");
