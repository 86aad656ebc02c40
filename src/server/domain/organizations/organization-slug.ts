/** A URL-safe, unique-enough organization slug: the name's letters plus a random suffix. */
export function organizationSlug(name: string, random: () => string = () => Math.random().toString(36).slice(2, 8)): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${base || "team"}-${random()}`;
}
