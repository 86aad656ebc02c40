import { eq } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { apiKey, member, organization, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { createApiKey } from "@/server/domain/api-keys/create-api-key";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/** The demo brand's team, which holds its API key (keys belong to organizations). */
export const DEMO_BRAND_TEAM = { name: "Maya Chen Studio", slug: "maya-chen-studio" } as const;

/**
 * The demo brand owns a team with one API key, made through the real use-case (so its audit row
 * is the real one) and used from a dashboard a few hours ago. Its secret is not kept anywhere:
 * like any key, it was shown once.
 */
export async function seedApiKeys(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [brand] = await db.select({ id: user.id, name: user.name }).from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email)).limit(1);
  if (!brand) return;
  const orgId = crypto.randomUUID();
  await db.insert(organization).values({ id: orgId, name: DEMO_BRAND_TEAM.name, slug: DEMO_BRAND_TEAM.slug });
  await db.insert(member).values({ id: crypto.randomUUID(), organizationId: orgId, userId: brand.id, role: "owner" });
  await resolveBuyerAccount(db, { userId: brand.id, activeOrganizationId: orgId });
  const key = await createApiKey(db, {
    organizationId: orgId,
    userId: brand.id,
    userName: brand.name,
    key: { name: "Reporting dashboard", scopes: ["orders:read", "campaigns:read", "content:read"] },
  });
  await db
    .update(apiKey)
    .set({ lastUsedAt: new Date(Date.now() - 3 * 60 * 60 * 1000), lastUsedIp: "203.0.113.24" })
    .where(eq(apiKey.id, key.id));
}
