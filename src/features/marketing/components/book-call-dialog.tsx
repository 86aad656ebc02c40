"use client";

import { CalendarDaysIcon, ExternalLinkIcon, MailIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { BOOKING_EMAIL, bookingEmbedUrl } from "./booking-url";

type EmbedState = "checking" | "ready" | "unavailable";

/**
 * The Book A Call dialog with the scheduling embed. The embed is only requested while the dialog
 * is open; if the scheduling service cannot be reached (offline, blocked), the dialog shows a plain
 * link and an e-mail address instead.
 */
export function BookCallDialog({
  bookingUrl,
  open,
  onOpenChange,
}: {
  bookingUrl: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [state, setState] = useState<EmbedState>("checking");
  const embedUrl = bookingEmbedUrl(bookingUrl);

  useEffect(() => {
    if (!open) return;
    if (!embedUrl) {
      setState("unavailable");
      return;
    }
    setState("checking");
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), 5000);
    // An opaque no-cors request tells us whether the service is reachable at all.
    fetch(embedUrl, { mode: "no-cors", signal: controller.signal })
      .then(() => setState("ready"))
      .catch(() => setState("unavailable"))
      .finally(() => window.clearTimeout(timer));
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [open, embedUrl]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl" data-testid="book-call-dialog">
        <DialogHeader>
          <DialogTitle>Book a 30-minute call</DialogTitle>
          <DialogDescription>Talk to our team about your next UGC campaign, creator sourcing or the Managed plan.</DialogDescription>
        </DialogHeader>
        {state === "checking" && (
          <div className="bg-muted/50 flex h-[520px] items-center justify-center rounded-lg border" role="status">
            <span className="text-muted-foreground text-sm">Loading the calendar…</span>
          </div>
        )}
        {state === "ready" && embedUrl && (
          <iframe
            title="Book a 30-minute call with Reelbrief"
            src={embedUrl}
            className="h-[620px] w-full rounded-lg border"
            loading="lazy"
          />
        )}
        {state === "unavailable" && (
          <div className="bg-muted/40 grid gap-4 rounded-lg border p-6 text-center sm:p-10" data-testid="book-call-fallback">
            <CalendarDaysIcon aria-hidden className="text-brand mx-auto size-10" />
            <p className="text-base font-semibold">The calendar couldn’t load here.</p>
            <p className="text-muted-foreground mx-auto max-w-md text-sm">
              Pick a time on our scheduling page instead, or write to us and we’ll reply within one business day.
            </p>
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              <a
                href={bookingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="bg-brand text-brand-foreground inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold"
              >
                Open the scheduling page <ExternalLinkIcon aria-hidden className="size-4" />
              </a>
              <a
                href={`mailto:${BOOKING_EMAIL}?subject=${encodeURIComponent("Book a call with Reelbrief")}`}
                className="hover:bg-muted inline-flex h-10 items-center justify-center gap-2 rounded-lg border px-4 text-sm font-semibold"
              >
                <MailIcon aria-hidden className="size-4" /> {BOOKING_EMAIL}
              </a>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
