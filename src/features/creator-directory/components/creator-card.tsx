import { Clock, MapPin, Users } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import type { CreatorCard as CreatorCardData } from "@/contracts/creators";
import { countryName, formatFollowers, formatPrice, nicheLabel, platformLabel } from "../format";
import { RatingSummary } from "@/components/rating-summary";
import { StoredImage } from "@/components/ui/stored-image";

/**
 * A directory card: cover still, avatar, name, place, short bio, niches, rating, reach and starting
 * price. The brand area passes its own `href` (/platform/creators/{userId}) and `actions` (invite,
 * save), which sit above the card-wide link.
 */
export function CreatorCard({
  creator,
  priority = false,
  href,
  actions,
}: {
  creator: CreatorCardData;
  priority?: boolean;
  href?: string;
  actions?: ReactNode;
}) {
  const place = countryName(creator.country);
  const topPlatforms = creator.platforms.slice(0, 2).map((p) => platformLabel(p.platform));
  return (
    <li className="group/card relative flex flex-col overflow-hidden rounded-2xl border bg-card transition-all duration-200 hover:-translate-y-0.5 hover:border-brand/30 hover:shadow-xl hover:shadow-violet-950/5 focus-within:ring-[3px] focus-within:ring-ring/50">
      <div className="relative aspect-[16/9] overflow-hidden bg-muted">
        {creator.coverPhoto ? (
          <StoredImage
            src={creator.coverPhoto}
            alt=""
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover/card:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col px-5 pb-5">
        <div className="-mt-8 flex items-end justify-between gap-3">
          <StoredImage
            src={creator.avatar ?? "/images/creators/avatars/jordan-ellis.svg"}
            alt=""
            width={64}
            height={64}
            loading={priority ? "eager" : "lazy"}
            className="relative size-16 rounded-full border-4 border-card bg-muted object-cover"
          />
          {creator.fromPriceCents !== null ? (
            <p className="text-right text-xs text-muted-foreground">
              From{" "}
              <span className="text-base font-semibold tracking-tight text-foreground tabular-nums">
                {formatPrice(creator.fromPriceCents)}
              </span>
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">No packages yet</p>
          )}
        </div>
        <h2 className="mt-3 text-base font-semibold tracking-tight">
          <Link href={href ?? `/c/${creator.customUrl}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {creator.name}
          </Link>
        </h2>
        {place ? (
          <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin aria-hidden className="size-3.5" />
            {place}
          </p>
        ) : null}
        {creator.shortBio ? <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-muted-foreground">{creator.shortBio}</p> : null}
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Niches">
          {creator.niches.slice(0, 3).map((n) => (
            <li key={n} className="rounded-full bg-brand/8 px-2.5 py-0.5 text-xs font-medium text-brand">
              {nicheLabel(n)}
            </li>
          ))}
        </ul>
        <CardTrackRecord creator={creator} />
        <div className="mt-auto flex items-center gap-2 border-t pt-4 text-xs text-muted-foreground [&:not(:first-child)]:mt-5">
          <Users aria-hidden className="size-3.5 shrink-0" />
          <span className="shrink-0 whitespace-nowrap">
            <span className="font-semibold text-foreground tabular-nums">{formatFollowers(creator.totalFollowers)}</span> followers
          </span>
          {topPlatforms.length ? (
            <span aria-hidden className="shrink-0">
              ·
            </span>
          ) : null}
          <span className="min-w-0 truncate">{topPlatforms.join(", ")}</span>
          <RatingSummary average={creator.ratingAverage} count={creator.ratingCount} className="ml-auto shrink-0" />
        </div>
        {actions ? <div className="relative z-10 mt-4 flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </li>
  );
}

/** On-time delivery in words on the card ("93% on time · 14 of 15 orders"), or that there are too few orders to say. */
function CardTrackRecord({ creator }: { creator: CreatorCardData }) {
  const r = creator.trackRecord;
  return (
    <p className="text-muted-foreground mt-3 flex items-center gap-1.5 text-xs" data-testid="card-track-record">
      <Clock aria-hidden className="size-3.5 shrink-0" />
      {r.onTimeRate === null ? (
        <span>On-time record: not enough orders yet</span>
      ) : (
        <span>
          <span className="text-foreground font-semibold tabular-nums">{Math.round(r.onTimeRate * 100)}% on time</span> · {r.onTimeOrders}{" "}
          of {r.deliveredOrders} orders
        </span>
      )}
    </p>
  );
}
