"use client";

import { UserRoundCog } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { IMPERSONATE_COOKIE } from "@/lib/constants";
import { authApi, v2 } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";

type State = { kind: "none" } | { kind: "active"; name: string; email: string } | { kind: "ended" };

function clearCookie() {
  document.cookie = `${IMPERSONATE_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/**
 * The visible banner while an admin acts as another user (docs/product/moderation-and-admin.md): who is being
 * impersonated, or that the session has ended, and the way out.
 */
export function ImpersonationBar({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: "none" });
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let cancelled = false;
    authApi
      .call("GET /me", { impersonation: token })
      .then((me) => {
        if (cancelled) return;
        setState(me ? { kind: "active", name: me.user.name, email: me.user.email } : { kind: "ended" });
      })
      .catch((error: unknown) => {
        if (!cancelled && isApiError(error) && error.status !== 0) setState({ kind: "ended" });
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (state.kind === "none") return null;

  async function stop() {
    setPending(true);
    // Sent with the admin's own cookie session (no Session-Token): the server ends the session the
    // cookie names and clears the cookie.
    await v2.call("DELETE /impersonation", { impersonation: null }).catch(() => undefined);
    clearCookie();
    window.location.reload();
  }

  return (
    <div role="region" aria-label="Impersonation" className="sticky top-0 z-[60] bg-amber-400 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <p className="flex items-center gap-2 font-medium">
          <UserRoundCog className="size-4 shrink-0" aria-hidden />
          {state.kind === "active" ? (
            <span>
              You are impersonating {state.name} ({state.email})
            </span>
          ) : (
            <span>Your impersonation session has ended.</span>
          )}
        </p>
        <Button size="sm" variant="outline" className="border-amber-950/30 bg-amber-50 hover:bg-white" disabled={pending} onClick={stop}>
          Stop impersonating
        </Button>
      </div>
    </div>
  );
}
