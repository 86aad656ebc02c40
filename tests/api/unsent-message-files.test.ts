import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message, messageFileUpload } from "@/server/db/schema";
import type { StorageKey } from "@/server/integrations/storage";
import { sweepUnsentMessageFiles } from "@/server/jobs/unsent-message-files";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { TEST_ORIGIN } from "../support/test-settings";

/*
 * Decision 044: an image or PDF uploaded for a message and never sent is removed with its row a
 * day after the upload; a sent one never is; a file goes into one message only, even when two
 * sends race for it.
 */

let t: TestApp;
let storageDir: string;
beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), "reelbrief-unsent-files-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#00ff00" } })
    .png()
    .toBuffer();

async function open(a: TestUser, b: TestUser) {
  const res = await t.request("/api/v1/auth/conversations", { token: a.token, body: { userId: b.id } });
  return ((await res.json()) as { data: { id: string } }).data.id;
}
async function upload(u: TestUser, conversationId: string, bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name));
  const res = await t.app.request(`/api/v1/auth/conversation/${conversationId}/attachments`, {
    method: "POST",
    headers: { authorization: `Bearer ${u.token}`, origin: TEST_ORIGIN },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { key: string } }).data.key;
}
const send = (u: TestUser, conversationId: string, body: string, keys: string[]) =>
  t.request(`/api/v1/auth/conversation/${conversationId}/messages`, {
    token: u.token,
    body: { body, attachments: keys.map((key) => ({ key, name: "file" })) },
  });
const stored = async (key: string) => (await t.ctx.storage.head(key as StorageKey)) !== null;
const rowsOf = async (keys: string[]) =>
  (await t.ctx.db.select({ key: messageFileUpload.key }).from(messageFileUpload).where(inArray(messageFileUpload.key, keys)))
    .map((r) => r.key)
    .sort();
const ageBy25Hours = (keys: string[]) =>
  t.ctx.db
    .update(messageFileUpload)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(inArray(messageFileUpload.key, keys));
const messagesIn = async (conversationId: string) =>
  (await t.ctx.db.select({ body: message.body }).from(message).where(eq(message.conversationId, conversationId))).map((m) => m.body);

describe("sweeping unsent message files", () => {
  it("removes a day-old unsent file and its row, once; keeps a fresh one and a sent one; the swept key can no longer be sent", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const creator = await createUser(t, { types: ["creator"] });
    const id = await open(brand, creator);

    const sentKey = await upload(brand, id, pdf, "brief.pdf");
    expect((await send(brand, id, "The brief", [sentKey])).status).toBe(201);
    const oldKey = await upload(brand, id, await png(), "old.png");
    const freshKey = await upload(creator, id, pdf, "fresh.pdf");
    // The sent file's row went with the send; the unsent ones each have theirs.
    expect(await rowsOf([sentKey, oldKey, freshKey])).toEqual([oldKey, freshKey].sort());

    // Within a day nothing goes.
    expect(await sweepUnsentMessageFiles(t.ctx)).toBe(0);
    expect(await stored(oldKey)).toBe(true);

    await ageBy25Hours([oldKey]);
    expect(await sweepUnsentMessageFiles(t.ctx)).toBe(1);
    expect(await stored(oldKey)).toBe(false);
    expect(await rowsOf([oldKey])).toEqual([]);
    expect(await stored(freshKey)).toBe(true);
    expect(await rowsOf([freshKey])).toEqual([freshKey]);
    // The sent file stays, and its message still opens it for the other participant.
    expect(await stored(sentKey)).toBe(true);
    const opened = await t.request(`/api/v1/auth/conversation/${id}/attachments/${sentKey}`, { token: creator.token });
    expect(opened.status).toBe(302);

    // A send naming the swept file is refused as a whole: the fresh file it also names stays unsent.
    const laterKey = await upload(brand, id, pdf, "later.pdf");
    const refused = await send(brand, id, "Too late", [laterKey, oldKey]);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "attachments: a file is not one you uploaded here",
    );
    expect(await messagesIn(id)).toEqual(["The brief"]);
    expect(await rowsOf([laterKey])).toEqual([laterKey]);

    // A second run finds nothing.
    expect(await sweepUnsentMessageFiles(t.ctx)).toBe(0);
  });

  it("a storage error on one file is logged and the others are still removed", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const id = await open(a, b);
    const stuck = await upload(a, id, pdf, "stuck.pdf");
    const gone = await upload(a, id, pdf, "gone.pdf");
    await ageBy25Hours([stuck, gone]);
    const warnings: unknown[] = [];
    const storage = {
      ...t.ctx.storage,
      delete: async (key: StorageKey) => {
        if (key === stuck) throw new Error("storage is down");
        await t.ctx.storage.delete(key);
      },
    };
    const logger = { ...t.ctx.logger, warn: (...args: unknown[]) => void warnings.push(args) };
    expect(await sweepUnsentMessageFiles({ ...t.ctx, storage, logger })).toBe(2);
    expect(await stored(gone)).toBe(false);
    // Left behind and logged; its row is gone, so it can never be sent.
    expect(await stored(stuck)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(await rowsOf([stuck, gone])).toEqual([]);
  });
});

describe("claiming a file when it is sent", () => {
  it("two sends naming the same file at once: one is sent, the other refused with 400", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const id = await open(a, b);
    const key = await upload(a, id, pdf, "once.pdf");
    const answers = await Promise.all([send(a, id, "first", [key]), send(a, id, "second", [key])]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await messagesIn(id)).toHaveLength(1);
    expect(await rowsOf([key])).toEqual([]);
    // Nor can it go into a later message.
    expect((await send(a, id, "third", [key])).status).toBe(400);
  });
});
