import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { readingTimeMinutes } from "./reading-time";

export type ArticleKind = "blog" | "case-studies";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD");

/** Front matter every blog post and case study carries (content/README: title … tags). */
export const articleFrontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  date: z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), isoDate),
  author: z.string().min(1),
  authorRole: z.string().min(1),
  cover: z.string().regex(/^\/images\/.+\.(svg|png|jpe?g|webp)$/, "cover must be a local image under /images"),
  coverAlt: z.string().min(1),
  tags: z.array(z.string().min(1)).default([]),
});

/** Case studies add the customer and their results. */
export const caseStudyFrontMatterSchema = articleFrontMatterSchema.extend({
  company: z.string().min(1),
  industry: z.string().min(1),
  results: z.array(z.string().min(1)).min(1),
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
export type CaseStudyFrontMatter = z.infer<typeof caseStudyFrontMatterSchema>;

export interface ArticleSummary extends ArticleFrontMatter {
  kind: ArticleKind;
  slug: string;
  /** Site path, e.g. /blog/how-to-write-a-ugc-creative-brief. */
  path: string;
  readingMinutes: number;
  /** Present on case studies. */
  company?: string;
  industry?: string;
  results?: string[];
}

export interface Article extends ArticleSummary {
  /** The body rendered to HTML (content is ours, from the repository). */
  html: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function contentDir(kind: ArticleKind, root: string = process.cwd()): string {
  return path.join(root, "content", kind);
}

/** Parses one Markdown file's text; throws with the file name and field when front matter is wrong. */
export function parseArticle(kind: ArticleKind, slug: string, source: string): Article {
  const { data, content } = matter(source);
  const schema = kind === "case-studies" ? caseStudyFrontMatterSchema : articleFrontMatterSchema;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ");
    throw new Error(`content/${kind}/${slug}.md: invalid front matter (${fields})`);
  }
  const html = marked.parse(content, { async: false, gfm: true });
  return {
    ...parsed.data,
    kind,
    slug,
    path: `/${kind}/${slug}`,
    readingMinutes: readingTimeMinutes(content),
    html,
  };
}

function slugsIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3))
    .filter((s) => SLUG.test(s));
}

/** Every entry of a kind, newest first. */
export function listArticles(kind: ArticleKind, root?: string): Article[] {
  const dir = contentDir(kind, root);
  return slugsIn(dir)
    .map((slug) => parseArticle(kind, slug, fs.readFileSync(path.join(dir, `${slug}.md`), "utf8")))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** One entry, or null when no such file exists (the page then 404s). */
export function getArticle(kind: ArticleKind, slug: string, root?: string): Article | null {
  if (!SLUG.test(slug)) return null;
  const file = path.join(contentDir(kind, root), `${slug}.md`);
  if (!fs.existsSync(file)) return null;
  return parseArticle(kind, slug, fs.readFileSync(file, "utf8"));
}

export function listArticleSlugs(kind: ArticleKind, root?: string): string[] {
  return slugsIn(contentDir(kind, root));
}

/** "Nov 3, 2026" from YYYY-MM-DD, independent of the server's time zone. */
export function formatArticleDate(date: string): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

const pageCopySchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  eyebrow: z.string().min(1),
  headline: z.string().min(1),
  subheadline: z.string().min(1),
});
export type IndexPageCopy = z.infer<typeof pageCopySchema>;

/** The writer's copy for an index page (content/pages/{blog,case-studies}.json), header fields only. */
export function readIndexCopy(kind: ArticleKind, root: string = process.cwd()): IndexPageCopy {
  const file = path.join(root, "content", "pages", `${kind}.json`);
  return pageCopySchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
}
