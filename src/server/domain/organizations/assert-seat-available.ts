import { and, count, eq, gt } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { invitation, member } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { getAllowances } from "../accounts/get-allowances";
import { resolveBuyerAccount } from "../accounts/resolve-buyer-account";

export function seatLimitMessage(totalSeats: number): string {
  return `All ${totalSeats} seats of your plan are in use. Add a seat or upgrade your plan to invite more members.`;
}

/**
 * docs/product/plans-and-limits.md: seats are the organization's members (the owner counts as one); inviting or
 * adding a member beyond them is refused with a message naming the limit. When inviting, pending
 * invitations hold a seat too, so that accepting them later cannot overshoot the plan.
 */
export async function assertSeatAvailable(
  db: Executor,
  input: { organizationId: string; actingUserId: string; countPendingInvitations: boolean },
): Promise<void> {
  const account = await resolveBuyerAccount(db, { userId: input.actingUserId, activeOrganizationId: input.organizationId });
  const allowances = await getAllowances(db, { ...account, organizationId: input.organizationId });
  const [members] = await db.select({ n: count() }).from(member).where(eq(member.organizationId, input.organizationId));
  let taken = members?.n ?? 0;
  if (input.countPendingInvitations) {
    const [pending] = await db
      .select({ n: count() })
      .from(invitation)
      .where(
        and(eq(invitation.organizationId, input.organizationId), eq(invitation.status, "pending"), gt(invitation.expiresAt, new Date())),
      );
    taken += pending?.n ?? 0;
  }
  if (taken >= allowances.total_seats) {
    throw new AppError("limit_reached", seatLimitMessage(allowances.total_seats), { seats: `limit ${allowances.total_seats}` });
  }
}
