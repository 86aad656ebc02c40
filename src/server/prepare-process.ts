import { resetSettingsCache } from "@/config/env";
import { installClientAddressStamp } from "./http/stamp-client-address";
import { ensureLocalSecrets } from "./local-secrets";

/**
 * What a server process does before it reads its settings or serves a request: local-mode
 * secrets from the data folder, and the client-address stamp on every HTTP request.
 */
export function prepareProcess(env: Record<string, string | undefined> = process.env): void {
  ensureLocalSecrets(env);
  resetSettingsCache();
  installClientAddressStamp(env.TRUSTED_PROXIES ?? "");
}
