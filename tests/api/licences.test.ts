import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentLibraryResponse, LicenceDocument } from "@/contracts/licences";
import { marketOrder, orderVideo, videoLicence } from "@/server/db/schema";
import { grantLicence } from "@/server/domain/licences/grant-licence";
import { lockVideoForParty } from "@/server/domain/orders/order-access";
import { approve, deliveredOrder, ORIGINAL_BYTES } from "../support/licence-fixtures";
import { orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { isPostgresRun } from "../support/test-database";

/*
 * Decision 037: approving a video writes exactly one licence with the order's
 * terms; the licence document, the order's licences, the content library and the download are
 * seen by the two parties (and admins) only — everyone else gets 404.
 */

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let w: OrderWorld;
let stranger: OrderWorld;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t, { walletCents: 1_000_000, priceCents: 20_000, videos: 2 });
  stranger = await orderWorld(t, { walletCents: 100_000, priceCents: 20_000, videos: 1 });
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t?.close());

const licencesOf = (orderVideoId: string) => t.ctx.db.select().from(videoLicence).where(eq(videoLicence.orderVideoId, orderVideoId));

describe("approval starts the licence", () => {
  it("approving a video writes one licence with the order's terms, start = approval, end = start + term", async () => {
    const { order, videos } = await deliveredOrder(t, w, { term: "1y", rawFootage: true, boughtAt: new Date(Date.now() - 10 * DAY) });
    const approvedAt = new Date("2026-03-10T09:30:00.000Z");
    await approve(t, w, videos[0]!.id, approvedAt);
    const rows = await licencesOf(videos[0]!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orderId: order.id,
      licensorUserId: w.creator.id,
      licenseeBrandProfileId: w.brandProfileId,
      licenseeBuyerAccountId: w.buyerAccountId,
      // The creator by their profile name (the fixture's "Cory Maker"), as every other screen names them.
      licensorName: "Cory Maker",
      licenseeName: "Acme Skincare",
      term: "1y",
      rawFootage: true,
      usage: "paid_and_organic",
      platforms: [],
    });
    expect(rows[0]!.startsAt.toISOString()).toBe("2026-03-10T09:30:00.000Z");
    expect(rows[0]!.endsAt?.toISOString()).toBe("2027-03-10T09:30:00.000Z");
    expect(rows[0]!.assetId).not.toBeNull();
    // The other video is not approved: no licence for it.
    expect(await licencesOf(videos[1]!.id)).toHaveLength(0);
  });

  it("a 30-day term ends 30 days after approval; a perpetual one never", async () => {
    const thirty = await deliveredOrder(t, w, { term: "30d", rawFootage: false });
    const at = new Date("2026-01-31T00:00:00.000Z");
    await approve(t, w, thirty.videos[0]!.id, at);
    const [l30] = await licencesOf(thirty.videos[0]!.id);
    expect(l30!.endsAt?.toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(l30!.rawFootage).toBe(false);
    const forever = await deliveredOrder(t, w, { term: "perpetual" });
    await approve(t, w, forever.videos[0]!.id, at);
    const [lp] = await licencesOf(forever.videos[0]!.id);
    expect(lp!.term).toBe("perpetual");
    expect(lp!.endsAt).toBeNull();
  });

  it("an approval sent again is refused and leaves the one licence", async () => {
    const { videos } = await deliveredOrder(t, w, { term: "90d" });
    await approve(t, w, videos[0]!.id);
    await expect(approve(t, w, videos[0]!.id)).rejects.toMatchObject({ code: "invalid_state" });
    expect(await licencesOf(videos[0]!.id)).toHaveLength(1);
  });

  it("granting a licence twice for one video keeps the first (the unique index)", async () => {
    const { videos } = await deliveredOrder(t, w, { term: "90d" });
    await approve(t, w, videos[0]!.id, new Date("2026-02-01T00:00:00Z"));
    const again = await t.ctx.db.transaction(async (tx) => {
      const { order, video } = await lockVideoForParty(tx, videos[0]!.id, null);
      return grantLicence(tx, order, video, new Date("2026-05-01T00:00:00Z"));
    });
    expect(again).toBeNull();
    const rows = await licencesOf(videos[0]!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.startsAt.toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });
});

describe.runIf(isPostgresRun())("concurrent approvals (PostgreSQL)", () => {
  it("the same approval sent 5× concurrently: one succeeds, one licence (10 rounds)", async () => {
    for (let round = 0; round < 10; round += 1) {
      const { videos } = await deliveredOrder(t, w, { term: "90d", withFile: false });
      const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => approve(t, w, videos[0]!.id)));
      expect(
        outcomes.filter((o) => o.status === "fulfilled"),
        `round ${round}`,
      ).toHaveLength(1);
      expect(await licencesOf(videos[0]!.id), `round ${round}`).toHaveLength(1);
    }
  });

  it("two grants racing outside the order lock still make one licence", async () => {
    const { videos } = await deliveredOrder(t, w, { term: "90d", withFile: false });
    await approve(t, w, videos[0]!.id);
    await t.ctx.db.delete(videoLicence).where(eq(videoLicence.orderVideoId, videos[0]!.id));
    const [order] = await t.ctx.db.select().from(marketOrder).where(eq(marketOrder.id, videos[0]!.orderId));
    const [video] = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.id, videos[0]!.id));
    const granted = await Promise.all(
      Array.from({ length: 4 }, () => t.ctx.db.transaction((tx) => grantLicence(tx, order!, video!, new Date()))),
    );
    expect(granted.filter(Boolean)).toHaveLength(1);
    expect(await licencesOf(videos[0]!.id)).toHaveLength(1);
  });
});
if (!isPostgresRun()) console.info("licences: concurrency tests skipped — they need PostgreSQL (TEST_DATABASE_URL)");

