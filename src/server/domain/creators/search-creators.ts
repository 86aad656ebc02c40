import { and, asc, desc, eq, exists, gte, isNull, lte, sql, type SQL } from "drizzle-orm";
import { creatorDisplayName } from "@/lib/profile-display";
import type { Executor } from "@/server/db/database";
import { preparedByKey, preparedStatement } from "@/server/db/prepared";
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
  const sort = effectiveSort(search);
  const shape: SearchShape = {
    // Text with no searchable word (only punctuation) matches nothing rather than everything.
    text: !search.q ? "none" : tsQuery ? "words" : "nothing",
    filters: SEARCH_FILTERS.filter((f) => search[f] !== undefined && !(Array.isArray(search[f]) && search[f].length === 0)),
    sort,
  };
  const offset = (search.page - 1) * search.pageSize;
  const values: SearchValues = {
    tsQuery,
    niche: search.niche,
    country: search.country,
    platform: search.platform,
    minFollowers: search.minFollowers,
    language: search.language,
    minRating: search.minRating,
    minPrice: search.minPrice === undefined ? undefined : Math.round(search.minPrice * 100),
    maxPrice: search.maxPrice === undefined ? undefined : Math.round(search.maxPrice * 100),
    minOnTime: search.minOnTime,
    minFirstVersion: search.minFirstVersion,
    limit: search.pageSize,
    offset,
    countLimit: offset + COUNT_AHEAD + 1,
  };
  const statements = directoryOf(db, shape);
  const [rows, [counted]] = await Promise.all([statements.rows.execute(values), statements.count.execute(values)]);
  const countedRows = Number(counted?.n ?? 0);
  const totalIsExact = countedRows < values.countLimit;
  const total = totalIsExact ? countedRows : values.countLimit - 1;

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

/** The filters of a search that add a condition when given; a shape names those it has. */
const SEARCH_FILTERS = [
  "niche",
  "country",
  "platform",
  "minFollowers",
  "language",
  "minRating",
  "minPrice",
  "maxPrice",
  "minOnTime",
  "minFirstVersion",
] as const satisfies readonly (keyof CreatorSearch)[];
type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** What a search's statements depend on, apart from its values: built once per shape. */
interface SearchShape {
  text: "none" | "words" | "nothing";
  filters: SearchFilter[];
  sort: ReturnType<typeof effectiveSort>;
}

/** The values a shape's statements are executed with (each reads its own); prices in cents. */
type SearchValues = { tsQuery: string | null; limit: number; offset: number; countLimit: number } & {
  [F in SearchFilter]: CreatorSearch[F];
};

const value = (name: keyof SearchValues) => sql.placeholder(name);

/**
 * The conditions of a shape over placeholders. is_listed holds the listing rule (a custom URL, the
 * creator type, not banned), kept by the triggers of migration 0008 so neither the page nor the
 * count joins every creator's user row. Written as the bare column, not `= $1`: a prepared
 * statement's generic plan must still see the predicate of the partial indexes (WHERE "is_listed").
 * A list is one array parameter.
 */
function conditionsOf(db: Executor, shape: SearchShape): SQL[] {
  const has = (f: SearchFilter) => shape.filters.includes(f);
  const conditions: SQL[] = [listed];
  if (shape.text === "nothing") conditions.push(sql`false`);
  if (shape.text === "words") conditions.push(sql`${creatorProfile.searchVector} @@ ${tsQueryOf}`);
  if (has("niche")) conditions.push(sql`${creatorProfile.niches} && ${value("niche")}`);
  if (has("country")) conditions.push(sql`${creatorProfile.country} = any(${value("country")})`);
  if (has("platform")) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(socialLink)
          .where(and(eq(socialLink.userId, creatorProfile.userId), sql`${socialLink.platform} = any(${value("platform")})`)),
      ),
    );
  }
  // The in-app directory's filters: the follower total and the rating average
  // are kept on creator_profile (decisions 019, 034), languages has a GIN index.
  if (has("minFollowers")) conditions.push(gte(creatorProfile.totalFollowers, value("minFollowers")));
  if (has("language")) conditions.push(sql`${creatorProfile.languages} && ${value("language")}`);
  if (has("minRating")) conditions.push(gte(creatorProfile.ratingAverage, value("minRating")));
  if (has("minPrice") || has("maxPrice")) {
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
              has("minPrice") ? gte(creatorPackage.priceCents, value("minPrice")) : undefined,
              has("maxPrice") ? lte(creatorPackage.priceCents, value("maxPrice")) : undefined,
            ),
          ),
      ),
    );
  }
  // Track-record filters (decision 083): exact in integers ("14 of 15" is 93%, at least 90), and a
  // creator without enough orders has a null rate and never matches.
  const t = creatorTrackRecord;
  if (has("minOnTime")) {
    conditions.push(sql`${t.onTimeRate} IS NOT NULL AND ${t.onTimeOrders} * 100 >= ${value("minOnTime")}::integer * ${t.deliveredOrders}`);
  }
  if (has("minFirstVersion")) {
    conditions.push(
      sql`${t.firstVersionRate} IS NOT NULL AND ${t.firstVersionOrders} * 100 >= ${value("minFirstVersion")}::integer * ${t.approvedOrders}`,
    );
  }
  return conditions;
}

