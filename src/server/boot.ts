import { isLocalMode, requireSecret } from "@/config/deployment";
import { outboxKey } from "./auth/outbox-key";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/demo-accounts";
import { seedDemoData } from "./seed";
import { startWorkersIfEnabled, stopWorkersOnSignal } from "./jobs/start-workers";
import { getAppContext } from "./runtime";

/**
 * Start-up of the web process (called by the API's start-up, src/server/api/serve-api.ts, before
 * scripts/serve.mjs listens): settings checked, database opened
 * and migrated, demo data seeded on an empty database, job workers started (unless JOB_WORKERS=off),
 * and the sign-in hint printed.
 */
export async function bootServer(): Promise<void> {
  const ctx = await getAppContext();
  if (ctx.settings.SEED_DEMO_DATA) {
    const seeded = await seedDemoData(ctx);
    if (seeded) ctx.logger.info("demo data seeded");
  }
  // The embedded default runs the job workers here; JOB_WORKERS=off leaves them to `npm run worker`.
  const jobs = await startWorkersIfEnabled(ctx);
  if (jobs) stopWorkersOnSignal(jobs);
  if (ctx.settings.LOG_LEVEL !== "silent") {
    const showOutbox = !ctx.settings.SMTP_HOST && isLocalMode(ctx.settings);
    const outbox = showOutbox
      ? `${ctx.settings.BETTER_AUTH_URL}/dev/outbox?key=${outboxKey(requireSecret(ctx.settings.BETTER_AUTH_SECRET, "BETTER_AUTH_SECRET"))}`
      : null;
    printSignInHint(ctx.settings.BETTER_AUTH_URL, ctx.settings.SEED_DEMO_DATA, outbox);
  }
}

/** `outbox`: the outbox's link with its key, when mail stays local; only whoever started the server sees it. */
function printSignInHint(origin: string, hasDemo: boolean, outbox: string | null) {
  const lines = [
    "",
    `  Reelbrief is running at ${origin}`,
    ...(hasDemo
      ? [
          `  Sign in at ${origin}/auth/signin with password "${DEMO_PASSWORD}" as:`,
          `    brand    ${DEMO_ACCOUNTS.brand.email}`,
          `    creator  ${DEMO_ACCOUNTS.creator.email}`,
          `    admin    ${DEMO_ACCOUNTS.admin.email}`,
        ]
      : []),
    ...(outbox
      ? [
          `  Mail is not sent anywhere: read it at ${outbox}`,
          `  (from this machine only; keep the link to yourself, or sign in as an admin)`,
        ]
      : []),
    "",
  ];
  process.stdout.write(lines.join("\n") + "\n");
}
