import { count, desc, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { paymentCheckout, subscription, user } from "@/server/db/schema";

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  types: string[];
  banned: boolean;
  createdAt: Date;
}

export interface AdminOverview {
  users: number;
  brands: number;
  creators: number;
  liveSubscriptions: number;
  pendingCheckouts: number;
  /** Newest accounts first, for the admin's tools (impersonation). */
  recentUsers: AdminUserRow[];
}

/** The numbers and lists of the admin home (/admin, issue 10 §7). */
export async function getAdminOverview(db: Executor, input: { recentLimit?: number } = {}): Promise<AdminOverview> {
  const [totals] = await db
    .select({
      users: count(),
      brands: sql<number>`count(*) filter (where 'brand' = any(${user.types}))`.mapWith(Number),
      creators: sql<number>`count(*) filter (where 'creator' = any(${user.types}))`.mapWith(Number),
    })
    .from(user);
  const [subs] = await db.select({ n: count() }).from(subscription).where(ne(subscription.status, "canceled"));
  const [pending] = await db.select({ n: count() }).from(paymentCheckout).where(eq(paymentCheckout.status, "pending"));
  const recentUsers = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      types: user.types,
      banned: sql<boolean>`coalesce(${user.banned}, false)`,
      createdAt: user.createdAt,
    })
    .from(user)
    .orderBy(desc(user.createdAt))
    .limit(input.recentLimit ?? 25);
  return {
    users: totals?.users ?? 0,
    brands: totals?.brands ?? 0,
    creators: totals?.creators ?? 0,
    liveSubscriptions: subs?.n ?? 0,
    pendingCheckouts: pending?.n ?? 0,
    recentUsers,
  };
}
