import "server-only";
import { readContentFile, renderMarkdown, stringField } from "./markdown";

export type LegalSlug = "privacy-policy" | "terms-of-service";

export interface LegalDocument {
  title: string;
  description: string;
  updated: string;
  html: string;
  /** The document's sections (its h2 headings), for the table of contents. */
  sections: Array<{ id: string; title: string }>;
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}

/** Gives every h2 an id so the table of contents and shared links can point at it. */
export function anchorSections(html: string): { html: string; sections: Array<{ id: string; title: string }> } {
  const sections: Array<{ id: string; title: string }> = [];
  const used = new Set<string>();
  const withIds = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_match, inner: string) => {
    const title = plainText(inner);
    const base =
      title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "section";
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    sections.push({ id, title });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: withIds, sections };
}

export function loadLegal(slug: LegalSlug): LegalDocument {
  const file = `legal/${slug}.md`;
  const { data, body } = readContentFile(file);
  return {
    title: stringField(data, "title", file),
    description: stringField(data, "description", file),
    updated: stringField(data, "updated", file),
    ...anchorSections(renderMarkdown(body)),
  };
}
