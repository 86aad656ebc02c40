import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const link = z.object({ label: z.string().min(1), href: z.string().min(1) });

const featuresSection = z.object({
  kind: z.literal("features"),
  heading: z.string().min(1),
  intro: z.string().optional(),
  items: z.array(z.object({ title: z.string().min(1), body: z.string().min(1), icon: z.string().min(1) })).min(1),
});
const stepsSection = z.object({
  kind: z.literal("steps"),
  heading: z.string().min(1),
  intro: z.string().optional(),
  items: z.array(z.object({ title: z.string().min(1), body: z.string().min(1) })).min(1),
});
const quoteSection = z.object({
  kind: z.literal("quote"),
  quote: z.string().min(1),
  author: z.string().min(1),
  role: z.string().optional(),
});
const statsSection = z.object({
  kind: z.literal("stats"),
  heading: z.string().min(1),
  items: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).min(1),
});
const ctaSection = z.object({
  kind: z.literal("cta"),
  heading: z.string().min(1),
  body: z.string().optional(),
  cta: link,
});

export const pageSectionSchema = z.discriminatedUnion("kind", [
  featuresSection,
  stepsSection,
  quoteSection,
  statsSection,
  ctaSection,
]);

/** The one shape of content/pages/*.json, written by the content writer. */
export const pageContentSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  eyebrow: z.string().optional(),
  headline: z.string().min(1),
  subheadline: z.string().optional(),
  primaryCta: link.optional(),
  secondaryCta: link.optional(),
  sections: z.array(pageSectionSchema),
});

export type PageContent = z.infer<typeof pageContentSchema>;
export type PageSection = z.infer<typeof pageSectionSchema>;
export type PageLink = z.infer<typeof link>;

const PAGES_DIR = path.join(process.cwd(), "content", "pages");

/** Names of the files in content/pages, without ".json". */
export type PageSlug =
  | "home"
  | "features-content-management"
  | "features-campaign-management"
  | "features-creator-marketplace"
  | "features-relationship-management"
  | "features-creative-brief"
  | "use-cases-user-generated-content"
  | "use-cases-influencer-marketing"
  | "use-cases-product-seeding"
  | "explore-ugc-ecommerce-marketing"
  | "ugc-creator"
  | "faq";

/** Reads and validates one page's copy; a malformed file fails the build with the file name. */
export function loadPageContent(slug: PageSlug): PageContent {
  const file = path.join(PAGES_DIR, `${slug}.json`);
  const result = pageContentSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!result.success) {
    throw new Error(`content/pages/${slug}.json: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
