"use client";

import Link from "next/link";
import { useState } from "react";
import { FormMessage } from "@/components/form-message";
import { Button } from "@/components/ui/button";
import { EMAIL_KIND_LABELS } from "@/contracts/notifications";
import { v1 } from "@/lib/api-client";

/** One button: POST /api/v1/email/unsubscribe?token=… turns that kind of e-mail off. */
export function UnsubscribeForm({ token }: { token: string }) {
  const [state, setState] = useState<{ kind: "idle" | "pending" } | { kind: "done"; label: string } | { kind: "error" }>({ kind: "idle" });
  if (!token) return <FormMessage kind="error">This unsubscribe link is incomplete. Copy the whole link from the e-mail.</FormMessage>;
  if (state.kind === "done") {
    return (
      <div className="grid gap-4">
        <FormMessage kind="success">{`You will no longer get “${state.label}” e-mails.`}</FormMessage>
        <p className="text-muted-foreground text-sm">
          Changed your mind? Turn them back on under E-mail notifications in <Link href="/account#email-preferences">Manage account</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm">Stop getting this kind of notification e-mail? Account e-mails (sign-in links, receipts) still come.</p>
      {state.kind === "error" && (
        <FormMessage kind="error">This unsubscribe link is not valid. Change your preferences in Manage account instead.</FormMessage>
      )}
      <Button
        variant="brand"
        size="lg"
        disabled={state.kind === "pending"}
        onClick={async () => {
          setState({ kind: "pending" });
          try {
            const { data } = await v1.call("POST /email/unsubscribe", { query: { token } });
            setState({ kind: "done", label: EMAIL_KIND_LABELS[data.kind].label });
          } catch {
            setState({ kind: "error" });
          }
        }}
      >
        Unsubscribe
      </Button>
    </div>
  );
}