const tsQueryOf = sql`to_tsquery('simple', ${value("tsQuery")})`;

function orderByOf(shape: SearchShape): SQL[] {
  const t = creatorTrackRecord;
  const orderBy: SQL[] = [];
  switch (shape.sort) {
    case "relevance":
      if (shape.text === "words") orderBy.push(desc(sql`ts_rank(${creatorProfile.searchVector}, ${tsQueryOf})`));
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
  return [...orderBy, ...newestFirst];
}

/**
 * The page and its bounded count for one shape of search.
 *
 * The page's ids come first, from creator_profile alone: with no filter outside the sort index
 * this is an index-only walk, so skipping the rows of a deep page touches neither the table nor
 * "user". The cards' columns are read for those ids only, in the same order. The track record is
 * joined only when a filter or the sort reads it, so the other sorts keep their index-only walk
 * over creator_profile. (A dynamic query's join adds to that query.)
 */
function directoryStatements(db: Executor, shape: SearchShape) {
  const where = and(...conditionsOf(db, shape));
  const orderBy = orderByOf(shape);
  const readsRecord =
    shape.filters.includes("minOnTime") ||
    shape.filters.includes("minFirstVersion") ||
    shape.sort === "on_time" ||
    shape.sort === "first_version" ||
    shape.sort === "response_time";
  const t = creatorTrackRecord;
  const recordJoin = eq(t.creatorUserId, creatorProfile.userId);
  const pageBase = db.select({ userId: creatorProfile.userId }).from(creatorProfile).$dynamic();
  if (readsRecord) pageBase.leftJoin(t, recordJoin);
  const pageIds = pageBase
    .where(where)
    .orderBy(...orderBy)
    .limit(value("limit"))
    .offset(value("offset"))
    .as("page_ids");
  const rowsQuery = db
    .select(creatorCardColumns)
    .from(pageIds)
    .innerJoin(creatorProfile, eq(creatorProfile.userId, pageIds.userId))
    .innerJoin(user, eq(user.id, creatorProfile.userId))
    .$dynamic();
  if (readsRecord) rowsQuery.leftJoin(t, recordJoin);
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(creatorProfile)
    .$dynamic();
  if (readsRecord) matches.leftJoin(t, recordJoin);
  return {
    rows: rowsQuery.orderBy(...orderBy),
    // Unordered and limited: the executor stops COUNT_AHEAD matches past the page's start
    // instead of building the whole result (what `count(*) over ()` did).
    count: db.select({ n: sql<number>`count(*)` }).from(matches.where(where).limit(value("countLimit")).as("matches")),
  };
}

/** A shape's two statements; an empty name (planned per execution) stays empty for both. */
const prepare = (db: Executor, shape: SearchShape, name: string) => {
  const built = directoryStatements(db, shape);
  return { rows: built.rows.prepare(name && `${name}_rows`), count: built.count.prepare(name && `${name}_count`) };
};

/** The directory as the public page opens it (no filter, newest first, any page): prepared, its plan cached. */
const plainDirectory = preparedStatement("directory_newest", (db, name) =>
  prepare(db, { text: "none", filters: [], sort: "newest" }, name),
);

/**
 * Every other shape: built once per shape, planned on every execution (decision 097), since a
 * filter's best plan depends on its value (a rare niche or a common one, a text search).
 */
const filteredDirectory = preparedByKey("directory_search", (db, shape: SearchShape, name) => prepare(db, shape, name));

function directoryOf(db: Executor, shape: SearchShape) {
  const plain = shape.text === "none" && shape.filters.length === 0 && shape.sort === "newest";
  return plain ? plainDirectory(db) : filteredDirectory(db, `${shape.text}:${shape.filters.join(",")}:${shape.sort}`, shape);
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
