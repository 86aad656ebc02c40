import { and, desc, eq } from "drizzle-orm";
import type { CreateProductRequest, SavedProduct } from "@/contracts/orders";
import type { Db } from "@/server/db/database";
import { brandProfile, savedProduct } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { assertOwnProductImage } from "@/server/domain/media/upload-product-image";

const view = (r: typeof savedProduct.$inferSelect): SavedProduct => ({
  id: r.id,
  brandProfileId: r.brandProfileId,
  name: r.name,
  url: r.url,
  retailValueCents: r.retailValueCents,
  imageUrl: r.imageUrl,
  createdAt: r.createdAt.toISOString(),
});

/** GET /auth/products: the buyer account's saved products, newest first. */
export async function listSavedProducts(db: Db, buyerAccountId: string): Promise<SavedProduct[]> {
  const rows = await db
    .select()
    .from(savedProduct)
    .where(eq(savedProduct.buyerAccountId, buyerAccountId))
    .orderBy(desc(savedProduct.createdAt))
    .limit(200);
  return rows.map(view);
}

/** POST /auth/products: saves a product; a brand profile and a picture, when given, must be the account's own. */
export async function createSavedProduct(db: Db, buyerAccountId: string, input: CreateProductRequest): Promise<SavedProduct> {
  assertOwnProductImage(buyerAccountId, input.imageUrl);
  if (input.brandProfileId) {
    const [own] = await db
      .select({ id: brandProfile.id })
      .from(brandProfile)
      .where(and(eq(brandProfile.id, input.brandProfileId), eq(brandProfile.buyerAccountId, buyerAccountId)))
      .limit(1);
    if (!own) throw new AppError("not_found", "Brand profile not found", { brandProfileId: "Choose one of your brand profiles" });
  }
  const [row] = await db
    .insert(savedProduct)
    .values({
      buyerAccountId,
      brandProfileId: input.brandProfileId ?? null,
      name: input.name,
      url: input.url ?? null,
      retailValueCents: input.retailValueCents ?? null,
      imageUrl: input.imageUrl ?? null,
    })
    .returning();
  return view(row!);
}
