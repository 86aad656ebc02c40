"use client";

import { Bell } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { Me, Notification } from "@/contracts/me";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { hasUnread, isUnread } from "@/lib/notification-target";
import { visibleNotifications } from "@/lib/roles";
import { markNotificationsRead } from "./mark-read";
import { NotificationsPanel } from "./notifications-panel";

/**
 * The header bell (SPEC.md §2, §4): a blue dot while any notification the user may see is unread;
 * it opens the panel. Opening a notification marks it read; "Mark all as read" reads the rest.
 */
export function NotificationsBell({ me, onChanged }: { me: Me; onChanged: () => unknown }) {
  const [open, setOpen] = useState(false);
  const showDot = hasUnread(visibleNotifications(me));

  const markRead = (ids: string[]) => {
    markNotificationsRead(ids)
      .then(() => onChanged())
      .catch(() => toast.error("Could not mark notifications as read"));
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
        <NotificationsPanel me={me} onOpen={onOpen} onMarkAllRead={markRead} />
      </PopoverContent>
    </Popover>
  );
}
