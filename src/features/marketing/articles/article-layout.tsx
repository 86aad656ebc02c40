import { ArrowLeft } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ArticleJsonLd } from "@/features/marketing/seo/json-ld";
import { formatArticleDate, type Article } from "./articles";

/** Typography for rendered Markdown (no typography plugin: the rules live here). */
const PROSE = [
  "text-[1.0625rem] leading-[1.75] text-foreground/90",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground",
  "[&_h3]:mt-9 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:tracking-tight [&_h3]:text-foreground",
  "[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-5 [&_blockquote]:text-lg [&_blockquote]:italic [&_blockquote]:text-foreground",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]",
  "[&_hr]:my-10 [&_hr]:border-border",
  "[&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:border-b [&_th]:border-border [&_th]:py-2 [&_th]:pr-4 [&_th]:font-semibold [&_td]:border-b [&_td]:border-border [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top",
  "[&_em]:text-muted-foreground",
].join(" ");

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** A blog post or case study page: header, cover, results (case studies), body and a closing CTA. */
export function ArticleLayout({
  article,
  backHref,
  backLabel,
  aside,
}: {
  article: Article;
  backHref: string;
  backLabel: string;
  aside?: ReactNode;
}) {
  return (
    <main id="main" className="bg-background">
      <ArticleJsonLd
        title={article.title}
        description={article.description}
        path={article.path}
        date={article.date}
        author={article.author}
        image={article.cover}
      />
      <article>
        <header className="mx-auto max-w-3xl px-4 pt-12 sm:px-6 sm:pt-20">
          <Link
            href={backHref}
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {backLabel}
          </Link>
          {article.tags.length ? (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
              {article.tags.map((t) => (
                <li key={t} className="rounded-full bg-brand/10 px-3 py-1 text-xs font-medium capitalize text-brand">
                  {t}
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="mt-5 text-3xl font-semibold leading-tight tracking-tight text-foreground text-balance sm:text-[2.75rem] sm:leading-[1.1]">
            {article.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground text-pretty sm:text-xl">{article.description}</p>
          <div className="mt-8 flex items-center gap-3 border-t border-border pt-6">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-brand text-sm font-semibold text-brand-foreground"
            >
              {initials(article.author)}
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-foreground">{article.author}</p>
              <p className="text-muted-foreground">{article.authorRole}</p>
            </div>
            <div className="ml-auto shrink-0 text-right text-sm text-muted-foreground">
              <p>
                <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
              </p>
              <p>{article.readingMinutes} min read</p>
            </div>
          </div>
        </header>
        <div className="mx-auto mt-10 max-w-5xl px-4 sm:px-6">
          <Image
            src={article.cover}
            alt={article.coverAlt}
            width={1200}
            height={630}
            unoptimized
            priority
            className="w-full rounded-2xl border border-border bg-muted"
          />
        </div>
        {article.results?.length ? (
          <section aria-labelledby="results-heading" className="mx-auto mt-12 max-w-3xl px-4 sm:px-6">
            <div className="rounded-2xl border border-border bg-muted/50 p-6 sm:p-8">
              <h2 id="results-heading" className="text-sm font-semibold tracking-wide text-brand">
                Results for {article.company}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-3">
                {article.results.map((r) => (
                  <li key={r} className="text-base font-semibold leading-snug text-foreground">
                    {r}
                  </li>
                ))}
              </ul>
              {article.industry ? <p className="mt-5 text-sm text-muted-foreground">Industry: {article.industry}</p> : null}
            </div>
          </section>
        ) : null}
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <div className={PROSE} dangerouslySetInnerHTML={{ __html: article.html }} />
        </div>
      </article>
      {aside}
      <section className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-foreground px-6 py-12 text-center text-background sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-brand)_55%,transparent),transparent_65%)]"
          />
          <div className="relative">
            <h2 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
              Brief creators and get UGC ads back this week
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-base text-background/75">
              Publish a campaign, review timestamped drafts and pay from one wallet. Drafts are free.
            </p>
            <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild variant="brand" size="lg">
                <Link href="/auth/signin">Get started</Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-background/25 bg-transparent text-background hover:bg-background/10 hover:text-background"
              >
                <Link href="/pricing">See pricing</Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}
