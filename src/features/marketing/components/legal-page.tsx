import type { LegalDocument } from "@/features/marketing/content/legal";
import { PROSE } from "./prose";

function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** A legal document: title, last-updated date and the Markdown body in a readable column. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <main id="main" className="bg-background">
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 sm:pb-28">
        <div className="max-w-3xl">
          <p className="text-brand text-sm font-semibold">Legal</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{doc.title}</h1>
          <p className="text-muted-foreground mt-4 text-sm">
            Last updated <time dateTime={doc.updated}>{formatDate(doc.updated)}</time>
          </p>
        </div>
        <div className="mt-10 grid gap-10 border-t pt-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <article className={`${PROSE} max-w-3xl`} dangerouslySetInnerHTML={{ __html: doc.html }} />
          {doc.sections.length > 2 && (
            <nav aria-label="On this page" className="hidden lg:block">
              <div className="sticky top-24">
                <p className="text-sm font-semibold">On this page</p>
                <ol className="mt-4 grid gap-2 border-l pl-4 text-sm">
                  {doc.sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`} className="text-muted-foreground hover:text-foreground block leading-5">
                        {section.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            </nav>
          )}
        </div>
      </div>
    </main>
  );
}
