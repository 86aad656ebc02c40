import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { areaPage } from "@/components/shell/area-guard";
import { SocialLinksEditor } from "@/features/social-links/social-links-editor";

export const metadata: Metadata = {
  title: "Social Links",
  description: "Manage social links: the accounts and audiences brands see on your profile.",
};

function SocialLinksPage() {
  return (
    <PageBody className="max-w-5xl">
      <PageHeader title="Social Links" description="Your accounts and their audiences. Brands see them on your public page." />
      <SocialLinksEditor />
    </PageBody>
  );
}

export default areaPage("creator", SocialLinksPage);
