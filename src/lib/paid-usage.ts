/*
 * Paid-usage authorisations (decision 084): a licence can include running the video as an ad from the
 * creator's own account — a TikTok Spark Ads code or a Meta partnership-ads permission — for a window
 * of days. Pure and isomorphic: the purchase wizard, the hand-over form, the API and the clock agree on
 * one set of rules (formats, windows, prices, status).
 */

export const PAID_USAGE_PLATFORMS = ["tiktok_spark", "meta_partnership"] as const;
export type PaidUsagePlatform = (typeof PAID_USAGE_PLATFORMS)[number];

export const PAID_USAGE_PLATFORM_LABELS: Record<PaidUsagePlatform, string> = {
  tiktok_spark: "TikTok Spark Ads code",
  meta_partnership: "Meta partnership-ads permission",
};

/**
 * The windows a creator can sell, per platform. TikTok lets a creator authorise a Spark code for 7,
 * 30, 60 or 365 days only, so a window TikTok cannot grant in one code is not offered; Meta's
 * partnership permission has no fixed windows, so 90 days is allowed there too.
 */
export const PAID_USAGE_WINDOWS: Record<PaidUsagePlatform, readonly number[]> = {
  tiktok_spark: [7, 30, 60, 365],
  meta_partnership: [7, 30, 60, 90, 365],
};

/** What TikTok shows a creator when they generate a code: the code's own authorisation window. */
export const TIKTOK_CODE_WINDOWS = [7, 30, 60, 365] as const;

/** A package offers at most this many platform × window options. */
export const MAX_PAID_USAGE_OFFERS = 6;
export const PAID_USAGE_PRICE_LIMITS = { min: 100, max: 1_000_000 } as const;

/** Reminders go out once, this many days before the end. */
export const PAID_USAGE_EXPIRING_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const PAID_USAGE_EXPIRING_MS = PAID_USAGE_EXPIRING_DAYS * DAY_MS;

export interface PaidUsageOffer {
  platform: PaidUsagePlatform;
  windowDays: number;
  priceCents: number;
}

export interface PaidUsageChoice {
  platform: PaidUsagePlatform;
  windowDays: number;
}

export const isOfferedWindow = (platform: PaidUsagePlatform, days: number) => PAID_USAGE_WINDOWS[platform].includes(days);

/** The offer matching a choice, or null when the package does not sell it. */
export function findPaidUsageOffer(offers: readonly PaidUsageOffer[], choice: PaidUsageChoice): PaidUsageOffer | null {
  return offers.find((o) => o.platform === choice.platform && o.windowDays === choice.windowDays) ?? null;
}

