import { notFound } from "next/navigation";
import { ArticleLayout } from "@/features/marketing/articles/article-layout";
import { getArticle, listArticleSlugs } from "@/features/marketing/articles/articles";
import { pageMetadata } from "@/features/marketing/seo/page-metadata";

type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return listArticleSlugs("case-studies").map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }) {
  const article = getArticle("case-studies", (await params).slug);
  if (!article) return {};
  return pageMetadata({
    title: article.title,
    description: article.description,
    path: article.path,
    type: "article",
    publishedTime: article.date,
    authors: [article.author],
  });
}

export default async function CaseStudyPage({ params }: { params: Params }) {
  const article = getArticle("case-studies", (await params).slug);
  if (!article) notFound();
  return <ArticleLayout article={article} backHref="/case-studies" backLabel="All case studies" />;
}
