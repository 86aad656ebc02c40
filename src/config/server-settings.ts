import { z } from "zod";
import { appOrigin, environmentSchema, isValidationSkipped } from "./public-settings";

/**
 * Server-only settings (docs/product/local-mode-and-settings.md "Server-side settings"). Every integration is optional:
 * when its settings are absent the local implementation is used (docs/architecture.md).
 */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

/** A secret setting: unset (or empty) stays undefined, a set one must be long enough to be random. */
const secret = (minLength: number) =>
  optional.pipe(z.string().min(minLength, `must be at least ${minLength} characters of random data`).optional());

export const serverSettingsSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  APP_ENV: environmentSchema.default("development"),
  /** Set by the hosting platform; the auth URL rule of docs/product/local-mode-and-settings.md depends on it. */
  VERCEL: optional,
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: optional,
  /** Folder of the embedded PGlite database when DATABASE_URL is not set. */
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  /**
   * Signs sessions and e-mailed tokens. No default in the source: in local mode the server
   * generates one per data folder (src/server/local-secrets.ts); a deployment must set it.
   */
  BETTER_AUTH_SECRET: secret(32),
  BETTER_AUTH_URL: z.string(),
  AUTH_SIGN_IN_URL: z.string().default(""),
  AUTH_SIGN_UP_URL: z.string().default(""),
  AUTH_AFTER_URL: z.string().default(""),
  DISCORD_CLIENT_ID: optional,
  DISCORD_CLIENT_SECRET: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  LINKEDIN_CLIENT_ID: optional,
  LINKEDIN_CLIENT_SECRET: optional,
  TIKTOK_CLIENT_KEY: optional,
  TIKTOK_CLIENT_SECRET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_REGION: optional,
  S3_BUCKET: optional,
  /** An S3-compatible service's URL (MinIO, R2, …); absent for AWS itself. */
  S3_ENDPOINT: optional,
  /** Path-style bucket URLs (`endpoint/bucket/key`), which most self-hosted services need. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Folder of the local file storage when no bucket is set; beside the embedded database. */
  STORAGE_DIR: z.string().default(".data/storage"),
  EMAIL_API_KEY: optional,
  MAIL_FROM: z.string().default("Reelbrief <hello@reelbrief.local>"),
  SECRET_LOGIN_KEY: optional,
  SMTP_HOST: optional,
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_USER: optional,
  SMTP_PASSWORD: optional,
  HOSTED_AUTH_SECRET_KEY: optional,
  /** A Shopify app's credentials: with both set, brands can connect a Shopify store (docs/decisions/073). */
  SHOPIFY_CLIENT_ID: optional,
  SHOPIFY_CLIENT_SECRET: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Signs the sandbox payment provider's webhooks; generated like BETTER_AUTH_SECRET in local mode. */
  SANDBOX_WEBHOOK_SECRET: secret(16),
  /**
   * Seals the paid-usage codes (TikTok Spark codes, Meta permissions) at rest with AES-256-GCM
   * (decision 084); generated like BETTER_AUTH_SECRET in local mode, required on a public URL.
   * Changing it makes the stored codes unreadable.
   */
  PAID_USAGE_CODE_KEY: secret(32),
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10000).default(1500),
  SEED_DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /**
   * Sign-ins and sign-ups allowed per client address per minute (the other auth limits are fixed).
   * The browser tests raise it: all of them come from 127.0.0.1 and sign in hundreds of users a minute.
   */
  AUTH_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Test-only API hooks (/api/v1/dev/*) in a production build; the browser tests set it. */
  E2E_TEST_HOOKS: z.enum(["true", "false"]).default("false"),
  /**
   * Opt-in for a staging deployment on a public URL: keeps the local-mode features (mail outbox
   * instead of SMTP, sandbox payments) that such a URL otherwise refuses (docs/decisions/014).
   */
  LOCAL_MODE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * Reverse proxies whose X-Forwarded-For is believed (comma-separated IPs or CIDR ranges). From
   * anyone else the header is ignored and the connection's own address is the client's.
   */
  TRUSTED_PROXIES: z.string().default(""),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * `off`: this web or API process runs no job workers (schedules, event delivery); `npm run worker`
   * processes do (decision 021). Ignored on PGlite, where the one process must run them.
   */
  JOB_WORKERS: z.enum(["on", "off"]).default("on"),
  /** Web-analytics tag: script URL and site id; loads only after cookie consent. */
  WEB_ANALYTICS_SCRIPT_URL: optional,
  WEB_ANALYTICS_SITE_ID: optional,
  /** Product analytics (identifies brand users by id, e-mail and name); host defaults to the vendor's cloud. */
  PRODUCT_ANALYTICS_KEY: optional,
  PRODUCT_ANALYTICS_HOST: optional,
  /** Affiliate/referral tracking script and its account key. */
  AFFILIATE_SCRIPT_URL: optional,
  AFFILIATE_ID: optional,
  /** The scheduling page "Book A Call" embeds (a 30-minute meeting type). */
  BOOKING_URL: z.string().default("https://cal.com/reelbrief/30min"),
});
export type ServerSettings = z.infer<typeof serverSettingsSchema>;

/** docs/product/local-mode-and-settings.md: the auth URL must be non-empty on the hosting platform, and a valid URL elsewhere. */
export function checkAuthUrl(settings: Pick<ServerSettings, "VERCEL" | "BETTER_AUTH_URL">): string | null {
  if (settings.VERCEL) return settings.BETTER_AUTH_URL.length > 0 ? null : "BETTER_AUTH_URL must be set";
  return z.url().safeParse(settings.BETTER_AUTH_URL).success ? null : "BETTER_AUTH_URL must be a valid URL";
}

export function parseServerSettings(raw: Record<string, string | undefined>): ServerSettings {
  const withOrigin = { ...raw, BETTER_AUTH_URL: raw.BETTER_AUTH_URL ?? appOrigin(raw) };
  const result = serverSettingsSchema.safeParse(withOrigin);
  if (!result.success) {
    console.error("❌ Invalid environment variables:", z.flattenError(result.error).fieldErrors);
    throw new Error("Invalid environment variables");
  }
  const authUrlProblem = isValidationSkipped(raw) ? null : checkAuthUrl(result.data);
  if (authUrlProblem) {
    console.error("❌ Invalid environment variables:", { BETTER_AUTH_URL: [authUrlProblem] });
    throw new Error("Invalid environment variables");
  }
  return result.data;
}
