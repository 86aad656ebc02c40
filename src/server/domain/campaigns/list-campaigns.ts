import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  CAMPAIGN_PAGE_SIZE,
  type BrandCampaignView,
  type CampaignBrowse,
  type CampaignSort,
  type CreatorCampaignView,
  PROPOSAL_STATUSES,
  type ProposalStatus,
} from "@/contracts/campaigns";
import type { CursorKey } from "@/contracts/envelope";
import type { Executor } from "@/server/db/database";
import { keysetAfter, keysetOrder } from "@/server/domain/api-keys/keyset";
import { brandProfile, campaign, campaignInvitation, campaignProposal, creatorProfile } from "@/server/db/schema";
import { anyOf } from "@/server/db/any-of";
import { preparedShapes, preparedStatement } from "@/server/db/prepared";
import { campaignLanguageKeys, campaignOpenKeys } from "@/server/db/schema/campaigns";
import { notFound } from "@/server/errors";
import { qualificationReasons, type CreatorTraits } from "@/lib/campaign-qualification";
import { isUuid } from "@/contracts/id";
import { brandColumns, ownCampaignOrThrow, toCampaignView } from "./campaign-view";
import { LIVE_PROPOSAL_STATUSES } from "./proposal-transitions";

const zeroCounts = (): Record<ProposalStatus, number> =>
  Object.fromEntries(PROPOSAL_STATUSES.map((s) => [s, 0])) as Record<ProposalStatus, number>;

async function proposalCounts(db: Executor, campaignIds: string[]) {
  const byCampaign = new Map<string, Record<ProposalStatus, number>>();
  if (campaignIds.length === 0) return byCampaign;
  const rows = await db
    .select({ campaignId: campaignProposal.campaignId, status: campaignProposal.status, n: count() })
    .from(campaignProposal)
    .where(anyOf(campaignProposal.campaignId, campaignIds))
    .groupBy(campaignProposal.campaignId, campaignProposal.status);
  for (const r of rows) {
    const counts = byCampaign.get(r.campaignId) ?? zeroCounts();
    counts[r.status] = r.n;
    byCampaign.set(r.campaignId, counts);
  }
  return byCampaign;
}

/** The brand's campaigns (every state), newest first, with proposal counts by status. */
export async function listBrandCampaigns(
  db: Executor,
  buyerAccountId: string,
  /** Cursor mode (decision 074): newest created first, after `after`, at most `limit` rows. */
  cursor?: { after?: CursorKey; limit: number },
): Promise<BrandCampaignView[]> {
  const rows = await db
    .select({ c: campaign, brand: brandColumns })
    .from(campaign)
    .leftJoin(brandProfile, eq(brandProfile.id, campaign.brandProfileId))
    .where(and(eq(campaign.buyerAccountId, buyerAccountId), cursor && keysetAfter(campaign.createdAt, campaign.id, cursor.after)))
    .orderBy(...(cursor ? keysetOrder(campaign.createdAt, campaign.id) : [desc(campaign.updatedAt), desc(campaign.id)]))
    .limit(cursor?.limit ?? 500);
  const counts = await proposalCounts(
    db,
    rows.map((r) => r.c.id),
  );
  return rows.map((r) => ({ ...toCampaignView(r.c, r.brand), proposal_counts: counts.get(r.c.id) ?? zeroCounts() }));
}

/** One campaign of this buyer account (any state), with its proposal counts; 404 for anyone else's. */
/** How many campaigns the buyer account has, every state. */
export async function countBrandCampaigns(db: Executor, buyerAccountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(campaign).where(eq(campaign.buyerAccountId, buyerAccountId));
  return row?.n ?? 0;
}

export async function getBrandCampaign(db: Executor, buyerAccountId: string, campaignId: string): Promise<BrandCampaignView> {
  if (!isUuid(campaignId)) throw notFound("Campaign");
  const view = await ownCampaignOrThrow(db, buyerAccountId, campaignId);
  const counts = await proposalCounts(db, [campaignId]);
  return { ...view, proposal_counts: counts.get(campaignId) ?? zeroCounts() };
}

const traitsOfCreator = preparedStatement("creator_traits", (db, name) =>
  db
    .select({
      country: creatorProfile.country,
      niches: creatorProfile.niches,
      languages: creatorProfile.languages,
      total_followers: creatorProfile.totalFollowers,
    })
    .from(creatorProfile)
    .where(eq(creatorProfile.userId, sql.placeholder("userId")))
    .limit(1)
    .prepare(name),
);

