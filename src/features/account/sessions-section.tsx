"use client";

import { formatDistanceToNow } from "date-fns";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { FormMessage } from "@/components/form-message";
import { Section } from "@/components/section";

type Row = {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

function describeAgent(ua: string | null | undefined): string {
  if (!ua) return "Unknown device";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Chrome\//.test(ua)
      ? "Chrome"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Browser";
  const os = /iPhone|iPad/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Mac OS X/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /Linux/.test(ua)
            ? "Linux"
            : "";
  return os ? `${browser} on ${os}` : browser;
}

/** Active sessions, with sign-out of one or of all the others. */
export function SessionsSection({ currentSessionId }: { currentSessionId: string }) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  async function load() {
    const { data, error } = await authClient.listSessions();
    if (error) setMessage({ kind: "error", text: authErrorMessage(error, "Could not load your sessions") });
    else setRows(data);
  }
  useEffect(() => {
    void load();
  }, []);

  const others = rows?.filter((r) => r.id !== currentSessionId) ?? [];
  return (
    <Section id="sessions" title="Active sessions" description="Devices signed in to your account.">
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <ul className="divide-y rounded-lg border" aria-busy={rows === null}>
        {(rows ?? []).map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
            <div className="grid gap-0.5">
              <span className="flex items-center gap-2 font-medium">
                {describeAgent(r.userAgent)}
                {r.id === currentSessionId && <Badge variant="secondary">This device</Badge>}
              </span>
              <span className="text-muted-foreground text-xs">
                {r.ipAddress ? `${r.ipAddress} · ` : ""}signed in {formatDistanceToNow(new Date(r.createdAt), { addSuffix: true })}
              </span>
            </div>
            {r.id !== currentSessionId && (
              <Button
                size="sm"
                variant="outline"
                onClick={async () => {
                  const { error } = await authClient.revokeSession({ token: r.token });
                  if (error) setMessage({ kind: "error", text: authErrorMessage(error, "Could not sign out that device") });
                  await load();
                }}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={others.length === 0}
        onClick={async () => {
          const { error } = await authClient.revokeOtherSessions();
          setMessage(
            error
              ? { kind: "error", text: authErrorMessage(error, "Could not sign out other sessions") }
              : { kind: "success", text: "Signed out of all other sessions." },
          );
          await load();
        }}
      >
        Sign out of all other sessions
      </Button>
    </Section>
  );
}
