import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { marked } from "marked";

/** Reads a Markdown file under content/ into its front matter and body. */
export function readContentFile(relative: string): { data: Record<string, unknown>; body: string } {
  const raw = readFileSync(path.join(process.cwd(), "content", relative), "utf8");
  const parsed = matter(raw);
  return { data: parsed.data, body: parsed.content };
}

/** Markdown (written by our own content writer, so trusted) to HTML. */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}

export function stringField(data: Record<string, unknown>, key: string, file: string): string {
  const value = data[key];
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== "string" || !value) throw new Error(`content/${file}: front matter "${key}" is missing`);
  return value;
}
