import { articleRoute } from "@/features/marketing/articles/article-page";

const route = articleRoute("blog");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default function BlogPostPage(props: { params: Promise<{ slug: string }> }) {
  return route.Page(props);
}
