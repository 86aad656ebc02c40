"use client";

import { Loader2, VenetianMask } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { v2 } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";

/**
 * Starts impersonating a user (POST /api/v2/impersonation, admins only, audited) and opens the
 * product as them; the impersonation bar in the shell is the way back.
 */
export function ImpersonateButton({ userId, name, home }: { userId: string; name: string; home: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await v2.call("POST /impersonation", { json: { userId } });
      window.location.assign(home);
    } catch (error) {
      setError(isApiError(error) && error.status !== 0 ? error.message : "Could not start impersonating. Please try again.");
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <Button size="sm" variant="outline" onClick={() => void start()} disabled={busy} aria-label={`Impersonate ${name}`}>
        {busy ? <Loader2 aria-hidden className="animate-spin" /> : <VenetianMask aria-hidden />}
        Impersonate
      </Button>
      {error && (
        <p role="alert" className="text-destructive text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