describe("who sees a licence", () => {
  let licenceId: string;
  let orderId: string;
  let otherCreator: TestUser;

  beforeAll(async () => {
    const { order, videos } = await deliveredOrder(t, w, { term: "90d" });
    orderId = order.id;
    await approve(t, w, videos[0]!.id, new Date(Date.now() - DAY));
    licenceId = (await licencesOf(videos[0]!.id))[0]!.id;
    otherCreator = await createUser(t, { types: ["creator"] });
  });

  it("the brand, the creator and an admin get the versioned JSON document", async () => {
    for (const token of [w.brand.token, w.creator.token, admin.token]) {
      const res = await t.request(`/api/v1/auth/licences/${licenceId}`, { token });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: LicenceDocument };
      expect(data).toMatchObject({
        format: "reelbrief.licence",
        version: 1,
        id: licenceId,
        status: "active",
        licensor: { role: "creator", userId: w.creator.id },
        licensee: { role: "brand", brandProfileId: w.brandProfileId, name: "Acme Skincare" },
        rights: { allPlatforms: true, paid: true, organic: true, rawFootage: false },
        term: { code: "90d", perpetual: false },
        source: { orderId },
      });
      expect(new Date(data.term.endsAt!).getTime() - new Date(data.term.startsAt).getTime()).toBe(90 * DAY);
    }
  });

  it("another brand, another creator and the anonymous visitor get 404; so does a malformed id", async () => {
    for (const token of [stranger.brand.token, otherCreator.token, stranger.creator.token, undefined]) {
      expect((await t.request(`/api/v1/auth/licences/${licenceId}`, { token })).status).toBe(404);
      expect((await t.request(`/api/v1/auth/licences/${licenceId}/download`, { token })).status).toBe(404);
      expect((await t.request(`/api/v1/auth/orders/${orderId}/licences`, { token })).status).toBe(404);
    }
    expect((await t.request(`/api/v1/auth/licences/not-a-licence`, { token: w.brand.token })).status).toBe(404);
    expect((await t.request(`/api/v1/auth/licences/${randomUUID()}`, { token: w.brand.token })).status).toBe(404);
  });

  it("both sides see the order's licences", async () => {
    for (const token of [w.brand.token, w.creator.token]) {
      const res = await t.request(`/api/v1/auth/orders/${orderId}/licences`, { token });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { id: string; videoPosition: number; status: string }[] };
      expect(data).toEqual([expect.objectContaining({ id: licenceId, videoPosition: 1, status: "active" })]);
    }
  });

  it("the download redirects to a short-lived signed URL that serves the original's bytes", async () => {
    const res = await t.request(`/api/v1/auth/licences/${licenceId}/download`, { token: w.brand.token });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    const expires = Number(location.searchParams.get("expires"));
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
    const file = await t.request(location.pathname + location.search);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(ORIGINAL_BYTES)).toBe(true);
  });

  it("?download=1 asks the browser to save the JSON", async () => {
    const res = await t.request(`/api/v1/auth/licences/${licenceId}?download=1`, { token: w.brand.token });
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="licence-LIC-[0-9A-F]{6}\.json"$/);
  });
});

