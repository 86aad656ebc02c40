import type { AdPlatform, ImportRowError } from "@/contracts/ad-results";
import { duplicateErrors, minorDigits, parseDay, type ParsedFile, type ResultRow } from "./formats";

/*
 * The insights adapter (decision 081): the same result rows as a CSV export, fetched from a
 * platform's reporting API instead. Each platform's records are read in the shape its API answers
 * (Meta's `/insights` objects with `actions`, TikTok's `report/integrated/get` rows of
 * `dimensions` and `metrics`), so a live client only has to page through the real endpoint.
 * Without platform settings the sandbox answers with plausible daily numbers for the demo.
 */

/** A Meta Marketing API insights record at ad level with `time_increment=1`. */
export interface MetaInsight {
  account_id: string;
  account_currency: string;
  ad_id: string;
  ad_name: string;
  campaign_name: string;
  date_start: string;
  date_stop: string;
  spend: string;
  impressions: string;
  inline_link_clicks?: string;
  actions?: { action_type: string; value: string }[];
  action_values?: { action_type: string; value: string }[];
  video_thruplay_watched_actions?: { action_type: string; value: string }[];
  url_tags?: string;
}

/** A TikTok API for Business integrated report row at `AUCTION_AD` level by `stat_time_day`. */
export interface TiktokInsight {
  dimensions: { ad_id: string; stat_time_day: string };
  metrics: {
    advertiser_id: string;
    ad_name: string;
    campaign_name: string;
    currency: string;
    spend: string;
    impressions: string;
    clicks: string;
    conversion: string;
    total_complete_payment_rate: string;
    video_watched_2s: string;
    video_views_p100: string;
  };
}

export interface InsightsRequest {
  from: string;
  to: string;
}

/** What a platform client implements: the records of a period, in the platform's own shape. */
export interface AdInsightsSource<T> {
  platform: AdPlatform;
  fetch(request: InsightsRequest): Promise<T[]>;
}

const num = (v: string | undefined) => Number(v ?? 0);
const action = (list: { action_type: string; value: string }[] | undefined, type: string) =>
  num(list?.find((a) => a.action_type === type)?.value);
const toMinor = (amount: string | undefined, currency: string) => Math.round(num(amount) * 10 ** minorDigits(currency));

function checked(rows: ResultRow[], errors: ImportRowError[], platform: AdPlatform): ParsedFile {
  for (const row of rows) {
    const values = [row.spendMinor, row.impressions, row.clicks, row.conversions, row.conversionValueMinor, row.hookViews, row.holdViews];
    if (values.some((v) => !Number.isSafeInteger(v) || v < 0)) {
      errors.push({ line: row.line, column: null, message: "A metric is not a non-negative number" });
    }
    if (!row.startsOn || !row.endsOn) errors.push({ line: row.line, column: "date", message: "No valid date" });
    if (!/^[A-Z]{3}$/.test(row.currency)) errors.push({ line: row.line, column: "currency", message: "No currency" });
  }
  errors.push(...duplicateErrors(rows));
  const bad = new Set(errors.map((e) => e.line));
  return { platform, rows: rows.filter((r) => !bad.has(r.line)), errors: errors.sort((a, b) => a.line - b.line) };
}

export function metaInsightsToRows(records: MetaInsight[]): ParsedFile {
  const rows = records.map((r, i): ResultRow => {
    const currency = (r.account_currency ?? "").toUpperCase();
    return {
      line: i + 1,
      accountRef: r.account_id ?? "",
      adRef: r.ad_id || r.ad_name,
      adName: r.ad_name ?? "",
      campaignName: r.campaign_name ?? "",
      startsOn: parseDay(r.date_start ?? "") ?? "",
      endsOn: parseDay(r.date_stop ?? "") ?? "",
      currency,
      spendMinor: toMinor(r.spend, currency),
      impressions: num(r.impressions),
      clicks: num(r.inline_link_clicks),
      conversions: action(r.actions, "purchase"),
      conversionValueMinor: toMinor(String(action(r.action_values, "purchase")), currency),
      hookViews: action(r.actions, "video_view"),
      holdViews: action(r.video_thruplay_watched_actions, "video_view"),
      codeSources: [r.ad_name ?? "", r.url_tags ?? ""].filter(Boolean),
    };
  });
  return checked(rows, [], "meta");
}

export function tiktokInsightsToRows(records: TiktokInsight[]): ParsedFile {
  const rows = records.map((r, i): ResultRow => {
    const m = r.metrics;
    const currency = (m.currency ?? "").toUpperCase();
    const day = parseDay(r.dimensions.stat_time_day ?? "") ?? "";
    return {
      line: i + 1,
      accountRef: m.advertiser_id ?? "",
      adRef: r.dimensions.ad_id || m.ad_name,
      adName: m.ad_name ?? "",
      campaignName: m.campaign_name ?? "",
      startsOn: day,
      endsOn: day,
      currency,
      spendMinor: toMinor(m.spend, currency),
      impressions: num(m.impressions),
      clicks: num(m.clicks),
      conversions: num(m.conversion),
      conversionValueMinor: toMinor(m.total_complete_payment_rate, currency),
      hookViews: num(m.video_watched_2s),
      holdViews: num(m.video_views_p100),
      codeSources: [m.ad_name ?? ""].filter(Boolean),
    };
  });
  return checked(rows, [], "tiktok");
}

