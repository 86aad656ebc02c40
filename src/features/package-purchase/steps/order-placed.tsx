"use client";

import { CheckCircle2 } from "lucide-react";
import Link from "next/link";
import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import type { OrderSummary } from "@/contracts/orders";
import { formatCents } from "@/lib/money-format";

/** The end of the wizard: the order is placed and its money is in escrow. */
export function OrderPlaced({
  placed,
  creator,
  headingRef,
}: {
  placed: OrderSummary;
  creator: { name: string; customUrl: string };
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section
      className="bg-card mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border p-8 text-center shadow-xs"
      data-testid="order-placed"
    >
      <CheckCircle2 aria-hidden className="size-10 text-emerald-600" />
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        Order {placed.reference} is placed
      </h2>
      <p className="text-muted-foreground text-sm">
        {formatCents(placed.priceCents)} moved from your wallet into escrow. {creator.name} is paid when you approve the videos.
        {placed.shipsProduct ? " Next: ship the product and enter the tracking number on the order." : ""}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="brand">
          <Link href="/platform/orders">See your orders</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={`/c/${creator.customUrl}`}>Back to {creator.name}</Link>
        </Button>
      </div>
    </section>
  );
}
