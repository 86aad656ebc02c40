import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEvent, marketOrder, orderVideo } from "@/server/db/schema";
import { transition } from "@/server/domain/events/transition";
import type { Actor } from "@/server/domain/events/types";
import { orderMachine, orderVideoMachine, type OrderStatus, type OrderVideoStatus } from "@/server/domain/orders/order-transitions";
import { AppError } from "@/server/errors";
import { orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * Issue 12, must show: the whole transition table of orders and order videos. Every (from, to,
 * actor) is tried; the allowed ones write the status and one event, every other one is refused
 * with `invalid_state` and writes nothing. LEGAL is this test's own model of PRODUCT.md §5.
 */

let t: TestApp;
let w: OrderWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t);
});
afterAll(() => t?.close());

const ACTORS: Actor[] = [
  { kind: "buyer", id: "b" },
  { kind: "creator", id: "c" },
  { kind: "admin", id: "a" },
  { kind: "provider", id: "sandbox" },
  { kind: "system" },
];

const ORDER_STATUSES: OrderStatus[] = [
  "funded",
  "awaiting_shipment",
  "in_production",
  "delivered",
  "revision_requested",
  "completed",
  "cancelled",
  "disputed",
  "refunded",
];
const VIDEO_STATUSES: OrderVideoStatus[] = ["pending", "uploaded", "revision_requested", "approved"];

const LEGAL_ORDER = new Set([
  "funded>awaiting_shipment:system",
  "funded>in_production:system",
  "funded>in_production:creator",
  "awaiting_shipment>in_production:creator",
  "funded>cancelled:buyer",
  "funded>cancelled:admin",
  "awaiting_shipment>cancelled:buyer",
  "awaiting_shipment>cancelled:admin",
  "in_production>cancelled:buyer", // only 3 days past the deadline: checked by cancelOrder (tested in orders-engine)
  "in_production>cancelled:admin",
  "in_production>in_production:system", // marked late
  "in_production>delivered:creator",
  "revision_requested>delivered:creator",
  "delivered>revision_requested:buyer",
  "delivered>completed:buyer",
  "delivered>completed:system",
  "delivered>disputed:buyer",
  "delivered>disputed:creator",
  "revision_requested>disputed:buyer",
  "revision_requested>disputed:creator",
  "disputed>completed:admin",
  "disputed>refunded:admin",
]);

const LEGAL_VIDEO = new Set([
  "pending>uploaded:creator",
  "revision_requested>uploaded:creator",
  "uploaded>approved:buyer",
  "uploaded>approved:system",
  "uploaded>revision_requested:buyer",
]);

async function orderIn(status: OrderStatus): Promise<string> {
  const [row] = await t.ctx.db
    .insert(marketOrder)
    .values({
      status,
      buyerAccountId: w.buyerAccountId,
      brandProfileId: w.brandProfileId,
      creatorUserId: w.creator.id,
      packageSnapshot: {},
      priceCents: 1000,
      platformFeeBps: 1500,
      turnaroundDays: 7,
      brief: {},
      shipsProduct: false,
      idempotencyKey: randomUUID(),
    })
    .returning({ id: marketOrder.id });
  return row!.id;
}

async function videoIn(status: OrderVideoStatus): Promise<string> {
  const orderId = await orderIn("delivered");
  const [row] = await t.ctx.db
    .insert(orderVideo)
    .values({ orderId, position: 1, status, priceCents: 1000, revisionRoundsLeft: 1 })
    .returning({ id: orderVideo.id });
  return row!.id;
}

async function snapshot(table: typeof marketOrder | typeof orderVideo, id: string) {
  const [row] = await t.ctx.db.select().from(table).where(eq(table.id, id));
  const [events] = await t.ctx.db.select({ n: count() }).from(domainEvent).where(eq(domainEvent.entityId, id));
  return { row, events: events!.n };
}

async function tryEverything<S extends string, P>(
  machine: Parameters<typeof transition<S, P>>[1],
  statuses: readonly S[],
  legal: Set<string>,
  rowIn: (status: S) => Promise<string>,
  table: typeof marketOrder | typeof orderVideo,
  patch: P,
) {
  let allowed = 0;
  let refused = 0;
  for (const from of statuses) {
    for (const to of statuses) {
      for (const actor of ACTORS) {
        const id = await rowIn(from);
        const before = await snapshot(table, id);
        const attempt = t.ctx.db.transaction((tx) => transition(tx, machine, { id, to, actor, patch }));
        const key = `${from}>${to}:${actor.kind}`;
        if (legal.has(key)) {
          await attempt;
          const after = await snapshot(table, id);
          expect(after.row!.status, key).toBe(to);
          expect(after.events, key).toBe(before.events + 1);
          allowed += 1;
        } else {
          const error = await attempt.then(
            () => null,
            (e: unknown) => e,
          );
          expect(error, `${key} must be refused`).toBeInstanceOf(AppError);
          expect((error as AppError).code).toBe("invalid_state");
          expect(await snapshot(table, id), `${key} wrote something`).toEqual(before);
          refused += 1;
        }
      }
    }
  }
  return { allowed, refused };
}

describe("order transition tables", () => {
  it("orders: every legal move by its actor works, every other one is refused writing nothing", async () => {
    const { allowed, refused } = await tryEverything(orderMachine, ORDER_STATUSES, LEGAL_ORDER, orderIn, marketOrder, {});
    expect(allowed).toBe(LEGAL_ORDER.size);
    expect(refused).toBe(ORDER_STATUSES.length ** 2 * ACTORS.length - LEGAL_ORDER.size);
  });

  it("order videos: every legal move by its actor works, every other one is refused writing nothing", async () => {
    const { allowed, refused } = await tryEverything(orderVideoMachine, VIDEO_STATUSES, LEGAL_VIDEO, videoIn, orderVideo, {});
    expect(allowed).toBe(LEGAL_VIDEO.size);
    expect(refused).toBe(VIDEO_STATUSES.length ** 2 * ACTORS.length - LEGAL_VIDEO.size);
  });

  it("a missing order is not_found", async () => {
    const error = await t.ctx.db
      .transaction((tx) =>
        transition(tx, orderMachine, { id: randomUUID(), to: "cancelled", actor: { kind: "buyer", id: "b" }, patch: {} }),
      )
      .catch((e: unknown) => e);
    expect((error as AppError).code).toBe("not_found");
  });

  it("no code but the transition tables sets the status of an order or an order video", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
      }
    };
    walk(path.resolve("src"));
    // `status` as a key being written (a `.status` read in a where clause is not a write).
    const writers = files.filter((file) =>
      /\.(update|insert)\((marketOrder|orderVideo)\)[^;]*?(?<!\.)\bstatus\s*[:,}]/s.test(readFileSync(file, "utf8")),
    );
    expect(writers.map((f) => path.relative(process.cwd(), f)).sort()).toEqual(["src/server/domain/orders/order-transitions.ts"]);
  });
});