export async function creatorTraits(db: Executor, userId: string): Promise<CreatorTraits> {
  const [p] = await traitsOfCreator(db).execute({ userId });
  return p ?? { country: null, niches: [], languages: [], total_followers: 0 };
}

/** The keys qualifiesSql compares with a campaign's (`' '` matches a campaign without that requirement, decision 087). */
function qualificationKeys(me: CreatorTraits) {
  return {
    countryKeys: [" ", ...(me.country ? [me.country.toUpperCase()] : [])],
    nicheKeys: [" ", ...me.niches],
    languageKeys: [" ", ...me.languages.map((l) => l.trim().toLowerCase())],
    followers: me.total_followers,
  };
}

/**
 * SQL form of qualificationReasons() being empty, for the "only campaigns I qualify for" filter.
 * Each requirement list is "empty, or it overlaps mine": its keys (`' '` for an empty list, decision
 * 087) overlap mine plus `' '`, which campaign_browse_index answers. Each key list is one array
 * parameter.
 */
function qualifiesSql(v: BrowseValues): SQL {
  return and(
    sql`${campaignOpenKeys(campaign.countries)} && ${v.countryKeys}::text[]`,
    sql`${campaignOpenKeys(campaign.niches)} && ${v.nicheKeys}::text[]`,
    sql`${campaignLanguageKeys(campaign.languages)} && ${v.languageKeys}::text[]`,
    sql`${campaign.minFollowers} <= ${v.followers}`,
  )!;
}

/** The creator's proposals to a page of campaigns (one array parameter), newest first. */
const myProposalsOf = preparedStatement("campaign_my_proposals", (db, name) =>
  db
    .select({ id: campaignProposal.id, campaignId: campaignProposal.campaignId, status: campaignProposal.status })
    .from(campaignProposal)
    .where(
      and(
        eq(campaignProposal.creatorUserId, sql.placeholder("userId")),
        sql`${campaignProposal.campaignId} = any(${sql.placeholder("ids")})`,
      ),
    )
    .orderBy(desc(campaignProposal.createdAt))
    .prepare(name),
);

/** Which of a page of campaigns invited the creator (one array parameter). */
const myInvitationsOf = preparedStatement("campaign_my_invitations", (db, name) =>
  db
    .select({ campaignId: campaignInvitation.campaignId })
    .from(campaignInvitation)
    .where(
      and(
        eq(campaignInvitation.creatorUserId, sql.placeholder("userId")),
        sql`${campaignInvitation.campaignId} = any(${sql.placeholder("ids")})`,
      ),
    )
    .prepare(name),
);

type BrowseRow = { c: typeof campaign.$inferSelect; brand: { name: string; logoUrl: string | null; website: string | null } | null };

async function decorateForCreator(db: Executor, userId: string, me: CreatorTraits, rows: BrowseRow[]): Promise<CreatorCampaignView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.c.id);
  const [mine, invitations] = await Promise.all([myProposalsOf(db).execute({ userId, ids }), myInvitationsOf(db).execute({ userId, ids })]);
  const invited = new Set(invitations.map((i) => i.campaignId));
  // The live proposal of each campaign if there is one, else the latest (a withdrawn or rejected
  // one): the rows come newest first.
  const own = new Map<string, (typeof mine)[number]>();
  for (const m of mine) {
    const kept = own.get(m.campaignId);
    if (!kept || (!isLive(kept.status) && isLive(m.status))) own.set(m.campaignId, m);
  }
  return rows.map((r) => {
    const view = toCampaignView(r.c, r.brand);
    const reasons = qualificationReasons(view, me);
    const live = own.get(r.c.id);
    return {
      ...view,
      qualifies: reasons.length === 0,
      reasons,
      my_proposal: live ? { id: live.id, status: live.status } : null,
      invited: invited.has(r.c.id),
    };
  });
}

const isLive = (status: ProposalStatus) => (LIVE_PROPOSAL_STATUSES as readonly string[]).includes(status);

/** The filters of a browse, in the order a shape names them; a text search (`q`) is never prepared. */
const BROWSE_FILTERS = ["niche", "platform", "min_price", "max_price", "shipped", "deadline_within_days", "qualified_only"] as const;
type BrowseFilter = (typeof BROWSE_FILTERS)[number];

/** Which filters a search uses: an empty list or `qualified_only=0` is no filter. */
function filtersOf(s: CampaignBrowse): BrowseFilter[] {
  return BROWSE_FILTERS.filter((f) =>
    f === "niche" || f === "platform" ? Boolean(s[f]?.length) : f === "qualified_only" ? s[f] === "1" : s[f] !== undefined,
  );
}

