import type { PublicRating } from "@/contracts/discovery";
import { RatingSummary, Stars } from "@/components/rating-summary";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A creator's recent ratings with the brands' texts and the creator's replies. */
export function CreatorRatings({ ratings, average, count }: { ratings: PublicRating[]; average: number | null; count: number }) {
  return (
    <section aria-labelledby="ratings-heading" data-testid="creator-ratings">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="ratings-heading" className="text-lg font-semibold tracking-tight">
          Ratings
        </h2>
        <RatingSummary average={average} count={count} showEmpty className="text-sm" />
      </div>
      {ratings.length === 0 ? (
        <p className="text-muted-foreground mt-3 text-sm">Brands rate a creator after a completed order.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {ratings.map((r) => (
            <li key={r.id} className="rounded-xl border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Stars stars={r.stars} />
                <span className="text-muted-foreground text-xs">
                  {r.brandName} · {dateFormat.format(r.createdAt)}
                </span>
              </div>
              {r.text ? <p className="mt-2 text-sm leading-relaxed">{r.text}</p> : null}
              {r.reply ? (
                <div className="bg-muted/60 mt-3 rounded-lg px-3 py-2 text-sm">
                  <p className="text-muted-foreground text-xs font-medium">Creator&apos;s reply</p>
                  <p className="mt-1 leading-relaxed">{r.reply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
