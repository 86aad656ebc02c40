import Image from "next/image";
import Link from "next/link";
import { formatArticleDate, type ArticleSummary } from "./articles";

/** A post or case study in an index grid: cover, tags, title, description, author and date. */
export function ArticleCard({ article, priority = false }: { article: ArticleSummary; priority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-xs transition-shadow hover:shadow-lg">
      <div className="relative aspect-[1200/630] overflow-hidden bg-muted">
        <Image
          src={article.cover}
          alt={article.coverAlt}
          width={1200}
          height={630}
          unoptimized
          priority={priority}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium text-brand">
          {article.company ? <span>{article.company}</span> : null}
          {article.company && article.industry ? <span aria-hidden="true">·</span> : null}
          {article.industry ? <span>{article.industry}</span> : null}
          {!article.company && article.tags[0] ? <span className="capitalize">{article.tags[0]}</span> : null}
        </div>
        <h2 className="text-lg font-semibold leading-snug tracking-tight text-foreground text-balance">
          <Link href={article.path} className="outline-none after:absolute after:inset-0 focus-visible:underline">
            {article.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{article.description}</p>
        {article.results?.length ? (
          <ul className="mt-1 flex flex-wrap gap-2">
            {article.results.slice(0, 2).map((r) => (
              <li key={r} className="rounded-full bg-brand/10 px-2.5 py-1 text-xs font-medium text-brand">
                {r}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center gap-2 pt-3 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{article.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readingMinutes} min read</span>
        </div>
      </div>
    </article>
  );
}
