import { describe, expect, it, vi } from "vitest";
import type { AppContext } from "@/server/context";
import type { Logger } from "@/server/logger";
import { bossExecutor } from "./boss-executor";

const COMPLETE = "WITH results AS (UPDATE pgboss.job SET state = 'completed' RETURNING *)\n    SELECT COUNT(*) FROM results\n  ";
const FETCH = "WITH next AS (SELECT id FROM pgboss.job) UPDATE pgboss.job SET state = 'active' RETURNING *";

function failingDatabase(error: Error) {
  return {
    executeSql: vi.fn(() => Promise.reject(error)),
    exec: vi.fn(() => Promise.reject(error)),
  } as unknown as AppContext["database"];
}

function recordingLogger() {
  const errors: string[] = [];
  const logger = { error: (message: string) => errors.push(message), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
  return { logger: logger as unknown as Logger, errors };
}

describe("bossExecutor", () => {
  it("turns a failed completion, which pg-boss does not await, into a logged zero count", async () => {
    const { logger, errors } = recordingLogger();
    const executor = bossExecutor(failingDatabase(new Error("PGlite is closed")), logger);
    await expect(executor.executeSql(COMPLETE, ["queue", ["id"], null])).resolves.toEqual({ rows: [{ count: 0 }] });
    expect(errors).toEqual(["job completion failed; the job will expire and be retried"]);
  });

  it("lets every other query fail to its caller", async () => {
    const { logger, errors } = recordingLogger();
    const executor = bossExecutor(failingDatabase(new Error("connection lost")), logger);
    await expect(executor.executeSql(FETCH, ["queue", 50])).rejects.toThrow("connection lost");
    await expect(executor.executeSql("CREATE SCHEMA pgboss; CREATE TABLE pgboss.job ()")).rejects.toThrow("connection lost");
    expect(errors).toEqual([]);
  });

  it("drains the queries still in flight", async () => {
    let finish = () => undefined as void;
    const database = {
      executeSql: () => new Promise<{ rows: unknown[] }>((resolve) => (finish = () => resolve({ rows: [] }))),
      exec: vi.fn(),
    } as unknown as AppContext["database"];
    const executor = bossExecutor(database, recordingLogger().logger);
    void executor.executeSql(COMPLETE, ["queue", ["id"], null]);
    let drained = false;
    const draining = executor.drain().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drained).toBe(false);
    finish();
    await draining;
    expect(drained).toBe(true);
  });
});