/** Field → message for a package's list of offers; empty when it is valid. */
export function paidUsageOffersErrors(offers: readonly PaidUsageOffer[]): string | null {
  if (offers.length > MAX_PAID_USAGE_OFFERS) return `At most ${MAX_PAID_USAGE_OFFERS} paid-usage options`;
  const seen = new Set<string>();
  for (const o of offers) {
    if (!isOfferedWindow(o.platform, o.windowDays))
      return `${PAID_USAGE_PLATFORM_LABELS[o.platform]}: the window must be ${PAID_USAGE_WINDOWS[o.platform].join(", ")} days`;
    const key = `${o.platform}:${o.windowDays}`;
    if (seen.has(key)) return "Each platform and window may appear once";
    seen.add(key);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Hand-over formats (the sandbox adapters check the same shapes the real platforms use)

/**
 * A TikTok Spark Ads authorisation code: "#" and a long base64-like string (TikTok's codes are about
 * 60–120 characters; we accept 32–300 so a future format change does not lock creators out).
 */
export const TIKTOK_SPARK_CODE = /^#[A-Za-z0-9+/]{32,300}={0,2}$/;
/** A Facebook page or Instagram professional account id, and a partnership-ads permission id: numeric. */
export const META_ACCOUNT_ID = /^[0-9]{5,20}$/;
export const META_PERMISSION_ID = /^[0-9]{5,20}$/;

export type PaidUsageHandOver =
  | { platform: "tiktok_spark"; code: string; codeWindowDays: number }
  | { platform: "meta_partnership"; accountId: string; permissionId: string };

/** Field → message for a hand-over; empty when its format is right for the authorisation it answers. */
export function handOverErrors(
  expected: { platform: PaidUsagePlatform; windowDays: number },
  input: { code?: string; codeWindowDays?: number; accountId?: string; permissionId?: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (expected.platform === "tiktok_spark") {
    const code = (input.code ?? "").trim();
    if (!code) errors.code = "Paste the Spark Ads code from TikTok";
    else if (!code.startsWith("#")) errors.code = "A Spark Ads code starts with # (copy it whole from TikTok)";
    else if (!TIKTOK_SPARK_CODE.test(code)) errors.code = "This is not a Spark Ads code: # and 32 or more letters, digits, + or /";
    const days = input.codeWindowDays;
    if (days === undefined || !(TIKTOK_CODE_WINDOWS as readonly number[]).includes(days))
      errors.codeWindowDays = "Choose the window you authorised in TikTok: 7, 30, 60 or 365 days";
    else if (days < expected.windowDays)
      errors.codeWindowDays = `The brand bought ${expected.windowDays} days: authorise the code for at least that`;
  } else {
    if (!META_ACCOUNT_ID.test((input.accountId ?? "").trim()))
      errors.accountId = "Enter your Facebook page or Instagram account id (5 to 20 digits)";
    if (!META_PERMISSION_ID.test((input.permissionId ?? "").trim()))
      errors.permissionId = "Enter the partnership-ads permission id (5 to 20 digits)";
  }
  return errors;
}

/** What the creator's later views and any list show instead of the code: never enough to use it. */
export function maskHandOver(h: PaidUsageHandOver): string {
  if (h.platform === "tiktok_spark") return `#${h.code.slice(1, 5)}••••${h.code.slice(-4)}`;
  return `account ••••${h.accountId.slice(-4)} · permission ••••${h.permissionId.slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------
// Status

export const PAID_USAGE_STORED_STATUSES = ["pending", "active", "revoked", "refunded"] as const;
export type PaidUsageStoredStatus = (typeof PAID_USAGE_STORED_STATUSES)[number];

export const PAID_USAGE_STATUSES = ["pending", "active", "expiring", "expired", "revoked", "refunded"] as const;
export type PaidUsageStatus = (typeof PAID_USAGE_STATUSES)[number];

export const PAID_USAGE_STATUS_LABELS: Record<PaidUsageStatus, string> = {
  pending: "Waiting for the creator",
  active: "Active",
  expiring: "Ending soon",
  expired: "Ended",
  revoked: "Revoked by the creator",
  refunded: "Refunded",
};

/**
 * pending (bought) → active (handed over) → expiring (its last PAID_USAGE_EXPIRING_DAYS days) →
 * expired (from the end instant on); revoked and refunded are final and stored.
 */
export function paidUsageStatus(
  row: { status: PaidUsageStoredStatus; startsAt: Date | string | null; endsAt: Date | string | null },
  now: Date | string,
): PaidUsageStatus {
  if (row.status !== "active" || row.endsAt === null) return row.status;
  const end = new Date(row.endsAt).getTime();
  const at = new Date(now).getTime();
  if (end <= at) return "expired";
  if (end - at <= PAID_USAGE_EXPIRING_MS) return "expiring";
  return "active";
}

/**
 * The window a hand-over starts: now, or — for a renewal of an authorisation still running — the
 * end of the one it extends, so a renewal adds its days instead of overlapping them.
 */
export function handOverWindow(windowDays: number, now: Date, extendsEnd: Date | null): { startsAt: Date; endsAt: Date } {
  const startsAt = extendsEnd && extendsEnd.getTime() > now.getTime() ? extendsEnd : now;
  return { startsAt, endsAt: new Date(startsAt.getTime() + windowDays * DAY_MS) };
}

/** Renewal is possible once the authorisation was handed over and not revoked. */
export const canRenew = (status: PaidUsageStatus) => status === "active" || status === "expiring" || status === "expired";
