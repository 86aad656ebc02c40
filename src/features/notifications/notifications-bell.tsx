"use client";

import { Bell } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { Me, Notification } from "@/contracts/me";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { hasUnread, isUnread } from "@/lib/notification-target";
import { visibleNotifications } from "@/lib/roles";
import { loadOlderNotifications, markAllNotificationsRead, markNotificationsRead } from "./mark-read";
import { NotificationsPanel } from "./notifications-panel";

/** /api/auth/me carries this many of the newest notifications; a full list may have older ones. */
const ME_NOTIFICATIONS = 30;

/**
 * The header bell (docs/product/messages-and-notifications.md): a blue dot while any notification the user may see is unread;
 * it opens the panel. Opening a notification marks it read; "Mark all as read" reads every one
 * (POST /auth/notifications/read-all); "Load more" pages to older ones (decision 035).
 */
export function NotificationsBell({ me, onChanged }: { me: Me; onChanged: () => unknown }) {
  const [open, setOpen] = useState(false);
  const [older, setOlder] = useState<Notification[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const showDot = hasUnread(visibleNotifications(me));

  // Until a page was loaded, the oldest notification of /me is the cursor when /me was full.
  const nextCursor =
    cursor !== undefined ? cursor : me.notifications.length >= ME_NOTIFICATIONS ? (me.notifications.at(-1)?.id ?? null) : null;

  const readLocally = (ids: ReadonlySet<string> | "all") => {
    const at = new Date().toISOString();
    setOlder((list) => list.map((n) => (isUnread(n) && (ids === "all" || ids.has(n.id)) ? { ...n, read_at: at } : n)));
  };

  const markRead = (ids: string[]) => {
    readLocally(new Set(ids));
    markNotificationsRead(ids)
      .then(() => onChanged())
      .catch(() => toast.error("Could not mark notifications as read"));
  };

  const markAllRead = () => {
    readLocally("all");
    markAllNotificationsRead()
      .then(() => onChanged())
      .catch(() => toast.error("Could not mark notifications as read"));
  };

  const loadMore = () => {
    const before = nextCursor;
    if (!before) return;
    setLoadingMore(true);
    loadOlderNotifications(before)
      .then((page) => {
        setOlder((list) => [...list, ...page.data]);
        setCursor(page.nextCursor);
      })
      .catch(() => toast.error("Could not load older notifications"))
      .finally(() => setLoadingMore(false));
  };

  const onOpen = (notification: Notification) => {
    setOpen(false);
    if (isUnread(notification)) markRead([notification.id]);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={showDot ? "Notifications (unread)" : "Notifications"}
          data-testid="notifications-bell"
        >
          <Bell aria-hidden className="size-5" />
          {showDot && (
            <span
              data-testid="bell-dot"
              aria-hidden
              className="ring-background absolute top-1.5 right-1.5 size-2.5 rounded-full bg-blue-500 ring-2"
            />
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <NotificationsPanel
          me={me}
          onOpen={onOpen}
          onMarkAllRead={markAllRead}
          older={older}
          onLoadMore={nextCursor ? loadMore : undefined}
          isLoadingMore={isLoadingMore}
        />
      </PopoverContent>
    </Popover>
  );
}
