import type { ServerSettings } from "./server-settings";

/*
 * Local mode versus a deployment (docs/decisions/014). Decided once, from the public URL:
 * served at localhost/127.0.0.1/[::1] the product runs with local stand-ins (generated secrets,
 * mail outbox page, sandbox payments); on any other URL it is a deployment and needs the real
 * settings, unless LOCAL_MODE=true opts a staging deployment into the stand-ins.
 */

type ModeSettings = Pick<ServerSettings, "BETTER_AUTH_URL" | "LOCAL_MODE">;
type DeploymentSettings = ModeSettings &
  Pick<
    ServerSettings,
    "BETTER_AUTH_SECRET" | "SANDBOX_WEBHOOK_SECRET" | "PAID_USAGE_CODE_KEY" | "SMTP_HOST" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET"
  >;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True when the URL names this machine only: nobody else can follow its links. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Local mode: the outbox page and the sandbox payment provider exist only here. */
export function isLocalMode(settings: ModeSettings): boolean {
  return settings.LOCAL_MODE || isLoopbackUrl(settings.BETTER_AUTH_URL);
}

/**
 * What a server on this URL still needs before it may start, one line per missing setting.
 * Empty on localhost. On a public URL the secrets are always required (a generated one would
 * differ per machine); mail and payments are required unless LOCAL_MODE opts into the stand-ins.
 */
export function deploymentProblems(settings: DeploymentSettings): string[] {
  if (isLoopbackUrl(settings.BETTER_AUTH_URL)) return [];
  const problems: string[] = [];
  if (!settings.BETTER_AUTH_SECRET)
    problems.push("BETTER_AUTH_SECRET: a random secret of at least 32 characters (signs sessions and e-mailed links)");
  if (settings.PAID_USAGE_CODE_KEY === undefined)
    problems.push("PAID_USAGE_CODE_KEY: a random secret of at least 32 characters (seals the paid-usage codes at rest)");
  if (settings.LOCAL_MODE) {
    if (!settings.SANDBOX_WEBHOOK_SECRET)
      problems.push("SANDBOX_WEBHOOK_SECRET: a random secret of at least 16 characters (LOCAL_MODE keeps the sandbox payments)");
    return problems;
  }
  if (!settings.SMTP_HOST) problems.push("SMTP_HOST: a mail server (the outbox page exists in local mode only)");
  if (!settings.STRIPE_SECRET_KEY) problems.push("STRIPE_SECRET_KEY: a real payment provider (the sandbox exists in local mode only)");
  if (!settings.STRIPE_WEBHOOK_SECRET) problems.push("STRIPE_WEBHOOK_SECRET: the signing secret of the Stripe webhook endpoint");
  return problems;
}

/** Throws the start-up error that names every missing setting, or returns when there is none. */
export function assertDeployable(settings: DeploymentSettings): void {
  const problems = deploymentProblems(settings);
  if (problems.length === 0) return;
  throw new Error(
    [
      `${settings.BETTER_AUTH_URL} is not a local address, so these settings are required:`,
      ...problems.map((p) => `  - ${p}`),
      "Set them, or set LOCAL_MODE=true for a staging deployment that keeps the mail outbox and sandbox payments.",
    ].join("\n"),
  );
}

/** A secret the start-up guaranteed (generated in local mode, required elsewhere). */
export function requireSecret(
  value: string | undefined,
  name: "BETTER_AUTH_SECRET" | "SANDBOX_WEBHOOK_SECRET" | "PAID_USAGE_CODE_KEY",
): string {
  if (!value) throw new Error(`${name} is not set: start through \`npm start\` (local mode) or set it (docs/decisions/014)`);
  return value;
}
