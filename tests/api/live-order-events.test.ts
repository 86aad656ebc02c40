import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobs, type JobRunner } from "@/server/jobs";
import { orderWorld, purchaseBody } from "../support/order-fixtures";
import { connectEventStream } from "../support/event-stream";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Decision 035: order and proposal events reach the open pages of both parties (and nobody else)
 * through the same SSE stream as messages, live and in the replay after a reconnect.
 */
let t: TestApp;
let jobs: JobRunner;
beforeAll(async () => {
  t = await createTestApp();
  jobs = await startJobs(t.ctx, { dispatchIntervalMs: 100 });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

interface Frame {
  id: string;
  type: string;
  entityId: string;
}

const connect = (user: TestUser, lastEventId?: string) => connectEventStream<Frame>(t, user, lastEventId);

describe("order events on the live stream", () => {
  it(
    "a purchase and a cancel reach the brand's and the creator's streams, not a stranger's; a reconnect replays them",
    { timeout: 60_000 },
    async () => {
      const w = await orderWorld(t, { walletCents: 40_000 });
      const stranger = await createUser(t, { types: ["creator"] });
      const brandStream = await connect(w.brand);
      const creatorStream = await connect(w.creator);
      const strangerStream = await connect(stranger);

      const bought = await t.request("/api/v1/auth/orders", { token: w.brand.token, body: purchaseBody(w, { shipsProduct: true }) });
      expect(bought.status).toBe(201);
      const { data: order } = (await bought.json()) as { data: { id: string } };
      await creatorStream.until((f) => f.type === "order.created");
      const firstCreatorFrame = creatorStream.frames[0]!.id;
      expect((await t.request(`/api/v1/auth/orders/${order.id}/cancel`, { token: w.brand.token, body: { reason: "No" } })).status).toBe(
        200,
      );

      const forBrand = await brandStream.until((f) => f.type === "order.cancelled");
      const forCreator = await creatorStream.until((f) => f.type === "order.cancelled");
      for (const frames of [forBrand, forCreator]) {
        expect(frames.filter((f) => f.type.startsWith("order.")).map((f) => [f.type, f.entityId])).toEqual([
          ["order.created", order.id],
          ["order.awaiting_shipment", order.id],
          ["order.cancelled", order.id],
        ]);
      }
      // The creator's notifications (new order, cancelled) arrive too, and ring the bell.
      await creatorStream.until(
        (f) => f.type === "notification.created" && creatorStream.frames.filter((g) => g.type === "notification.created").length === 2,
      );

      // A message to the stranger is the first frame the stranger's stream ever gets.
      const convo = await t.request("/api/v1/auth/conversations", { token: w.brand.token, body: { userId: stranger.id } });
      const { data } = (await convo.json()) as { data: { id: string } };
      await t.request(`/api/v1/auth/conversation/${data.id}/messages`, { token: w.brand.token, body: { body: "hello" } });
      const strangerFrames = await strangerStream.until((f) => f.type === "message.sent");
      expect(strangerFrames[0]!.type).toBe("message.sent");

      // Reconnecting after the first frame replays the order events the creator missed, once each.
      await creatorStream.close();
      const again = await connect(w.creator, firstCreatorFrame);
      const replayed = await again.until((f) => f.type === "order.cancelled");
      const ids = replayed.map((f) => f.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(firstCreatorFrame);
      expect(replayed.map((f) => f.type)).toContain("order.awaiting_shipment");
      await Promise.all([again.close(), brandStream.close(), strangerStream.close()]);
    },
  );
});
