import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketOrder, orderVideo } from "@/server/db/schema";
import { transition } from "@/server/domain/events/transition";
import type { Actor } from "@/server/domain/events/types";
import { orderMachine, orderVideoMachine, type OrderStatus, type OrderVideoStatus } from "@/server/domain/orders/order-transitions";
import type { AppError } from "@/server/errors";
import { orderWorld, type OrderWorld } from "../support/order-fixtures";
import { tryEveryTransition } from "../support/try-every-transition";
import { productSources } from "../support/product-sources";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * The whole transition table of orders and order videos. Every (from, to,
 * actor) is tried; the allowed ones write the status and one event, every other one is refused
 * with `invalid_state` and writes nothing. LEGAL is this test's own model of docs/product/orders.md.
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

describe("order transition tables", () => {
  it("orders: every legal move by its actor works, every other one is refused writing nothing", async () => {
    const { allowed, refused } = await tryEveryTransition(t.ctx.db, {
      machine: orderMachine,
      statuses: ORDER_STATUSES,
      actors: ACTORS,
      legal: LEGAL_ORDER,
      rowIn: orderIn,
      table: marketOrder,
      patch: {},
    });
    expect(allowed).toBe(LEGAL_ORDER.size);
    expect(refused).toBe(ORDER_STATUSES.length ** 2 * ACTORS.length - LEGAL_ORDER.size);
  });

  it("order videos: every legal move by its actor works, every other one is refused writing nothing", async () => {
    const { allowed, refused } = await tryEveryTransition(t.ctx.db, {
      machine: orderVideoMachine,
      statuses: VIDEO_STATUSES,
      actors: ACTORS,
      legal: LEGAL_VIDEO,
      rowIn: videoIn,
      table: orderVideo,
      patch: {},
    });
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
    const files = productSources();
    // `status` as a key being written (a `.status` read in a where clause is not a write).
    const writers = files.filter((file) =>
      /\.(update|insert)\((marketOrder|orderVideo)\)[^;]*?(?<!\.)\bstatus\s*[:,}]/s.test(readFileSync(file, "utf8")),
    );
    expect(writers.map((f) => path.relative(process.cwd(), f)).sort()).toEqual(["src/server/domain/orders/order-transitions.ts"]);
  });
});
