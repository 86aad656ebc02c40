import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isLoopbackUrl } from "@/config/deployment";
import { appOrigin } from "@/config/public-settings";

const NAMES = ["BETTER_AUTH_SECRET", "SANDBOX_WEBHOOK_SECRET", "PAID_USAGE_CODE_KEY"] as const;
type SecretName = (typeof NAMES)[number];
type Secrets = Partial<Record<SecretName, string>>;

/** The data folder: the parent of the PGlite folder (`.data` by default, git-ignored). */
export function localSecretsFile(env: Record<string, string | undefined>): string {
  const pgliteDir = env.PGLITE_DATA_DIR || ".data/pglite";
  return path.join(path.dirname(pgliteDir), "local-secrets.json");
}

function readSecrets(file: string): Secrets {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Secrets;
  } catch {
    return {};
  }
}

/**
 * Local mode without secrets (`npm start` on a fresh checkout): generates random ones once and
 * keeps them in the data folder, so sessions survive restarts and nothing in the source can sign
 * a token. Fills `env` in place before the settings are read. On a public URL it does nothing:
 * a deployment must set its secrets (src/config/deployment.ts says which).
 */
export function ensureLocalSecrets(env: Record<string, string | undefined> = process.env): void {
  if (!isLoopbackUrl(appOrigin(env))) return;
  const missing = NAMES.filter((name) => !env[name]);
  if (missing.length === 0) return;
  const file = localSecretsFile(env);
  const stored = readSecrets(file);
  const added = missing.filter((name) => !stored[name]);
  if (added.length > 0) {
    for (const name of added) stored[name] = randomBytes(32).toString("base64url");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2) + "\n", { mode: 0o600 });
  }
  for (const name of missing) env[name] = stored[name];
}
