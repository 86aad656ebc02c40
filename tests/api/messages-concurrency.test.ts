import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES_PER_MINUTE } from "@/contracts/messages";
import { message } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp } from "../support/test-app";
import { isPostgresRun } from "../support/test-database";

/* Sends racing on real concurrent connections: PostgreSQL only (PGlite runs one statement at a time). */
const describeOnPostgres = isPostgresRun() ? describe : describe.skip;

let t: TestApp;
beforeAll(async () => {
  if (!isPostgresRun()) return;
  t = await createTestApp();
});
afterAll(() => t?.close());

describeOnPostgres("message rate limit on PostgreSQL", () => {
  it(`40 concurrent sends by one sender over two conversations → exactly ${MESSAGES_PER_MINUTE} accepted, the rest 429`, async () => {
    const sender = await createUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const other = await createUser(t);
      const res = await t.request("/api/v1/auth/conversations", { token: sender.token, body: { userId: other.id } });
      ids.push(((await res.json()) as { data: { id: string } }).data.id);
    }
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.request(`/api/v1/auth/conversation/${ids[i % 2]}/messages`, { token: sender.token, body: { body: `race ${i}` } }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const stored = await t.ctx.db.select({ id: message.id }).from(message).where(eq(message.senderId, sender.id));
    expect(stored).toHaveLength(30);
  });

  it("another sender is not held back by the first one's limit", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const res = await t.request("/api/v1/auth/conversations", { token: a.token, body: { userId: b.id } });
    const id = ((await res.json()) as { data: { id: string } }).data.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.request(`/api/v1/auth/conversation/${id}/messages`, { token: i % 2 ? a.token : b.token, body: { body: `both ${i}` } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
  });
});
