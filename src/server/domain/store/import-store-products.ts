import { and, eq, inArray, sql } from "drizzle-orm";
import type { SavedProduct } from "@/contracts/orders";
import type { ImportStoreProducts } from "@/contracts/store";
import { savedProduct, storeConnection } from "@/server/db/schema";
import { uploadProductImage } from "@/server/domain/media/upload-product-image";
import { AppError } from "@/server/errors";
import { imageFingerprint, storeAdapter, type StoreAdapter, type StoreProduct } from "@/server/integrations/store";
import { assertManagesStore, connectedStoreOrThrow, type StoreActor, type StoreDeps } from "./store-access";

const NAME_MAX = 200;

/**
 * POST /auth/store/import: the chosen products of the connected store become saved products (name,
 * store page, the first variant's price as the retail value, the first picture re-encoded and
 * stored as ours, as an uploaded product picture is). A product imported before is updated in
 * place (one row per account, provider and store id), so briefs that copied it keep working and
 * nothing is duplicated. Every id must be one of the store's: otherwise nothing is written.
 */
export async function importStoreProducts(
  deps: StoreDeps,
  actor: StoreActor,
  input: ImportStoreProducts,
): Promise<{ products: SavedProduct[]; created: number; updated: number; imagesMissing: number }> {
  assertManagesStore(actor);
  const { row, credentials } = await connectedStoreOrThrow(deps, actor.buyer.id);
  const adapter = storeAdapter(deps.settings, row.provider);
  const found = await adapter.getProducts(credentials, input.externalIds);
  const byId = new Map(found.map((p) => [p.externalId, p]));
  const missing = input.externalIds.findIndex((id) => !byId.has(id));
  if (missing >= 0) {
    const field = `externalIds.${missing}`;
    throw new AppError("validation_error", `${field}: Not a product of the connected store`, {
      [field]: "Not a product of the connected store",
    });
  }

  const existing = await deps.db
    .select()
    .from(savedProduct)
    .where(
      and(
        eq(savedProduct.buyerAccountId, actor.buyer.id),
        eq(savedProduct.source, row.provider),
        inArray(savedProduct.externalId, input.externalIds),
      ),
    );
  const existingOf = new Map(existing.map((r) => [r.externalId, r]));

  // Pictures are stored before the rows are written (storage is outside the transaction); a picture
  // the store cannot serve leaves the product without one rather than failing the whole import.
  let imagesMissing = 0;
  const values: (typeof savedProduct.$inferInsert)[] = [];
  for (const id of input.externalIds) {
    const product = byId.get(id)!;
    const before = existingOf.get(id);
    const image = await storedImage(deps, adapter, actor.buyer.id, product, before ?? null);
    if (product.images.length > 0 && image.imageUrl === null) imagesMissing += 1;
    values.push({
      buyerAccountId: actor.buyer.id,
      name: product.title.slice(0, NAME_MAX) || product.handle.slice(0, NAME_MAX),
      url: product.url,
      retailValueCents: product.variants[0]?.priceCents ?? null,
      imageUrl: image.imageUrl,
      sourceImageKey: image.key,
      source: row.provider,
      externalId: product.externalId,
    });
  }

  const rows = await deps.db.transaction(async (tx) => {
    const saved = await tx
      .insert(savedProduct)
      .values(values)
      .onConflictDoUpdate({
        target: [savedProduct.buyerAccountId, savedProduct.source, savedProduct.externalId],
        set: {
          name: sql`excluded.name`,
          url: sql`excluded.url`,
          retailValueCents: sql`excluded.retail_value_cents`,
          imageUrl: sql`excluded.image_url`,
          sourceImageKey: sql`excluded.source_image_key`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    await tx.update(storeConnection).set({ lastImportAt: new Date() }).where(eq(storeConnection.id, row.id));
    return saved;
  });

  const created = rows.filter((r) => !existingOf.has(r.externalId)).length;
  return {
    products: rows.map((r) => ({
      id: r.id,
      brandProfileId: r.brandProfileId,
      name: r.name,
      url: r.url,
      retailValueCents: r.retailValueCents,
      imageUrl: r.imageUrl,
      createdAt: r.createdAt.toISOString(),
    })),
    created,
    updated: rows.length - created,
    imagesMissing,
  };
}

async function storedImage(
  deps: StoreDeps,
  adapter: StoreAdapter,
  buyerAccountId: string,
  product: StoreProduct,
  before: { imageUrl: string | null; sourceImageKey: string | null } | null,
): Promise<{ imageUrl: string | null; key: string | null }> {
  const first = product.images[0];
  if (!first) return { imageUrl: null, key: null };
  const key = imageFingerprint(first.url);
  // The same store picture as last time: keep the copy already stored.
  if (before?.imageUrl && before.sourceImageKey === key) return { imageUrl: before.imageUrl, key };
  try {
    const bytes = await adapter.fetchImage(first.url);
    return { imageUrl: await uploadProductImage(deps, { buyerAccountId, bytes }), key };
  } catch (error) {
    deps.logger.warn("store product picture not imported", {
      product: product.externalId,
      error: error instanceof Error ? error.message : String(error),
    });
    return { imageUrl: before?.imageUrl ?? null, key: before?.sourceImageKey ?? null };
  }
}
