import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { socialLink } from "@/server/db/schema";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tiktok = { platform: "tiktok", handle: "@ada.makes", url: "https://www.tiktok.com/@ada.makes", followerCount: 12_400 };

describe("creator social links", () => {
  it("adds, lists, edits and removes the caller's links; one per platform", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    const added = await t.request("/api/v1/auth/social-links", { token: creator.token, body: tiktok });
    expect(added.status).toBe(201);
    const { data } = (await added.json()) as { data: { id: string; handle: string } };
    expect(data.handle).toBe("ada.makes");
    expect((await t.request("/api/v1/auth/social-links", { token: creator.token, body: tiktok })).status).toBe(409);
    const edit = await t.request(`/api/v1/auth/social-links/${data.id}`, {
      method: "PUT",
      token: creator.token,
      body: { ...tiktok, followerCount: 15_000 },
    });
    expect(edit.status).toBe(200);
    const list = (await (await t.request("/api/v1/auth/social-links", { token: creator.token })).json()) as {
      data: { followerCount: number }[];
    };
    expect(list.data).toHaveLength(1);
    expect(list.data[0]!.followerCount).toBe(15_000);
    expect((await t.request(`/api/v1/auth/social-links/${data.id}`, { method: "DELETE", token: creator.token })).status).toBe(200);
    expect(await t.ctx.db.select().from(socialLink).where(eq(socialLink.userId, creator.id))).toHaveLength(0);
  });

  it("a URL must belong to the chosen platform; nothing is written otherwise", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    for (const url of [
      "https://instagram.com/ada",
      "http://tiktok.com/@ada",
      "https://tiktok.com.evil.example/@ada",
      "https://tiktok.com/",
      "javascript:alert(1)",
    ]) {
      const res = await t.request("/api/v1/auth/social-links", { token: creator.token, body: { ...tiktok, url } });
      expect(res.status, url).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)).toContain("url");
    }
    expect(await t.ctx.db.select().from(socialLink).where(eq(socialLink.userId, creator.id))).toHaveLength(0);
  });

  it("another creator cannot change or remove a link; brands are refused", async () => {
    const owner = await createUser(t, { types: ["creator"] });
    const other = await createUser(t, { types: ["creator"] });
    const { data } = (await (await t.request("/api/v1/auth/social-links", { token: owner.token, body: tiktok })).json()) as {
      data: { id: string };
    };
    expect((await t.request(`/api/v1/auth/social-links/${data.id}`, { method: "PUT", token: other.token, body: tiktok })).status).toBe(404);
    expect((await t.request(`/api/v1/auth/social-links/${data.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    const otherList = (await (await t.request("/api/v1/auth/social-links", { token: other.token })).json()) as { data: unknown[] };
    expect(otherList.data).toEqual([]);
    const brand = await createUser(t, { types: ["brand"] });
    expect((await t.request("/api/v1/auth/social-links", { token: brand.token, body: tiktok })).status).toBe(403);
    expect(await t.ctx.db.select().from(socialLink).where(eq(socialLink.userId, owner.id))).toHaveLength(1);
  });
});
