import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { threadSchema, type Thread } from "@/contracts/messages";
import { message, videoAsset } from "@/server/db/schema";
import { processVideoAsset } from "@/server/domain/videos/process-video-asset";
import { createUser, type TestApp, type TestUser } from "../support/test-app";
import { closeVideoTestApp, createVideoUpload, localPath, openVideoTestApp, uploadVideo } from "../support/video-uploads";

/*
 * Decision 042: videos in messages through the resumable uploader. The upload
 * names its conversation in the tus metadata and only a participant who may write there creates
 * it; a message names the asset; the thread shows it processing, then with poster and player;
 * only the two participants (and admins) stream it, everyone else 404; a message naming someone
 * else's asset, another conversation's or a non-message asset is refused and nothing is sent.
 */

let t: TestApp;
let clip: Buffer;
beforeAll(async () => ({ t, clip } = await openVideoTestApp("message-videos")));
afterAll(() => closeVideoTestApp(t));

async function open(a: TestUser, b: TestUser): Promise<string> {
  const res = await t.request("/api/v1/auth/conversations", { token: a.token, body: { userId: b.id } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}
const send = (u: TestUser, conversationId: string, attachments: unknown[], body = "Here is the cut") =>
  t.request(`/api/v1/auth/conversation/${conversationId}/messages`, { token: u.token, body: { body, attachments } });
const thread = async (u: TestUser, conversationId: string): Promise<Thread> => {
  const res = await t.request(`/api/v1/auth/conversation/${conversationId}`, { token: u.token });
  expect(res.status).toBe(200);
  return threadSchema.parse(await res.json()).data;
};
const stream = (assetId: string, who: TestUser | null, variant = "original") =>
  t.request(`/api/v1/videos/${assetId}/${variant}`, { token: who?.token });
const messagesIn = async (conversationId: string) =>
  (await t.ctx.db.select({ n: count() }).from(message).where(eq(message.conversationId, conversationId)))[0]!.n;

describe("uploading a message video: the conversation in the metadata decides", () => {
  it("a participant (brand or creator) may; a stranger, a missing or malformed conversation 404; a block 403; nothing is created", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const creator = await createUser(t, { types: ["creator"] });
    const stranger = await createUser(t, { types: ["creator"] });
    const id = await open(brand, creator);

    for (const who of [brand, creator]) {
      const res = await createVideoUpload(t, who, clip.length, { purpose: "message", conversationId: id, filename: "hi.mp4" });
      expect(res.status, await res.clone().text()).toBe(201);
      const assetId = res.headers.get("location")!.split("/").pop()!;
      const [row] = await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.id, assetId));
      expect(row).toMatchObject({ purpose: "message", conversationId: id, ownerUserId: who.id, status: "uploading" });
    }

    const before = (await t.ctx.db.select({ n: count() }).from(videoAsset))[0]!.n;
    const refusals: [TestUser | null, Record<string, string>, number][] = [
      [stranger, { conversationId: id }, 404],
      [brand, {}, 404],
      [brand, { conversationId: "not-a-uuid" }, 404],
      [brand, { conversationId: crypto.randomUUID() }, 404],
      [null, { conversationId: id }, 401],
    ];
    for (const [who, extra, status] of refusals) {
      const res = await createVideoUpload(t, who, clip.length, { purpose: "message", filename: "x.mp4", ...extra });
      expect(res.status, `${who?.id ?? "anonymous"} ${JSON.stringify(extra)}`).toBe(status);
    }

    expect((await t.request(`/api/v1/auth/conversation/${id}/block`, { token: creator.token, body: { blocked: true } })).status).toBe(200);
    for (const who of [brand, creator]) {
      const res = await createVideoUpload(t, who, clip.length, { purpose: "message", conversationId: id, filename: "x.mp4" });
      expect(res.status).toBe(403);
    }
    expect((await t.ctx.db.select({ n: count() }).from(videoAsset))[0]!.n).toBe(before);
  });
});

