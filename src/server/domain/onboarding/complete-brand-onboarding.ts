import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import type { BrandOnboarding } from "@/contracts/onboarding";
import type { Db, Tx } from "@/server/db/database";
import { isUniqueViolation } from "@/server/db/pg-errors";
import { brandProfile, member, organization, session, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { organizationSlug } from "../organizations/organization-slug";
import { resolveBuyerAccount } from "../accounts/resolve-buyer-account";

/**
 * Finishes the brand onboarding in one transaction: for a team, the organization
 * with the caller as its owner (made active on this session); the buyer account (personal, or the
 * organization's); its first brand profile unless it already has one; and the user's "brand"
 * type and `did_onboard`. Either all of it is written or none of it (decision 015).
 */
export async function completeBrandOnboarding(
  db: Db,
  input: { userId: string; sessionId: string; brand: BrandOnboarding },
): Promise<{ buyerAccountId: string; brandProfileId: string | null; organizationId: string | null }> {
  try {
    return await db.transaction(async (tx) => {
      const organizationId =
        input.brand.account === "organization" ? await createOwnedOrganization(tx, input.userId, input.brand.organization_name!) : null;
      await tx.update(session).set({ activeOrganizationId: organizationId }).where(eq(session.id, input.sessionId));
      const account = await resolveBuyerAccount(tx, { userId: input.userId, activeOrganizationId: organizationId });
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
      return { buyerAccountId: account.id, brandProfileId, organizationId };
    });
  } catch (error) {
    // The slug's random suffix collided with another team's: nothing was written.
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", "organization_name: Please try again", { organization_name: "Please try again" });
    }
    throw error;
  }
}

/**
 * The rows Better Auth's organization plugin writes for "create organization" (the organization,
 * and the creator as `owner`, its creatorRole), written here so they commit with the rest of the
 * onboarding. Better Auth's afterCreateOrganization hook only resolves the buyer account, which the
 * caller does in the same transaction.
 */
async function createOwnedOrganization(tx: Tx, userId: string, name: string): Promise<string> {
  const id = randomUUID();
  await tx.insert(organization).values({ id, name, slug: organizationSlug(name) });
  await tx.insert(member).values({ id: randomUUID(), organizationId: id, userId, role: "owner" });
  return id;
}
