"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { FormMessage } from "@/components/form-message";

type Invitation = { organizationName: string; inviterEmail: string; role: string; email: string };

/** The invitation link's page: who invites you to what, and Accept / Decline. */
export function AcceptInvitation({ invitationId }: { invitationId: string }) {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    void authClient.organization.getInvitation({ query: { id: invitationId } }).then(({ data, error: failure }) => {
      if (failure || !data) setError(authErrorMessage(failure, "This invitation is invalid, expired or meant for another e-mail address."));
      else setInvitation(data);
    });
  }, [invitationId]);

  if (declined) return <FormMessage kind="success">You declined the invitation.</FormMessage>;
  if (error && !invitation) return <FormMessage kind="error">{error}</FormMessage>;
  if (!invitation) return <p className="text-muted-foreground text-center text-sm">Loading the invitation…</p>;

  return (
    <div className="grid gap-4">
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <p className="text-center">
        <strong>{invitation.inviterEmail}</strong> invited you to join <strong>{invitation.organizationName}</strong> as{" "}
        {invitation.role === "admin" ? "an admin" : `a ${invitation.role}`}.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button
          variant="brand"
          size="lg"
          disabled={pending}
          onClick={async () => {
            setPending(true);
            const accepted = await authClient.organization.acceptInvitation({ invitationId });
            if (accepted.error) {
              setPending(false);
              return setError(authErrorMessage(accepted.error, "Could not accept the invitation"));
            }
            await authClient.organization.setActive({ organizationId: accepted.data.member.organizationId });
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops the old session's cached data
            window.location.assign("/platform/team");
          }}
        >
          Accept invitation
        </Button>
        <Button
          variant="outline"
          size="lg"
          disabled={pending}
          onClick={async () => {
            setPending(true);
            const { error: failure } = await authClient.organization.rejectInvitation({ invitationId });
            setPending(false);
            if (failure) setError(authErrorMessage(failure, "Could not decline the invitation"));
            else setDeclined(true);
          }}
        >
          Decline
        </Button>
      </div>
    </div>
  );
}
