"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

const BOOK_CALL_HASH = "#book-a-call";

/* The dialog (Radix, icons, the embed check) is downloaded on the first click, not with every page. */
const BookCallDialog = dynamic(() => import("./book-call-dialog").then((m) => m.BookCallDialog), { ssr: false });

/**
 * Book A Call: a footer link that opens the scheduling dialog. A link to `#book-a-call` or
 * `?book=call` opens it too, so the call can be offered from e-mails and other pages.
 */
export function BookCall({ bookingUrl, className }: { bookingUrl: string; className?: string }) {
  const [open, setOpen] = useState(false);
  // Mounted on the first open and kept, so closing plays the dialog's exit and reopening is instant.
  const [hasOpened, setHasOpened] = useState(false);

  const show = () => {
    setOpen(true);
    setHasOpened(true);
  };

  useEffect(() => {
    const openFromUrl = () => {
      const params = new URLSearchParams(window.location.search);
      if (window.location.hash === BOOK_CALL_HASH || params.get("book") === "call") show();
    };
    openFromUrl();
    window.addEventListener("hashchange", openFromUrl);
    return () => window.removeEventListener("hashchange", openFromUrl);
  }, []);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && window.location.hash === BOOK_CALL_HASH) {
      window.history.replaceState(null, "", window.location.pathname + window.location.search);
    }
  };

  return (
    <>
      <a
        href={BOOK_CALL_HASH}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          show();
        }}
      >
        Book A Call
      </a>
      {hasOpened && <BookCallDialog bookingUrl={bookingUrl} open={open} onOpenChange={onOpenChange} />}
    </>
  );
}
