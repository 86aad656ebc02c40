"use client";

import { CheckCircle2, Clock, X, XCircle } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import type { CheckoutOutcomeView } from "@/contracts/money";
import { useMe } from "@/components/session/use-me";
import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { formatCents } from "@/lib/money-format";
import { cn } from "@/lib/utils";

/** Query parameters the payment provider's return address carries (create-top-up.ts). */
const RETURN_PARAMS = ["checkout", "top_up", "card"] as const;

/** While a real provider's webhook has not arrived yet, look again this often. */
const PENDING_POLL_MS = 2000;

type Tone = "success" | "failure" | "waiting";

function describe(outcome: CheckoutOutcomeView): { tone: Tone; title: string; text: string } {
  const topUp = outcome.purpose === "top_up";
  switch (outcome.status) {
    case "paid":
      return topUp
        ? { tone: "success", title: "Payment received", text: `${formatCents(outcome.amount_cents)} was added to your wallet.` }
        : { tone: "success", title: "Card saved", text: "You can pay with it from now on." };
    case "declined":
      return {
        tone: "failure",
        title: topUp ? "Payment declined" : "Card declined",
        text: `${outcome.failure_reason ?? "The card was declined"}. Nothing was charged; you can try again with another card.`,
      };
    case "canceled":
      return { tone: "failure", title: "Checkout cancelled", text: "You left the payment page. Nothing was charged." };
    case "expired":
      return { tone: "failure", title: "Checkout expired", text: "The payment page was not completed in time. Nothing was charged." };
    case "pending":
      return {
        tone: "waiting",
        title: "Confirming your payment",
        text: "This takes a few seconds. Your balance updates once it is confirmed.",
      };
  }
}

const ICONS = { success: CheckCircle2, failure: XCircle, waiting: Clock } as const;

/**
 * Shown on the page the payment provider sends the browser back to. The outcome is
 * read from the server by the checkout's id; the `top_up=success` in the address is never
 * believed on its own, since anyone can type it.
 */
export function CheckoutReturnNotice() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const { refresh } = useMe();
  const id = params.get("checkout");
  const { data, error } = useApiData(id ? v1.query("GET /auth/wallet/checkouts/:id", { param: { id } }) : null, {
    refreshInterval: (latest) => (latest?.status === "pending" ? PENDING_POLL_MS : 0),
  });

  // The header's wallet balance is stale once a top-up is confirmed.
  const paid = data?.status === "paid";
  useEffect(() => {
    if (paid) void refresh();
  }, [paid, refresh]);

  if (!id || (!data && !error)) return null;

  const dismiss = () => {
    const rest = new URLSearchParams(params.toString());
    for (const name of RETURN_PARAMS) rest.delete(name);
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : (pathname ?? "/"), { scroll: false });
  };

  const view = data
    ? describe(data)
    : { tone: "failure" as const, title: "Payment not found", text: "We could not find this payment on your account." };
  const Icon = ICONS[view.tone];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6 lg:px-8">
      <div
        role="status"
        data-testid="checkout-outcome"
        data-status={data?.status ?? "unknown"}
        className={cn(
          "flex items-start gap-3 rounded-xl border p-4 text-sm",
          view.tone === "success" && "border-emerald-200 bg-emerald-50 text-emerald-900",
          view.tone === "failure" && "border-red-200 bg-red-50 text-red-900",
          view.tone === "waiting" && "bg-muted",
        )}
      >
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="font-semibold">{view.title}</p>
          <p>{view.text}</p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          className="focus-visible:ring-ring/50 -m-1 rounded p-1 opacity-70 outline-none hover:opacity-100 focus-visible:ring-[3px]"
          aria-label="Dismiss"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
