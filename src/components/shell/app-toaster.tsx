"use client";

import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/constants";

/**
 * Toasts as docs/product/screens-and-navigation.md describes them: top right, closing by themselves after 5000 ms, paused while
 * hovered and while the window has lost focus, closed by a click, and draggable (swiped) away.
 * Sonner pauses on hover, on a hidden tab and supports swiping itself; the two other rules are
 * added here with its public API only.
 */
export function AppToaster() {
  usePauseOnFocusLoss();
  useCloseOnClick();
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      swipeDirections={["right", "top"]}
      closeButton
      richColors
      // A modal dialog sets `pointer-events: none` on <body>; toasts opt back in (docs/product/screens-and-navigation.md, toast-outside.ts).
      toastOptions={{ classNames: { toast: "pointer-events-auto cursor-pointer", closeButton: "!left-auto !right-0 !translate-x-1/3" } }}
    />
  );
}

/**
 * While the window is blurred every visible toast is given an infinite duration (which stops sonner's
 * timer); on focus the original duration comes back and the countdown starts again.
 */
function usePauseOnFocusLoss() {
  useEffect(() => {
    const paused = new Map<string | number, number | undefined>();
    const onBlur = () => {
      for (const t of toast.getToasts()) {
        if (!("title" in t) || paused.has(t.id) || t.duration === Infinity) continue;
        paused.set(t.id, t.duration);
        toast(t.title, { id: t.id, duration: Infinity });
      }
    };
    const onFocus = () => {
      const active = new Map(toast.getToasts().map((t) => [t.id, t]));
      for (const [id, duration] of paused) {
        const t = active.get(id);
        if (t && "title" in t) toast(t.title, { id, duration: duration ?? TOAST_DURATION_MS });
      }
      paused.clear();
    };
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", onFocus);
    return () => {
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", onFocus);
    };
  }, []);
}

/** A click anywhere on a toast (other than its own buttons) closes it, through its close button. */
function useCloseOnClick() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      if (event.target.closest("button, a")) return;
      const item = event.target.closest("[data-sonner-toast]");
      const close = item?.querySelector<HTMLButtonElement>("[data-close-button]");
      close?.click();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
