import { eq } from "drizzle-orm";
import type { PaidUsageView } from "@/contracts/paid-usage";
import type { Db } from "@/server/db/database";
import { paidUsageAuthorisation } from "@/server/db/schema";
import { transition } from "@/server/domain/events/transition";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import type { PaidUsagePlatformAdapter } from "@/server/integrations/paid-usage";
import { paidUsageStatus } from "@/lib/paid-usage";
import { lockPaidUsageForParty } from "./paid-usage-access";
import { paidUsageMachine } from "./paid-usage-transitions";
import { toPaidUsageView } from "./paid-usage-view";

/**
 * The creator revokes an authorisation that is still running (decision 084): it ends now on the
 * platform and here, and the brand is told (the `paid_usage.revoked` event's notification and
 * e-mail). No money moves; the brand that disagrees opens a dispute on the order.
 */
export async function revokePaidUsage(
  db: Db,
  input: { id: string; parties: readonly OrderParty[]; reason: string; platforms: PaidUsagePlatformAdapter; now?: Date },
): Promise<PaidUsageView> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { row, order, party } = await lockPaidUsageForParty(tx, input.id, input.parties);
    if (party.side !== "creator") throw new AppError("forbidden", "Only the creator can revoke the paid usage");
    const status = paidUsageStatus(row, now);
    if (status !== "active" && status !== "expiring")
      throw new AppError("invalid_state", "Only a running paid-usage authorisation can be revoked");
    if (row.platformRef) await input.platforms.revoke(row.platformRef);
    await transition(tx, paidUsageMachine, {
      id: row.id,
      to: "revoked",
      actor: { kind: "creator", id: order.creatorUserId },
      patch: { revokedAt: now, revokeReason: input.reason || null },
      payload: { orderId: order.id, platform: row.platform, reason: input.reason || null },
    });
    const [updated] = await tx.select().from(paidUsageAuthorisation).where(eq(paidUsageAuthorisation.id, row.id));
    return toPaidUsageView(updated!, { order, party, now, codeKey: null, hasRenewal: false });
  });
}
