import { and, arrayOverlaps, asc, desc, eq, exists, gte, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { creatorPackage, creatorProfile, socialLink, user } from "@/server/db/schema";
import type { CreatorSort, SocialPlatformName } from "@/lib/creator-directory";
import { effectiveSort, toPrefixTsQuery, type CreatorSearch } from "./search-params";

export interface CreatorCard {
  userId: string;
  customUrl: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  shortBio: string | null;
  avatar: string | null;
  coverPhoto: string | null;
  niches: string[];
  country: string | null;
  languages: string[];
  platforms: { platform: SocialPlatformName; followerCount: number | null }[];
  totalFollowers: number;
  /** The cheapest active package, or null when the creator sells none yet. */
  fromPriceCents: number | null;
  activePackages: number;
}

export interface CreatorSearchResult {
  creators: CreatorCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: CreatorSort;
}

/**
 * The search text, kept identical to the expression of the GIN index in migration
 * 0004_creator-directory-search.sql so PostgreSQL can use the index.
 */
const searchDocument = sql`to_tsvector('simple'::regconfig, coalesce(${creatorProfile.firstName}, '') || ' ' || coalesce(${creatorProfile.lastName}, '') || ' ' || coalesce(${creatorProfile.shortBio}, '') || ' ' || coalesce(${creatorProfile.description}, '') || ' ' || coalesce(${creatorProfile.customUrl}, ''))`;

const minActivePrice = sql<
  number | null
>`(select min(${creatorPackage.priceCents}) from ${creatorPackage} where ${creatorPackage.userId} = ${creatorProfile.userId} and ${creatorPackage.isActive})`;
const activePackageCount = sql<number>`(select count(*) from ${creatorPackage} where ${creatorPackage.userId} = ${creatorProfile.userId} and ${creatorPackage.isActive})`;
const totalFollowers = sql<number>`(select coalesce(sum(${socialLink.followerCount}), 0) from ${socialLink} where ${socialLink.userId} = ${creatorProfile.userId})`;

/**
 * The public directory (issue 5): only creators with a public page (a custom URL) who are not
 * banned. Every filter, the text search, the sort and the pagination run in SQL.
 *
 * - q: prefix full-text search over name, bio, description and URL;
 * - niche: any of the niches; country: any of the countries; platform: has a link on any of them;
 * - minPrice/maxPrice (dollars): has at least one active package priced inside the range.
 */
export async function searchCreators(db: Executor, search: CreatorSearch): Promise<CreatorSearchResult> {
  const tsQuery = toPrefixTsQuery(search.q);
  const query = tsQuery ? sql`to_tsquery('simple', ${tsQuery})` : null;
  const sort = effectiveSort(search);

  const conditions: (SQL | undefined)[] = [
    isNotNull(creatorProfile.customUrl),
    sql`'creator' = any(${user.types})`,
    sql`${user.banned} is not true`,
  ];
  if (search.q && !query) {
    // Text with no searchable word (only punctuation) matches nothing rather than everything.
    conditions.push(sql`false`);
  }
  if (query) conditions.push(sql`${searchDocument} @@ ${query}`);
  if (search.niche?.length) conditions.push(arrayOverlaps(creatorProfile.niches, search.niche));
  if (search.country?.length) conditions.push(inArray(creatorProfile.country, search.country));
  if (search.platform?.length) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(socialLink)
          .where(and(eq(socialLink.userId, creatorProfile.userId), inArray(socialLink.platform, search.platform))),
      ),
    );
  }
  if (search.minPrice !== undefined || search.maxPrice !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(creatorPackage)
          .where(
            and(
              eq(creatorPackage.userId, creatorProfile.userId),
              eq(creatorPackage.isActive, true),
              search.minPrice !== undefined ? gte(creatorPackage.priceCents, Math.round(search.minPrice * 100)) : undefined,
              search.maxPrice !== undefined ? lte(creatorPackage.priceCents, Math.round(search.maxPrice * 100)) : undefined,
            ),
          ),
      ),
    );
  }

  const orderBy: SQL[] = [];
  switch (sort) {
    case "relevance":
      if (query) orderBy.push(desc(sql`ts_rank(${searchDocument}, ${query})`));
      break;
    case "price_asc":
      orderBy.push(sql`${minActivePrice} asc nulls last`);
      break;
    case "price_desc":
      orderBy.push(sql`${minActivePrice} desc nulls last`);
      break;
    case "followers":
      orderBy.push(desc(totalFollowers));
      break;
    case "newest":
      break;
  }
  // Newest first, then the id: a total order, so pages never repeat or skip a creator.
  orderBy.push(desc(creatorProfile.createdAt), asc(creatorProfile.userId));

  const where = and(...conditions);
  const offset = (search.page - 1) * search.pageSize;
  const rows = await db
    .select({
      userId: creatorProfile.userId,
      customUrl: creatorProfile.customUrl,
      userName: user.name,
      firstName: creatorProfile.firstName,
      lastName: creatorProfile.lastName,
      shortBio: creatorProfile.shortBio,
      avatar: creatorProfile.avatar,
      coverPhoto: creatorProfile.profilePhotoOne,
      niches: creatorProfile.niches,
      country: creatorProfile.country,
      languages: creatorProfile.languages,
      fromPriceCents: minActivePrice,
      activePackages: activePackageCount,
      totalFollowers,
      total: sql<number>`count(*) over ()`,
    })
    .from(creatorProfile)
    .innerJoin(user, eq(user.id, creatorProfile.userId))
    .where(where)
    .orderBy(...orderBy)
    .limit(search.pageSize)
    .offset(offset);

  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && offset > 0) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)` })
      .from(creatorProfile)
      .innerJoin(user, eq(user.id, creatorProfile.userId))
      .where(where);
    total = Number(counted?.n ?? 0);
  }

  const links =
    rows.length === 0
      ? []
      : await db
          .select({ userId: socialLink.userId, platform: socialLink.platform, followerCount: socialLink.followerCount })
          .from(socialLink)
          .where(
            inArray(
              socialLink.userId,
              rows.map((r) => r.userId),
            ),
          )
          .orderBy(desc(socialLink.followerCount));

  return {
    creators: rows.map((r) => ({
      userId: r.userId,
      customUrl: r.customUrl!,
      name: displayName(r.firstName, r.lastName, r.userName),
      firstName: r.firstName,
      lastName: r.lastName,
      shortBio: r.shortBio,
      avatar: r.avatar,
      coverPhoto: r.coverPhoto,
      niches: r.niches,
      country: r.country,
      languages: r.languages,
      platforms: links.filter((l) => l.userId === r.userId).map((l) => ({ platform: l.platform, followerCount: l.followerCount })),
      totalFollowers: Number(r.totalFollowers),
      fromPriceCents: r.fromPriceCents === null ? null : Number(r.fromPriceCents),
      activePackages: Number(r.activePackages),
    })),
    total,
    page: search.page,
    pageSize: search.pageSize,
    pageCount: Math.max(1, Math.ceil(total / search.pageSize)),
    sort,
  };
}

/** First and last name, falling back to the account name (SPEC.md §2 "Profile link"). */
export function displayName(firstName: string | null, lastName: string | null, accountName: string): string {
  const full = [firstName, lastName]
    .filter((p) => p && p.trim())
    .join(" ")
    .trim();
  return full || accountName;
}
