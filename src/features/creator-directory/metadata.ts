import type { Metadata } from "next";
import { loadSettings } from "@/config/env";

/** The public origin (the auth URL setting), for absolute canonical and Open Graph URLs. */
export function siteOrigin(): URL {
  try {
    return new URL(new URL(loadSettings().BETTER_AUTH_URL).origin);
  } catch {
    return new URL("http://localhost:3000");
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
