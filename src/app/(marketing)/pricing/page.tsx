import { pageMetadata } from "@/features/marketing/seo/page-metadata";
import type { Visitor } from "@/features/marketing/pricing/plan-cta";
import { readPricingCopy } from "@/features/marketing/pricing/pricing-copy";
import { PricingPage } from "@/features/marketing/pricing/pricing-page";
import { isBrand } from "@/lib/roles";
import { getServerMe } from "@/server/auth/server-session";
import { loadPlans } from "@/server/pages/pricing";

const copy = readPricingCopy();

export const metadata = pageMetadata({
  title: copy.title,
  absoluteTitle: true,
  description: copy.description,
  path: "/pricing",
});

/** Plans come from the database on every request (prices are settings, PRODUCT.md §7). */
export const dynamic = "force-dynamic";

export default async function PricingRoute() {
  const [plans, me] = await Promise.all([loadPlans(), getServerMe()]);
  const visitor: Visitor = !me ? "signed-out" : isBrand(me) ? "brand" : "other";
  return <PricingPage copy={copy} plans={plans} visitor={visitor} />;
}
