import type { Metadata } from "next";
import { canonicalOriginFor, LOCAL_CANONICAL_ORIGIN } from "@/config/canonical-origin";
import { loadSettings } from "@/config/env";

/**
 * The canonical origin (the public auth URL, or the fixed local one on any loopback port:
 * src/config/canonical-origin.ts), for absolute canonical, Open Graph and JSON-LD URLs.
 */
export function siteOrigin(): URL {
  try {
    return new URL(canonicalOriginFor(loadSettings().BETTER_AUTH_URL));
  } catch {
    return new URL(LOCAL_CANONICAL_ORIGIN);
  }
}

/** Title, description, canonical URL and the /api/og image of a directory page. */
export function directoryMetadata(input: { title: string; description: string; path: string; ogTitle?: string }): Metadata {
  const image = { url: `/api/og?title=${encodeURIComponent(input.ogTitle ?? input.title)}`, width: 1200, height: 600, alt: input.title };
  return {
    metadataBase: siteOrigin(),
    title: input.title,
    description: input.description,
    alternates: { canonical: input.path },
    openGraph: {
      type: "website",
      siteName: "Reelbrief",
      title: input.title,
      description: input.description,
      url: input.path,
      images: [image],
    },
    twitter: { card: "summary_large_image", title: input.title, description: input.description, images: [image.url] },
  };
}
