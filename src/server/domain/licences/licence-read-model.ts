import { and, asc, countDistinct, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import {
  LICENCE_DOCUMENT_FORMAT,
  LICENCE_DOCUMENT_VERSION,
  type ContentItem,
  type ContentLibraryQuery,
  type ContentLibraryResponse,
  type LicenceDocument,
  type LicenceSummary,
} from "@/contracts/licences";
import type { Executor } from "@/server/db/database";
import { campaign, campaignProposal, creatorProfile, marketOrder, orderVideo, videoAsset, videoLicence } from "@/server/db/schema";
import { findOrderForParty, type OrderParty } from "@/server/domain/orders/order-access";
import { orderReference } from "@/server/domain/orders/order-read-model";
import { AppError } from "@/server/errors";
import { EXPIRING_WITHIN_MS, LICENCE_TERM_LABELS, licenceReference, licenceStatus, type LicenceStatus } from "@/lib/licence-status";
import { isUuid } from "@/contracts/id";
import { cursorPageOf, DEFAULT_CURSOR_LIMIT, isCursorMode, paginationOf } from "@/contracts/envelope";
import { keysetAfter, keysetOrder } from "@/server/domain/api-keys/keyset";

/**
 * Who may read a licence: the brand's buyer account (any member), the creator who granted it, and
 * admins. Everyone else — another brand, another creator, the anonymous visitor — gets `not_found`,
 * so a licence's existence never leaks (the order engine's rule, decision 025).
 */
export type LicenceViewer = { buyerAccountId: string | null; userId: string | null; isAdmin: boolean };

type LicenceRow = typeof videoLicence.$inferSelect;

export const notFoundLicence = () => new AppError("not_found", "Licence not found");

export function canSeeLicence(row: Pick<LicenceRow, "licenseeBuyerAccountId" | "licensorUserId">, viewer: LicenceViewer): boolean {
  return (
    viewer.isAdmin ||
    (viewer.buyerAccountId !== null && row.licenseeBuyerAccountId === viewer.buyerAccountId) ||
    (viewer.userId !== null && row.licensorUserId === viewer.userId)
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toLicenceSummary(row: LicenceRow, videoPosition: number, now: Date): LicenceSummary {
  return {
    id: row.id,
    reference: licenceReference(row.id),
    orderVideoId: row.orderVideoId,
    videoPosition,
    status: licenceStatus(row.endsAt, now),
    term: row.term,
    usage: row.usage,
    platforms: row.platforms,
    rawFootage: row.rawFootage,
    startsAt: row.startsAt.toISOString(),
    endsAt: iso(row.endsAt),
  };
}

/** The licence as its versioned JSON document (contracts/licences.ts), for a party or an admin. */
export async function getLicenceDocument(db: Executor, input: { id: string; viewer: LicenceViewer; now?: Date }): Promise<LicenceDocument> {
  if (!isUuid(input.id)) throw notFoundLicence();
  const now = input.now ?? new Date();
  const [r] = await db
    .select({
      licence: videoLicence,
      position: orderVideo.position,
      customUrl: creatorProfile.customUrl,
      campaignId: campaign.id,
      campaignTitle: campaign.title,
    })
    .from(videoLicence)
    .innerJoin(orderVideo, eq(orderVideo.id, videoLicence.orderVideoId))
    .innerJoin(marketOrder, eq(marketOrder.id, videoLicence.orderId))
    .leftJoin(creatorProfile, eq(creatorProfile.userId, videoLicence.licensorUserId))
    .leftJoin(campaignProposal, eq(campaignProposal.id, marketOrder.proposalId))
    .leftJoin(campaign, eq(campaign.id, campaignProposal.campaignId))
    .where(eq(videoLicence.id, input.id))
    .limit(1);
  if (!r || !canSeeLicence(r.licence, input.viewer)) throw notFoundLicence();
  const l = r.licence;
  return {
    format: LICENCE_DOCUMENT_FORMAT,
    version: LICENCE_DOCUMENT_VERSION,
    id: l.id,
    reference: licenceReference(l.id),
    status: licenceStatus(l.endsAt, now),
    generatedAt: now.toISOString(),
    licensor: { role: "creator", userId: l.licensorUserId, name: l.licensorName, customUrl: r.customUrl ?? null },
    licensee: { role: "brand", brandProfileId: l.licenseeBrandProfileId, buyerAccountId: l.licenseeBuyerAccountId, name: l.licenseeName },
    rights: {
      platforms: l.platforms,
      allPlatforms: l.platforms.length === 0,
      usage: l.usage,
      paid: l.usage !== "organic",
      organic: l.usage !== "paid",
      rawFootage: l.rawFootage,
    },
    term: {
      code: l.term,
      label: LICENCE_TERM_LABELS[l.term],
      perpetual: l.endsAt === null,
      startsAt: l.startsAt.toISOString(),
      endsAt: iso(l.endsAt),
    },
    source: {
      orderId: l.orderId,
      orderReference: orderReference(l.orderId),
      orderVideoId: l.orderVideoId,
      videoPosition: r.position,
      assetId: l.assetId,
      campaign: r.campaignId ? { id: r.campaignId, title: r.campaignTitle ?? "" } : null,
    },
  };
}

/** The licences of one order's approved videos, for either side of the order (404 otherwise). */
export async function listOrderLicences(
  db: Executor,
  input: { orderId: string; party: OrderParty; now?: Date },
): Promise<LicenceSummary[]> {
  const order = await findOrderForParty(db, input.orderId, input.party);
  const rows = await db
    .select({ licence: videoLicence, position: orderVideo.position })
    .from(videoLicence)
    .innerJoin(orderVideo, eq(orderVideo.id, videoLicence.orderVideoId))
    .where(eq(videoLicence.orderId, order.id))
    .orderBy(asc(orderVideo.position));
  const now = input.now ?? new Date();
  return rows.map((r) => toLicenceSummary(r.licence, r.position, now));
}

/** The same bounds as `licenceStatus`, as SQL over `video_licence.ends_at`. */
export function statusWhere(status: LicenceStatus, now: Date): SQL {
  const soon = new Date(now.getTime() + EXPIRING_WITHIN_MS);
  switch (status) {
    case "expired":
      return sql`${videoLicence.endsAt} <= ${now}`;
    case "expiring":
      return sql`(${videoLicence.endsAt} > ${now} AND ${videoLicence.endsAt} <= ${soon})`;
    case "active":
      return sql`(${videoLicence.endsAt} IS NULL OR ${videoLicence.endsAt} > ${soon})`;
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const packageTitle = sql<string>`(${marketOrder.packageSnapshot} ->> 'title')`;

/**
 * The brand's content library: every licensed (approved) video of the buyer
 * account, newest first, with filters. Posters are signed for an hour; the original is fetched
 * through the download route, which signs a short-lived URL per click. With `cursor` or `limit`
 * (decision 074) the page is the next `limit` licences newest created first, after the cursor's.
 */
export async function listContentLibrary(
  db: Executor,
  input: {
    buyerAccountId: string;
    query: ContentLibraryQuery;
    presign: (key: string) => Promise<string>;
    downloadUrl: (licenceId: string) => string;
    now?: Date;
  },
): Promise<ContentLibraryResponse> {
  const now = input.now ?? new Date();
  const { query } = input;
  const mine = eq(videoLicence.licenseeBuyerAccountId, input.buyerAccountId);
  const filters: SQL[] = [mine];
  if (query.status !== "all") filters.push(statusWhere(query.status, now));
  if (query.creator) filters.push(eq(videoLicence.licensorUserId, query.creator));
  if (query.campaign === "packages") filters.push(eq(marketOrder.source, "package"));
  else if (query.campaign) filters.push(isUuid(query.campaign) ? eq(campaign.id, query.campaign) : sql`false`);
  if (query.platform) filters.push(sql`(cardinality(${videoLicence.platforms}) = 0 OR ${query.platform} = ANY(${videoLicence.platforms}))`);
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    const ref = query.q.replace(/^(RB|LIC)-?/i, "").toLowerCase();
    const refMatch = /^[0-9a-f]{4,}$/.test(ref)
      ? [
          sql`replace(${videoLicence.orderId}::text, '-', '') LIKE ${ref + "%"}`,
          sql`replace(${videoLicence.id}::text, '-', '') LIKE ${ref + "%"}`,
        ]
      : [];
    filters.push(or(ilike(videoLicence.licensorName, like), ilike(packageTitle, like), ilike(campaign.title, like), ...refMatch)!);
  }

  const base = () =>
    db
      .select({
        licence: videoLicence,
        position: orderVideo.position,
        approvedAt: orderVideo.approvedAt,
        title: packageTitle,
        customUrl: creatorProfile.customUrl,
        campaignId: campaign.id,
        campaignTitle: campaign.title,
        posterKey: videoAsset.posterKey,
        originalKey: videoAsset.originalKey,
        fileName: videoAsset.originalName,
        sizeBytes: videoAsset.sizeBytes,
        durationMs: videoAsset.durationMs,
        width: videoAsset.width,
        height: videoAsset.height,
        total: sql<number>`count(*) OVER ()`.mapWith(Number),
      })
      .from(videoLicence)
      .innerJoin(orderVideo, eq(orderVideo.id, videoLicence.orderVideoId))
      .innerJoin(marketOrder, eq(marketOrder.id, videoLicence.orderId))
      .leftJoin(creatorProfile, eq(creatorProfile.userId, videoLicence.licensorUserId))
      .leftJoin(campaignProposal, eq(campaignProposal.id, marketOrder.proposalId))
      .leftJoin(campaign, eq(campaign.id, campaignProposal.campaignId))
      .leftJoin(videoAsset, eq(videoAsset.id, videoLicence.assetId));

  const cursorMode = isCursorMode(query);
  const limit = query.limit ?? DEFAULT_CURSOR_LIMIT;
  const read = cursorMode
    ? await base()
        .where(and(...filters, keysetAfter(videoLicence.createdAt, videoLicence.id, query.cursor)))
        .orderBy(...keysetOrder(videoLicence.createdAt, videoLicence.id))
        .limit(limit + 1)
    : await base()
        .where(and(...filters))
        .orderBy(desc(videoLicence.startsAt), asc(orderVideo.position), asc(videoLicence.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
  // In cursor mode the window count only sees the rows after the cursor: the total is counted apart.
  const cursorPage = cursorMode ? cursorPageOf(read, limit, (r) => ({ at: r.licence.createdAt.toISOString(), id: r.licence.id }), 0) : null;
  const rows = cursorPage?.rows ?? read;
  let total = rows[0]?.total ?? 0;
  if (cursorMode || (rows.length === 0 && query.page > 1)) {
    const [c] = await db
      .select({ n: countDistinct(videoLicence.id) })
      .from(videoLicence)
      .innerJoin(marketOrder, eq(marketOrder.id, videoLicence.orderId))
      .leftJoin(campaignProposal, eq(campaignProposal.id, marketOrder.proposalId))
      .leftJoin(campaign, eq(campaign.id, campaignProposal.campaignId))
      .where(and(...filters));
    total = c?.n ?? 0;
  }

  const data: ContentItem[] = await Promise.all(
    rows.map(async (r) => {
      const snapshotTitle = r.title || (r.licence ? "Video" : "");
      const campaignRef = r.campaignId ? { id: r.campaignId, title: r.campaignTitle ?? "" } : null;
      return {
        licenceId: r.licence.id,
        licenceReference: licenceReference(r.licence.id),
        orderVideoId: r.licence.orderVideoId,
        videoPosition: r.position,
        title: `${campaignRef?.title || snapshotTitle} · Video ${r.position}`,
        posterUrl: r.posterKey ? await input.presign(r.posterKey) : null,
        downloadUrl: r.originalKey ? input.downloadUrl(r.licence.id) : null,
        fileName: r.fileName ?? null,
        sizeBytes: r.sizeBytes ?? null,
        durationMs: r.durationMs ?? null,
        width: r.width ?? null,
        height: r.height ?? null,
        creator: { id: r.licence.licensorUserId, name: r.licence.licensorName, customUrl: r.customUrl ?? null },
        order: { id: r.licence.orderId, reference: orderReference(r.licence.orderId), title: snapshotTitle },
        campaign: campaignRef,
        approvedAt: (r.approvedAt ?? r.licence.startsAt).toISOString(),
        licence: toLicenceSummary(r.licence, r.position, now),
      };
    }),
  );

  const facets = await libraryFacets(db, input.buyerAccountId, now);
  return {
    data,
    pagination: cursorPage
      ? { ...paginationOf({ page: 1, per_page: limit }, total), next_cursor: cursorPage.pagination.next_cursor }
      : paginationOf(query, total),
    facets,
  };
}

async function libraryFacets(db: Executor, buyerAccountId: string, now: Date): Promise<ContentLibraryResponse["facets"]> {
  const mine = eq(videoLicence.licenseeBuyerAccountId, buyerAccountId);
  const creators = await db
    .selectDistinct({ id: videoLicence.licensorUserId, name: videoLicence.licensorName })
    .from(videoLicence)
    .where(mine)
    .orderBy(asc(videoLicence.licensorName), asc(videoLicence.licensorUserId));
  const campaigns = await db
    .selectDistinct({ id: campaign.id, title: campaign.title })
    .from(videoLicence)
    .innerJoin(marketOrder, eq(marketOrder.id, videoLicence.orderId))
    .innerJoin(campaignProposal, eq(campaignProposal.id, marketOrder.proposalId))
    .innerJoin(campaign, eq(campaign.id, campaignProposal.campaignId))
    .where(mine)
    .orderBy(asc(campaign.title), asc(campaign.id));
  const soon = new Date(now.getTime() + EXPIRING_WITHIN_MS);
  const [counts] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      expired: sql<number>`count(*) FILTER (WHERE ${videoLicence.endsAt} <= ${now})`.mapWith(Number),
      expiring: sql<number>`count(*) FILTER (WHERE ${videoLicence.endsAt} > ${now} AND ${videoLicence.endsAt} <= ${soon})`.mapWith(Number),
    })
    .from(videoLicence)
    .where(mine);
  const all = counts?.all ?? 0;
  const expired = counts?.expired ?? 0;
  const expiring = counts?.expiring ?? 0;
  // De-duplicate creators renamed between licences: one entry per user, the latest name wins.
  const byId = new Map(creators.map((c) => [c.id, c.name]));
  return {
    creators: [...byId].map(([id, name]) => ({ id, name })),
    campaigns,
    counts: { all, active: all - expired - expiring, expired, expiring },
  };
}

/**
 * The original file of a licensed video, for a party of the licence or an admin; `not_found` when
 * the viewer may not see it or no file is stored. The route signs a short-lived URL for the key.
 */
export async function originalOfLicence(
  db: Executor,
  input: { id: string; viewer: LicenceViewer },
): Promise<{ key: string; fileName: string; contentType: string | null }> {
  if (!isUuid(input.id)) throw notFoundLicence();
  const [r] = await db
    .select({
      licence: videoLicence,
      key: videoAsset.originalKey,
      fileName: videoAsset.originalName,
      contentType: videoAsset.contentType,
    })
    .from(videoLicence)
    .leftJoin(videoAsset, eq(videoAsset.id, videoLicence.assetId))
    .where(eq(videoLicence.id, input.id))
    .limit(1);
  if (!r || !canSeeLicence(r.licence, input.viewer)) throw notFoundLicence();
  if (!r.key) throw new AppError("not_found", "This video has no stored original");
  return { key: r.key, fileName: r.fileName ?? "video.mp4", contentType: r.contentType };
}
