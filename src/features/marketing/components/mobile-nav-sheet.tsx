"use client";

import { MenuIcon, XIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/**
 * The header's side sheet below 1024 px, on the native modal <dialog>: the browser traps focus,
 * makes the page behind it inert, closes it on Escape and returns focus to the button. `children`
 * receives `close` so a followed link can shut the sheet. The links are rendered only while it is
 * open: the desktop menus and the footer already carry them in the page's HTML.
 */
export function MobileNavSheet({ children }: { children: (close: () => void) => ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const close = () => dialogRef.current?.close();

  useEffect(() => {
    if (isOpen && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [isOpen]);

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        className="hover:bg-muted focus-visible:ring-ring inline-flex size-9 items-center justify-center rounded-md outline-none focus-visible:ring-2 lg:hidden"
      >
        <MenuIcon aria-hidden className="size-5" />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => setIsOpen(false)}
        // A click on the dialog element itself is a click on the backdrop: the content fills it otherwise.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="bg-background text-foreground open:animate-in open:slide-in-from-right fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[85%] max-w-sm overflow-y-auto border-l p-0 shadow-lg duration-300 backdrop:bg-black/50"
      >
        {isOpen && (
          <>
            <div className="flex items-center justify-between border-b p-4">
              <h2 id={titleId} className="font-semibold">
                Menu
              </h2>
              <button
                type="button"
                onClick={close}
                className="focus-visible:ring-ring rounded-xs opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-2"
              >
                <XIcon aria-hidden className="size-4" />
                <span className="sr-only">Close</span>
              </button>
            </div>
            {children(close)}
          </>
        )}
      </dialog>
    </>
  );
}
