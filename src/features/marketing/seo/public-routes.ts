/** The public marketing routes of docs/product/screens-and-navigation.md (without blog posts, case studies and creator pages). */
export const PUBLIC_ROUTES = [
  "/",
  "/creators",
  "/pricing",
  "/blog",
  "/case-studies",
  "/faq",
  "/ugc-creator",
  "/explore/ugc-ecommerce-marketing",
  "/features/content-management",
  "/features/campaign-management",
  "/features/creator-marketplace",
  "/features/relationship-management",
  "/features/creative-brief",
  "/use-cases/user-generated-content",
  "/use-cases/influencer-marketing",
  "/use-cases/product-seeding",
  "/privacy-policy",
  "/terms-of-service",
  "/auth/signin",
] as const;

/** Areas crawlers should not index: signed-in app, API, checkout and developer pages. */
export const DISALLOWED_PATHS = [
  "/api/",
  "/platform",
  "/dashboard",
  "/account",
  "/inbox",
  "/onboarding",
  "/callback",
  "/checkout",
  "/dev",
  "/sign-in-required",
] as const;
