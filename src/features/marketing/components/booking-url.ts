/** The scheduling embed's options (docs/product: 30-minute meeting, month view, event details shown, black brand colour). */
export const BOOKING_EMBED_OPTIONS = {
  embed: "true",
  layout: "month_view",
  hideEventTypeDetails: "false",
  theme: "light",
  brandColor: "#000000",
} as const;

export const BOOKING_EMAIL = "hello@reelbrief.com";

/** The embeddable address of the booking page setting, with the embed options as query parameters. */
export function bookingEmbedUrl(base: string): string | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  for (const [key, value] of Object.entries(BOOKING_EMBED_OPTIONS)) url.searchParams.set(key, value);
  return url.toString();
}
