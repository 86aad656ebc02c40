import { ArrowLeft, FileJson } from "lucide-react";
import Link from "next/link";
import { AdFormats } from "@/components/media/ad-formats/ad-formats";
import { Button } from "@/components/ui/button";
import type { LicenceDocument } from "@/contracts/licences";
import { LICENCE_USAGE_LABELS } from "@/lib/licence-status";
import { formatDate, platformsLabel } from "./licence-format";
import { LicenceStatusBadge } from "./licence-status-badge";
import { PrintButton } from "./print-button";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] print:grid-cols-[12rem_1fr]">
      <dt className="text-muted-foreground text-sm print:text-black">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/*
 * Printing (and the browser's "Save as PDF") shows the document alone: everything else on the page
 * — the app's header, drawer, tab bar and this view's toolbar — is hidden, wherever it comes from.
 */
const PRINT_CSS = `@media print {
  @page { margin: 16mm; }
  body * { visibility: hidden !important; }
  #licence-print, #licence-print * { visibility: visible !important; }
  #licence-print { position: absolute; left: 0; top: 0; width: 100%; }
}`;

/**
 * The licence as a readable document (docs/product/videos-and-licences.md). The same page prints as the PDF: the app's
 * chrome is hidden by the print styles (`print:hidden`), the document keeps its own layout.
 */
export function LicenceDocumentView({ licence, backHref, backLabel }: { licence: LicenceDocument; backHref: string; backLabel: string }) {
  const t = licence.term;
  const r = licence.rights;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={backHref} className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm">
          <ArrowLeft aria-hidden className="size-4" /> {backLabel}
        </Link>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={`/api/v1/auth/licences/${licence.id}?download=1`} download={`licence-${licence.reference}.json`}>
              <FileJson aria-hidden /> Download JSON
            </a>
          </Button>
          <PrintButton />
        </div>
      </div>
      <article
        id="licence-print"
        className="bg-card flex flex-col gap-6 rounded-xl border p-6 sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none"
        aria-labelledby="licence-title"
        data-testid="licence-document"
      >
        <header className="flex flex-col gap-2 border-b pb-4">
          <p className="text-muted-foreground text-xs tracking-wide uppercase print:text-black">Reelbrief · Usage-rights licence</p>
          <h1 id="licence-title" className="text-2xl font-semibold tracking-tight">
            Licence {licence.reference}
          </h1>
          <div className="flex flex-wrap items-center gap-3">
            <LicenceStatusBadge status={licence.status} />
            <span className="text-muted-foreground text-xs print:text-black">Status as of {formatDate(licence.generatedAt)}</span>
          </div>
        </header>
        <p className="text-sm leading-relaxed">
          <strong>{licence.licensor.name}</strong> (the licensor, creator of the video) grants <strong>{licence.licensee.name}</strong> (the
          licensee) the right to use video {licence.source.videoPosition} of order {licence.source.orderReference}
          {licence.source.campaign ? `, made for the campaign “${licence.source.campaign.title}”,` : ""} as set out below.
        </p>
        <dl>
          <Row term="Licensor (creator)">{licence.licensor.name}</Row>
          <Row term="Licensee (brand)">{licence.licensee.name}</Row>
          <Row term="Platforms">{platformsLabel(r.platforms)}</Row>
          <Row term="Use">{LICENCE_USAGE_LABELS[r.usage]}</Row>
          <Row term="Term">{t.label}</Row>
          <Row term="Starts">{formatDate(t.startsAt)} (approval of the video)</Row>
          <Row term="Ends">{t.endsAt ? formatDate(t.endsAt) : "Never (perpetual)"}</Row>
          <Row term="Raw footage">{r.rawFootage ? "Included: the unedited footage may be used and re-edited" : "Not included"}</Row>
          <Row term="Source order">
            {licence.source.orderReference}, video {licence.source.videoPosition}
          </Row>
          <Row term="Licence id">
            <code className="text-xs break-all">{licence.id}</code>
          </Row>
        </dl>
        <footer className="text-muted-foreground border-t pt-4 text-xs print:text-black">
          Machine-readable: format {licence.format}, version {licence.version}. Dates are in UTC. Reelbrief keeps this record; it does not
          change after approval.
        </footer>
      </article>
      {licence.source.assetId ? (
        <div className="print:hidden">
          <AdFormats licenceId={licence.id} />
        </div>
      ) : null}
    </div>
  );
}
