import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { loadPageContent, pageContentSchema } = await import("./page-content");
const { loadFaq, parseFaqMarkdown } = await import("./faq");
const { anchorSections, loadLegal } = await import("./legal");

describe("content/pages", () => {
  it("every JSON file matches the page shape", () => {
    const files = readdirSync(path.join(process.cwd(), "content", "pages")).filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) {
      expect(() => loadPageContent(file.replace(/\.json$/, "") as Parameters<typeof loadPageContent>[0]), file).not.toThrow();
    }
  });

  it("rejects an unknown section kind and a missing headline", () => {
    const base = { title: "T", description: "D", headline: "H", sections: [] };
    expect(pageContentSchema.safeParse(base).success).toBe(true);
    expect(pageContentSchema.safeParse({ ...base, headline: undefined }).success).toBe(false);
    expect(pageContentSchema.safeParse({ ...base, sections: [{ kind: "carousel", heading: "x" }] }).success).toBe(false);
  });
});

describe("the FAQ", () => {
  it("splits ## headings into questions and answers", () => {
    expect(parseFaqMarkdown("intro\n\n## One?\n\nFirst **answer**.\n\n## Two?\nSecond.\n")).toEqual([
      { question: "One?", answer: "First **answer**." },
      { question: "Two?", answer: "Second." },
    ]);
  });

  it("has at least 12 questions with unique ids and rendered answers", () => {
    const faq = loadFaq();
    expect(faq.entries.length).toBeGreaterThanOrEqual(12);
    expect(new Set(faq.entries.map((e) => e.id)).size).toBe(faq.entries.length);
    expect(faq.entries[0]!.answerHtml).toContain("<p>");
    expect(faq.entries.every((e) => !e.answerText.includes("**"))).toBe(true);
  });
});

describe("legal documents", () => {
  it.each(["privacy-policy", "terms-of-service"] as const)("%s has a title, date and sections", (slug) => {
    const doc = loadLegal(slug);
    expect(doc.title.length).toBeGreaterThan(5);
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(doc.html.match(/<h2/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
    expect(doc.sections.length).toBe(doc.html.match(/<h2 id="/g)?.length);
  });

  it("anchors headings with unique ids and plain-text titles", () => {
    const { html, sections } = anchorSections("<h2>1. Data &amp; <em>you</em></h2><p>x</p><h2>1. Data &amp; you</h2>");
    expect(sections).toEqual([
      { id: "1-data-you", title: "1. Data & you" },
      { id: "1-data-you-2", title: "1. Data & you" },
    ]);
    expect(html).toContain('<h2 id="1-data-you-2">');
  });
});
