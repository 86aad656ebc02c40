"use client";

import type { SignUpDay, Week } from "@/contracts/admin/overview";
import { formatCents, formatHeaderBalance } from "@/lib/money-format";
import { BarChart } from "../charts/bar-chart";

const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const short = (iso: string) => dayOf(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const long = (iso: string) =>
  dayOf(iso).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** The business at a glance: GMV and revenue by week, sign-ups by day (client: the charts read out values on hover). */
export function OverviewCharts({ weeks, signUps }: { weeks: Week[]; signUps: SignUpDay[] }) {
  const gmv = weeks.reduce((sum, w) => sum + w.gmvCents, 0);
  const revenue = weeks.reduce((sum, w) => sum + w.revenueCents, 0);
  const joined = signUps.reduce((sum, d) => sum + d.count, 0);
  return (
    <section aria-labelledby="trends-heading" className="flex flex-col gap-3">
      <h2 id="trends-heading" className="text-lg font-semibold">
        Trends
      </h2>
      <div className="grid grid-cols-1 gap-3">
        <div className="bg-card rounded-xl border p-4">
          <BarChart
            testId="chart-gmv"
            title="GMV and platform revenue by week"
            description={`Last 12 weeks (UTC, Monday first): ${formatCents(gmv)} funded into escrow, ${formatCents(revenue)} revenue from fees and plans.`}
            labels={weeks.map((w) => short(w.weekStart))}
            longLabels={weeks.map((w) => `Week of ${long(w.weekStart)}`)}
            series={[
              { name: "GMV", values: weeks.map((w) => w.gmvCents), fillClass: "fill-primary" },
              { name: "Revenue", values: weeks.map((w) => w.revenueCents), fillClass: "fill-emerald-500" },
            ]}
            xAxisLabel="Week starting"
            yAxisLabel="US dollars"
            format={(cents) => formatHeaderBalance(cents)}
            formatExact={(cents) => formatCents(cents)}
            minTop={10_000}
            phoneLabelEvery={3}
          />
        </div>
        <div className="bg-card rounded-xl border p-4">
          <BarChart
            testId="chart-sign-ups"
            title="Sign-ups per day"
            description={`Last 30 days (UTC): ${count.format(joined)} new accounts.`}
            labels={signUps.map((d) => short(d.day))}
            longLabels={signUps.map((d) => long(d.day))}
            series={[{ name: "Sign-ups", values: signUps.map((d) => d.count), fillClass: "fill-sky-500" }]}
            xAxisLabel="Day"
            yAxisLabel="New accounts"
            format={(n) => count.format(n)}
            minTop={2}
            labelEvery={5}
            phoneLabelEvery={10}
          />
        </div>
      </div>
    </section>
  );
}
