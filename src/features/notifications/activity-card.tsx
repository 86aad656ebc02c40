"use client";

import { formatDistance } from "date-fns";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Notification } from "@/contracts/me";
import { notificationHref } from "@/lib/notification-target";

/**
 * A dashboard's "Recent activity": the order, proposal and payout updates that are not the bell's
 * (roles.ts ACTIVITY_TYPES), newest first, each linked to the page it is about. E-mail carries the
 * same updates.
 */
export function ActivityCard({ items, now }: { items: Notification[]; now: string }) {
  return (
    <Card data-testid="activity">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Recent activity
        </CardTitle>
        <CardDescription>Updates on your orders, proposals and payouts.</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing yet: updates on your orders and proposals appear here.</p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label="Recent activity">
            {items.map((n) => (
              <li key={n.id} className="flex flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0">
                <Link href={notificationHref(n, null)} className="text-sm font-medium break-words hover:underline">
                  {n.formatted_message}
                </Link>
                <span className="text-muted-foreground text-xs">
                  {formatDistance(new Date(n.created_at), new Date(now), { addSuffix: true })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
