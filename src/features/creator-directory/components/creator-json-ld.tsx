import type { PublicCreator } from "@/contracts/creators";

/** schema.org ProfilePage + Person for a public creator page (search engines). */
export function CreatorJsonLd({ creator, origin }: { creator: PublicCreator; origin: string }) {
  const url = `${origin}/c/${creator.customUrl}`;
  const data = {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    dateModified: creator.updatedAt.toISOString(),
    mainEntity: {
      "@type": "Person",
      name: creator.name,
      description: creator.shortBio ?? undefined,
      image: creator.avatar ? `${origin}${creator.avatar}` : undefined,
      sameAs: creator.socialLinks.map((l) => l.url),
      knowsAbout: creator.niches,
      ...(creator.country ? { homeLocation: { "@type": "Country", name: creator.country } } : {}),
    },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