/** The values of a browse statement, by the names of its placeholders. */
function browseValues(s: CampaignBrowse, me: CreatorTraits, now: Date) {
  return {
    q: s.q ? `%${s.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined,
    niche: s.niche,
    platform: s.platform,
    minPrice: s.min_price === undefined ? undefined : Math.round(s.min_price * 100),
    maxPrice: s.max_price === undefined ? undefined : Math.round(s.max_price * 100),
    shipped: s.shipped === undefined ? undefined : s.shipped === "yes",
    deadlineBefore: s.deadline_within_days ? new Date(now.getTime() + s.deadline_within_days * 86_400_000).toISOString() : undefined,
    ...qualificationKeys(me),
    offset: (s.page - 1) * CAMPAIGN_PAGE_SIZE,
  };
}

/**
 * A browse statement's values as it is written: bound parameters when it is built per request,
 * placeholders of the same names when it is prepared.
 */
type BrowseValues = { [K in Exclude<keyof ReturnType<typeof browseValues>, "offset">]: SQLWrapper } & { offset: number | Placeholder };

function asParams(values: ReturnType<typeof browseValues>): BrowseValues {
  const { offset, ...rest } = values;
  return {
    ...(Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, sql.param(v)])) as unknown as Omit<BrowseValues, "offset">),
    offset,
  };
}

const NO_TRAITS: CreatorTraits = { country: null, niches: [], languages: [], total_followers: 0 };
const asPlaceholders = Object.fromEntries(
  Object.keys(browseValues({ page: 1, sort: "newest" }, NO_TRAITS, new Date())).map((k) => [k, sql.placeholder(k)]),
) as unknown as BrowseValues;

/**
 * The active campaigns a search matches. The listing's own conditions are written as the partial
 * index's predicate (`status = 'active' AND hidden_at IS NULL`), not as parameters: a generic plan
 * of a prepared shape could not use campaign_browse_index otherwise.
 */
function browseWhere(filters: readonly BrowseFilter[], hasQ: boolean, v: BrowseValues): SQL {
  // A campaign hidden by moderation is seen by its owner and the admins only.
  const where: SQL[] = [sql`${campaign.status} = 'active'`, sql`${campaign.hiddenAt} IS NULL`];
  if (hasQ) {
    where.push(
      or(ilike(campaign.title, v.q), ilike(campaign.productName, v.q), ilike(campaign.description, v.q), ilike(brandProfile.name, v.q))!,
    );
  }
  for (const f of filters) {
    if (f === "niche") where.push(sql`${campaign.niches} && ${v.niche}::text[]`);
    else if (f === "platform") where.push(sql`${campaign.platforms} && ${v.platform}::text[]`);
    else if (f === "min_price") where.push(sql`${campaign.priceMaxCents} >= ${v.minPrice}`);
    else if (f === "max_price") where.push(sql`${campaign.priceMinCents} <= ${v.maxPrice}`);
    else if (f === "shipped") where.push(sql`${campaign.productShipped} = ${v.shipped}`);
    else if (f === "deadline_within_days") where.push(sql`${campaign.applicationDeadline} <= ${v.deadlineBefore}::timestamptz`);
    else where.push(qualifiesSql(v));
  }
  return and(...where)!;
}

const orderOf = (sort: CampaignSort) =>
  sort === "deadline"
    ? [asc(campaign.applicationDeadline), desc(campaign.id)]
    : sort === "price_desc"
      ? [desc(campaign.priceMaxCents), desc(campaign.id)]
      : [desc(campaign.publishedAt), desc(campaign.id)];

/**
 * One page of a browse with its total. The page's ids first, joined after: filtering and sorting
 * every matching campaign joined with its brand read one brand row per match (1,540 of them for a
 * qualifying creator, decision 065). The brand is joined into the choice only when the text search
 * needs its name. The total comes with the page (decision 087): a separate count read every
 * matching campaign a second time.
 */
function browsePage(db: Executor, filters: readonly BrowseFilter[], hasQ: boolean, sort: CampaignSort, v: BrowseValues) {
  const order = orderOf(sort);
  const pageIds = (
    hasQ
      ? db
          .select({ id: campaign.id, total: sql<number>`count(*) over ()`.mapWith(Number).as("total") })
          .from(campaign)
          .leftJoin(brandProfile, eq(brandProfile.id, campaign.brandProfileId))
      : db.select({ id: campaign.id, total: sql<number>`count(*) over ()`.mapWith(Number).as("total") }).from(campaign)
  )
    .where(browseWhere(filters, hasQ, v))
    .orderBy(...order)
    .limit(CAMPAIGN_PAGE_SIZE)
    .offset(v.offset)
    .as("page_ids");
  return db
    .select({ c: campaign, brand: brandColumns, total: pageIds.total })
    .from(pageIds)
    .innerJoin(campaign, eq(campaign.id, pageIds.id))
    .leftJoin(brandProfile, eq(brandProfile.id, campaign.brandProfileId))
    .orderBy(...order);
}

/**
 * The browse shapes prepared once (decision 091): the page as it opens (no filter) and qualifying
 * only, in each sort, and the niche + platform + price + shipping filters of the filter panel. Any
 * other combination, and every text search, is built per request by the same function.
 */
const BROWSE_SHAPES = [
  "all:newest",
  "all:deadline",
  "all:price_desc",
  "qualified_only:newest",
  "qualified_only:deadline",
  "qualified_only:price_desc",
  "niche+platform+min_price+shipped:newest",
] as const;
type BrowseShape = (typeof BROWSE_SHAPES)[number];
const isBrowseShape = (key: string): key is BrowseShape => (BROWSE_SHAPES as readonly string[]).includes(key);

const preparedBrowsePage = preparedShapes("campaign_browse", BROWSE_SHAPES, (db, shape: BrowseShape, name) => {
  const [filters, sort] = shape.split(":") as [string, CampaignSort];
  return browsePage(db, filters === "all" ? [] : (filters.split("+") as BrowseFilter[]), false, sort, asPlaceholders).prepare(name);
});

/**
 * GET /auth/campaigns/view: active campaigns for a creator (docs/product/campaigns-and-proposals.md: only active ones are
 * listed), with search, filters and sort. Campaigns the creator does not qualify for stay in the
 * list, marked with the reasons, unless they ask for qualifying ones only.
 */
export async function browseCampaigns(
  db: Executor,
  input: { userId: string; search: CampaignBrowse; now?: Date },
): Promise<{ items: CreatorCampaignView[]; total: number; page: number; page_size: number }> {
  const s = input.search;
  const now = input.now ?? new Date();
  const filters = filtersOf(s);
  const hasQ = Boolean(s.q);
  const shape = `${filters.join("+") || "all"}:${s.sort}`;
  const page = async (me: CreatorTraits) => {
    const values = browseValues(s, me, now);
    return !hasQ && isBrowseShape(shape)
      ? preparedBrowsePage(db, shape).execute(values)
      : browsePage(db, filters, hasQ, s.sort, asParams(values));
  };
  // The creator's traits decide the page only when it lists qualifying campaigns; otherwise they
  // are read beside it, for the reasons.
  const qualifiedOnly = filters.includes("qualified_only");
  let me: CreatorTraits;
  let rows: Awaited<ReturnType<typeof page>>;
  if (qualifiedOnly) {
    me = await creatorTraits(db, input.userId);
    rows = await page(me);
  } else {
    [me, rows] = await Promise.all([creatorTraits(db, input.userId), page(NO_TRAITS)]);
  }
  // A page past the end has no row to carry the total: count apart then (page 1 empty means none match).
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && s.page > 1) {
    const [row] = await (
      hasQ
        ? db.select({ n: count() }).from(campaign).leftJoin(brandProfile, eq(brandProfile.id, campaign.brandProfileId))
        : db.select({ n: count() }).from(campaign)
    ).where(browseWhere(filters, hasQ, asParams(browseValues(s, me, now))));
    total = row?.n ?? 0;
  }
  return { items: await decorateForCreator(db, input.userId, me, rows), total, page: s.page, page_size: CAMPAIGN_PAGE_SIZE };
}

/**
 * GET /auth/campaigns/{id}/view: one campaign as a creator sees it. Drafts are invisible (404).
 * A campaign that is no longer active stays readable by a creator who proposed to it or was
 * invited (their proposal page links here); others see only active campaigns. A campaign hidden by
 * moderation is "not found" for every creator.
 */
export async function getCampaignForCreator(db: Executor, input: { userId: string; campaignId: string }): Promise<CreatorCampaignView> {
  if (!isUuid(input.campaignId)) throw notFound("Campaign");
  const [row] = await db
    .select({ c: campaign, brand: brandColumns })
    .from(campaign)
    .leftJoin(brandProfile, eq(brandProfile.id, campaign.brandProfileId))
    .where(and(eq(campaign.id, input.campaignId), ne(campaign.status, "draft"), isNull(campaign.hiddenAt)))
    .limit(1);
  if (!row) throw notFound("Campaign");
  const [view] = await decorateForCreator(db, input.userId, await creatorTraits(db, input.userId), [row]);
  if (row.c.status !== "active" && !view!.my_proposal && !view!.invited) throw notFound("Campaign");
  return view!;
}
