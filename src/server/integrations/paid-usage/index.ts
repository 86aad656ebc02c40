import { createHash } from "node:crypto";
import type { PaidUsageHandOver } from "@/lib/paid-usage";

/*
 * The ad platforms' side of a paid-usage authorisation (decision 084). Only sandbox adapters exist:
 * they keep the real shapes (a TikTok Spark code is "#" and a long base64-like string authorised for
 * 7/30/60/365 days; a Meta partnership permission is a creator page or Instagram account id and an
 * ad permission id) and answer as the platforms would, without calling anyone. A real adapter would
 * look the code up (TikTok's Spark Ads "authorize" endpoint, Meta's branded-content ad permissions)
 * behind the same interface, chosen by settings like the payment adapters.
 */

export interface PaidUsageConfirmation {
  /** The platform's id of the authorisation (not secret: it cannot be used to run an ad). */
  platformRef: string;
}

export interface PaidUsagePlatformAdapter {
  /** Confirms a hand-over the formats accepted; throws for one the platform refuses. */
  confirm(handOver: PaidUsageHandOver): Promise<PaidUsageConfirmation>;
  /** Ends the authorisation on the platform (the creator revoked it). */
  revoke(platformRef: string): Promise<void>;
}

const digest = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 16);

export const sandboxPaidUsageAdapter: PaidUsagePlatformAdapter = {
  confirm(h) {
    if (h.platform === "tiktok_spark") return Promise.resolve({ platformRef: `tt_auth_${digest(h.code)}` });
    return Promise.resolve({ platformRef: `meta_perm_${digest(h.accountId + ":" + h.permissionId)}` });
  },
  revoke() {
    return Promise.resolve();
  },
};
