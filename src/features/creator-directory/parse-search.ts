import { creatorSearchSchema, type CreatorSearch } from "@/contracts/creator-search";

export type RawSearchParams = Record<string, string | string[] | undefined>;

/**
 * The /creators page reads the same query as GET /api/v1/creators. A hand-edited URL with a bad
 * value must not break the page: the offending parameters are dropped (and reported so the page
 * can say so) and the rest of the search still applies.
 */
export function parseDirectorySearch(params: RawSearchParams): { search: CreatorSearch; ignored: string[] } {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) raw[key] = value;
  const ignored: string[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const result = creatorSearchSchema.safeParse(raw);
    if (result.success) return { search: result.data, ignored };
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (key && key in raw) {
        delete raw[key];
        ignored.push(key);
      }
    }
  }
  return { search: creatorSearchSchema.parse({}), ignored };
}
