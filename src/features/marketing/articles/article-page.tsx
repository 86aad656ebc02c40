import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageMetadata } from "@/features/marketing/seo/page-metadata";
import { ArticleLayout } from "./article-layout";
import { getArticle, listArticleSlugs, type ArticleKind } from "./articles";

type Params = Promise<{ slug: string }>;

const BACK: Record<ArticleKind, { href: string; label: string }> = {
  blog: { href: "/blog", label: "All posts" },
  "case-studies": { href: "/case-studies", label: "All case studies" },
};

/**
 * The route functions of one article page (/blog/[slug], /case-studies/[slug]): every entry of the
 * content folder prerendered, its article metadata, and the page. Each route file still exports
 * `dynamicParams = false` itself, since Next reads segment settings from the file.
 */
export function articleRoute(kind: ArticleKind) {
  return {
    generateStaticParams: () => listArticleSlugs(kind).map((slug) => ({ slug })),

    generateMetadata: async ({ params }: { params: Params }): Promise<Metadata> => {
      const article = getArticle(kind, (await params).slug);
      if (!article) return {};
      return pageMetadata({
        title: article.title,
        description: article.description,
        path: article.path,
        type: "article",
        publishedTime: article.date,
        authors: [article.author],
      });
    },

    Page: async ({ params }: { params: Params }) => {
      const article = getArticle(kind, (await params).slug);
      if (!article) notFound();
      return <ArticleLayout article={article} backHref={BACK[kind].href} backLabel={BACK[kind].label} />;
    },
  };
}
