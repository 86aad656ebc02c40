import { ArrowUpRight, Globe2, Languages, MapPin } from "lucide-react";
import Link from "next/link";
import { RatingSummary } from "@/components/rating-summary";
import { StoredImage } from "@/components/ui/stored-image";
import type { PublicCreator } from "@/contracts/creators";
import { cn } from "@/lib/utils";
import { countryName, formatFollowers, languageName, nicheLabel, platformLabel } from "../format";

/*
 * The parts of a creator's profile that the public page (/c/{custom_url}) and the brand area's page
 * (/platform/creators/{id}) both show. Each page lays them out its own way and adds its own actions
 * (order, invite, save, past orders); what a creator is shown as is written once, here.
 */

const DEFAULT_AVATAR = "/images/creators/avatars/jordan-ellis.svg";

export function CreatorAvatar({ creator, size, className }: { creator: PublicCreator; size: number; className?: string }) {
  return (
    <StoredImage
      src={creator.avatar ?? DEFAULT_AVATAR}
      alt={`Portrait of ${creator.name}`}
      width={size}
      height={size}
      className={cn("bg-muted rounded-full object-cover", className)}
    />
  );
}

/** Where the creator lives, the languages they film in, their reach and their rating. */
export function CreatorFacts({
  creator,
  showEmptyRating,
  className,
}: {
  creator: PublicCreator;
  /** Brands weigh "no rating yet"; the public page shows a rating only once there is one. */
  showEmptyRating: boolean;
  className?: string;
}) {
  const place = countryName(creator.country);
  const totalFollowers = creator.socialLinks.reduce((sum, l) => sum + (l.followerCount ?? 0), 0);
  return (
    <ul className={cn("text-muted-foreground flex flex-wrap items-center gap-x-5 gap-y-2 text-sm", className)}>
      {place ? (
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4" />
          {place}
        </li>
      ) : null}
      {creator.languages.length ? (
        <li className="flex items-center gap-1.5">
          <Languages aria-hidden className="size-4" />
          {creator.languages.map(languageName).join(", ")}
        </li>
      ) : null}
      <li className="flex items-center gap-1.5">
        <Globe2 aria-hidden className="size-4" />
        <span>
          <span className="text-foreground font-medium tabular-nums">{formatFollowers(totalFollowers)}</span> followers
        </span>
      </li>
      {showEmptyRating || creator.ratingCount > 0 ? (
        <li>
          <RatingSummary average={creator.ratingAverage} count={creator.ratingCount} showEmpty={showEmptyRating} className="text-sm" />
        </li>
      ) : null}
    </ul>
  );
}

/** The profile photos: stills of the creator's work. The first ones load at once, being above the fold. */
export function CreatorRecentWork({ creator, eager = 2 }: { creator: PublicCreator; eager?: number }) {
  if (creator.photos.length === 0) return null;
  return (
    <section aria-labelledby="work-heading">
      <h2 id="work-heading" className="text-lg font-semibold tracking-tight">
        Recent work
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {creator.photos.map((src, i) => (
          <li key={src + i} className="bg-muted aspect-[4/5] overflow-hidden rounded-xl">
            <StoredImage
              src={src}
              alt={`${creator.name}: sample video still ${i + 1}`}
              loading={i < eager ? "eager" : "lazy"}
              className="size-full object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CreatorAbout({ creator }: { creator: PublicCreator }) {
  if (!creator.description) return null;
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading" className="text-lg font-semibold tracking-tight">
        About {creator.firstName ?? creator.name}
      </h2>
      <p className="text-muted-foreground mt-4 max-w-2xl text-base leading-relaxed">{creator.description}</p>
    </section>
  );
}

/** The creator's niches; with `nicheHref`, each is a link (the public directory filtered by it). */
export function CreatorNiches({ creator, nicheHref }: { creator: PublicCreator; nicheHref?: (niche: string) => string }) {
  if (creator.niches.length === 0) return null;
  return (
    <section aria-labelledby="niches-heading">
      <h2 id="niches-heading" className="text-sm font-semibold">
        Niches
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {creator.niches.map((n) =>
          nicheHref ? (
            <li key={n}>
              <Link
                href={nicheHref(n)}
                className="bg-brand/8 text-brand hover:bg-brand/15 focus-visible:ring-ring/50 inline-flex h-7 items-center rounded-full px-3 text-xs font-medium outline-none focus-visible:ring-[3px]"
              >
                {nicheLabel(n)}
              </Link>
            </li>
          ) : (
            <li key={n} className="bg-brand/8 text-brand rounded-full px-3 py-1 text-xs font-medium">
              {nicheLabel(n)}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

/** The creator's social profiles with their reach, each opening the platform in a new tab. */
export function CreatorSocialLinks({ creator }: { creator: PublicCreator }) {
  if (creator.socialLinks.length === 0) return null;
  return (
    <section aria-labelledby="social-heading">
      <h2 id="social-heading" className="text-sm font-semibold">
        Social profiles
      </h2>
      <ul className="mt-3 divide-y rounded-xl border">
        {creator.socialLinks.map((link) => (
          <li key={link.platform + link.handle}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="hover:bg-muted/60 focus-visible:ring-ring/50 flex items-center justify-between gap-3 px-4 py-3 text-sm outline-none first:rounded-t-xl last:rounded-b-xl focus-visible:ring-[3px]"
            >
              <span className="min-w-0">
                <span className="block font-medium">{platformLabel(link.platform)}</span>
                <span className="text-muted-foreground block truncate text-xs">{link.handle}</span>
              </span>
              <span className="flex items-center gap-2">
                {link.followerCount !== null ? (
                  <span className="text-muted-foreground text-xs tabular-nums">{formatFollowers(link.followerCount)}</span>
                ) : null}
                <ArrowUpRight aria-hidden className="text-muted-foreground size-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
