import { and, eq, inArray } from "drizzle-orm";
import type { StoreProductsQuery, StoreProductView } from "@/contracts/store";
import { savedProduct } from "@/server/db/schema";
import { storeAdapter } from "@/server/integrations/store";
import { assertManagesStore, connectedStoreOrThrow, type StoreActor, type StoreDeps } from "./store-access";

/** GET /auth/store/products: one page of the connected store's catalogue, each marked with the saved product it was imported as. */
export async function listStoreProducts(
  deps: Pick<StoreDeps, "db" | "settings">,
  actor: StoreActor,
  query: StoreProductsQuery,
): Promise<{ products: StoreProductView[]; nextCursor: string | null }> {
  assertManagesStore(actor);
  const { row, credentials } = await connectedStoreOrThrow(deps, actor.buyer.id);
  const page = await storeAdapter(deps.settings, row.provider).listProducts(credentials, {
    cursor: query.cursor ?? null,
    limit: query.limit ?? 20,
  });
  const ids = page.products.map((p) => p.externalId);
  const imported =
    ids.length === 0
      ? []
      : await deps.db
          .select({ id: savedProduct.id, externalId: savedProduct.externalId })
          .from(savedProduct)
          .where(
            and(
              eq(savedProduct.buyerAccountId, actor.buyer.id),
              eq(savedProduct.source, row.provider),
              inArray(savedProduct.externalId, ids),
            ),
          );
  const savedIdOf = new Map(imported.map((r) => [r.externalId, r.id]));
  return {
    products: page.products.map((p) => ({
      externalId: p.externalId,
      title: p.title,
      handle: p.handle,
      description: p.description,
      imageUrl: p.images[0]?.url ?? null,
      priceCents: p.variants[0]?.priceCents ?? null,
      variants: p.variants,
      url: p.url,
      savedProductId: savedIdOf.get(p.externalId) ?? null,
    })),
    nextCursor: page.nextCursor,
  };
}
