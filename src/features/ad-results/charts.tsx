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
  const id = title.replace(/\W+/g, "-").toLowerCase();
  // HTML bars, not a stretched SVG: the labels keep their shape at any width, and the bar of the
  // best value leaves room for its figure (4.5rem) instead of pushing it out of the card.
  return (
    <figure className="grid min-w-0 gap-2">
      <figcaption className="text-sm font-medium" id={`${id}-title`}>
        {title}
      </figcaption>
      <div role="img" aria-labelledby={`${id}-title ${id}-desc`} className="grid gap-1.5">
        <span id={`${id}-desc`} className="sr-only">
          {bars.map((b) => `${b.label}: ${b.display}`).join("; ")}
        </span>
        {bars.map((b, i) => (
          <div key={b.label + i} aria-hidden className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] items-center gap-2 text-xs">
            <span className="truncate" title={b.label}>
              {b.label}
            </span>
            <span className="flex min-w-0 items-center gap-1.5">
              <span
                className={b.highlight ? "bg-brand h-4 shrink-0 rounded-sm" : "bg-muted-foreground/40 h-4 shrink-0 rounded-sm"}
                style={{ width: `max(2px, calc((100% - 4.5rem) * ${Math.max(0, b.value) / max}))` }}
              />
              <span className="shrink-0 tabular-nums">{b.display}</span>
            </span>
          </div>
        ))}
      </div>
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
  const pad = { l: 8, r: 8, t: 10, b: 4 };
  const max = Math.max(...series.flatMap((s) => s.values), 1);
  const x = (i: number) => pad.l + (days.length <= 1 ? 0 : (i / (days.length - 1)) * (W - pad.l - pad.r));
  const y = (v: number) => H - pad.b - (v / max) * (H - pad.t - pad.b);
  const id = title.replace(/\W+/g, "-").toLowerCase();
  const totals = series.map((s) => `${s.name} ${format(s.values.reduce((a, b) => a + b, 0))}`).join(", ");
  return (
    <figure className="grid min-w-0 gap-2">
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
      </svg>
      {days.length > 0 && (
        // Outside the SVG: the chart stretches to its card, text inside it would stretch too.
        <div aria-hidden className="text-muted-foreground flex justify-between text-xs tabular-nums">
          <span>{days[0]}</span>
          <span>{days[days.length - 1]}</span>
        </div>
      )}
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
