import { and, arrayOverlaps, asc, count, desc, eq, gte, ilike, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import {
  CAMPAIGN_PAGE_SIZE,
  type BrandCampaignView,
  type CampaignBrowse,
  type CreatorCampaignView,
  PROPOSAL_STATUSES,
  type ProposalStatus,
} from "@/contracts/campaigns";
import type { CursorKey } from "@/contracts/envelope";
import type { Executor } from "@/server/db/database";
import { keysetAfter, keysetOrder } from "@/server/domain/api-keys/keyset";
import { brandProfile, campaign, campaignInvitation, campaignProposal, creatorProfile } from "@/server/db/schema";
import { anyOf } from "@/server/db/any-of";
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

export async function creatorTraits(db: Executor, userId: string): Promise<CreatorTraits> {
  const [p] = await db
    .select({
      country: creatorProfile.country,
      niches: creatorProfile.niches,
      languages: creatorProfile.languages,
      total_followers: creatorProfile.totalFollowers,
    })
    .from(creatorProfile)
    .where(eq(creatorProfile.userId, userId))
    .limit(1);
  return p ?? { country: null, niches: [], languages: [], total_followers: 0 };
}

/** An ARRAY[…] of one parameter each: a JS array inside sql`` becomes a list of parameters (decision 041). */
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * SQL form of qualificationReasons() being empty, for the "only campaigns I qualify for" filter.
 * Each requirement list is "empty, or it overlaps mine": its keys (`' '` for an empty list, decision
 * 087) overlap mine plus `' '`, which campaign_browse_index answers.
 */
function qualifiesSql(me: CreatorTraits): SQL {
  const langs = me.languages.map((l) => l.trim().toLowerCase());
  return and(
    sql`${campaignOpenKeys(campaign.countries)} && ${textArray([" ", ...(me.country ? [me.country.toUpperCase()] : [])])}`,
    sql`${campaignOpenKeys(campaign.niches)} && ${textArray([" ", ...me.niches])}`,
    sql`${campaignLanguageKeys(campaign.languages)} && ${textArray([" ", ...langs])}`,
    lte(campaign.minFollowers, me.total_followers),
  )!;
}

async function decorateForCreator(
  db: Executor,
  userId: string,
  me: CreatorTraits,
  rows: { c: typeof campaign.$inferSelect; brand: { name: string; logoUrl: string | null; website: string | null } | null }[],
): Promise<CreatorCampaignView[]> {
  const ids = rows.map((r) => r.c.id);
  const [mine, invitations] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ id: campaignProposal.id, campaignId: campaignProposal.campaignId, status: campaignProposal.status })
            .from(campaignProposal)
            .where(and(eq(campaignProposal.creatorUserId, userId), anyOf(campaignProposal.campaignId, ids)))
            .orderBy(desc(campaignProposal.createdAt)),
          db
            .select({ campaignId: campaignInvitation.campaignId })
            .from(campaignInvitation)
            .where(and(eq(campaignInvitation.creatorUserId, userId), anyOf(campaignInvitation.campaignId, ids))),
        ]);
  const invited = new Set(invitations.map((i) => i.campaignId));
  return rows.map((r) => {
    const view = toCampaignView(r.c, r.brand);
    const reasons = qualificationReasons(view, me);
    // The live proposal if there is one, else the latest (a withdrawn or rejected one).
    const own = mine.filter((m) => m.campaignId === r.c.id);
    const live = own.find((m) => (LIVE_PROPOSAL_STATUSES as readonly string[]).includes(m.status)) ?? own[0];
    return {
      ...view,
      qualifies: reasons.length === 0,
      reasons,
      my_proposal: live ? { id: live.id, status: live.status } : null,
      invited: invited.has(r.c.id),
    };
  });
}

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
  const me = await creatorTraits(db, input.userId);
  // A campaign hidden by moderation is seen by its owner and the admins only.
  const where: (SQL | undefined)[] = [eq(campaign.status, "active"), isNull(campaign.hiddenAt)];
  if (s.q) {
    const like = `%${s.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where.push(
      or(ilike(campaign.title, like), ilike(campaign.productName, like), ilike(campaign.description, like), ilike(brandProfile.name, like)),
    );
  }
  if (s.niche?.length) where.push(arrayOverlaps(campaign.niches, s.niche));
  if (s.platform?.length) where.push(arrayOverlaps(campaign.platforms, s.platform));
  if (s.min_price !== undefined) where.push(gte(campaign.priceMaxCents, Math.round(s.min_price * 100)));
  if (s.max_price !== undefined) where.push(lte(campaign.priceMinCents, Math.round(s.max_price * 100)));
  if (s.shipped) where.push(eq(campaign.productShipped, s.shipped === "yes"));
  if (s.deadline_within_days) {
    where.push(lte(campaign.applicationDeadline, new Date(now.getTime() + s.deadline_within_days * 86_400_000)));
  }
  if (s.qualified_only === "1") where.push(qualifiesSql(me));
  const filter = and(...where);
  const order =
    s.sort === "deadline"
      ? [asc(campaign.applicationDeadline), desc(campaign.id)]
      : s.sort === "price_desc"
        ? [desc(campaign.priceMaxCents), desc(campaign.id)]
        : [desc(campaign.publishedAt), desc(campaign.id)];
  // The page's ids first, joined after: filtering and sorting every matching campaign joined with
  // its brand read one brand row per match (1,540 of them for a qualifying creator, decision 065).
  // The brand is joined into the choice only when the text search needs its name. The total comes
  // with the page (decision 087): a separate count read every matching campaign a second time.
  const pageIds = (
    s.q
      ? db
          .select({ id: campaign.id, total: sql<number>`count(*) over ()`.mapWith(Number).as("total") })
          .from(campaign)
          .leftJoin(brandProfile, eq(brandProfile.id, campaign.brandProfileId))
      : db.select({ id: campaign.id, total: sql<number>`count(*) over ()`.mapWith(Number).as("total") }).from(campaign)
  )
    .where(filter)
    .orderBy(...order)
    .limit(CAMPAIGN_PAGE_SIZE)
    .offset((s.page - 1) * CAMPAIGN_PAGE_SIZE)
    .as("page_ids");
  const rows = await db
    .select({ c: campaign, brand: brandColumns, total: pageIds.total })
    .from(pageIds)
    .innerJoin(campaign, eq(campaign.id, pageIds.id))
    .leftJoin(brandProfile, eq(brandProfile.id, campaign.brandProfileId))
    .orderBy(...order);
  // A page past the end has no row to carry the total: count apart then (page 1 empty means none match).
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && s.page > 1) {
    const [row] = await (
      s.q
        ? db.select({ n: count() }).from(campaign).leftJoin(brandProfile, eq(brandProfile.id, campaign.brandProfileId))
        : db.select({ n: count() }).from(campaign)
    ).where(filter);
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
