/**
 * The address of creators' public pages as shown beside the custom-URL field: the host the product
 * is served from and /c/, without the scheme ("reelbrief.com/c/"). Taken from the configured public
 * origin, so a preview on any other host names the address that will really work there.
 */
export function creatorPagePrefix(origin: string): string {
  return `${new URL(origin).host}/c/`;
}
