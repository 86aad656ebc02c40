/** A plan as the pricing page, the billing screens and the API show it (docs/product/plans-and-limits.md). */
export interface Plan {
  id: string;
  /** starter | pro | managed */
  code: string;
  /** docs/product/plans-and-limits.md subscription_type.package_name ("Starter", "Pro", "Managed"). */
  packageName: string;
  /** docs/product/current-user.md price_id ("price_pro_monthly"). */
  priceId: string;
  description: string;
  features: string[];
  includedSeats: number;
  includedBrands: number;
  /** Campaigns that may be live at once. */
  allowedCampaigns: number;
  /** Cents per month; null = custom pricing (talk to sales). */
  monthlyPriceCents: number | null;
  extraSeatPriceCents: number;
  extraBrandPriceCents: number;
  /** False for custom-priced plans: they are not bought through self-serve checkout. */
  isSelfServe: boolean;
  isActive: boolean;
}
