import { eq } from "drizzle-orm";
import type { DisputeEvidence } from "@/contracts/admin/disputes";
import type { Executor } from "@/server/db/database";
import { marketOrder, user } from "@/server/db/schema";
import { checklistEvidence } from "@/server/domain/brief-checklist/checklist-evidence";
import { getOrderDetails } from "@/server/domain/orders/get-order-details";
import { notFoundOrder } from "@/server/domain/orders/order-access";
import { listComments, listRevisions, listVersions, type Presign } from "@/server/domain/reviews/get-video-review";
import { AppError } from "@/server/errors";
import { isUuid } from "@/contracts/id";

/**
 * The evidence of one dispute for the admin deciding it (decision 057): the order as the brand sees
 * it (brief or package, timeline, money, shipping and tracking), every version of every video with
 * its frame-pinned comments and revision requests, the brief's checklist with every tick, and who the parties are. The parties' private
 * messages are not part of it: they are read on request, and that read is audited.
 */
export async function getDisputeEvidence(db: Executor, input: { orderId: string; presign: Presign }): Promise<DisputeEvidence> {
  if (!isUuid(input.orderId)) throw notFoundOrder();
  const [row] = await db.select().from(marketOrder).where(eq(marketOrder.id, input.orderId)).limit(1);
  if (!row) throw notFoundOrder();
  if (!row.disputeOpenedAt) throw new AppError("not_found", "This order was never disputed");
  const details = await getOrderDetails(db, {
    orderId: row.id,
    party: { side: "buyer", buyerAccountId: row.buyerAccountId },
    presign: input.presign,
  });
  if (!details.dispute) throw new AppError("not_found", "This order was never disputed");
  const videos = await Promise.all(
    details.videos.map(async ({ allowedActions: _a, latestUpload: _l, versions: _v, ...video }) => {
      const versions = await listVersions(db, video.id, input.presign);
      const [comments, revisions] = await Promise.all([
        listComments(
          db,
          video.id,
          versions.map((v) => v.id),
        ),
        listRevisions(db, video.id),
      ]);
      return { ...video, versions, comments, revisions };
    }),
  );
  const checklist = await checklistEvidence(db, row.id);
  const [creator] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, row.creatorUserId)).limit(1);
  const [buyer] = row.buyerUserId
    ? await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, row.buyerUserId)).limit(1)
    : [];
  return {
    order: details.order,
    brief: details.brief,
    dispute: details.dispute,
    timeline: details.timeline,
    money: details.money,
    videos,
    checklist,
    parties: {
      brand: { name: details.order.brandProfile.name, buyerUserName: buyer?.name ?? null, buyerEmail: buyer?.email ?? null },
      creator: { userId: row.creatorUserId, name: creator?.name ?? details.order.creator.name, email: creator?.email ?? "" },
    },
    canResolve: row.status === "disputed",
  };
}
