import { LegalPage } from "@/features/marketing/components/legal-page";
import { loadLegal } from "@/features/marketing/content/legal";
import { pageMetadata } from "@/features/marketing/seo/page-metadata";

const doc = loadLegal("terms-of-service");

export const metadata = pageMetadata({ title: doc.title, description: doc.description, path: "/terms-of-service" });

export default function TermsOfServicePage() {
  return <LegalPage doc={doc} />;
}
