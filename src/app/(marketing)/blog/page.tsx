import { ArticleIndex } from "@/features/marketing/articles/article-index";
import { listArticles, readIndexCopy } from "@/features/marketing/articles/articles";
import { pageMetadata } from "@/features/marketing/seo/page-metadata";

const copy = readIndexCopy("blog");

export const metadata = pageMetadata({
  title: copy.title,
  absoluteTitle: true,
  description: copy.description,
  path: "/blog",
});

/** docs/product/screens-and-navigation.md /blog: every post, newest first. */
export default function BlogIndexPage() {
  return <ArticleIndex eyebrow={copy.eyebrow} headline={copy.headline} subheadline={copy.subheadline} articles={listArticles("blog")} />;
}
