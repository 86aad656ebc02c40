"use client";

/*
 * Two small SVG charts. Each has a title and a description for screen readers and a table of its
 * numbers behind a disclosure, so nothing is shown only as a picture.
 */

export interface Bar {
  label: string;
  value: number;
  display: string;
  highlight?: boolean;
}

export function BarChart({ title, bars, unit }: { title: string; bars: Bar[]; unit: string }) {
  const max = Math.max(...bars.map((b) => b.value), 0.0001);
  const rowH = 28;
  const height = bars.length * rowH + 8;
  const id = title.replace(/\W+/g, "-").toLowerCase();
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium" id={`${id}-title`}>
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 400 ${height}`}
        className="w-full"
        preserveAspectRatio="none"
        style={{ height }}
      >
        <desc id={`${id}-desc`}>{bars.map((b) => `${b.label}: ${b.display}`).join("; ")}</desc>
        {bars.map((b, i) => {
          const w = Math.max(2, (b.value / max) * 250);
          return (
            <g key={b.label + i} transform={`translate(0 ${i * rowH + 4})`}>
              <text x="0" y="16" fontSize="11" className="fill-foreground">
                {b.label.length > 22 ? `${b.label.slice(0, 21)}…` : b.label}
              </text>
              <rect x="140" y="4" width={w} height="16" rx="3" className={b.highlight ? "fill-brand" : "fill-muted-foreground/40"} />
              <text x={146 + w} y="16" fontSize="11" className="fill-foreground">
                {b.display}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="text-sm">
        <summary className="text-muted-foreground cursor-pointer">Show the numbers</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">{unit}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b, i) => (
              <tr key={b.label + i}>
                <td>{b.label}</td>
                <td>{b.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

export interface Series {
  name: string;
  className: string;
  values: number[];
}

export function LineChart({
  title,
  days,
  series,
  format,
}: {
  title: string;
  days: string[];
  series: Series[];
  format: (v: number) => string;
}) {
  const W = 600;
  const H = 180;
  const pad = { l: 8, r: 8, t: 10, b: 22 };
  const max = Math.max(...series.flatMap((s) => s.values), 1);
  const x = (i: number) => pad.l + (days.length <= 1 ? 0 : (i / (days.length - 1)) * (W - pad.l - pad.r));
  const y = (v: number) => H - pad.b - (v / max) * (H - pad.t - pad.b);
  const id = title.replace(/\W+/g, "-").toLowerCase();
  const totals = series.map((s) => `${s.name} ${format(s.values.reduce((a, b) => a + b, 0))}`).join(", ");
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium" id={`${id}-title`}>
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${W} ${H}`}
        className="h-44 w-full"
        preserveAspectRatio="none"
      >
        <desc id={`${id}-desc`}>{`${days.length} days from ${days[0] ?? "—"} to ${days[days.length - 1] ?? "—"}; totals: ${totals}`}</desc>
        <line x1={pad.l} x2={W - pad.r} y1={H - pad.b} y2={H - pad.b} className="stroke-border" />
        {series.map((s) => (
          <polyline
            key={s.name}
            fill="none"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
            className={s.className}
            points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(" ")}
          />
        ))}
        {days.length > 0 && (
          <>
            <text x={pad.l} y={H - 6} fontSize="11" className="fill-muted-foreground">
              {days[0]}
            </text>
            <text x={W - pad.r} y={H - 6} fontSize="11" textAnchor="end" className="fill-muted-foreground">
              {days[days.length - 1]}
            </text>
          </>
        )}
      </svg>
      <ul className="flex flex-wrap gap-4 text-xs" aria-label="Legend">
        {series.map((s) => (
          <li key={s.name} className="flex items-center gap-1">
            <svg aria-hidden width="16" height="4">
              <line x1="0" x2="16" y1="2" y2="2" strokeWidth="3" className={s.className} />
            </svg>
            {s.name}
          </li>
        ))}
      </ul>
    </figure>
  );
}
