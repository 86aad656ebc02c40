import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderVideoChecksResponseSchema } from "@/contracts/video-checks";
import { marketOrder, orderVideoVersion, videoCheck } from "@/server/db/schema";
import { measureVideoAsset } from "@/server/domain/video-checks/measure-video-asset";
import { NOTE_REQUIRED } from "@/server/domain/video-checks/submit-delivery";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createUser, type TestApp, type TestUser } from "../support/test-app";
import { closeVideoTestApp, openVideoTestApp, uploadVideo } from "../support/video-uploads";

/*
 * The checks before submit (decision 076) through the API: a processed delivery waits for its
 * report and the creator's submit; warnings need a note the brand then reads with the report.
 * The test clip (1 s, 360×640, silent: see tests/support/video-uploads.ts) is far shorter than the
 * 30 s the order asks for, has no sound and is below the platforms' resolution: its report warns.
 */

let t: TestApp;
let clip: Buffer;
beforeAll(async () => ({ t, clip } = await openVideoTestApp("video-checks")));
afterAll(() => closeVideoTestApp(t));

const checks = (user: TestUser, videoId: string) => t.request(`/api/v1/auth/order_videos/${videoId}/checks`, { token: user.token });
const submit = (user: TestUser, videoId: string, body: unknown) =>
  t.request(`/api/v1/auth/order_videos/${videoId}/submit`, { method: "POST", token: user.token, body });
const versionsOf = async (videoId: string) =>
  (await t.ctx.db.select({ n: count() }).from(orderVideoVersion).where(eq(orderVideoVersion.orderVideoId, videoId)))[0]!.n;

async function processedDelivery(w: OrderWorld) {
  const { order, videos } = await buyOrder(t, w);
  const videoId = videos[0]!.id;
  const assetId = await uploadVideo(t, w.creator, clip, { purpose: "order_delivery", orderVideoId: videoId }, { process: true });
  return { orderId: order.id, videoId, assetId };
}

describe("checks before submit", () => {
  it("shows the creator the report of the processed upload; warnings need a note; the brand then reads report and note", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, videos: 1 });
    const { orderId, videoId, assetId } = await processedDelivery(w);

    // Processed, not yet checked: the report is pending and a submit is refused.
    let res = await checks(w.creator, videoId);
    expect(res.status).toBe(200);
    let body = orderVideoChecksResponseSchema.parse(await res.json()).data;
    expect(body.pending?.report).toMatchObject({ assetId, status: "pending", findings: [] });
    // The creator plays the upload itself beside its report.
    expect(body.pending?.video).toMatchObject({ assetId, status: "ready", playbackUrl: `/api/v1/videos/${assetId}/original` });
    res = await submit(w.creator, videoId, { assetId, note: "ok" });
    expect(res.status).toBe(409);

    expect(await measureVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId)).toBe("done");
    // Idempotent: a second run of the job measures nothing.
    expect(await measureVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId)).toBe("skipped");

    body = orderVideoChecksResponseSchema.parse(await (await checks(w.creator, videoId)).json()).data;
    const report = body.pending!.report;
    expect(report.status).toBe("done");
    expect(report.thresholdsVersion).toBe(1);
    const warned = report.findings.filter((f) => f.level === "warning").map((f) => f.code);
    expect(warned).toEqual(expect.arrayContaining(["no_sound", "length", "resolution"]));
    expect(warned).not.toContain("aspect_ratio");
    expect(report.warningCount).toBe(warned.length);

    // The brand sees nothing before the submit.
    const brandView = orderVideoChecksResponseSchema.parse(await (await checks(w.brand, videoId)).json()).data;
    expect(brandView).toEqual({ pending: null, versions: [] });

    // No note, or a blank one: 400 naming the note, and nothing delivered.
    for (const attempt of [{ assetId }, { assetId, note: "   " }]) {
      res = await submit(w.creator, videoId, attempt);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.note).toBe(NOTE_REQUIRED);
    }
    expect(await versionsOf(videoId)).toBe(0);

    const note = "This is the 1 s teaser cut the brand asked for in chat; the voice-over comes in the long cut.";
    res = await submit(w.creator, videoId, { assetId, note });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as { data: { version: number } }).data.version).toBe(1);
    const [order] = await t.ctx.db.select({ status: marketOrder.status }).from(marketOrder).where(eq(marketOrder.id, orderId));
    expect(order!.status).toBe("delivered");
    const [version] = await t.ctx.db.select().from(orderVideoVersion).where(eq(orderVideoVersion.assetId, assetId));
    expect(version!.deliverableWarnings).toHaveLength(warned.length);
    expect(version!.deliverableWarnings).toEqual(expect.arrayContaining([expect.stringMatching(/no sound track/)]));

    const afterSubmit = orderVideoChecksResponseSchema.parse(await (await checks(w.brand, videoId)).json()).data;
    expect(afterSubmit.pending).toBeNull();
    expect(afterSubmit.versions).toHaveLength(1);
    expect(afterSubmit.versions[0]).toMatchObject({ version: 1, report: { assetId, overrideNote: note, warningCount: warned.length } });
    expect(afterSubmit.versions[0]!.report.submittedAt).not.toBeNull();

    // A second submit of the same upload: 409, still one version.
    res = await submit(w.creator, videoId, { assetId, note });
    expect(res.status).toBe(409);
    expect(await versionsOf(videoId)).toBe(1);
  });

  it("answers 404 to anyone who is not a side of the order, and lets the brand not submit", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, videos: 1 });
    const { videoId, assetId } = await processedDelivery(w);
    await measureVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId);
    const otherCreator = await createUser(t, { types: ["creator"] });
    const otherBrand = await createUser(t, { types: ["brand"] });
    for (const user of [otherCreator, otherBrand]) {
      expect((await checks(user, videoId)).status).toBe(404);
      expect((await submit(user, videoId, { assetId, note: "mine now" })).status).toBe(404);
    }
    // Anonymous too: the same 404, so the route never reveals that the order exists.
    expect((await t.request(`/api/v1/auth/order_videos/${videoId}/checks`)).status).toBe(404);
    // The brand is a side, but the upload is not theirs.
    expect((await submit(w.brand, videoId, { assetId, note: "approved by us" })).status).toBe(404);
    expect(await versionsOf(videoId)).toBe(0);
    const [row] = await t.ctx.db.select().from(videoCheck).where(eq(videoCheck.assetId, assetId));
    expect(row!.submittedAt).toBeNull();
  });

  it("refuses malformed input with a 400 that names the field, and an upload of another video with 404", async () => {
    const w = await orderWorld(t, { walletCents: 100_000, videos: 2 });
    const { order, videos } = await buyOrder(t, w);
    const assetId = await uploadVideo(t, w.creator, clip, { purpose: "order_delivery", orderVideoId: videos[0]!.id }, { process: true });
    await measureVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId);
    let res = await submit(w.creator, videos[0]!.id, { assetId: "not-a-uuid", note: "x" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("assetId");
    res = await submit(w.creator, videos[0]!.id, { assetId, note: "x".repeat(1001) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("note");
    res = await submit(w.creator, videos[1]!.id, { assetId, note: "wrong video" });
    expect(res.status).toBe(404);
    const [after] = await t.ctx.db.select({ status: marketOrder.status }).from(marketOrder).where(eq(marketOrder.id, order.id));
    expect(after!.status).toBe("in_production");
    expect(await versionsOf(videos[0]!.id)).toBe(0);
  });
});
