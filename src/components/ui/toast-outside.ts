/**
 * docs/product/screens-and-navigation.md: a toast can be hovered, clicked and dragged away even while a modal dialog or sheet
 * is open. Radix treats a press on the toaster as "outside" the dialog and would close the dialog
 * (and swallow the press); this keeps the dialog open and leaves the press to the toast. The
 * toaster itself re-enables pointer events that the modal turns off on <body> (app-toaster.tsx).
 */
export function keepOpenOnToast<E extends { target: EventTarget | null; preventDefault(): void }>(handler?: (event: E) => void) {
  return (event: E) => {
    if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]")) event.preventDefault();
    handler?.(event);
  };
}
