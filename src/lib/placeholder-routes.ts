/**
 * Pages of the signed-in area that still only describe their feature (they render `AreaPage`
 * with a "coming" note and cannot act yet). docs/product/screens-and-navigation.md navigation keeps linking to them — a
 * menu entry names a place — but a button or link that promises an action ("Browse campaigns",
 * "Message this creator", "Set up your packages") must not lead to one. When a feature ships,
 * remove its pattern here and its buttons come back by themselves.
 */
const PLACEHOLDER_PATHS: readonly RegExp[] = [];

/** True when `href` (a path, with or without a query) is a placeholder page. */
export function isPlaceholderPath(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? href;
  return PLACEHOLDER_PATHS.some((pattern) => pattern.test(path));
}

/** The links of a list that lead somewhere the user can act. */
export function liveLinks<T extends { href: string }>(links: readonly T[]): T[] {
  return links.filter((link) => !isPlaceholderPath(link.href));
}
