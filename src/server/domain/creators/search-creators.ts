import { and, arrayOverlaps, asc, desc, eq, exists, gte, inArray, isNull, lte, sql, type Placeholder, type SQL } from "drizzle-orm";
import { creatorDisplayName } from "@/lib/profile-display";
import type { Executor } from "@/server/db/database";
import { preparedStatement } from "@/server/db/prepared";
import { creatorPackage, creatorProfile, creatorTrackRecord, socialLink, user } from "@/server/db/schema";
import type { CreatorSearchResult } from "@/contracts/creators";
import { EMPTY_TRACK_RECORD, type TrackRecordFigures } from "@/lib/track-record";
import { getTrackRecords } from "@/server/domain/track-records/get-track-records";
import { effectiveSort, toPrefixTsQuery, type CreatorSearch } from "@/contracts/creator-search";

/**
 * How far past the current page's first row the total is counted exactly. Counting every match
 * of an unfiltered directory reads all 100,000 creators on each request (decision 019); counting a
 * bounded number past the offset costs about what reaching the page costs anyway.
 */
export const COUNT_AHEAD = 1000;

/*
 * The text search and the price and follower sorts read columns that PostgreSQL keeps on
 * creator_profile (a stored generated tsvector; keys kept by the triggers of migration 0008),
 * and every order ends in the same tie-breakers, so a partial index of migration 0007 serves each
 * sort and a page reads only its own rows and those it skips. "nulls last" matches the indexes.
 */
const newestFirst = [sql`${creatorProfile.createdAt} desc nulls last`, asc(creatorProfile.userId)];

const listed = sql`${creatorProfile.isListed}`;

/** What a directory card shows of a creator: the public search and saved lists read the same columns. */
export const creatorCardColumns = {
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
  fromPriceCents: creatorProfile.minActivePriceCents,
  totalFollowers: creatorProfile.totalFollowers,
  ratingAverage: creatorProfile.ratingAverage,
  ratingCount: creatorProfile.ratingCount,
};

/**
 * The public directory: only creators with a public page (a custom URL) who are not
 * banned. Every filter, the text search, the sort and the pagination run in SQL.
 *
 * - q: prefix full-text search over name, bio, description and URL;
 * - niche: any of the niches; country: any of the countries; platform: has a link on any of them;
 * - minPrice/maxPrice (dollars): has at least one active package priced inside the range.
 *
 * Four queries in two rounds: the page and the bounded count together, then the page's links and
 * active package counts together, so nothing per row runs for the rows a deep page skips.
 */
