import type { MetadataRoute } from "next";
import { DISALLOWED_PATHS } from "@/features/marketing/seo/public-routes";
import { absoluteUrl, canonicalOrigin } from "@/features/marketing/seo/site";

export const dynamic = "force-dynamic";

/** robots.txt: the marketing site is crawlable; the app, API and checkout are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: ["/", "/api/og"], disallow: [...DISALLOWED_PATHS] }],
    sitemap: absoluteUrl("/sitemap.xml"),
    host: canonicalOrigin(),
  };
}
