"use client";

import { toast } from "sonner";
import { v2 } from "@/lib/api-client";
import { ReasonDialog } from "../reason-dialog";
import { useRefreshUser } from "./use-refresh-user";

/**
 * Ban or unban from the user page, each with a written reason and a confirmation. The page is
 * server-rendered, so it is refreshed to show the new state, paused campaigns and all.
 */
export function BanControls({ user }: { user: { id: string; name: string; banned: boolean; role: string } }) {
  const refresh = useRefreshUser(user.id);
  if (user.role === "admin") return <p className="text-muted-foreground text-sm">Admins cannot be banned.</p>;
  if (user.banned) {
    return (
      <ReasonDialog
        triggerLabel="Unban"
        title={`Unban ${user.name}?`}
        description="They can sign in again. Campaigns and packages the ban paused go live again unless they changed since."
        confirmLabel="Unban user"
        reasonHint="Kept in the audit log with your name."
        onConfirm={async (reason) => {
          await v2.call("POST /users/:id/unban", { param: { id: user.id }, json: { reason } });
          toast.success(`${user.name} is no longer banned`);
          refresh();
        }}
      />
    );
  }
  return (
    <ReasonDialog
      triggerLabel="Ban"
      destructive
      title={`Ban ${user.name}?`}
      description="Signs them out everywhere at once and keeps them out. Their public profile is hidden, live campaigns are paused and packages go off sale. Money stays where it is."
      confirmLabel="Ban user"
      reasonHint="Kept in the audit log with your name."
      onConfirm={async (reason) => {
        const result = await v2.call("POST /users/:id/ban", { param: { id: user.id }, json: { reason } });
        const { campaignIds, packageIds } = result.data;
        toast.success(`${user.name} is banned`, {
          description: `${campaignIds.length} campaign${campaignIds.length === 1 ? "" : "s"} paused, ${packageIds.length} package${packageIds.length === 1 ? "" : "s"} off sale.`,
        });
        refresh();
      }}
    />
  );
}
