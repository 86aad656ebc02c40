import { FaqAccordion } from "@/features/marketing/components/faq-accordion";
import { PageHero } from "@/features/marketing/components/page-hero";
import { PageSections } from "@/features/marketing/components/sections";
import { loadFaq } from "@/features/marketing/content/faq";
import { loadPageContent } from "@/features/marketing/content/page-content";
import { pageMetadata } from "@/features/marketing/seo/page-metadata";

const content = loadPageContent("faq");

export const metadata = pageMetadata({ title: content.title, absoluteTitle: true, description: content.description, path: "/faq" });

export default function FaqPage() {
  const faq = loadFaq();
  const structured = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answerText },
    })),
  };
  return (
    <main id="main" className="bg-background">
      <PageHero eyebrow={content.eyebrow} headline={content.headline} subheadline={content.subheadline} size="compact" />
      <section aria-labelledby="faq-questions" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="faq-questions" className="sr-only">
          Frequently asked questions
        </h2>
        <FaqAccordion items={faq.entries.map(({ id, question, answerHtml }) => ({ id, question, answerHtml }))} />
      </section>
      <PageSections sections={content.sections.filter((section) => section.kind === "cta")} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, "\\u003c") }} />
    </main>
  );
}
