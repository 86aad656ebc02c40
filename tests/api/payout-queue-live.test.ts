import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audiencesOf } from "@/server/domain/events/audience";
import { startJobs, type JobRunner } from "@/server/jobs";
import { creditTestEarnings } from "../support/earnings";
import { connectEventStream } from "../support/event-stream";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * The admin payout queue updates live: payout events reach every admin's stream and the creator's
 * (and nobody else's), so the sandbox's payment, a moment after the approval, takes "Mark paid"
 * off the queue's row without a reload.
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
  type: string;
  entity: string;
  entityId: string;
}

const connect = (user: TestUser) => connectEventStream<Frame>(t, user);

describe("payout events on the live stream", () => {
  it(
    "the sandbox's payment reaches the admins' and the creator's streams, and the queue then offers nothing on it",
    { timeout: 60_000 },
    async () => {
      const admin = await createUser(t, { role: "admin" });
      const otherAdmin = await createUser(t, { role: "admin" });
      const creator = await createUser(t, { types: ["creator"] });
      const brand = await createUser(t, { types: ["brand"] });
      await creditTestEarnings(t.ctx.db, { creatorUserId: creator.id, amountCents: 5000, key: creator.id });
      const method = await t.request("/api/v1/auth/payouts/method", {
        method: "PUT",
        token: creator.token,
        body: { holderName: "Ada Creator", accountNumber: "DE89 3704 0044 0532 0130 00", country: "de" },
      });
      expect(method.status).toBe(200);
      const requested = await t.request("/api/v1/auth/payouts", { token: creator.token, body: { amount: 4000 } });
      expect(requested.status).toBe(201);
      const payoutId = ((await requested.json()) as { data: { id: string } }).data.id;

      const streams = [await connect(admin), await connect(otherAdmin), await connect(creator)];
      expect((await t.request(`/api/v2/payouts/${payoutId}/approve`, { token: admin.token, body: {} })).status).toBe(200);
      const isPaid = (f: Frame) => f.type === "payout.paid" && f.entityId === payoutId;
      for (const stream of streams) {
        const frames = await stream.until(isPaid);
        // The request's own event may be pushed after the streams connected (its delivery is a job).
        const types = frames.filter((f) => f.entityId === payoutId && f.type !== "payout.created").map((f) => f.type);
        expect(types).toEqual(["payout.approved", "payout.paid"]);
        await stream.close();
      }

      const queue = (await (await t.request("/api/v2/payouts", { token: admin.token })).json()) as {
        data: { payouts: { id: string; status: string; actions: string[] }[] };
      };
      expect(queue.data.payouts.find((p) => p.id === payoutId)).toMatchObject({ status: "paid", actions: [] });

      // Nobody else hears of it.
      const [audience] = await audiencesOf(t.ctx.db, [{ type: "payout.paid", payload: {}, entity: "payout", entityId: payoutId }]);
      expect(audience).toEqual(expect.arrayContaining([admin.id, otherAdmin.id, creator.id]));
      expect(audience).not.toContain(brand.id);
    },
  );
});
