export interface MarketingNavLink {
  label: string;
  href: string;
  description?: string;
}

export interface MarketingNavGroup {
  label: string;
  href: string;
  children: MarketingNavLink[];
}

export const FEATURE_LINKS: MarketingNavLink[] = [
  { label: "Creator Marketplace", href: "/features/creator-marketplace", description: "Find vetted creators and buy fixed-price packages" },
  { label: "Creative Brief", href: "/features/creative-brief", description: "Briefs creators can act on, with usage terms" },
  { label: "Campaign Management", href: "/features/campaign-management", description: "Publish campaigns and shortlist proposals" },
  { label: "Content Management", href: "/features/content-management", description: "Timestamped reviews and a licence library" },
  { label: "Relationship Management", href: "/features/relationship-management", description: "Keep your best creators close" },
];

export const USE_CASE_LINKS: MarketingNavLink[] = [
  { label: "User-Generated Content", href: "/use-cases/user-generated-content", description: "Video ads that look native to the feed" },
  { label: "Influencer Marketing", href: "/use-cases/influencer-marketing", description: "Creator posts with clear rights and pay" },
  { label: "Product Seeding", href: "/use-cases/product-seeding", description: "Ship products, track parcels, get videos" },
];

export const RESOURCE_LINKS: MarketingNavLink[] = [
  { label: "Blog", href: "/blog", description: "Playbooks for UGC ads and creator work" },
  { label: "Case Studies", href: "/case-studies", description: "How brands ship ads with Reelbrief" },
  { label: "FAQ", href: "/faq", description: "Fees, payouts, rights and more" },
];

export const PRICING_LINK: MarketingNavLink = { label: "Pricing", href: "/pricing" };
export const CREATORS_LINK: MarketingNavLink = { label: "For Creators", href: "/ugc-creator" };

export const SOCIAL_LINKS = [
  { label: "Reelbrief on Instagram", short: "Instagram", href: "https://www.instagram.com/reelbrief" },
  { label: "Reelbrief on TikTok", short: "TikTok", href: "https://www.tiktok.com/@reelbrief" },
  { label: "Reelbrief on LinkedIn", short: "LinkedIn", href: "https://www.linkedin.com/company/reelbrief" },
  { label: "Reelbrief on X", short: "X", href: "https://x.com/reelbrief" },
  { label: "Reelbrief on YouTube", short: "YouTube", href: "https://www.youtube.com/@reelbrief" },
] as const;

/** The header's call to action (docs/product/screens-and-navigation.md): Go to Platform when signed in, Get Started when not. */
export interface HeaderCta {
  label: "Go to Platform" | "Get Started";
  href: string;
}

/** The signed-out header's "Login" link (docs/product/screens-and-navigation.md Header: "Login" and "Get Started", both to /auth/signin). */
export const LOGIN_LINK: MarketingNavLink = { label: "Login", href: "/auth/signin" };

export function headerCta(me: { signedIn: false } | { signedIn: true; isBrand: boolean }): HeaderCta {
  if (!me.signedIn) return { label: "Get Started", href: "/auth/signin" };
  return { label: "Go to Platform", href: me.isBrand ? "/platform" : "/dashboard" };
}
