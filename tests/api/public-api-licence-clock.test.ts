import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEvent, videoLicence } from "@/server/db/schema";
import { recordExpiringLicences } from "@/server/domain/licences/record-expiring-licences";
import { publicEventsOf } from "@/server/domain/webhooks/public-events";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * Decision 074: the licence clock records `licence.expiring` once per licence when it enters the
 * last 30 days of its term (src/lib/licence-status.ts), and webhooks send it as `licence.expiring`.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** Licences on the videos of one order, ending at the given times (null: perpetual). */
async function licencesEnding(w: OrderWorld, ends: (Date | null)[]): Promise<string[]> {
  const { order, videos } = await buyOrder(t, w);
  const rows = await t.ctx.db
    .insert(videoLicence)
    .values(
      ends.map((endsAt, i) => ({
        orderVideoId: videos[i]!.id,
        orderId: order.id,
        licensorUserId: w.creator.id,
        licensorName: "Cory Maker",
        licenseeBrandProfileId: w.brandProfileId,
        licenseeBuyerAccountId: w.buyerAccountId,
        licenseeName: "Acme Skincare",
        usage: "paid_and_organic" as const,
        term: endsAt ? ("90d" as const) : ("perpetual" as const),
        rawFootage: false,
        startsAt: new Date(Date.now() - 80 * DAY),
        endsAt,
      })),
    )
    .returning({ id: videoLicence.id });
  return rows.map((r) => r.id);
}

const expiringEventsOf = (licenceId: string) =>
  t.ctx.db
    .select()
    .from(domainEvent)
    .where(and(eq(domainEvent.entityId, licenceId), eq(domainEvent.type, "licence.expiring")));

describe("the licence clock", () => {
  it("records licence.expiring once for a licence inside its window, even with several clocks at once", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, priceCents: 20_000, videos: 4 });
    const now = Date.now();
    const [inWindow, later, ended, perpetual] = await licencesEnding(w, [
      new Date(now + 10 * DAY),
      new Date(now + 45 * DAY),
      new Date(now - DAY),
      null,
    ]);
    const counts = await Promise.all([
      recordExpiringLicences(t.ctx.db),
      recordExpiringLicences(t.ctx.db),
      recordExpiringLicences(t.ctx.db),
    ]);
    expect(await expiringEventsOf(inWindow!)).toHaveLength(1);
    for (const id of [later!, ended!, perpetual!]) expect(await expiringEventsOf(id)).toHaveLength(0);
    // Other tests' licences may be picked up too; ours once in total.
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);

    // A later run records nothing again for it.
    await recordExpiringLicences(t.ctx.db);
    expect(await expiringEventsOf(inWindow!)).toHaveLength(1);
    const [marked] = await t.ctx.db.select().from(videoLicence).where(eq(videoLicence.id, inWindow!));
    expect(marked!.expiringNotifiedAt).not.toBeNull();

    // Thirty days before its end, the later one enters the window.
    await recordExpiringLicences(t.ctx.db, new Date(now + 16 * DAY));
    expect(await expiringEventsOf(later!)).toHaveLength(1);
    expect(await expiringEventsOf(ended!)).toHaveLength(0);
  });

  it("webhooks turn the event into licence.expiring for the licensee's account", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, priceCents: 20_000, videos: 1 });
    const endsAt = new Date(Date.now() + 5 * DAY);
    const [id] = await licencesEnding(w, [endsAt]);
    await recordExpiringLicences(t.ctx.db);
    const [event] = await expiringEventsOf(id!);
    const published = await publicEventsOf(t.ctx.db, event!);
    expect(published).toHaveLength(1);
    expect(published[0]!.type).toBe("licence.expiring");
    expect(published[0]!.buyerAccountId).toBe(w.buyerAccountId);
    expect(published[0]!.data).toMatchObject({ licenceId: id, endsAt: endsAt.toISOString(), term: "90d" });
  });
});
