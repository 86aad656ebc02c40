import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENEWAL_QUEUE, startJobs, type JobRunner } from "@/server/jobs";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let jobs: JobRunner | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await jobs?.stop();
  await t.close();
});

describe("the job queue", () => {
  it("starts pg-boss on the product's database handle and schedules renewals", async () => {
    jobs = await startJobs(t.ctx);
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((s) => s.name)).toContain(RENEWAL_QUEUE);
    const id = await jobs.boss.send(RENEWAL_QUEUE, {});
    expect(id).toEqual(expect.any(String));
  });
});
