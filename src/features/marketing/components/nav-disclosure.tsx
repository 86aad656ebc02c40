"use client";

import { clsx } from "clsx";
import { ChevronDownIcon } from "lucide-react";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/**
 * A header menu as a disclosure (WAI-ARIA "disclosure navigation menu"): a button with
 * aria-expanded that shows a panel of ordinary links. Site navigation is a list of links, not an
 * application menu, so Tab moves through the links and screen readers announce them as links.
 * It closes on Escape (focus back on the button), on a click or focus outside, and on any navigation.
 */
export function NavDisclosure({
  label,
  triggerClassName,
  panelClassName,
  children,
}: {
  label: string;
  triggerClassName: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  // Open "on this page": any navigation (a link in the panel, Back, Forward) closes it without an effect.
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // A null relatedTarget is a click on something unfocusable; the pointer handler decides that case.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen(!open)}
        className={triggerClassName}
      >
        {label}
        <ChevronDownIcon aria-hidden className={clsx("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest("a")) setOpen(false);
        }}
        className={clsx(
          "bg-popover text-popover-foreground animate-in fade-in-0 zoom-in-95 slide-in-from-top-2 absolute top-full left-0 z-50 mt-2.5 rounded-xl border p-3 shadow-md",
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}
