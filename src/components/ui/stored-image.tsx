import type { ComponentProps } from "react";

/**
 * An image served by our own storage or public folder: re-encoded uploads (decision 018), short-lived
 * signed URLs, private API paths that redirect, blob: previews and seeded SVGs. next/image adds nothing
 * for these (they are already sized, or expire, or are SVG) and would cache signed URLs under a key that
 * expires, so every such image goes through this one plain <img>. `alt` is required: pass "" for a
 * decorative image.
 */
export function StoredImage({ alt, ...props }: ComponentProps<"img"> & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- the one place the app renders a plain <img>, see above
  return <img alt={alt} {...props} />;
}
