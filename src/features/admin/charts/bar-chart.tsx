"use client";

import { useId, useState } from "react";
import { cn } from "@/lib/utils";
import { niceMax } from "./nice-scale";

export interface ChartSeries {
  name: string;
  values: number[];
  /** A Tailwind fill class for the bars and the legend swatch. */
  fillClass: string;
}

export interface BarChartProps {
  title: string;
  description?: string;
  /** One label per column, shown under the bars and in the table (e.g. "Mar 4"). */
  labels: string[];
  /** Longer labels for the readout and the table (e.g. "Week of Mar 4, 2030"). */
  longLabels?: string[];
  series: ChartSeries[];
  xAxisLabel: string;
  yAxisLabel: string;
  /** Axis ticks: short (e.g. "$2,000"). */
  format: (value: number) => string;
  /** The readout and the table: exact (e.g. "$1,999.50"); the axis format when absent. */
  formatExact?: (value: number) => string;
  /** Label every n-th column under the chart (the readout and the table name them all)… */
  labelEvery?: number;
  /** …and every n-th below the `sm` breakpoint, where columns are narrow. */
  phoneLabelEvery?: number;
  /** The least top of the value axis: 2 for counts, so the middle gridline is a whole number. */
  minTop?: number;
  className?: string;
  testId?: string;
}

const GRID = [1, 0.5, 0];

/**
 * A small bar chart (grouped when there are several series) drawn in SVG, with its text in HTML
 * so it stays legible at any width: the SVG stretches to fill the plot, the labels do not. Each
 * column is a focusable button that reads out its values on hover or focus, and the whole series
 * is also a table under "Show as table" for screen readers and anyone who prefers numbers.
 */
export function BarChart(props: BarChartProps) {
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const count = props.labels.length;
  const top = niceMax(Math.max(props.minTop ?? 0, ...props.series.flatMap((s) => s.values)));
  const longLabel = (i: number) => props.longLabels?.[i] ?? props.labels[i] ?? "";
  const exact = props.formatExact ?? props.format;
  const readout = (i: number) => `${longLabel(i)}: ${props.series.map((s) => `${s.name} ${exact(s.values[i] ?? 0)}`).join(", ")}`;
  const wideEvery = props.labelEvery ?? 1;
  const phoneEvery = props.phoneLabelEvery ?? wideEvery;
  const groupWidth = 10;
  const barWidth = (groupWidth * 0.7) / props.series.length;

  return (
    <figure className={cn("flex flex-col gap-3", props.className)} aria-labelledby={`${id}-title`} data-testid={props.testId}>
      <figcaption className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="font-semibold">
          {props.title}
        </h3>
        {props.description && <p className="text-muted-foreground text-sm">{props.description}</p>}
        {props.series.length > 1 && (
          <ul className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
            {props.series.map((s) => (
              <li key={s.name} className="flex items-center gap-1.5">
                <svg aria-hidden width="12" height="12" className={s.fillClass}>
                  <rect width="12" height="12" rx="2" />
                </svg>
                {s.name}
              </li>
            ))}
          </ul>
        )}
      </figcaption>

      <div className="flex gap-2">
        <div className="text-muted-foreground flex w-14 shrink-0 flex-col items-end justify-between text-xs tabular-nums" aria-hidden>
          {GRID.map((g) => (
            <span key={g} className="leading-none">
              {props.format(top * g)}
            </span>
          ))}
        </div>
        <div className="relative h-44 min-w-0 flex-1 sm:h-52">
          <svg
            aria-hidden
            viewBox={`0 0 ${count * groupWidth} 100`}
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full overflow-visible"
          >
            {GRID.map((g) => (
              <line
                key={g}
                x1={0}
                x2={count * groupWidth}
                y1={100 - g * 100}
                y2={100 - g * 100}
                className="stroke-border"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {props.labels.map((label, i) => (
              <g key={label + i} opacity={active === null || active === i ? 1 : 0.45}>
                {props.series.map((s, k) => {
                  const value = s.values[i] ?? 0;
                  const height = (value / top) * 100;
                  return (
                    <rect
                      key={s.name}
                      x={i * groupWidth + groupWidth * 0.15 + k * barWidth}
                      y={100 - height}
                      width={barWidth}
                      height={height}
                      className={s.fillClass}
                    />
                  );
                })}
              </g>
            ))}
          </svg>
          <div className="absolute inset-0 flex" onMouseLeave={() => setActive(null)}>
            {props.labels.map((label, i) => (
              <button
                key={label + i}
                type="button"
                className="focus-visible:ring-ring h-full flex-1 rounded-sm focus-visible:ring-2 focus-visible:outline-none"
                aria-label={readout(i)}
                onMouseEnter={() => setActive(i)}
                onFocus={() => setActive(i)}
                onBlur={() => setActive(null)}
                data-testid="chart-column"
              />
            ))}
          </div>
        </div>
      </div>

      <div className="flex h-4 pl-16" aria-hidden>
        {props.labels.map((label, i) => (
          <span key={label + i} className="relative min-w-0 flex-1">
            <span
              className={cn(
                "text-muted-foreground absolute left-1/2 -translate-x-1/2 text-xs whitespace-nowrap",
                i % wideEvery !== 0 ? "invisible" : i % phoneEvery !== 0 && "invisible sm:visible",
              )}
            >
              {label}
            </span>
          </span>
        ))}
      </div>
      <p className="text-muted-foreground pl-16 text-xs">
        {props.xAxisLabel} · {props.yAxisLabel}
      </p>
      <p aria-hidden className="min-h-5 text-sm font-medium tabular-nums" data-testid="chart-readout">
        {active === null ? "" : readout(active)}
      </p>

      <details className="text-sm">
        <summary className="text-muted-foreground hover:text-foreground w-fit cursor-pointer">Show as table</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{props.title}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-4 font-medium">
                  {props.xAxisLabel}
                </th>
                {props.series.map((s) => (
                  <th key={s.name} scope="col" className="py-1 pr-4 text-right font-medium">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.labels.map((label, i) => (
                <tr key={label + i} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {longLabel(i)}
                  </th>
                  {props.series.map((s) => (
                    <td key={s.name} className="py-1 pr-4 text-right">
                      {exact(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