export async function searchCreators(db: Executor, search: CreatorSearch): Promise<CreatorSearchResult> {
  const tsQuery = toPrefixTsQuery(search.q);
  const query = tsQuery ? sql`to_tsquery('simple', ${tsQuery})` : null;
  const sort = effectiveSort(search);

  // is_listed holds the listing rule (a custom URL, the creator type, not banned), kept by the
  // triggers of migration 0008 so neither the page nor the count joins every creator's user row.
  // Written as the bare column, not `= $1`: a prepared statement's generic plan must still see
  // the predicate of the partial indexes (WHERE "is_listed").
  const conditions: (SQL | undefined)[] = [listed];
  if (search.q && !query) {
    // Text with no searchable word (only punctuation) matches nothing rather than everything.
    conditions.push(sql`false`);
  }
  if (query) conditions.push(sql`${creatorProfile.searchVector} @@ ${query}`);
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
  // The in-app directory's filters: the follower total and the rating average
  // are kept on creator_profile (decisions 019, 034), languages has a GIN index.
  if (search.minFollowers !== undefined) conditions.push(gte(creatorProfile.totalFollowers, search.minFollowers));
  if (search.language?.length) conditions.push(arrayOverlaps(creatorProfile.languages, search.language));
  if (search.minRating !== undefined) conditions.push(gte(creatorProfile.ratingAverage, search.minRating));
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
              isNull(creatorPackage.archivedAt),
              isNull(creatorPackage.hiddenAt),
              search.minPrice !== undefined ? gte(creatorPackage.priceCents, Math.round(search.minPrice * 100)) : undefined,
              search.maxPrice !== undefined ? lte(creatorPackage.priceCents, Math.round(search.maxPrice * 100)) : undefined,
            ),
          ),
      ),
    );
  }

  // Track-record filters (decision 083): exact in integers ("14 of 15" is 93%, at least 90), and a
  // creator without enough orders has a null rate and never matches.
  const t = creatorTrackRecord;
  if (search.minOnTime !== undefined) {
    conditions.push(sql`${t.onTimeRate} IS NOT NULL AND ${t.onTimeOrders} * 100 >= ${search.minOnTime} * ${t.deliveredOrders}`);
  }
  if (search.minFirstVersion !== undefined) {
    conditions.push(
      sql`${t.firstVersionRate} IS NOT NULL AND ${t.firstVersionOrders} * 100 >= ${search.minFirstVersion} * ${t.approvedOrders}`,
    );
  }
  const readsRecord =
    search.minOnTime !== undefined ||
    search.minFirstVersion !== undefined ||
    sort === "on_time" ||
    sort === "first_version" ||
    sort === "response_time";

  const orderBy: SQL[] = [];
  switch (sort) {
    case "relevance":
      if (query) orderBy.push(desc(sql`ts_rank(${creatorProfile.searchVector}, ${query})`));
      break;
    case "price_asc":
      orderBy.push(sql`${creatorProfile.minActivePriceCents} asc nulls last`);
      break;
    case "price_desc":
      orderBy.push(sql`${creatorProfile.minActivePriceCents} desc nulls last`);
      break;
    case "followers":
      orderBy.push(sql`${creatorProfile.totalFollowers} desc nulls last`);
      break;
    case "rating":
      // Unrated creators last; among equal averages the one with more ratings first.
      orderBy.push(sql`${creatorProfile.ratingAverage} desc nulls last`, sql`${creatorProfile.ratingCount} desc nulls last`);
      break;
    // Best first; creators without enough data for the figure last. More evidence first among equals.
    case "on_time":
      orderBy.push(sql`${t.onTimeRate} desc nulls last`, sql`${t.deliveredOrders} desc nulls last`);
      break;
    case "first_version":
      orderBy.push(sql`${t.firstVersionRate} desc nulls last`, sql`${t.approvedOrders} desc nulls last`);
      break;
    case "response_time":
      orderBy.push(sql`${t.medianReplySeconds} asc nulls last`, sql`${t.replyConversations} desc nulls last`);
      break;
    case "newest":
      break;
  }
  // Newest first, then the id: a total order, so pages never repeat or skip a creator.
  orderBy.push(...newestFirst);

  const offset = (search.page - 1) * search.pageSize;
  const bounds = { limit: search.pageSize, offset, countLimit: offset + COUNT_AHEAD + 1 };
  // The directory as the public page opens it (no filter, newest first, any page) is one fixed
  // shape: prepared once, executed with the page's bounds. Every other shape is built per request.
  const plain = conditions.length === 1 && sort === "newest";
  const [rows, [counted]] = await pageAndCount(db, plain ? null : { where: and(...conditions), orderBy, readsRecord }, bounds);
  const countedRows = Number(counted?.n ?? 0);
  const totalIsExact = countedRows < bounds.countLimit;
  const total = totalIsExact ? countedRows : bounds.countLimit - 1;

  const ids = rows.map((r) => r.userId);
  const [links, packages, records] =
    ids.length === 0
      ? [[], [], new Map<string, TrackRecordFigures>()]
      : await Promise.all([cardLinks(db).execute({ ids }), cardActivePackages(db).execute({ ids }), getTrackRecords(db, ids)]);
  const activePackages = new Map(packages.map((p) => [p.userId, Number(p.n)]));

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
      fromPriceCents: r.fromPriceCents,
      activePackages: activePackages.get(r.userId) ?? 0,
      ratingAverage: r.ratingAverage === null ? null : Number(r.ratingAverage),
      ratingCount: r.ratingCount,
      trackRecord: records.get(r.userId) ?? EMPTY_TRACK_RECORD,
    })),
    total,
    totalIsExact,
    page: search.page,
    pageSize: search.pageSize,
    pageCount: Math.max(1, Math.ceil(total / search.pageSize)),
    sort,
  };
}

type Bound = number | Placeholder;

