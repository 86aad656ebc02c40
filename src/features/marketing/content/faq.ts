import "server-only";
import { readContentFile, renderMarkdown, stringField } from "./markdown";

export interface FaqEntry {
  id: string;
  question: string;
  answerHtml: string;
  /** Plain-text answer, for structured data. */
  answerText: string;
}

export interface Faq {
  title: string;
  description: string;
  updated: string;
  entries: FaqEntry[];
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
}

/** Splits a Markdown body into `## Question` + answer pairs. */
export function parseFaqMarkdown(body: string): Array<{ question: string; answer: string }> {
  const entries: Array<{ question: string; answer: string }> = [];
  for (const chunk of body.split(/^## /m).slice(1)) {
    const newline = chunk.indexOf("\n");
    const question = (newline === -1 ? chunk : chunk.slice(0, newline)).trim();
    const answer = newline === -1 ? "" : chunk.slice(newline + 1).trim();
    if (question && answer) entries.push({ question, answer });
  }
  return entries;
}

export function loadFaq(): Faq {
  const file = "faq.md";
  const { data, body } = readContentFile(file);
  const seen = new Set<string>();
  const entries = parseFaqMarkdown(body).map(({ question, answer }) => {
    let id = slugify(question) || "question";
    while (seen.has(id)) id = `${id}-2`;
    seen.add(id);
    return {
      id,
      question,
      answerHtml: renderMarkdown(answer),
      answerText: answer.replace(/\*\*|__|`|\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/\s+/g, " ").trim(),
    };
  });
  return {
    title: stringField(data, "title", file),
    description: stringField(data, "description", file),
    updated: stringField(data, "updated", file),
    entries,
  };
}
