import { eq } from "drizzle-orm";
import type { HandOverRequest, PaidUsageView } from "@/contracts/paid-usage";
import type { Db } from "@/server/db/database";
import { paidUsageAuthorisation } from "@/server/db/schema";
import { transition } from "@/server/domain/events/transition";
import { releaseEscrow } from "@/server/domain/ledger";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import type { PaidUsagePlatformAdapter } from "@/server/integrations/paid-usage";
import { handOverErrors, handOverWindow, maskHandOver, type PaidUsageHandOver } from "@/lib/paid-usage";
import { sealCode } from "./code-cipher";
import { lockPaidUsageForParty } from "./paid-usage-access";
import { paidUsageMachine } from "./paid-usage-transitions";
import { toPaidUsageView } from "./paid-usage-view";

export interface HandOverInput extends HandOverRequest {
  id: string;
  parties: readonly OrderParty[];
  codeKey: string;
  platforms: PaidUsagePlatformAdapter;
  now?: Date;
}

/**
 * The creator hands the code (TikTok) or the permission (Meta) over (decision 084). The format is
 * checked for the authorisation's platform (400 naming the field), the platform adapter confirms it,
 * the hand-over is sealed, the window starts (a renewal's where the one it extends ends), and the
 * price leaves the escrow — creator's share and the order's platform fee — in the same transaction.
 */
export async function handOverPaidUsage(db: Db, input: HandOverInput): Promise<PaidUsageView> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { row, order, party } = await lockPaidUsageForParty(tx, input.id, input.parties);
    if (party.side !== "creator") throw new AppError("forbidden", "Only the creator hands over the paid-usage code");
    if (row.status !== "pending") throw new AppError("invalid_state", "This paid-usage authorisation was already handed over or closed");
    if (order.status === "cancelled" || order.status === "refunded" || order.status === "disputed")
      throw new AppError("invalid_state", "This order is closed or in dispute: the paid usage cannot be handed over now");
    const errors = handOverErrors(row, input);
    const first = Object.entries(errors)[0];
    if (first) throw new AppError("validation_error", `${first[0]}: ${first[1]}`, errors);
    const handOver: PaidUsageHandOver =
      row.platform === "tiktok_spark"
        ? { platform: "tiktok_spark", code: input.code!.trim(), codeWindowDays: input.codeWindowDays! }
        : { platform: "meta_partnership", accountId: input.accountId!.trim(), permissionId: input.permissionId!.trim() };
    const confirmation = await input.platforms.confirm(handOver);

    let extendsEnd: Date | null = null;
    if (row.renewalOf) {
      const [previous] = await tx.select().from(paidUsageAuthorisation).where(eq(paidUsageAuthorisation.id, row.renewalOf)).limit(1);
      if (previous?.status === "active") extendsEnd = previous.endsAt;
    }
    const window = handOverWindow(row.windowDays, now, extendsEnd);
    await transition(tx, paidUsageMachine, {
      id: row.id,
      to: "active",
      actor: { kind: "creator", id: order.creatorUserId },
      patch: {
        sealedCode: sealCode(input.codeKey, row.id, JSON.stringify(handOver)),
        codeHint: maskHandOver(handOver),
        platformRef: confirmation.platformRef,
        codeWindowDays: handOver.platform === "tiktok_spark" ? handOver.codeWindowDays : null,
        startsAt: window.startsAt,
        endsAt: window.endsAt,
        handedOverAt: now,
      },
      // Never the code: events feed notifications, e-mails and webhooks.
      payload: { orderId: order.id, platform: row.platform, endsAt: window.endsAt.toISOString(), renewal: row.renewalOf !== null },
    });
    await releaseEscrow(tx, {
      orderId: order.id,
      creatorUserId: order.creatorUserId,
      amount: row.priceCents,
      feeBps: order.platformFeeBps,
      releaseKey: `paid_usage:${row.id}`,
      reference: { type: "paid_usage", id: row.id },
    });
    const [updated] = await tx.select().from(paidUsageAuthorisation).where(eq(paidUsageAuthorisation.id, row.id));
    return toPaidUsageView(updated!, { order, party, now, codeKey: null, hasRenewal: false });
  });
}
