import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnPackage } from "@/contracts/packages";
import { creatorPackage, creatorProfile } from "@/server/db/schema";
import { completeCreatorProfile, completeProfileParts } from "../support/creator-profile-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * A creator's packages through /api/v1/creator-packages — validation with messages
 * that name the rule, ownership (another creator gets 404), audiences, reorder, pause/activate,
 * delete, and what the public page and the directory's price filter see.
 */

let t: TestApp;
let creator: TestUser;
let otherCreator: TestUser;
let brand: TestUser;
const slug = `pkg-creator-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { types: ["creator"] });
  otherCreator = await createUser(t, { types: ["creator"] });
  brand = await createUser(t, { types: ["brand"] });
  await t.ctx.db
    .insert(creatorProfile)
    .values({ userId: creator.id, firstName: "Pat", lastName: "Kage", customUrl: slug, ...completeProfileParts() });
  // A seller too: packages go on sale only from a complete profile.
  await t.ctx.db.insert(creatorProfile).values(completeCreatorProfile(otherCreator.id));
});
afterAll(() => t.close());

const valid = {
  title: "Two product demos",
  description: "Two vertical demos with captions.",
  priceCents: 25_000,
  videos: 2,
  videoLengthSeconds: 45,
  aspectRatio: "9:16",
  turnaroundDays: 7,
  revisionRounds: 2,
  usageRightsTerm: "90d",
  rawFootage: false,
};

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function create(user: TestUser, body: unknown = valid): Promise<OwnPackage> {
  const res = await t.request("/api/v1/creator-packages", { token: user.token, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: OwnPackage }).data;
}

async function list(user: TestUser): Promise<OwnPackage[]> {
  const res = await t.request("/api/v1/creator-packages", { token: user.token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: OwnPackage[] }).data;
}

const rowsOf = (userId: string) => t.ctx.db.select().from(creatorPackage).where(eq(creatorPackage.userId, userId));

describe("creating a package", () => {
  it("creates an active package at the end of the creator's list", async () => {
    const first = await create(creator);
    const second = await create(creator, { ...valid, title: "Second", priceCents: 1_000 });
    expect(first).toMatchObject({ title: "Two product demos", priceCents: 25_000, status: "active", isActive: true, archivedAt: null });
    expect(second.position).toBe(first.position + 1);
    expect((await list(creator)).map((p) => p.title)).toEqual(["Two product demos", "Second"]);
  });

  it.each([
    [{ priceCents: 999 }, "priceCents", "The price must be at least $10"],
    [{ priceCents: 1_000_001 }, "priceCents", "The price must be at most $10,000"],
    [{ priceCents: 1500.5 }, "priceCents", "Enter the price in whole cents"],
    [{ videos: 0 }, "videos", "The number of videos must be at least 1"],
    [{ videos: 11 }, "videos", "The number of videos must be at most 10"],
    [{ videoLengthSeconds: 4 }, "videoLengthSeconds", "The video length must be at least 5 seconds"],
    [{ videoLengthSeconds: 181 }, "videoLengthSeconds", "The video length must be at most 180 seconds"],
    [{ turnaroundDays: 0 }, "turnaroundDays", "The turnaround must be at least 1 days"],
    [{ turnaroundDays: 31 }, "turnaroundDays", "The turnaround must be at most 30 days"],
    [{ revisionRounds: -1 }, "revisionRounds", "The number of revision rounds must be at least 0"],
    [{ revisionRounds: 6 }, "revisionRounds", "The number of revision rounds must be at most 5"],
    [{ aspectRatio: "3:2" }, "aspectRatio", "Pick an aspect ratio: 9:16, 1:1, 16:9 or 4:5"],
    [{ usageRightsTerm: "forever" }, "usageRightsTerm", "Pick a usage-rights term: 30d, 90d, 1y or perpetual"],
    [{ rawFootage: "yes" }, "rawFootage", "Say whether raw footage is included (true or false)"],
    [{ title: "   " }, "title", "Enter a title"],
    [{ title: "x".repeat(81) }, "title", "Use at most 80 characters"],
  ])("refuses %j with a 400 naming %s, and writes nothing", async (change, field, message) => {
    const before = (await rowsOf(otherCreator.id)).length;
    const res = await t.request("/api/v1/creator-packages", { token: otherCreator.token, body: { ...valid, ...change } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("validation_error");
    expect(body.error.fields?.[field]).toBe(message);
    expect((await rowsOf(otherCreator.id)).length).toBe(before);
  });

  it("takes the bounds themselves ($10 and $10,000, 1 and 10 videos, 5 and 180 s, 1 and 30 days, 0 and 5 revisions)", async () => {
    const low = await create(otherCreator, {
      ...valid,
      priceCents: 1_000,
      videos: 1,
      videoLengthSeconds: 5,
      turnaroundDays: 1,
      revisionRounds: 0,
    });
    const high = await create(otherCreator, {
      ...valid,
      priceCents: 1_000_000,
      videos: 10,
      videoLengthSeconds: 180,
      turnaroundDays: 30,
      revisionRounds: 5,
    });
    expect([low.priceCents, high.priceCents]).toEqual([1_000, 1_000_000]);
    for (const p of [low, high])
      expect((await t.request(`/api/v1/creator-packages/${p.id}`, { method: "DELETE", token: otherCreator.token })).status).toBe(200);
  });
});

describe("who may call", () => {
  it("refuses anonymous callers (401) and brands (403) on every route", async () => {
    const [own] = await list(creator);
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/v1/creator-packages"],
      ["POST", "/api/v1/creator-packages", valid],
      ["POST", "/api/v1/creator-packages/reorder", { ids: [own!.id] }],
      ["GET", `/api/v1/creator-packages/${own!.id}`],
      ["PATCH", `/api/v1/creator-packages/${own!.id}`, { title: "Stolen" }],
      ["DELETE", `/api/v1/creator-packages/${own!.id}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await t.request(path, { method, body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await t.request(path, { method, body, token: brand.token })).status, `${method} ${path} brand`).toBe(403);
    }
    expect((await list(creator)).find((p) => p.id === own!.id)?.title).toBe(own!.title);
  });

  it("answers 404 to another creator on every id-bearing route, and changes nothing", async () => {
    const [own] = await list(creator);
    for (const [method, body] of [["GET"], ["PATCH", { title: "Stolen" }], ["DELETE"]] as [string, unknown?][]) {
      const res = await t.request(`/api/v1/creator-packages/${own!.id}`, { method, body, token: otherCreator.token });
      expect(res.status, method).toBe(404);
      expect(((await res.json()) as ErrorBody).error.message).toBe("Package not found");
    }
    const reorder = await t.request("/api/v1/creator-packages/reorder", { token: otherCreator.token, body: { ids: [own!.id] } });
    expect(reorder.status).toBe(400);
    expect((await list(creator)).find((p) => p.id === own!.id)).toMatchObject({ title: own!.title, status: "active" });
    expect((await list(otherCreator)).some((p) => p.id === own!.id)).toBe(false);
  });

  it("answers 400 for an id that is not a package id", async () => {
    const res = await t.request("/api/v1/creator-packages/not-an-id", { method: "PATCH", token: creator.token, body: { title: "x" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("id");
  });
});

describe("editing, pausing and reordering", () => {
  it("edits some fields and keeps the others", async () => {
    const p = await create(creator, { ...valid, title: "To edit" });
    const res = await t.request(`/api/v1/creator-packages/${p.id}`, {
      method: "PATCH",
      token: creator.token,
      body: { priceCents: 30_000, rawFootage: true },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: OwnPackage };
    expect(data).toMatchObject({ title: "To edit", priceCents: 30_000, rawFootage: true, videos: 2 });
    const bad = await t.request(`/api/v1/creator-packages/${p.id}`, { method: "PATCH", token: creator.token, body: { videos: 12 } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields?.videos).toBe("The number of videos must be at most 10");
    const empty = await t.request(`/api/v1/creator-packages/${p.id}`, { method: "PATCH", token: creator.token, body: {} });
    expect(empty.status).toBe(400);
    expect((await rowsOf(creator.id)).find((r) => r.id === p.id)?.videos).toBe(2);
  });

  it("a paused package leaves the public page and the price filter; activating brings it back", async () => {
    const solo = await createUser(t, { types: ["creator"] });
    const soloSlug = `${slug}-solo`;
    await t.ctx.db
      .insert(creatorProfile)
      .values({ userId: solo.id, firstName: "Solo", lastName: "Seller", customUrl: soloSlug, ...completeProfileParts() });
    const p = await create(solo, { ...valid, priceCents: 77_700 });
    const inFilter = async () => {
      const res = await t.request(`/api/v1/creators?minPrice=777&maxPrice=777&q=Solo`);
      const body = (await res.json()) as { data: { customUrl: string; fromPriceCents: number | null }[] };
      return body.data.some((c) => c.customUrl === soloSlug);
    };
    const onPage = async () => {
      const res = await t.request(`/api/v1/creators/${soloSlug}`);
      return ((await res.json()) as { data: { packages: { id: string }[] } }).data.packages.map((x) => x.id);
    };
    expect(await onPage()).toEqual([p.id]);
    expect(await inFilter()).toBe(true);

    const paused = await t.request(`/api/v1/creator-packages/${p.id}`, { method: "PATCH", token: solo.token, body: { isActive: false } });
    expect(((await paused.json()) as { data: OwnPackage }).data.status).toBe("paused");
    expect(await onPage()).toEqual([]);
    expect(await inFilter()).toBe(false);

    await t.request(`/api/v1/creator-packages/${p.id}`, { method: "PATCH", token: solo.token, body: { isActive: true } });
    expect(await onPage()).toEqual([p.id]);
    expect(await inFilter()).toBe(true);
  });

  it("reorders the packages, and the public page follows the creator's order", async () => {
    const before = (await list(creator)).filter((p) => p.status !== "archived");
    const ids = before.map((p) => p.id).reverse();
    const res = await t.request("/api/v1/creator-packages/reorder", { token: creator.token, body: { ids } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: OwnPackage[] }).data.map((p) => p.id)).toEqual(ids);
    const page = (await (await t.request(`/api/v1/creators/${slug}`)).json()) as { data: { packages: { id: string }[] } };
    expect(page.data.packages.map((p) => p.id)).toEqual(ids.filter((id) => before.find((p) => p.id === id)?.isActive));
  });

  it("refuses a reorder that leaves a package out or names one twice", async () => {
    const ids = (await list(creator)).map((p) => p.id);
    for (const body of [{ ids: ids.slice(1) }, { ids: [ids[0], ...ids] }, { ids: [] }, {}]) {
      const res = await t.request("/api/v1/creator-packages/reorder", { token: creator.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("ids");
    }
    expect((await list(creator)).map((p) => p.id)).toEqual(ids);
  });
});

describe("deleting", () => {
  it("deletes a package that was never ordered", async () => {
    const p = await create(creator, { ...valid, title: "Short-lived" });
    const res = await t.request(`/api/v1/creator-packages/${p.id}`, { method: "DELETE", token: creator.token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ id: p.id, outcome: "deleted" });
    expect((await rowsOf(creator.id)).some((r) => r.id === p.id)).toBe(false);
    expect((await t.request(`/api/v1/creator-packages/${p.id}`, { method: "DELETE", token: creator.token })).status).toBe(404);
  });

  it("an archived package is read-only and never on sale", async () => {
    const p = await create(creator, { ...valid, title: "Archived by hand" });
    await t.ctx.db.update(creatorPackage).set({ archivedAt: new Date(), isActive: false }).where(eq(creatorPackage.id, p.id));
    const edit = await t.request(`/api/v1/creator-packages/${p.id}`, { method: "PATCH", token: creator.token, body: { isActive: true } });
    expect(edit.status).toBe(409);
    const again = await t.request(`/api/v1/creator-packages/${p.id}`, { method: "DELETE", token: creator.token });
    expect(((await again.json()) as { data: unknown }).data).toEqual({ id: p.id, outcome: "archived" });
    const all = await list(creator);
    expect(all.at(-1)).toMatchObject({ id: p.id, status: "archived" });
    // The database refuses an archived package on sale, whoever writes it.
    await expect(t.ctx.db.update(creatorPackage).set({ isActive: true }).where(eq(creatorPackage.id, p.id))).rejects.toThrow();
  });
});
