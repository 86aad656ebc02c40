import { ArticleIndex } from "@/features/marketing/articles/article-index";
import { listArticles, readIndexCopy } from "@/features/marketing/articles/articles";
import { pageMetadata } from "@/features/marketing/seo/page-metadata";

const copy = readIndexCopy("case-studies");

export const metadata = pageMetadata({
  title: copy.title,
  absoluteTitle: true,
  description: copy.description,
  path: "/case-studies",
});

/** docs/product/screens-and-navigation.md /case-studies. */
export default function CaseStudiesIndexPage() {
  return (
    <ArticleIndex eyebrow={copy.eyebrow} headline={copy.headline} subheadline={copy.subheadline} articles={listArticles("case-studies")} />
  );
}
