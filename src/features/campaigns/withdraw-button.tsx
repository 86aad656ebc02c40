"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";

/** The creator withdraws an open proposal; the place in the campaign is free again. */
export function WithdrawButton({ proposalId }: { proposalId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={() => {
        if (!window.confirm("Withdraw this proposal?")) return;
        setBusy(true);
        v1.call("POST /auth/campaign/proposals/:id", { param: { id: proposalId }, json: { action: "withdraw" } })
          .then(() => {
            toast.success("Proposal withdrawn");
            router.refresh();
          })
          .catch((error: unknown) => toast.error(errorMessage(error, "Could not withdraw")))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? "Withdrawing…" : "Withdraw"}
    </Button>
  );
}
