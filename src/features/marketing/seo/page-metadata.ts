import type { Metadata } from "next";
import { canonicalOrigin, ogImagePath, SITE_NAME } from "./site";

export interface PageMetadataInput {
  /** The page title without the site name (the root layout's template adds " · Reelbrief"). */
  title: string;
  description: string;
  /** Site path of the page, e.g. "/pricing"; becomes the canonical URL. */
  path: string;
  /** "article" for blog posts and case studies. */
  type?: "website" | "article";
  publishedTime?: string;
  authors?: string[];
  /** Use the title as is, without the layout's template. */
  absoluteTitle?: boolean;
}

/**
 * Metadata for a public page: title, description, canonical URL, Open Graph (image from /api/og
 * with the page title) and a large-image Twitter card. metadataBase is the canonical origin (the
 * public auth URL, or the fixed local one: see canonicalOrigin).
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const image = { url: ogImagePath(input.title.replace(/\s*[|·]\s*Reelbrief$/, "")), width: 1200, height: 600, alt: input.title };
  return {
    metadataBase: new URL(canonicalOrigin()),
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: { canonical: input.path },
    openGraph: {
      type: input.type ?? "website",
      siteName: SITE_NAME,
      title: input.title,
      description: input.description,
      url: input.path,
      images: [image],
      ...(input.type === "article" ? { publishedTime: input.publishedTime, authors: input.authors } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: input.title,
      description: input.description,
      images: [image.url],
    },
  };
}
