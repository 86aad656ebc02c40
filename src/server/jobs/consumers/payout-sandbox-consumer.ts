import { payApprovedBySandbox } from "@/server/domain/payouts/payouts";
import type { EventConsumer } from "./types";

/**
 * The sandbox payouts provider pays an approved payout by itself (decision 030), as the `system`
 * actor, after the approval committed. A payout on another provider, or one an admin already
 * settled, is left alone.
 */
export const payoutSandboxConsumer: EventConsumer = {
  name: "payout-sandbox",
  accepts: (event) => event.type === "payout.approved",
  async handle(tx, _ctx, event) {
    await payApprovedBySandbox(tx, event.entityId);
  },
};