/**
 * The page and its bounded count for one shape of search (`where`, `orderBy`), bounded by values
 * or by placeholders (`limit`, `offset`, `countLimit`) for a prepared shape.
 *
 * The page's ids come first, from creator_profile alone: with no filter outside the sort index
 * this is an index-only walk, so skipping the rows of a deep page touches neither the table nor
 * "user". The cards' columns are read for those ids only, in the same order. The track record is
 * joined only when a filter or the sort reads it, so the other sorts keep their index-only walk
 * over creator_profile. (A dynamic query's join adds to that query.)
 */
function directoryStatements(
  db: Executor,
  shape: { where: SQL | undefined; orderBy: SQL[]; readsRecord: boolean },
  bounds: { limit: Bound; offset: Bound; countLimit: Bound },
) {
  const t = creatorTrackRecord;
  const recordJoin = eq(t.creatorUserId, creatorProfile.userId);
  const pageBase = db.select({ userId: creatorProfile.userId }).from(creatorProfile).$dynamic();
  if (shape.readsRecord) pageBase.leftJoin(t, recordJoin);
  const pageIds = pageBase
    .where(shape.where)
    .orderBy(...shape.orderBy)
    .limit(bounds.limit)
    .offset(bounds.offset)
    .as("page_ids");
  const rowsQuery = db
    .select(creatorCardColumns)
    .from(pageIds)
    .innerJoin(creatorProfile, eq(creatorProfile.userId, pageIds.userId))
    .innerJoin(user, eq(user.id, creatorProfile.userId))
    .$dynamic();
  if (shape.readsRecord) rowsQuery.leftJoin(t, recordJoin);
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(creatorProfile)
    .$dynamic();
  if (shape.readsRecord) matches.leftJoin(t, recordJoin);
  return {
    rows: rowsQuery.orderBy(...shape.orderBy),
    // Unordered and limited: the executor stops COUNT_AHEAD matches past the page's start
    // instead of building the whole result (what `count(*) over ()` did).
    count: db.select({ n: sql<number>`count(*)` }).from(matches.where(shape.where).limit(bounds.countLimit).as("matches")),
  };
}

const plainDirectory = preparedStatement("directory_newest", (db, name) => {
  const built = directoryStatements(
    db,
    { where: listed, orderBy: newestFirst, readsRecord: false },
    { limit: sql.placeholder("limit"), offset: sql.placeholder("offset"), countLimit: sql.placeholder("countLimit") },
  );
  return { rows: built.rows.prepare(`${name}_rows`), count: built.count.prepare(`${name}_count`) };
});

/** The page and its bounded count: the prepared plain shape (`shape` null), or the statements of `shape`. */
function pageAndCount(
  db: Executor,
  shape: Parameters<typeof directoryStatements>[1] | null,
  bounds: { limit: number; offset: number; countLimit: number },
) {
  if (!shape) {
    const prepared = plainDirectory(db);
    return Promise.all([prepared.rows.execute(bounds), prepared.count.execute(bounds)]);
  }
  const built = directoryStatements(db, shape, bounds);
  return Promise.all([built.rows, built.count]);
}

/** A page's links and active package counts: one array parameter, whatever the page's size. */
const cardLinks = preparedStatement("directory_card_links", (db, name) =>
  db
    .select({ userId: socialLink.userId, platform: socialLink.platform, followerCount: socialLink.followerCount })
    .from(socialLink)
    .where(sql`${socialLink.userId} = any(${sql.placeholder("ids")})`)
    .orderBy(desc(socialLink.followerCount))
    .prepare(name),
);

const cardActivePackages = preparedStatement("directory_card_packages", (db, name) =>
  db
    .select({ userId: creatorPackage.userId, n: sql<number>`count(*)` })
    .from(creatorPackage)
    .where(
      and(
        sql`${creatorPackage.userId} = any(${sql.placeholder("ids")})`,
        eq(creatorPackage.isActive, true),
        isNull(creatorPackage.archivedAt),
        isNull(creatorPackage.hiddenAt),
      ),
    )
    .groupBy(creatorPackage.userId)
    .prepare(name),
);

/** First and last name, falling back to the account name: the one rule of src/lib/profile-display.ts. */
export function displayName(firstName: string | null, lastName: string | null, accountName: string): string {
  return creatorDisplayName({ firstName, lastName, accountName });
}
