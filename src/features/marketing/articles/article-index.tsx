import type { ReactNode } from "react";
import { OrganizationJsonLd } from "@/features/marketing/seo/json-ld";
import type { ArticleSummary } from "./articles";
import { ArticleCard } from "./article-card";

/** The header and grid of /blog and /case-studies. */
export function ArticleIndex({
  eyebrow,
  headline,
  subheadline,
  articles,
  children,
}: {
  eyebrow: string;
  headline: string;
  subheadline: string;
  articles: ArticleSummary[];
  children?: ReactNode;
}) {
  return (
    <main id="main" className="bg-background">
      <OrganizationJsonLd />
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 h-80 bg-[radial-gradient(ellipse_at_center,color-mix(in_oklab,var(--color-brand)_18%,transparent),transparent_70%)]"
        />
        <div className="relative mx-auto max-w-6xl px-4 pb-14 pt-16 sm:px-6 sm:pb-20 sm:pt-24">
          <p className="text-sm font-semibold tracking-wide text-brand">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-foreground text-balance sm:text-5xl">{headline}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground text-pretty">{subheadline}</p>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {articles.map((a, i) => (
            <li key={a.slug} className="flex">
              <ArticleCard article={a} priority={i < 3} />
            </li>
          ))}
        </ul>
      </section>
      {children}
    </main>
  );
}
