"use client";

import { BarChart3, RefreshCw, ShoppingCart, Trophy } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { toast } from "sonner";
import { EmptyState } from "@/components/shell/empty-state";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import {
  LEADERBOARD_GROUPS,
  type Leaderboard,
  type LeaderboardGroup,
  type LeaderboardRow,
  type LeaderboardSort,
} from "@/contracts/ad-results";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { useApiData } from "@/lib/use-api";
import { BarChart, LineChart } from "./charts";
import { daysBefore, formatCount, formatMinor, formatPercent, formatRoas, isoDay } from "./format";
import { ImportPanel } from "./import-panel";
import { UnmatchedAdsCard } from "./unmatched-ads";

const GROUP_LABELS: Record<LeaderboardGroup, string> = {
  video: "Video",
  variant: "Hook variant",
  creator: "Creator",
  campaign: "Ad campaign",
};
const SORT_LABELS: Record<LeaderboardSort, string> = {
  roas: "ROAS",
  spend: "Spend",
  impressions: "Impressions",
  hook_rate: "Hook rate",
  hold_rate: "Hold rate",
  ctr: "CTR",
  cpa: "CPA (lowest first)",
};

/** /platform/results: what the brand's licensed videos earned in ads. */
export function AdResultsScreen({ today }: { today: string }) {
  const [from, setFrom] = useState(daysBefore(today, 29));
  const [to, setTo] = useState(today);
  const [by, setBy] = useState<LeaderboardGroup>("video");
  const [sort, setSort] = useState<LeaderboardSort>("roas");
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const ids = { from: useId(), to: useId(), by: useId(), sort: useId(), currency: useId() };
  const validPeriod = Boolean(from && to && from <= to);
  const query = { from, to, by, sort, ...(currency ? { currency } : {}) };
  const board = useApiData(validPeriod ? v1.query("GET /auth/ad-results/leaderboard", { query }) : null);
  const daily = useApiData(
    validPeriod ? v1.query("GET /auth/ad-results/daily", { query: { from, to, ...(currency ? { currency } : {}) } }) : null,
  );
  const unmatched = useApiData(v1.query("GET /auth/ad-results/unmatched"));
  const [syncing, setSyncing] = useState(false);
  const refresh = () => {
    void board.mutate();
    void daily.mutate();
    void unmatched.mutate();
  };

  async function fetchSandbox() {
    setSyncing(true);
    try {
      for (const platform of ["meta", "tiktok"] as const) {
        await v1.call("POST /auth/ad-results/insights", { json: { platform, from, to } });
      }
      toast.success("Fetched the period from the insights sandbox.");
      refresh();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setSyncing(false);
    }
  }

  return (
    <PageBody>
      <PageHeader
        title="Ad results"
        description="What your licensed videos earned in ads: import your Ads Manager exports and see which videos, hooks and creators sell."
      />
      <form
        className="grid grid-cols-2 gap-3 sm:grid-cols-5 sm:items-end [&_input]:min-w-0 [&_select]:w-full [&_select]:min-w-0"
        aria-label="Period and grouping"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={ids.from}>From</Label>
          <Input
            id={ids.from}
            type="date"
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
            aria-invalid={!validPeriod || undefined}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={ids.to}>To</Label>
          <Input
            id={ids.to}
            type="date"
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
            aria-invalid={!validPeriod || undefined}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={ids.by}>Per</Label>
          <NativeSelect id={ids.by} value={by} onChange={(e) => setBy(e.target.value as LeaderboardGroup)}>
            {LEADERBOARD_GROUPS.map((g) => (
              <option key={g} value={g}>
                {GROUP_LABELS[g]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={ids.sort}>Best by</Label>
          <NativeSelect id={ids.sort} value={sort} onChange={(e) => setSort(e.target.value as LeaderboardSort)}>
            {Object.entries(SORT_LABELS).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 grid min-w-0 gap-1.5 sm:col-span-1">
          <Label htmlFor={ids.currency}>Currency</Label>
          <NativeSelect
            id={ids.currency}
            value={currency ?? board.data?.currency ?? ""}
            onChange={(e) => setCurrency(e.target.value || undefined)}
          >
            {(board.data?.currencies ?? []).map((c) => (
              <option key={c.currency} value={c.currency}>
                {c.currency} · {formatMinor(c.spendMinor, c.currency)}
              </option>
            ))}
            {(board.data?.currencies.length ?? 0) === 0 && <option value="">—</option>}
          </NativeSelect>
        </div>
      </form>
      {!validPeriod && (
        <p role="alert" className="text-destructive text-sm">
          Choose a period whose end is on or after its start.
        </p>
      )}

      {board.error ? (
        <p role="alert" className="text-destructive text-sm">
          The results could not be loaded: {errorMessage(board.error)}{" "}
          <Button variant="link" className="h-auto p-0" onClick={refresh}>
            Try again
          </Button>
        </p>
      ) : !board.data ? (
        <Skeleton className="h-64 rounded-lg" aria-busy="true" aria-label="Loading the leaderboard" />
      ) : board.data.currencies.length === 0 ? (
        <EmptyState
          icon={BarChart3}
          title="No results in this period"
          description="Import an Ads Manager export below, or fetch the period from the insights sandbox."
        >
          <Button type="button" variant="outline" size="sm" onClick={fetchSandbox} disabled={syncing}>
            <RefreshCw aria-hidden /> {syncing ? "Fetching…" : "Fetch from the insights sandbox"}
          </Button>
        </EmptyState>
      ) : (
        <>
          <Summary board={board.data} />
          <LeaderboardTable board={board.data} />
          <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
            <Card>
              <CardContent className="pt-6">
                <BarChart
                  title={`${SORT_LABELS[sort]} per ${GROUP_LABELS[by].toLowerCase()}`}
                  unit={SORT_LABELS[sort]}
                  bars={board.data.rows.slice(0, 8).map((r, i) => ({
                    label: r.label,
                    value: sortValue(r, sort) ?? 0,
                    display: displayOf(r, sort, board.data!.currency),
                    highlight: i === 0,
                  }))}
                />
              </CardContent>
            </Card>
            <Card>
              <CardContent className="pt-6">
                {daily.data && daily.data.points.length > 0 ? (
                  <LineChart
                    title={`Spend and conversion value per day (${daily.data.currency})`}
                    days={daily.data.points.map((p) => p.day)}
                    format={(v) => formatMinor(v, daily.data!.currency)}
                    series={[
                      { name: "Spend", className: "stroke-muted-foreground", values: daily.data.points.map((p) => p.spendMinor) },
                      { name: "Conversion value", className: "stroke-brand", values: daily.data.points.map((p) => p.conversionValueMinor) },
                    ]}
                  />
                ) : (
                  <p className="text-muted-foreground text-sm">No single-day rows in this period to chart.</p>
                )}
              </CardContent>
            </Card>
          </div>
        </>
      )}

      <ImportPanel onImported={refresh} />
      {unmatched.data && <UnmatchedAdsCard data={unmatched.data} onMatched={refresh} />}
      <p className="text-muted-foreground text-xs">
        Hook rate: 3-second views (TikTok: 2-second) ÷ impressions. Hold rate: ThruPlays or views to the end ÷ hook views. CTR: link clicks
        ÷ impressions. CPA: spend ÷ purchases. ROAS: purchase value ÷ spend. A row counts when its whole reporting range is in the period.
        Today is {isoDay(new Date(`${today}T00:00:00Z`))}.
      </p>
    </PageBody>
  );
}

function sortValue(r: LeaderboardRow, sort: LeaderboardSort): number | null {
  return sort === "roas"
    ? r.roas
    : sort === "spend"
      ? r.spendMinor
      : sort === "impressions"
        ? r.impressions
        : sort === "hook_rate"
          ? r.hookRate
          : sort === "hold_rate"
            ? r.holdRate
            : sort === "ctr"
              ? r.ctr
              : r.cpaMinor;
}
function displayOf(r: LeaderboardRow, sort: LeaderboardSort, currency: string | null): string {
  const v = sortValue(r, sort);
  if (sort === "roas") return formatRoas(v);
  if (sort === "spend" || sort === "cpa") return formatMinor(v, currency);
  if (sort === "impressions") return formatCount(v ?? 0);
  return formatPercent(v);
}

function Summary({ board }: { board: Leaderboard }) {
  const t = board.totals;
  const items = [
    ["Spend", formatMinor(t.spendMinor, board.currency)],
    ["Conversion value", formatMinor(t.conversionValueMinor, board.currency)],
    ["ROAS", formatRoas(t.roas)],
    ["Hook rate", formatPercent(t.hookRate)],
    ["Hold rate", formatPercent(t.holdRate)],
    ["CPA", formatMinor(t.cpaMinor, board.currency)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border p-3">
          <dt className="text-muted-foreground text-xs">{label}</dt>
          <dd className="text-lg font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LeaderboardTable({ board }: { board: Leaderboard }) {
  const c = board.currency;
  const winner = board.rows[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <Trophy aria-hidden className="size-4" /> Leaderboard · {board.from} to {board.to} · {c}
          {board.unmatchedRows > 0 && <Badge variant="outline">{formatCount(board.unmatchedRows)} rows without a video</Badge>}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {board.rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">No matched results in {c} for this period.</p>
        ) : (
          // relative: the screen-reader-only caption and header are positioned; without it they escape the
          // scroller and widen the page on a phone.
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[720px] text-left text-sm">
              <caption className="sr-only">Results per {GROUP_LABELS[board.by].toLowerCase()}, best first</caption>
              <thead className="text-muted-foreground text-xs">
                <tr>
                  <th scope="col" className="py-2 pr-2">
                    #
                  </th>
                  <th scope="col" className="min-w-48 py-2 pr-2">
                    {GROUP_LABELS[board.by]}
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    Spend
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    Impressions
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    Hook rate
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    Hold rate
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    CTR
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    CPA
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    ROAS
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.rows.map((r, i) => (
                  <tr key={r.key} className="border-t" data-testid="leaderboard-row">
                    <td className="py-2 pr-2">{i + 1}</td>
                    <th scope="row" className="py-2 pr-2 font-normal">
                      <div className="font-medium">
                        {r.label} {r === winner && board.rows.length > 1 && <Badge variant="secondary">Winner</Badge>}
                      </div>
                      <div className="text-muted-foreground text-xs">
                        {[r.detail, board.by !== "creator" && r.creatorName].filter(Boolean).join(" · ")}
                      </div>
                    </th>
                    <td className="py-2 pr-2 text-right">{formatMinor(r.spendMinor, c)}</td>
                    <td className="py-2 pr-2 text-right">{formatCount(r.impressions)}</td>
                    <td className="py-2 pr-2 text-right">{formatPercent(r.hookRate)}</td>
                    <td className="py-2 pr-2 text-right">{formatPercent(r.holdRate)}</td>
                    <td className="py-2 pr-2 text-right">{formatPercent(r.ctr, 2)}</td>
                    <td className="py-2 pr-2 text-right">{formatMinor(r.cpaMinor, c)}</td>
                    <td className="py-2 pr-2 text-right font-semibold">{formatRoas(r.roas)}</td>
                    <td className="py-2 text-right whitespace-nowrap">
                      {r.creatorUserId && (
                        <span className="inline-flex gap-1">
                          <Button asChild variant="ghost" size="sm">
                            <Link href={`/platform/creators/${r.creatorUserId}`}>{board.by === "creator" ? "Open" : "Creator"}</Link>
                          </Button>
                          <Button asChild variant="brand" size="sm">
                            <Link
                              href={`/platform/creators/${r.creatorUserId}/order${r.packageId ? `?package=${encodeURIComponent(r.packageId)}` : ""}`}
                              aria-label={`Order again from ${r.creatorName ?? r.label}`}
                            >
                              <ShoppingCart aria-hidden /> Order again
                            </Link>
                          </Button>
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
