import { count, eq, sql } from "drizzle-orm";
import type { BrandOnboarding } from "@/contracts/onboarding";
import type { Db } from "@/server/db/database";
import { brandProfile, session, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "../accounts/resolve-buyer-account";

/**
 * Finishes the brand onboarding (issue 4 §3): the buyer account is the personal one or the
 * organization just created (made active on this session), its first brand profile is created
 * unless it already has one, and the user gains the "brand" type and `did_onboard`.
 * Organization creation itself goes through Better Auth (membership, owner role); the caller passes its id.
 */
export async function completeBrandOnboarding(
  db: Db,
  input: { userId: string; sessionId: string; organizationId: string | null; brand: BrandOnboarding },
): Promise<{ buyerAccountId: string; brandProfileId: string | null }> {
  return db.transaction(async (tx) => {
    await tx.update(session).set({ activeOrganizationId: input.organizationId }).where(eq(session.id, input.sessionId));
    const account = await resolveBuyerAccount(tx, { userId: input.userId, activeOrganizationId: input.organizationId });
    const [existing] = await tx.select({ n: count() }).from(brandProfile).where(eq(brandProfile.buyerAccountId, account.id));
    let brandProfileId: string | null = null;
    if ((existing?.n ?? 0) === 0) {
      const [created] = await tx
        .insert(brandProfile)
        .values({
          buyerAccountId: account.id,
          name: input.brand.brand_name,
          website: input.brand.website ?? null,
          industry: input.brand.industry ?? null,
        })
        .returning({ id: brandProfile.id });
      brandProfileId = created?.id ?? null;
    }
    await tx
      .update(user)
      .set({
        types: sql`CASE WHEN 'brand' = ANY(${user.types}) THEN ${user.types} ELSE array_append(${user.types}, 'brand') END`,
        didOnboard: true,
        updatedAt: new Date(),
      })
      .where(eq(user.id, input.userId));
    return { buyerAccountId: account.id, brandProfileId };
  });
}
