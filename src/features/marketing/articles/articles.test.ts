import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatArticleDate, getArticle, listArticles, listArticleSlugs, parseArticle, readIndexCopy } from "./articles";
import { countWords, readingTimeMinutes, WORDS_PER_MINUTE } from "./reading-time";

const publicDir = path.join(process.cwd(), "public");

describe.each(["blog", "case-studies"] as const)("content/%s", (kind) => {
  const articles = listArticles(kind);

  it("has every Markdown file parsed with valid front matter", () => {
    const files = fs.readdirSync(path.join(process.cwd(), "content", kind)).filter((f) => f.endsWith(".md"));
    expect(articles.map((a) => `${a.slug}.md`).sort()).toEqual(files.sort());
    expect(articles.length).toBeGreaterThanOrEqual(kind === "blog" ? 4 : 3);
  });

  it("points every cover at an existing local image and renders a body", () => {
    for (const a of articles) {
      expect(fs.existsSync(path.join(publicDir, a.cover)), a.cover).toBe(true);
      expect(a.html).toContain("<h2");
      expect(a.readingMinutes).toBeGreaterThanOrEqual(2);
    }
  });

  it("lists newest first and finds each entry by slug", () => {
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const slug of listArticleSlugs(kind)) expect(getArticle(kind, slug)?.path).toBe(`/${kind}/${slug}`);
  });

  it("has the writer's index copy", () => {
    expect(readIndexCopy(kind).headline.length).toBeGreaterThan(5);
  });
});

describe("case studies", () => {
  it("carry company, industry and results", () => {
    for (const a of listArticles("case-studies")) {
      expect(a.company).toBeTruthy();
      expect(a.results?.length).toBeGreaterThan(0);
    }
  });
});

describe("parseArticle", () => {
  const good = `---\ntitle: "T"\ndescription: "D"\ndate: "2026-01-02"\nauthor: "A"\nauthorRole: "R"\ncover: "/images/x.svg"\ncoverAlt: "alt"\ntags: [a]\n---\n\n## Hi\n\nSome text.`;

  it("accepts YAML dates as well as strings", () => {
    expect(parseArticle("blog", "x", good.replace('"2026-01-02"', "2026-01-02")).date).toBe("2026-01-02");
  });

  it("names the file and the field when front matter is wrong", () => {
    expect(() => parseArticle("blog", "bad", good.replace('cover: "/images/x.svg"', 'cover: "https://cdn.example.com/x.png"'))).toThrow(
      /content\/blog\/bad\.md.*cover/,
    );
    expect(() => parseArticle("case-studies", "cs", good)).toThrow(/company/);
  });

  it("returns null for unknown or unsafe slugs", () => {
    expect(getArticle("blog", "no-such-post")).toBeNull();
    expect(getArticle("blog", "../faq")).toBeNull();
  });
});

describe("reading time", () => {
  it("counts words, not markup or link targets", () => {
    expect(countWords("## Hello world\n\n- **one** [two](https://example.com/a-b-c)")).toBe(4);
    expect(countWords("```\ncode block words\n```\nreal")).toBe(1);
  });

  it("rounds up to whole minutes, at least one", () => {
    expect(readingTimeMinutes("")).toBe(1);
    expect(readingTimeMinutes(Array(WORDS_PER_MINUTE).fill("word").join(" "))).toBe(1);
    expect(
      readingTimeMinutes(
        Array(WORDS_PER_MINUTE + 1)
          .fill("word")
          .join(" "),
      ),
    ).toBe(2);
  });
});

it("formats dates without time-zone drift", () => {
  expect(formatArticleDate("2026-03-01")).toBe("Mar 1, 2026");
});
