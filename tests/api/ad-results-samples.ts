import type { TestApp } from "../support/test-app";
import { TEST_ORIGIN } from "../support/test-settings";

/*
 * Sample exports written from the platforms' documented export columns: Meta Ads Manager's
 * "Export table data" CSV (reporting range per row, the currency in the amount's header) and
 * TikTok Ads Manager's custom report export (one row per day, a Currency column).
 */

export const META_HEADER = [
  "Reporting starts",
  "Reporting ends",
  "Campaign name",
  "Ad name",
  "Ad ID",
  "Amount spent (USD)",
  "Impressions",
  "Link clicks",
  "Purchases",
  "Purchases conversion value",
  "3-second video plays",
  "ThruPlays",
  "URL parameters",
];

export interface MetaRow {
  starts: string;
  ends?: string;
  campaign?: string;
  ad: string;
  adId?: string;
  spent: string;
  impressions: string;
  clicks?: string;
  purchases?: string;
  value?: string;
  plays3s?: string;
  thruplays?: string;
  url?: string;
}

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function metaCsv(rows: MetaRow[], header = META_HEADER): string {
  const lines = [header.map(quote).join(",")];
  for (const r of rows) {
    lines.push(
      [
        r.starts,
        r.ends ?? r.starts,
        r.campaign ?? "Prospecting",
        r.ad,
        r.adId ?? "",
        r.spent,
        r.impressions,
        r.clicks ?? "",
        r.purchases ?? "",
        r.value ?? "",
        r.plays3s ?? "",
        r.thruplays ?? "",
        r.url ?? "",
      ]
        .map(quote)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export const TIKTOK_HEADER = [
  "Date",
  "Campaign name",
  "Ad name",
  "Ad ID",
  "Currency",
  "Cost",
  "Impressions",
  "Clicks (destination)",
  "Conversions",
  "Total complete payment value",
  "2-second video views",
  "6-second video views",
  "Video views at 100%",
];

export interface TiktokRow {
  date: string;
  campaign?: string;
  ad: string;
  adId?: string;
  currency: string;
  cost: string;
  impressions: string;
  clicks?: string;
  conversions?: string;
  value?: string;
  views2s?: string;
  views6s?: string;
  views100?: string;
}

export function tiktokCsv(rows: TiktokRow[], header = TIKTOK_HEADER): string {
  const lines = [header.map(quote).join(",")];
  for (const r of rows) {
    lines.push(
      [
        r.date,
        r.campaign ?? "Spring launch",
        r.ad,
        r.adId ?? "",
        r.currency,
        r.cost,
        r.impressions,
        r.clicks ?? "0",
        r.conversions ?? "0",
        r.value ?? "0",
        r.views2s ?? "0",
        r.views6s ?? "0",
        r.views100 ?? "0",
      ]
        .map(quote)
        .join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Posts an export as the browser does (multipart field `file`). */
export function postExport(
  t: TestApp,
  path: "imports" | "imports/preview",
  token: string,
  csv: string,
  options: { platform?: string; name?: string } = {},
) {
  const form = new FormData();
  form.set("file", new File([csv], options.name ?? "export.csv", { type: "text/csv" }));
  if (options.platform) form.set("platform", options.platform);
  return t.app.request(`/api/v1/auth/ad-results/${path}`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}`, origin: TEST_ORIGIN },
  });
}
