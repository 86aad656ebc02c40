import { LegalPage } from "@/features/marketing/components/legal-page";
import { loadLegal } from "@/features/marketing/content/legal";
import { pageMetadata } from "@/features/marketing/seo/page-metadata";

const doc = loadLegal("privacy-policy");

export const metadata = pageMetadata({ title: doc.title, description: doc.description, path: "/privacy-policy" });

export default function PrivacyPolicyPage() {
  return <LegalPage doc={doc} />;
}
