import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "@/server/api/app";
import { createAppContext } from "@/server/context";
import { auditLog, campaign, creatorPackage, creatorProfile, ledgerAccount, session, user } from "@/server/db/schema";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { databaseUrlFor } from "../support/template-database";
import { isPostgresRun } from "../support/test-database";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { TEST_ORIGIN, testSettings } from "../support/test-settings";
import { eventually } from "../support/eventually";

/*
 * The admin's users (decision 058): search by every key with keyset paging, the user page, ban
 * and unban with their effects (sessions revoked for every process, profile hidden, campaigns and
 * packages paused and restored, money untouched), feature flags, audit rows and bad input.
 */

interface UserRowBody {
  id: string;
  name: string;
  email: string;
  banned: boolean;
  customUrl: string | null;
}
interface SearchBody {
  data: { users: UserRowBody[]; nextCursor: string | null };
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let t: TestApp;
let admin: TestUser;
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin", name: "Ada Admin" });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((resolve) => c.once("exit", resolve)) : Promise.resolve())));
  await t.close();
});

const asAdmin = (route: string, init: { method?: string; body?: unknown } = {}) => t.request(route, { ...init, token: admin.token });

async function search(query: string): Promise<SearchBody["data"]> {
  const res = await asAdmin(`/api/v2/users?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as SearchBody).data;
}

async function auditRows(action: string, targetId: string) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.createdAt));
}

/** Every ledger balance by account: the ban must leave each one as it was. */
async function balances() {
  const rows = await t.ctx.db.select({ id: ledgerAccount.id, balance: ledgerAccount.balance }).from(ledgerAccount);
  return Object.fromEntries(rows.map((r) => [r.id, r.balance]));
}

describe("user search", () => {
  const tag = `zq${randomUUID().slice(0, 6)}`;
  let people: TestUser[];
  beforeAll(async () => {
    // Seven people of one search tag, created 1 minute apart; the last two share one instant so the id breaks the tie.
    people = [];
    for (let i = 0; i < 7; i++)
      people.push(await createUser(t, { name: `${tag} Person${i}`, types: i % 2 === 0 ? ["brand"] : ["creator"] }));
    const base = Date.parse("2026-01-01T00:00:00.000Z");
    for (let i = 0; i < 7; i++) {
      await t.ctx.db
        .update(user)
        .set({ createdAt: new Date(base + Math.min(i, 5) * 60_000) })
        .where(eq(user.id, people[i]!.id));
    }
    await t.ctx.db.insert(creatorProfile).values({ userId: people[1]!.id, customUrl: `${tag}-studio` });
  });

  it("pages newest first with a cursor, every person once, ties broken by id", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const data: SearchBody["data"] = await search(`q=${tag}&limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...data.users.map((u) => u.id));
      cursor = data.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    const tied = [people[5]!.id, people[6]!.id].sort().reverse();
    expect(seen).toEqual([...tied, people[4]!.id, people[3]!.id, people[2]!.id, people[1]!.id, people[0]!.id]);
  });

  it("finds a person by e-mail prefix, exact id, surname and custom URL", async () => {
    const target = people[3]!;
    expect((await search(`q=${encodeURIComponent(target.email.slice(0, 12).toUpperCase())}`)).users.map((u) => u.id)).toContain(target.id);
    expect((await search(`q=${target.id}`)).users.map((u) => u.id)).toEqual([target.id]);
    expect((await search(`q=person3`)).users.filter((u) => u.name.startsWith(tag)).map((u) => u.id)).toEqual([target.id]);
    expect((await search(`q=${tag}-stu`)).users.map((u) => u.id)).toEqual([people[1]!.id]);
    expect((await search(`q=${encodeURIComponent(`/c/${tag}-studio`)}`)).users.map((u) => u.customUrl)).toEqual([`${tag}-studio`]);
  });

  it("finds a surname after any run of spaces, and only the word after the first", async () => {
    // The surname arm is guarded by a cheaper LIKE on the whole name (decision 089): it must keep the
    // regexp's answer, a run of spaces included, and still leave a third word unmatched.
    const own = `zs${randomUUID().slice(0, 6)}`;
    const spaced = await createUser(t, { name: `Lina   ${own}okafor` });
    const third = await createUser(t, { name: `Anna Lee ${own}third` });
    expect((await search(`q=${own}okafor`)).users.map((u) => u.id)).toEqual([spaced.id]);
    expect((await search(`q=${own}third`)).users).toEqual([]);
    expect((await search(`q=${encodeURIComponent(`lee ${own}th`)}`)).users.map((u) => u.id)).toEqual([third.id]);
  });

  it("finds a custom URL as it is now: changed, moved in time, removed", async () => {
    // The URL list reads creator_url_key (decision 089), kept by triggers from creator_profile and "user".
    const own = `zu${randomUUID().slice(0, 6)}`;
    const ids = async (query: string) => (await search(query)).users.map((u) => u.id);
    const [a, b, c] = [
      await createUser(t, { name: "Omar A" }),
      await createUser(t, { name: "Omar B" }),
      await createUser(t, { name: "Omar C" }),
    ];
    for (const [person, letter, at] of [
      [a, "a", "2025-01-01"],
      [b, "b", "2025-03-01"],
      [c, "c", "2025-06-01"],
    ] as const) {
      await t.ctx.db
        .update(user)
        .set({ createdAt: new Date(`${at}T00:00:00.000Z`) })
        .where(eq(user.id, person.id));
      await t.ctx.db.insert(creatorProfile).values({ userId: person.id, customUrl: `${own}-${letter}` });
    }
    expect(await ids(`q=${own}`)).toEqual([c.id, b.id, a.id]);

    await t.ctx.db
      .update(creatorProfile)
      .set({ customUrl: `${own}-renamed` })
      .where(eq(creatorProfile.userId, a.id));
    expect(await ids(`q=${own}-a`)).toEqual([]);
    expect(await ids(`q=${own}-ren`)).toEqual([a.id]);

    // A moves past the others: a page of one, whose list reads limit + 1 keys, starts with A.
    await t.ctx.db
      .update(user)
      .set({ createdAt: new Date("2025-09-01T00:00:00.000Z") })
      .where(eq(user.id, a.id));
    const first = await search(`q=${own}&limit=1`);
    expect(first.users.map((u) => u.id)).toEqual([a.id]);
    expect(await ids(`q=${own}&limit=1&cursor=${first.nextCursor}`)).toEqual([c.id]);

    await t.ctx.db.update(creatorProfile).set({ customUrl: null }).where(eq(creatorProfile.userId, c.id));
    await t.ctx.db.delete(creatorProfile).where(eq(creatorProfile.userId, a.id));
    expect(await ids(`q=${own}`)).toEqual([b.id]);
  });

  it("treats % and _ as characters, not wildcards", async () => {
    expect((await search(`q=${encodeURIComponent(`${tag}%`)}`)).users).toEqual([]);
    expect((await search(`q=${encodeURIComponent("z_")}`)).users).toEqual([]);
  });

  it("filters brands, creators, admins, banned and unverified people", async () => {
    const ids = async (filter: string) => (await search(`q=${tag}&filter=${filter}`)).users.map((u) => u.id);
    expect(await ids("brand")).toHaveLength(4);
    expect(await ids("creator")).toHaveLength(3);
    expect(await ids("admin")).toEqual([]);
    await t.ctx.db.update(user).set({ emailVerified: false }).where(eq(user.id, people[2]!.id));
    expect(await ids("unverified")).toEqual([people[2]!.id]);
    expect(await ids("banned")).toEqual([]);
    expect((await search(`filter=admin&limit=100`)).users.map((u) => u.id)).toContain(admin.id);
  });

  it("answers bad input with 400 naming the field", async () => {
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["filter=robots", "filter"],
      ["cursor=not-a-cursor", "cursor"],
    ] as const) {
      const res = await asAdmin(`/api/v2/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(((await res.json()) as ErrorBody).error.fields ?? {}), query).toContain(field);
    }
  });
});

describe("the user page", () => {
  it("shows the profile, balances and paged lists", async () => {
    const w = await orderWorld(t, { walletCents: 50_000 });
    await buyOrder(t, w);
    const res = await asAdmin(`/api/v2/users/${w.brand.id}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { email: string; balances: Record<string, number>; counts: Record<string, number>; personalBuyerAccountId: string };
    };
    expect(data.email).toBe(w.brand.email);
    expect(data.personalBuyerAccountId).toBe(w.buyerAccountId);
    // 500.00 topped up, a 200.00 order funded from it and held in escrow.
    expect(data.balances).toEqual({ walletCents: 30_000, escrowCents: 20_000, earningsOwedCents: 0, paidOutCents: 0 });
    expect(data.counts.orders).toBe(1);

    const creatorPage = (await (await asAdmin(`/api/v2/users/${w.creator.id}`)).json()) as { data: { balances: Record<string, number> } };
    expect(creatorPage.data.balances.escrowCents).toBe(20_000);

    const orders = (await (await asAdmin(`/api/v2/users/${w.brand.id}/records/orders`)).json()) as {
      data: { records: { title: string; amountCents: number; detail: string }[]; total: number };
    };
    expect(orders.data.total).toBe(1);
    expect(orders.data.records[0]).toMatchObject({ title: "Two TikTok videos", amountCents: 20_000, detail: "As buyer" });
    expect((await asAdmin(`/api/v2/users/${w.brand.id}/records/gossip`)).status).toBe(400);
    expect((await asAdmin(`/api/v2/users/${w.brand.id}/records/orders?page=0`)).status).toBe(400);
    expect((await asAdmin(`/api/v2/users/nobody-${randomUUID()}`)).status).toBe(404);
  });
});

