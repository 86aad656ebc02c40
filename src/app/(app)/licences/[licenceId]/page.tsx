import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { areaPage } from "@/components/shell/area-guard";
import { LicenceDocumentView } from "@/features/licences/licence-document-view";
import { getServerCaller } from "@/server/auth/server-session";
import { loadLicence } from "@/server/pages/licences";

export const metadata: Metadata = { title: "Licence", description: "A video's usage-rights licence, printable and as JSON." };

/** Either party of the licence (and admins); anyone else gets the 404 page. */
async function LicencePage({ params }: { params: Promise<{ licenceId: string }> }) {
  const licence = await loadLicence((await params).licenceId);
  if (!licence) notFound();
  const caller = await getServerCaller();
  const isBrandSide = caller?.buyer.id === licence.licensee.buyerAccountId;
  return (
    <LicenceDocumentView
      licence={licence}
      backHref={isBrandSide ? "/platform/content" : `/dashboard/orders/${licence.source.orderId}`}
      backLabel={isBrandSide ? "Content library" : "The order"}
    />
  );
}

export default areaPage("shared", LicencePage);
