import { and, eq } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import type { Db } from "@/server/db/database";
import { savedProduct, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { importStoreProducts } from "@/server/domain/store/import-store-products";
import { startStoreInstall } from "@/server/domain/store/start-store-install";
import { availableStoreProviders, SANDBOX_PRODUCTS } from "@/server/integrations/store";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/** The sandbox products the demo brand has imported (by handle); the serum is the one its launch campaign ships. */
export const DEMO_IMPORTED_HANDLES = ["glow-serum", "trail-bottle", "calm-candle"] as const;

/**
 * The demo brand's connected sandbox store (docs/product/store-connection.md), with three products
 * imported into its saved products through the same use-cases as the integrations page. Runs
 * before the campaigns, whose serum launch is briefed from the imported serum. Skipped where the
 * sandbox store is not offered (a deployment outside local mode).
 */
export async function seedStore(ctx: AppContext): Promise<void> {
  if (!availableStoreProviders(ctx.settings).includes("sandbox")) return;
  const [brand] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email)).limit(1);
  if (!brand) return;
  const buyer = await resolveBuyerAccount(ctx.db, { userId: brand.id, activeOrganizationId: null });
  const actor = { userId: brand.id, buyer: { id: buyer.id, role: "owner" as const } };
  await startStoreInstall(ctx, actor, { provider: "sandbox" });
  const ids = DEMO_IMPORTED_HANDLES.map((handle) => SANDBOX_PRODUCTS.find((p) => p.handle === handle)!.externalId);
  await importStoreProducts(ctx, actor, { externalIds: ids });
}

/** The saved product the demo brand imported from the sandbox store with this handle, or undefined (no sandbox here). */
export async function importedDemoProductId(
  db: Db,
  buyerAccountId: string,
  handle: (typeof DEMO_IMPORTED_HANDLES)[number],
): Promise<string | undefined> {
  const externalId = SANDBOX_PRODUCTS.find((p) => p.handle === handle)?.externalId;
  if (!externalId) return undefined;
  const [row] = await db
    .select({ id: savedProduct.id })
    .from(savedProduct)
    .where(
      and(eq(savedProduct.buyerAccountId, buyerAccountId), eq(savedProduct.source, "sandbox"), eq(savedProduct.externalId, externalId)),
    )
    .limit(1);
  return row?.id;
}
