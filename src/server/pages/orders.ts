import "server-only";
import type { OrderDetails } from "@/contracts/orders";
import { getServerCaller } from "@/server/auth/server-session";
import { getOrderDetails } from "@/server/domain/orders/get-order-details";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import type { StorageKey } from "@/server/integrations/storage";
import { getAppContext } from "@/server/runtime";

/*
 * Server reads of the order detail screens. Each resolves the caller of the request and asks the
 * same use-case as the API route, so a page shows exactly what /auth/order-details/{side}/{id}
 * answers. (The order lists and dashboards load theirs from the API in the browser: decision 094.)
 * An order that is not the caller's is `null` (the page answers 404), never another account's data.
 */

export type OrderSide = "buyer" | "creator";

async function partyOf(side: "buyer"): Promise<Extract<OrderParty, { side: "buyer" }> | null>;
async function partyOf(side: "creator"): Promise<Extract<OrderParty, { side: "creator" }> | null>;
async function partyOf(side: OrderSide): Promise<OrderParty | null>;
async function partyOf(side: OrderSide): Promise<OrderParty | null> {
  const caller = await getServerCaller();
  if (!caller) return null;
  return side === "buyer" ? { side, buyerAccountId: caller.buyer.id } : { side, userId: caller.userId };
}

export async function loadOrderDetails(side: OrderSide, id: string): Promise<OrderDetails | null> {
  const party = await partyOf(side);
  if (!party) return null;
  const ctx = await getAppContext();
  try {
    return await getOrderDetails(ctx.db, {
      orderId: id,
      party,
      presign: (key) => ctx.storage.presignGet(key as StorageKey, { expiresInSeconds: 3600 }),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

/** The server's "now" for the countdowns, so server HTML and the first client render agree. */
export function renderedAt(): string {
  return new Date().toISOString();
}