describe("a video in a message", () => {
  it("shows processing, then poster and player; only the two participants and admins stream it, once sent", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const creator = await createUser(t, { types: ["creator"] });
    const stranger = await createUser(t, { types: ["brand", "creator"] });
    const admin = await createUser(t, { role: "admin" });
    const id = await open(creator, brand);
    // The stranger has a conversation with each of them: that must not open this one's video.
    await open(stranger, creator);
    await open(stranger, brand);

    const assetId = await uploadVideo(t, creator, clip, { purpose: "message", conversationId: id, filename: "draft-cut.mp4" });
    await processVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId);
    // Uploaded but not sent: its uploader's alone.
    expect((await stream(assetId, creator)).status).toBe(302);
    expect((await stream(assetId, brand)).status).toBe(404);

    const sent = await send(creator, id, [{ kind: "video", assetId }]);
    expect(sent.status, await sent.clone().text()).toBe(201);
    const [m] = (await thread(brand, id)).messages.slice(-1);
    expect(m!.attachments).toEqual([
      {
        kind: "video",
        key: `videos/${assetId}/original`,
        name: "draft-cut.mp4",
        contentType: "video/mp4",
        size: clip.length,
        assetId,
        video: {
          assetId,
          status: "ready",
          failureReason: null,
          durationMs: expect.any(Number) as number,
          width: 360,
          height: 640,
          posterUrl: `/api/v1/videos/${assetId}/poster`,
          playbackUrl: `/api/v1/videos/${assetId}/original`,
        },
      },
    ]);

    for (const who of [creator, brand, admin]) {
      for (const variant of ["original", "poster"]) expect((await stream(assetId, who, variant)).status, `${who.id} ${variant}`).toBe(302);
    }
    const res = await stream(assetId, brand);
    const file = await t.app.request(localPath(res.headers.get("location")!));
    expect(Buffer.from(await file.arrayBuffer()).equals(clip)).toBe(true);
    for (const who of [stranger, null]) {
      for (const variant of ["original", "poster", "preview"]) expect((await stream(assetId, who, variant)).status).toBe(404);
    }
  });

  it("a message sent while the video processes shows it processing, then ready without being resent", async () => {
    const a = await createUser(t, { types: ["brand"] });
    const b = await createUser(t, { types: ["creator"] });
    const id = await open(a, b);
    const assetId = await uploadVideo(t, a, clip, { purpose: "message", conversationId: id, filename: "wip.mp4" });
    expect((await send(a, id, [{ kind: "video", assetId, name: "Work in progress.mp4" }])).status).toBe(201);
    let [m] = (await thread(b, id)).messages;
    expect(m!.attachments[0]).toMatchObject({ kind: "video", name: "Work in progress.mp4", assetId });
    expect(m!.attachments[0]!.video).toMatchObject({ status: "processing", posterUrl: null, playbackUrl: null });
    expect((await stream(assetId, b)).status).toBe(404);

    await processVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, assetId);
    [m] = (await thread(b, id)).messages;
    expect(m!.attachments[0]!.video).toMatchObject({ status: "ready", posterUrl: `/api/v1/videos/${assetId}/poster` });
    expect((await stream(assetId, b)).status).toBe(302);
  });

  it("refuses someone else's asset, another conversation's, a portfolio video, an unfinished upload or a bad reference: 400, nothing sent", async () => {
    const a = await createUser(t, { types: ["brand", "creator"] });
    const b = await createUser(t, { types: ["creator"] });
    const c = await createUser(t, { types: ["creator"] });
    const id = await open(a, b);
    const elsewhere = await open(a, c);
    const bsVideo = await uploadVideo(t, b, clip, { purpose: "message", conversationId: id });
    const otherConversation = await uploadVideo(t, a, clip, { purpose: "message", conversationId: elsewhere });
    const portfolio = await uploadVideo(t, a, clip, { purpose: "portfolio" });
    const unfinished = (await createVideoUpload(t, a, clip.length, { purpose: "message", conversationId: id, filename: "x.mp4" })).headers
      .get("location")!
      .split("/")
      .pop()!;
    const good = await uploadVideo(t, a, clip, { purpose: "message", conversationId: id });

    const cases: [unknown[], string][] = [
      [[{ kind: "video", assetId: bsVideo }], "attachments"],
      [[{ kind: "video", assetId: otherConversation }], "attachments"],
      [[{ kind: "video", assetId: portfolio }], "attachments"],
      [[{ kind: "video", assetId: crypto.randomUUID() }], "attachments"],
      [[{ kind: "video", assetId: unfinished }], "attachments"],
      [
        [
          { kind: "video", assetId: good },
          { kind: "video", assetId: good },
        ],
        "attachments",
      ],
      [[{ kind: "video" }], "attachments.0.assetId"],
      [[{ kind: "video", assetId: "nope" }], "attachments.0.assetId"],
      [[{ kind: "audio", assetId: good }], "attachments.0.kind"],
      [[{ name: "x.pdf" }], "attachments.0.key"],
    ];
    for (const [attachments, field] of cases) {
      const res = await send(a, id, attachments);
      expect(res.status, JSON.stringify(attachments)).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields), JSON.stringify(attachments)).toContain(field);
    }
    expect(await messagesIn(id)).toBe(0);
    // b may not send a's video either, though b is a participant of its conversation.
    expect((await send(b, id, [{ kind: "video", assetId: good }])).status).toBe(400);
    expect(await messagesIn(id)).toBe(0);
    expect((await send(a, id, [{ kind: "video", assetId: good }])).status).toBe(201);
    expect(await messagesIn(id)).toBe(1);
  });
});
