import { and, count, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { creatorDisplayName } from "@/lib/profile-display";
import type { ProposalStatus, ProposalView } from "@/contracts/campaigns";
import type { VideoView } from "@/contracts/videos";
import type { CursorKey } from "@/contracts/envelope";
import type { Executor } from "@/server/db/database";
import { preparedShapes } from "@/server/db/prepared";
import { keysetAfter, keysetOrder } from "@/server/domain/api-keys/keyset";
import { campaign, campaignProposal, creatorProfile, user } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { isUuid } from "@/contracts/id";
import type { TrackRecordFigures } from "@/lib/track-record";
import { getTrackRecords } from "@/server/domain/track-records/get-track-records";
import { ownCampaignOrThrow } from "./campaign-view";
import { proposalVideosOf } from "./proposal-videos";

/** The creator's columns of a proposal row (user and creator_profile joined on its creator). */
const creatorColumns = {
  userName: user.name,
  userImage: user.image,
  firstName: creatorProfile.firstName,
  lastName: creatorProfile.lastName,
  avatar: creatorProfile.avatar,
  customUrl: creatorProfile.customUrl,
  country: creatorProfile.country,
  niches: creatorProfile.niches,
  totalFollowers: creatorProfile.totalFollowers,
  ratingAverage: creatorProfile.ratingAverage,
  ratingCount: creatorProfile.ratingCount,
  // Kept on the profile by the triggers of migration 0050 (decision 091): one row read per
  // proposal instead of a count of the creator's orders.
  completedOrders: creatorProfile.completedOrders,
};

const columns = {
  p: campaignProposal,
  campaignTitle: campaign.title,
  ...creatorColumns,
};

type Row = {
  p: typeof campaignProposal.$inferSelect;
  campaignTitle: string;
  /** Null where the list did not need the account's fallbacks (listCampaignProposals). */
  userName: string | null;
  userImage: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  customUrl: string | null;
  country: string | null;
  niches: string[] | null;
  totalFollowers: number | null;
  ratingAverage: number | null;
  ratingCount: number | null;
  completedOrders: number | null;
};

function toProposalView(r: Row, videos: Map<string, VideoView[]>, records: Map<string, TrackRecordFigures>): ProposalView {
  return {
    id: r.p.id,
    campaign_id: r.p.campaignId,
    campaign_title: r.campaignTitle,
    status: r.p.status,
    pitch: r.p.pitch,
    price_cents: r.p.priceCents,
    portfolio_links: r.p.portfolioLinks,
    videos: videos.get(r.p.id) ?? [],
    rejection_reason: r.p.rejectionReason,
    order_id: r.p.orderId,
    created_at: r.p.createdAt.toISOString(),
    decided_at: r.p.decidedAt?.toISOString() ?? null,
    creator: {
      user_id: r.p.creatorUserId,
      name: creatorDisplayName({ firstName: r.firstName, lastName: r.lastName, accountName: r.userName }),
      avatar: r.avatar ?? r.userImage,
      custom_url: r.customUrl,
      country: r.country,
      niches: r.niches ?? [],
      total_followers: r.totalFollowers ?? 0,
      completed_orders: r.completedOrders ?? 0,
      rating: r.ratingAverage === null ? null : Number(r.ratingAverage),
      rating_count: r.ratingCount ?? 0,
      track_record: records.get(r.p.creatorUserId)!,
    },
  };
}

/** Rows as views, with their videos read in one query. */
async function viewsOf(db: Executor, rows: Row[]): Promise<ProposalView[]> {
  const [videos, records] = await Promise.all([
    proposalVideosOf(
      db,
      rows.map((r) => r.p.id),
    ),
    getTrackRecords(
      db,
      rows.map((r) => r.p.creatorUserId),
    ),
  ]);
  return rows.map((r) => toProposalView(r, videos, records));
}

function query(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(campaignProposal)
    .innerJoin(campaign, eq(campaign.id, campaignProposal.campaignId))
    .innerJoin(user, eq(user.id, campaignProposal.creatorUserId))
    .leftJoin(creatorProfile, eq(creatorProfile.userId, campaignProposal.creatorUserId))
    .where(where);
}

/** Cursor mode (decision 074): newest created first, after `after`, at most `limit` rows (the caller asks one more). */
type ProposalCursor = { after?: CursorKey; limit: number };

/** The order of a proposal list: created_at then id, as the keyset when paging by cursor. */
const proposalOrder = (cursor: ProposalCursor | undefined) =>
  cursor ? keysetOrder(campaignProposal.createdAt, campaignProposal.id) : [desc(campaignProposal.createdAt), desc(campaignProposal.id)];

const campaignWhere = (input: { campaignId: string; status?: ProposalStatus }) =>
  and(eq(campaignProposal.campaignId, input.campaignId), input.status ? eq(campaignProposal.status, input.status) : undefined);

/**
 * The shapes of a campaign's proposal page: every status or one, and the whole list (up to 1,000,
 * decision 074), a first cursor page or a page after a cursor. Each is one prepared statement.
 */
const PAGE_SHAPES = ["all", "status", "all:cursor", "status:cursor", "all:after", "status:after"] as const;
type PageShape = (typeof PAGE_SHAPES)[number];

const proposalPage = preparedShapes("campaign_proposals", PAGE_SHAPES, (db, shape: PageShape, name) => {
  const cursor = shape.includes(":");
  const after = shape.endsWith(":after") ? { at: sql.placeholder("afterAt"), id: sql.placeholder("afterId") } : undefined;
  // The page's rows first, from the campaign's proposals alone (a subquery with its own ORDER BY
  // and LIMIT, read through a (campaign_id, …) index), then their creators: in one flat query the
  // planner read the whole proposal table (a campaign's proposals lie scattered over it) and sorted,
  // 20–40 ms for a campaign with 500 proposals among 90,000 (decision 065). Choosing only the ids
  // first cost one primary-key lookup per row (decision 088).
  const page = db
    .select(getTableColumns(campaignProposal))
    .from(campaignProposal)
    .where(
      and(
        eq(campaignProposal.campaignId, sql.placeholder("campaignId")),
        shape.startsWith("status") ? eq(campaignProposal.status, sql.placeholder("status")) : undefined,
        keysetAfter(campaignProposal.createdAt, campaignProposal.id, after),
      ),
    )
    .orderBy(
      ...(cursor
        ? keysetOrder(campaignProposal.createdAt, campaignProposal.id)
        : [desc(campaignProposal.createdAt), desc(campaignProposal.id)]),
    )
    .limit(sql.placeholder("limit"))
    .as("page");
  const pageFields = Object.fromEntries(
    Object.keys(getTableColumns(campaignProposal)).map((k) => [k, (page as unknown as Record<string, unknown>)[k]]),
  ) as unknown as (typeof campaignProposal)["_"]["columns"];
  // The account's name and image are only the fallbacks of the profile's (toProposalView): each is
  // read, by a subquery the CASE runs only when needed, for a creator whose profile lacks a name
  // or an avatar, which halves the index lookups of a long list. (A joined subquery was flattened
  // by the planner, which then read every account before testing the profile.) "Lacks a name" is
  // decided conservatively — a name with no letter or digit counts as missing — so a name the
  // display would trim to nothing always gets its fallback.
  const lacksName = sql`NOT (coalesce(${creatorProfile.firstName}, '') || coalesce(${creatorProfile.lastName}, '') ~ '[[:alnum:]]')`;
  const accountName = sql<string | null>`CASE WHEN ${lacksName} THEN (SELECT u.name FROM "user" u WHERE u.id = ${page.creatorUserId}) END`;
  const accountImage = sql<
    string | null
  >`CASE WHEN ${creatorProfile.avatar} IS NULL THEN (SELECT u.image FROM "user" u WHERE u.id = ${page.creatorUserId}) END`;
  return db
    .select({ ...creatorColumns, userName: accountName, userImage: accountImage, p: pageFields })
    .from(page)
    .leftJoin(creatorProfile, eq(creatorProfile.userId, page.creatorUserId))
    .orderBy(...(cursor ? keysetOrder(page.createdAt, page.id) : [desc(page.createdAt), desc(page.id)]))
    .prepare(name);
});

/** GET /auth/campaigns/{id}/proposals: a campaign's proposals for its brand, optionally by status. */
export async function listCampaignProposals(
  db: Executor,
  input: { buyerAccountId: string; campaignId: string; status?: ProposalStatus; cursor?: ProposalCursor },
): Promise<ProposalView[]> {
  if (!isUuid(input.campaignId)) throw notFound("Campaign");
  const owned = await ownCampaignOrThrow(db, input.buyerAccountId, input.campaignId);
  const cursor = input.cursor;
  const shape: PageShape = `${input.status ? "status" : "all"}${cursor ? (cursor.after ? ":after" : ":cursor") : ""}`;
  const rows = await proposalPage(db, shape).execute({
    campaignId: input.campaignId,
    status: input.status,
    afterAt: cursor?.after?.at,
    afterId: cursor?.after?.id,
    limit: cursor?.limit ?? 1000,
  });
  // Every row is of the campaign just read: its title comes from there, not from one campaign
  // lookup per proposal.
  return viewsOf(
    db,
    rows.map((r) => ({ ...r, campaignTitle: owned.title })),
  );
}

/** How many proposals listCampaignProposals has in all (the `total` of a cursor page); the caller checked the campaign. */
export async function countCampaignProposals(db: Executor, input: { campaignId: string; status?: ProposalStatus }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(campaignProposal).where(campaignWhere(input));
  return row?.n ?? 0;
}

/**
 * GET /auth/campaign/proposals/{id}: one proposal, for the brand that owns its campaign or for the
 * creator who wrote it. Anyone else gets 404 — another brand, or another creator.
 */
export async function getProposal(
  db: Executor,
  input: { proposalId: string; buyerAccountId: string; userId: string },
): Promise<ProposalView> {
  if (!isUuid(input.proposalId)) throw notFound("Proposal");
  const [row] = await query(db, eq(campaignProposal.id, input.proposalId)).limit(1);
  // The brand side needs the campaign's buyer account.
  if (!row) throw notFound("Proposal");
  const [owner] = await db
    .select({ buyerAccountId: campaign.buyerAccountId })
    .from(campaign)
    .where(eq(campaign.id, row.p.campaignId))
    .limit(1);
  const isCreator = row.p.creatorUserId === input.userId;
  const isBrand = owner?.buyerAccountId === input.buyerAccountId;
  if (!isCreator && !isBrand) throw notFound("Proposal");
  return (await viewsOf(db, [row]))[0]!;
}

/** GET /auth/campaign/proposals: the creator's own proposals, newest first (docs/product/screens-and-navigation.md Campaign Proposals). */
export async function listCreatorProposals(db: Executor, creatorUserId: string, cursor?: ProposalCursor): Promise<ProposalView[]> {
  const rows = await query(
    db,
    and(
      eq(campaignProposal.creatorUserId, creatorUserId),
      cursor && keysetAfter(campaignProposal.createdAt, campaignProposal.id, cursor.after),
    ),
  )
    .orderBy(...proposalOrder(cursor))
    .limit(cursor?.limit ?? 500);
  return viewsOf(db, rows);
}

/** How many proposals the creator has written (the `total` of a cursor page). */
export async function countCreatorProposals(db: Executor, creatorUserId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(campaignProposal).where(eq(campaignProposal.creatorUserId, creatorUserId));
  return row?.n ?? 0;
}