/* The sandbox */

/** An ad the sandbox reports on; `strength` (about 0.5–2) makes winners and losers. */
export interface SandboxAd {
  adId: string;
  adName: string;
  campaignName: string;
  strength: number;
}

/** Small deterministic generator (mulberry32), so the same ad and day always give the same numbers. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function* daysBetween(from: string, to: string): Generator<string> {
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    yield new Date(t).toISOString().slice(0, 10);
  }
}

interface DayNumbers {
  spend: number;
  impressions: number;
  clicks: number;
  conversions: number;
  value: number;
  hook: number;
  hold: number;
}

/** Plausible daily numbers: spend ramps with strength, hook and hold rates follow it, a weekly wave. */
export function sandboxDay(ad: SandboxAd, day: string, platform: AdPlatform): DayNumbers {
  const rnd = random(hash(`${platform}:${ad.adId}:${day}`));
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const wave = 1 + 0.15 * Math.sin((weekday / 7) * 2 * Math.PI);
  const spend = Math.round((40 + 80 * ad.strength) * wave * (0.8 + 0.4 * rnd()) * 100) / 100;
  const cpm = (platform === "tiktok" ? 7 : 11) * (0.85 + 0.3 * rnd());
  const impressions = Math.round((spend / cpm) * 1000);
  const hookRate = Math.min(0.6, 0.18 * ad.strength * (0.9 + 0.2 * rnd()));
  const hook = Math.round(impressions * hookRate);
  const hold = Math.round(hook * Math.min(0.7, 0.22 * ad.strength * (0.9 + 0.2 * rnd())));
  const clicks = Math.round(impressions * 0.009 * ad.strength * (0.8 + 0.4 * rnd()));
  const conversions = Math.round(clicks * 0.035 * ad.strength * (0.7 + 0.6 * rnd()));
  const value = Math.round(conversions * 42 * (0.9 + 0.2 * rnd()) * 100) / 100;
  return { spend, impressions, clicks, conversions, value, hook, hold };
}

export function sandboxMetaSource(ads: SandboxAd[], currency: string, accountId = "act_sandbox"): AdInsightsSource<MetaInsight> {
  return {
    platform: "meta",
    fetch({ from, to }) {
      const out: MetaInsight[] = [];
      for (const day of daysBetween(from, to)) {
        for (const ad of ads) {
          const d = sandboxDay(ad, day, "meta");
          out.push({
            account_id: accountId,
            account_currency: currency,
            ad_id: ad.adId,
            ad_name: ad.adName,
            campaign_name: ad.campaignName,
            date_start: day,
            date_stop: day,
            spend: d.spend.toFixed(2),
            impressions: String(d.impressions),
            inline_link_clicks: String(d.clicks),
            actions: [
              { action_type: "video_view", value: String(d.hook) },
              { action_type: "purchase", value: String(d.conversions) },
            ],
            action_values: [{ action_type: "purchase", value: d.value.toFixed(2) }],
            video_thruplay_watched_actions: [{ action_type: "video_view", value: String(d.hold) }],
          });
        }
      }
      return Promise.resolve(out);
    },
  };
}

export function sandboxTiktokSource(
  ads: SandboxAd[],
  currency: string,
  advertiserId = "7000000000000000000",
): AdInsightsSource<TiktokInsight> {
  return {
    platform: "tiktok",
    fetch({ from, to }) {
      const out: TiktokInsight[] = [];
      for (const day of daysBetween(from, to)) {
        for (const ad of ads) {
          const d = sandboxDay(ad, day, "tiktok");
          out.push({
            dimensions: { ad_id: ad.adId, stat_time_day: `${day} 00:00:00` },
            metrics: {
              advertiser_id: advertiserId,
              ad_name: ad.adName,
              campaign_name: ad.campaignName,
              currency,
              spend: d.spend.toFixed(2),
              impressions: String(d.impressions),
              clicks: String(d.clicks),
              conversion: String(d.conversions),
              total_complete_payment_rate: d.value.toFixed(2),
              video_watched_2s: String(d.hook),
              video_views_p100: String(d.hold),
            },
          });
        }
      }
      return Promise.resolve(out);
    },
  };
}

/** Fetches a period through a source and reads it into result rows, as an uploaded export would be. */
export async function readInsights(
  source: AdInsightsSource<MetaInsight> | AdInsightsSource<TiktokInsight>,
  request: InsightsRequest,
): Promise<ParsedFile> {
  if (source.platform === "meta") return metaInsightsToRows(await (source as AdInsightsSource<MetaInsight>).fetch(request));
  return tiktokInsightsToRows(await (source as AdInsightsSource<TiktokInsight>).fetch(request));
}

/** A strength per ad from its name, for sandbox fetches nobody tuned: a spread with a clear best. */
export const defaultStrength = (adName: string) => 0.5 + (hash(adName) % 150) / 100;
