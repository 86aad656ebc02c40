/** Words a reader gets through per minute; the usual figure for web articles. */
export const WORDS_PER_MINUTE = 220;

/** Counts words in Markdown, ignoring code fences, link targets, images and markup characters. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`~|-]+/g, " ");
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,%$]*/gu);
  return words ? words.length : 0;
}

/** Whole minutes to read, at least 1. */
export function readingTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
