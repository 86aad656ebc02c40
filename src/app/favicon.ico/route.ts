/**
 * Browsers ask for /favicon.ico on their own (a download, a file opened in a tab, a JSON view)
 * even when the page names its icon; answer with the one icon there is instead of a 404.
 */
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(null, { status: 308, headers: { location: "/icon.svg", "cache-control": "public, max-age=86400" } });
}
