import type { Metadata } from "next";
import type { ReactNode } from "react";
import { loadPageContent, type PageContent, type PageSlug } from "@/features/marketing/content/page-content";
import { pageMetadata } from "@/features/marketing/seo/page-metadata";
import { PageHero } from "./page-hero";
import { PageSections } from "./sections";

/** Metadata of a JSON-driven page: its title with the site name once, description, canonical path and OG image. */
export function contentPageMetadata(slug: PageSlug, path: string): Metadata {
  const content = loadPageContent(slug);
  // Most titles already end in "| Reelbrief"; the others get the layout's " · Reelbrief" template.
  const absoluteTitle = /reelbrief/i.test(content.title);
  return pageMetadata({ title: content.title, absoluteTitle, description: content.description, path });
}

/** A whole marketing page from content/pages/{slug}.json: hero, then its sections. */
export function ContentPage({
  content,
  heroSize = "default",
  heroExtra,
}: {
  content: PageContent;
  heroSize?: "large" | "default";
  /** Shown under the hero's calls to action (the home page's product picture). */
  heroExtra?: ReactNode;
}) {
  return (
    <main id="main" className="bg-background">
      <PageHero
        eyebrow={content.eyebrow}
        headline={content.headline}
        subheadline={content.subheadline}
        primaryCta={content.primaryCta}
        secondaryCta={content.secondaryCta}
        size={heroSize}
      >
        {heroExtra}
      </PageHero>
      <PageSections sections={content.sections} />
    </main>
  );
}
