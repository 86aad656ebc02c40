import { articleRoute } from "@/features/marketing/articles/article-page";

const route = articleRoute("case-studies");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default function CaseStudyPage(props: { params: Promise<{ slug: string }> }) {
  return route.Page(props);
}
