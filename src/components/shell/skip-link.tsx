/**
 * The first focusable element of every frame (marketing, signed-in shell, admin): one Tab and Enter
 * skip the header and navigation to the page's main landmark, which each frame gives id="main".
 * Hidden until focused.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      data-testid="skip-link"
      className="focus:bg-background focus:text-foreground focus:ring-ring sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:px-3 focus:py-2 focus:shadow focus:ring-2"
    >
      Skip to content
    </a>
  );
}