describe("the content library", () => {
  let lib: OrderWorld;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    lib = await orderWorld(t, { walletCents: 1_000_000, priceCents: 10_000, videos: 1 });
    for (const [name, ageDays, term] of [
      ["active", 1, "1y"],
      ["expiring", 80, "90d"],
      ["expired", 40, "30d"],
    ] as const) {
      const { videos } = await deliveredOrder(t, lib, { term, boughtAt: new Date(Date.now() - (ageDays + 2) * DAY) });
      await approve(t, lib, videos[0]!.id, new Date(Date.now() - ageDays * DAY));
      ids[name] = (await licencesOf(videos[0]!.id))[0]!.id;
    }
  });

  const library = async (query = "", token = lib.brand.token) => {
    const res = await t.request(`/api/v1/auth/content${query}`, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as ContentLibraryResponse;
  };

  it("lists the brand's approved videos with their licence status, newest first", async () => {
    const body = await library();
    expect(body.data.map((d) => [d.licenceId, d.licence.status])).toEqual([
      [ids.active, "active"],
      [ids.expired, "expired"],
      [ids.expiring, "expiring"],
    ]);
    expect(body.facets.counts).toEqual({ all: 3, active: 1, expiring: 1, expired: 1 });
    expect(body.facets.creators.map((c) => c.id)).toEqual([lib.creator.id]);
    expect(body.data[0]!.downloadUrl).toBe(`/api/v1/auth/licences/${ids.active}/download`);
    expect(body.data[0]).toMatchObject({ creator: { id: lib.creator.id }, fileName: "delivery-1.mp4", campaign: null });
  });

  it("filters by status, creator, campaign, platform and search; pages", async () => {
    for (const status of ["active", "expiring", "expired"] as const) {
      expect((await library(`?status=${status}`)).data.map((d) => d.licenceId)).toEqual([ids[status]]);
    }
    expect((await library(`?creator=${lib.creator.id}`)).data).toHaveLength(3);
    expect((await library(`?creator=${w.creator.id}`)).data).toHaveLength(0);
    expect((await library(`?campaign=packages`)).data).toHaveLength(3);
    expect((await library(`?campaign=${randomUUID()}`)).data).toHaveLength(0);
    // Package licences cover any platform.
    expect((await library(`?platform=tiktok`)).data).toHaveLength(3);
    expect((await library(`?q=Two%20TikTok`)).data).toHaveLength(3);
    expect((await library(`?q=nothing-like-this`)).data).toHaveLength(0);
    const page2 = await library(`?per_page=2&page=2`);
    expect(page2.data.map((d) => d.licenceId)).toEqual([ids.expiring]);
    expect(page2.pagination).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });
  });

  it("another brand's library does not show them; creators and the anonymous visitor are refused", async () => {
    const other = await library("", stranger.brand.token);
    expect(other.data.map((d) => d.licenceId)).not.toContain(ids.active);
    expect((await t.request("/api/v1/auth/content")).status).toBe(401);
    expect((await t.request("/api/v1/auth/content", { token: lib.creator.token })).status).toBe(403);
  });

  it("bad filters are a 400 naming the field", async () => {
    for (const [query, field] of [
      ["?status=soon", "status"],
      ["?per_page=1000", "per_page"],
      ["?platform=Tik%20Tok", "platform"],
    ] as const) {
      const res = await t.request(`/api/v1/auth/content${query}`, { token: lib.brand.token });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)).toEqual([field]);
    }
  });

  it("the status in SQL agrees with the pure function at the 30-day boundary", async () => {
    const [row] = await t.ctx.db
      .update(videoLicence)
      .set({ endsAt: sql`now() + interval '30 days' - interval '1 minute'` })
      .where(eq(videoLicence.id, ids.active!))
      .returning();
    expect(row).toBeDefined();
    expect((await library(`?status=expiring`)).data.map((d) => d.licenceId).sort()).toEqual([ids.active, ids.expiring].sort());
  });
});
