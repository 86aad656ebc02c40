import type { AppContext } from "@/server/context";
import { startJobs, type JobRunner } from "./index";

/**
 * Starts this process's job workers unless the settings turn them off (JOB_WORKERS=off, decision
 * 021). PGlite is one process: there, the web process always runs them or nobody would.
 */
export async function startWorkersIfEnabled(ctx: AppContext): Promise<JobRunner | null> {
  if (ctx.settings.JOB_WORKERS === "off" && ctx.database.kind === "postgres") {
    ctx.logger.info("job workers off in this process; run `npm run worker`");
    return null;
  }
  if (ctx.settings.JOB_WORKERS === "off") ctx.logger.warn("JOB_WORKERS=off is ignored on the embedded database: workers run here");
  return startJobs(ctx);
}

/** Stops the workers on SIGTERM/SIGINT, then lets the signal do what it would have done without us. */
export function stopWorkersOnSignal(jobs: JobRunner, after: () => Promise<void> = async () => {}): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(
      signal,
      () =>
        void jobs
          .stop()
          .then(after)
          .finally(() => process.listenerCount(signal) === 0 && process.kill(process.pid, signal)),
    );
  }
}
