import { pageMetadata } from "@/features/marketing/seo/page-metadata";
import { readPricingCopy } from "@/features/marketing/pricing/pricing-copy";
import { PricingPage } from "@/features/marketing/pricing/pricing-page";

const copy = readPricingCopy();

export const metadata = pageMetadata({
  title: copy.title,
  absoluteTitle: true,
  description: copy.description,
  path: "/pricing",
});

/**
 * Prerendered once for everyone. The plans are settings an admin changes while the server runs
 * (docs/product/plans-and-limits.md), so the cards read them from GET /api/v1/plans in the browser, and the visitor
 * (signed out, a brand, anyone else) is learned there too, as the marketing header does.
 */
export default function PricingRoute() {
  return <PricingPage copy={copy} />;
}
