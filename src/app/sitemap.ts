import type { MetadataRoute } from "next";
import { listArticles } from "@/features/marketing/articles/articles";
import { PUBLIC_ROUTES } from "@/features/marketing/seo/public-routes";
import { absoluteUrl } from "@/features/marketing/seo/site";
import { publicCreatorUrls } from "@/server/pages/creators";

/** Creator pages come from the database, so the sitemap is built per request. */
export const dynamic = "force-dynamic";

/** sitemap.xml: every public route, blog post, case study and public creator page (/c/{custom_url}). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = PUBLIC_ROUTES.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === "/" || path === "/creators" ? "daily" : "weekly",
    priority: path === "/" ? 1 : 0.7,
  }));
  const articles: MetadataRoute.Sitemap = [...listArticles("blog"), ...listArticles("case-studies")].map((a) => ({
    url: absoluteUrl(a.path),
    lastModified: a.date,
    changeFrequency: "monthly",
    priority: 0.6,
  }));
  const creators: MetadataRoute.Sitemap = (await publicCreatorUrls()).map((c) => ({
    url: absoluteUrl(`/c/${encodeURIComponent(c.customUrl)}`),
    lastModified: c.updatedAt,
    changeFrequency: "weekly",
    priority: 0.5,
  }));
  return [...pages, ...articles, ...creators];
}