describe("ban and unban", () => {
  let w: OrderWorld;
  let campaignId: string;
  let customUrl: string;

  beforeAll(async () => {
    w = await orderWorld(t, { walletCents: 50_000 });
    await buyOrder(t, w);
    const [c] = await t.ctx.db
      .insert(campaign)
      .values({ buyerAccountId: w.buyerAccountId, createdByUserId: w.brand.id, status: "active", title: "Summer serum" })
      .returning({ id: campaign.id });
    campaignId = c!.id;
    const [profile] = await t.ctx.db
      .select({ url: creatorProfile.customUrl })
      .from(creatorProfile)
      .where(eq(creatorProfile.userId, w.creator.id));
    customUrl = profile!.url!;
  });

  it("refuses bad input and admins with 4xx, changing nothing", async () => {
    const before = await t.ctx.db.select().from(user).where(eq(user.id, w.creator.id));
    const tooShort = await asAdmin(`/api/v2/users/${w.creator.id}/ban`, { body: { reason: "no" } });
    expect(tooShort.status).toBe(400);
    expect(((await tooShort.json()) as ErrorBody).error.fields).toHaveProperty("reason");
    expect((await asAdmin(`/api/v2/users/${w.creator.id}/ban`, { body: {} })).status).toBe(400);
    expect((await asAdmin(`/api/v2/users/${w.creator.id}/unban`, { body: { reason: "Not banned at all" } })).status).toBe(409);
    expect((await asAdmin(`/api/v2/users/nobody-${randomUUID()}/ban`, { body: { reason: "Spam account" } })).status).toBe(404);
    const otherAdmin = await createUser(t, { role: "admin" });
    const adminBan = await asAdmin(`/api/v2/users/${otherAdmin.id}/ban`, { body: { reason: "Testing admins" } });
    expect(adminBan.status).toBe(403);
    expect(((await adminBan.json()) as ErrorBody).error.message).toBe("Admins cannot be banned");
    expect(await t.ctx.db.select().from(user).where(eq(user.id, w.creator.id))).toEqual(before);
    expect(await auditRows("user.ban", w.creator.id)).toEqual([]);
  });

  it("banning a creator ends their sessions in every app, hides their profile, takes packages off sale and moves no money", async () => {
    const money = await balances();
    // Another app on the same database: its own Better Auth instance, as another process has.
    const other = createApiApp(
      createAppContext(
        testSettings({
          BETTER_AUTH_SECRET: t.ctx.settings.BETTER_AUTH_SECRET!,
          SANDBOX_WEBHOOK_SECRET: t.ctx.settings.SANDBOX_WEBHOOK_SECRET!,
        }),
        t.ctx.database,
      ),
    );
    const viaOther = () =>
      other.request("/api/v1/auth/creator-orders", { headers: { authorization: `Bearer ${w.creator.token}`, origin: TEST_ORIGIN } });
    expect((await viaOther()).status).toBe(200);
    expect((await t.request(`/api/v1/creators/${customUrl}`)).status).toBe(200);

    const res = await asAdmin(`/api/v2/users/${w.creator.id}/ban`, { body: { reason: "Sold stolen footage" } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { user: { banned: boolean; banReason: string }; packageIds: string[]; revokedSessions: number };
    };
    expect(data.user).toMatchObject({ banned: true, banReason: "Sold stolen footage" });
    expect(data.packageIds).toEqual([w.packageId]);
    expect(data.revokedSessions).toBe(1);

    expect((await viaOther()).status).toBe(401);
    expect((await t.request("/api/v1/auth/creator-orders", { token: w.creator.token })).status).toBe(401);
    expect(await t.ctx.db.select().from(session).where(eq(session.userId, w.creator.id))).toEqual([]);
    expect((await t.request(`/api/v1/creators/${customUrl}`)).status).toBe(404);
    const directory = (await (await t.request("/api/v1/creators?q=cory")).json()) as { data: { customUrl: string }[] };
    expect(directory.data.map((c) => c.customUrl)).not.toContain(customUrl);
    const [pkg] = await t.ctx.db
      .select({ isActive: creatorPackage.isActive })
      .from(creatorPackage)
      .where(eq(creatorPackage.id, w.packageId));
    expect(pkg!.isActive).toBe(false);
    expect(await balances()).toEqual(money);

    const [row] = await auditRows("user.ban", w.creator.id);
    expect(row).toMatchObject({
      actorUserId: admin.id,
      targetType: "user",
      reason: "Sold stolen footage",
      before: { banned: false, banReason: null },
      after: {
        banned: true,
        banReason: "Sold stolen footage",
        pausedCampaignIds: [],
        deactivatedPackageIds: [w.packageId],
        revokedSessions: 1,
      },
    });
    expect((await search("filter=banned&limit=100")).users.map((u) => u.id)).toContain(w.creator.id);

    const again = await asAdmin(`/api/v2/users/${w.creator.id}/ban`, { body: { reason: "Sold stolen footage" } });
    expect(again.status).toBe(409);
    const signIn = await t.request("/api/auth/sign-in/email", { body: { email: w.creator.email, password: "correct-horse-battery" } });
    expect(signIn.status).toBe(403);
  });

  it("banning a brand pauses its live campaign; unbanning resumes exactly it and puts packages back on sale", async () => {
    const [paused] = await t.ctx.db
      .insert(campaign)
      .values({ buyerAccountId: w.buyerAccountId, status: "paused", title: "Already paused by the brand" })
      .returning({ id: campaign.id });
    const money = await balances();
    const ban = await asAdmin(`/api/v2/users/${w.brand.id}/ban`, { body: { reason: "Chargeback fraud" } });
    expect(ban.status).toBe(200);
    expect(((await ban.json()) as { data: { campaignIds: string[] } }).data.campaignIds).toEqual([campaignId]);
    const statuses = async () =>
      Object.fromEntries(
        (
          await t.ctx.db
            .select({ id: campaign.id, status: campaign.status })
            .from(campaign)
            .where(inArray(campaign.id, [campaignId, paused!.id]))
        ).map((c) => [c.id, c.status]),
      );
    expect(await statuses()).toEqual({ [campaignId]: "paused", [paused!.id]: "paused" });

    const unban = await asAdmin(`/api/v2/users/${w.brand.id}/unban`, { body: { reason: "Chargeback was the bank's error" } });
    expect(unban.status).toBe(200);
    expect(((await unban.json()) as { data: { campaignIds: string[]; user: { banned: boolean } } }).data).toMatchObject({
      campaignIds: [campaignId],
      user: { banned: false },
    });
    expect(await statuses()).toEqual({ [campaignId]: "active", [paused!.id]: "paused" });
    expect(await balances()).toEqual(money);
    const [row] = await auditRows("user.unban", w.brand.id);
    expect(row).toMatchObject({
      actorUserId: admin.id,
      reason: "Chargeback was the bank's error",
      before: { banned: true, banReason: "Chargeback fraud" },
      after: { banned: false, resumedCampaignIds: [campaignId], reactivatedPackageIds: [] },
    });

    const creatorUnban = await asAdmin(`/api/v2/users/${w.creator.id}/unban`, { body: { reason: "Footage was licensed" } });
    expect(creatorUnban.status).toBe(200);
    const [pkg] = await t.ctx.db
      .select({ isActive: creatorPackage.isActive })
      .from(creatorPackage)
      .where(eq(creatorPackage.id, w.packageId));
    expect(pkg!.isActive).toBe(true);
    expect((await t.request(`/api/v1/creators/${customUrl}`)).status).toBe(200);
  });
});

describe("feature flags", () => {
  it("replaces the flags, audits the change and refuses bad names", async () => {
    const person = await createUser(t, { types: ["brand"] });
    const put = (flags: unknown) => asAdmin(`/api/v2/users/${person.id}/feature-flags`, { method: "PUT", body: { flags } });
    const res = await put(["new-inbox", "beta_reports"]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { featureFlags: string[] } }).data.featureFlags).toEqual(["beta_reports", "new-inbox"]);
    const [row] = await auditRows("user.flags", person.id);
    expect(row).toMatchObject({
      actorUserId: admin.id,
      before: { featureFlags: [] },
      after: { featureFlags: ["beta_reports", "new-inbox"] },
      metadata: { added: ["beta_reports", "new-inbox"], removed: [] },
    });
    // The flags travel with the session: the person's own next request carries them.
    const me = (await (await t.request("/api/auth/me", { token: person.token })).json()) as { feature_flags: string[] };
    expect(me.feature_flags).toEqual(["beta_reports", "new-inbox"]);

    for (const bad of [["Shouting"], ["has space"], ["x".repeat(41)], ["dup", "dup"], "new-inbox", [""]]) {
      const refused = await put(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await auditRows("user.flags", person.id)).toHaveLength(1);
    expect((await put(["new-inbox", "beta_reports"])).status).toBe(200);
    expect(await auditRows("user.flags", person.id)).toHaveLength(1);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe.skipIf(!isPostgresRun())("a ban seen by another process on the same PostgreSQL", () => {
  it("the banned user's next request to the other process is refused", async () => {
    const person = await createUser(t, { types: ["brand"] });
    const { rows } = await t.ctx.database.executeSql("SELECT current_database() AS name");
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("src/server/api/standalone.ts")], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrlFor(process.env.TEST_DATABASE_URL!, (rows[0] as { name: string }).name),
        BETTER_AUTH_URL: "http://localhost:3000",
        BETTER_AUTH_SECRET: t.ctx.settings.BETTER_AUTH_SECRET!,
        SANDBOX_WEBHOOK_SECRET: t.ctx.settings.SANDBOX_WEBHOOK_SECRET!,
        SEED_DEMO_DATA: "false",
        JOB_WORKERS: "off",
        API_PORT: String(port),
        // Only the NOTIFY can end its cached session within this test, not the cache's own expiry.
        SESSION_CACHE_TTL_MS: "600000",
      },
      stdio: "ignore",
      detached: true,
    });
    children.push(child);
    const call = () => fetch(`http://127.0.0.1:${port}/api/v1/auth/orders`, { headers: { authorization: `Bearer ${person.token}` } });
    const first = await eventually(call, () => true, { what: "the second API process to answer", within: 60_000, every: 200 });
    expect(first.status).toBe(200);

    expect((await asAdmin(`/api/v2/users/${person.id}/ban`, { body: { reason: "Ban seen everywhere" } })).status).toBe(200);
    // The other process hears of the ban by NOTIFY, which reaches its LISTEN connection a moment
    // after the commit: a request sent at once may race it on a loaded machine. It must be refused
    // within moments; the cache's own expiry is ten minutes here.
    const refused = await eventually(
      async () => (await call()).status,
      (status) => status === 401,
      { what: "the other process to refuse the banned user", within: 3_000, every: 25 },
    );
    expect(refused).toBe(401);
  }, 90_000);
});
