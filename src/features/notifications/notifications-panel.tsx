"use client";

import { formatDistanceToNow } from "date-fns";
import { BellOff } from "lucide-react";
import Link from "next/link";
import type { Me, Notification } from "@/contracts/me";
import { NOTIFICATIONS_PANEL_MAX_HEIGHT } from "@/lib/constants";
import { hasUnread, isUnread, notificationHref } from "@/lib/notification-target";
import { visibleNotifications } from "@/lib/roles";
import { cn } from "@/lib/utils";

export type PanelUser = Pick<Me, "is_brand" | "types" | "notifications">;

export interface NotificationsPanelProps {
  me: PanelUser;
  /** Called when the user opens a notification (before the link navigates). */
  onOpen?: (notification: Notification) => void;
  onMarkAllRead?: (ids: string[]) => void;
  /** Older notifications loaded through "Load more", shown after those of /me. */
  older?: Notification[];
  /** Set while there may be older notifications to load. */
  onLoadMore?: () => void;
  isLoadingMore?: boolean;
  /** "now" for relative times; injectable for tests. */
  now?: Date;
}

/**
 * The notifications list of docs/product/messages-and-notifications.md: only the types the role may see (a creator NewMessage
 * only), a blue dot on each unread item, relative times with a suffix, at most 80% of the viewport
 * tall, and the exact empty state.
 */
export function NotificationsPanel({ me, onOpen, onMarkAllRead, older = [], onLoadMore, isLoadingMore, now }: NotificationsPanelProps) {
  const seen = new Set(me.notifications.map((n) => n.id));
  // A notification may arrive live while older pages are loaded: never show one twice.
  const shown = visibleNotifications({ ...me, notifications: [...me.notifications, ...older.filter((n) => !seen.has(n.id))] });
  const unreadIds = shown.filter(isUnread).map((n) => n.id);

  return (
    <section
      aria-label="Notifications"
      data-testid="notifications-panel"
      className="flex flex-col overflow-hidden"
      style={{ maxHeight: NOTIFICATIONS_PANEL_MAX_HEIGHT }}
    >
      <header className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 className="text-sm font-semibold">Notifications</h2>
        {hasUnread(shown) && onMarkAllRead && (
          <button
            type="button"
            onClick={() => onMarkAllRead(unreadIds)}
            className="text-brand focus-visible:ring-ring rounded text-xs font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none"
          >
            Mark all as read
          </button>
        )}
      </header>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <BellOff aria-hidden className="text-muted-foreground size-8" />
          <p className="text-sm font-semibold">No Notifications</p>
          <p className="text-muted-foreground text-sm">You currently have no new notifications.</p>
        </div>
      ) : (
        <ul className="min-h-0 flex-1 divide-y overflow-y-auto">
          {shown.map((notification) => {
            const unread = isUnread(notification);
            return (
              <li key={notification.id}>
                <Link
                  href={notificationHref(notification, me)}
                  onClick={() => onOpen?.(notification)}
                  data-unread={unread}
                  className={cn(
                    "hover:bg-muted focus-visible:bg-muted flex items-start gap-3 px-4 py-3 text-left outline-none",
                    unread && "bg-brand/5",
                  )}
                >
                  <span className="mt-1.5 flex size-2 shrink-0 items-center justify-center">
                    {unread && (
                      <span data-testid="unread-dot" className="size-2 rounded-full bg-blue-500">
                        <span className="sr-only">Unread</span>
                      </span>
                    )}
                  </span>
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className={cn("text-sm break-words", unread ? "font-medium" : "text-foreground/80")}>
                      {notification.formatted_message}
                    </span>
                    <time dateTime={notification.created_at} className="text-muted-foreground text-xs">
                      {relativeTime(notification.created_at, now)}
                    </time>
                  </span>
                </Link>
              </li>
            );
          })}
          {onLoadMore && (
            <li className="px-4 py-2 text-center">
              <button
                type="button"
                onClick={onLoadMore}
                disabled={isLoadingMore}
                data-testid="notifications-load-more"
                className="text-brand focus-visible:ring-ring rounded text-xs font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none disabled:opacity-60"
              >
                {isLoadingMore ? "Loading…" : "Load more"}
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

function relativeTime(iso: string, now?: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (!now) return formatDistanceToNow(date, { addSuffix: true });
  // date-fns measures from Date.now(); shift the date so the distance is the same from `now`.
  return formatDistanceToNow(new Date(date.getTime() + (Date.now() - now.getTime())), { addSuffix: true });
}
