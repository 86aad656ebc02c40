"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import type { CampaignAction, CampaignStatus } from "@/contracts/campaigns";
import { Button } from "@/components/ui/button";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";

const ACTIONS: Record<CampaignStatus, { action: CampaignAction; label: string; confirm?: string }[]> = {
  draft: [],
  active: [
    { action: "pause", label: "Pause" },
    { action: "close", label: "Close", confirm: "Close this campaign? Open proposals are declined and their creators told." },
  ],
  paused: [
    { action: "resume", label: "Resume" },
    { action: "close", label: "Close", confirm: "Close this campaign? Open proposals are declined and their creators told." },
  ],
  closed: [{ action: "archive", label: "Archive" }],
  archived: [],
};

/** Pause, resume, close and archive buttons for the campaign's current state (docs/product/campaigns-and-proposals.md). */
export function CampaignStatusActions({ campaignId, status }: { campaignId: string; status: CampaignStatus }) {
  const router = useRouter();
  const [busy, setBusy] = useState<CampaignAction | null>(null);
  const run = async (action: CampaignAction, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return;
    setBusy(action);
    try {
      await v1.call("POST /auth/campaigns/:id/status", { param: { id: campaignId }, json: { action } });
      toast.success(
        `Campaign ${action === "pause" ? "paused" : action === "resume" ? "resumed" : action === "close" ? "closed" : "archived"}`,
      );
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Could not change the campaign"));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {status === "draft" && (
        <Button asChild variant="brand">
          <a href={`/platform/campaigns/${campaignId}/edit`}>Continue editing</a>
        </Button>
      )}
      {ACTIONS[status].map((a) => (
        <Button key={a.action} variant="outline" disabled={busy !== null} onClick={() => void run(a.action, a.confirm)}>
          {busy === a.action ? "…" : a.label}
        </Button>
      ))}
    </>
  );
}
