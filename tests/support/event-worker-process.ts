import { createAppContext } from "@/server/context";
import { openDatabase } from "@/server/db/open-database";
import { mailOutbox } from "@/server/db/schema";
import { startJobs } from "@/server/jobs";
import type { EventConsumer } from "@/server/jobs/consumers";
import { testSettings } from "./test-settings";

/*
 * A worker process for tests/api/events-dispatch.test.ts: its one consumer writes, says so on
 * stdout, and never finishes — so the test can SIGKILL it in the middle of a delivery.
 */
const database = await openDatabase({ kind: "postgres", url: process.env.WORKER_DATABASE_URL! });
const ctx = createAppContext(testSettings(), database);
const hanging: EventConsumer = {
  name: process.env.WORKER_CONSUMER!,
  accepts: (event) => event.type === "test.kill",
  async handle(tx, _ctx, event) {
    await tx.insert(mailOutbox).values({ kind: "test", fromAddress: "w@test", toAddress: "w@test", subject: event.id, html: "", text: "" });
    process.stdout.write(`delivering ${event.id}\n`);
    await new Promise(() => {});
  },
};
await startJobs(ctx, { consumers: [hanging], deliveryExpireSeconds: 2, dispatchIntervalMs: 200 });
process.stdout.write("ready\n");
