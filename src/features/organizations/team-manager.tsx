"use client";

import { Building2, UserRound } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { Field, SelectField } from "@/components/form-field";
import { FormMessage } from "@/components/form-message";
import { formText } from "@/lib/form-text";
import { Section } from "@/components/section";
import { cn } from "@/lib/utils";

type Role = "owner" | "admin" | "member";
type Org = { id: string; name: string; slug: string };
type FullOrg = Org & {
  members: { id: string; role: string; userId: string; user: { name: string; email: string } }[];
  invitations: { id: string; email: string; role: string | null; status: string; expiresAt: Date | string }[];
};
type Message = { kind: "error" | "success"; text: string } | null;

const ROLES: Role[] = ["owner", "admin", "member"];
const roleSelectClass = "h-8 w-auto px-2 text-sm";

/** After switching, creating or leaving, /callback decides where the user belongs (docs/product/screens-and-navigation.md). */
function goToCallback() {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- /callback is a route handler
  window.location.assign("/callback");
}

/**
 * Organizations: switch between teams and the personal account, create, rename,
 * leave, invite by e-mail, change roles and remove members. Seats are enforced by the server.
 */
export function TeamManager({ userId, activeOrganizationId }: { userId: string; activeOrganizationId: string | null }) {
  const [orgs, setOrgs] = useState<Org[] | null>(null);
  const [active, setActive] = useState<FullOrg | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [inviteMessage, setInviteMessage] = useState<Message>(null);
  const [pending, setPending] = useState(false);

  const load = useCallback(async () => {
    const list = await authClient.organization.list();
    if (list.error) setMessage({ kind: "error", text: authErrorMessage(list.error, "Could not load your teams") });
    else setOrgs(list.data);
    if (activeOrganizationId) {
      const full = await authClient.organization.getFullOrganization({ query: { organizationId: activeOrganizationId } });
      if (full.data) setActive(full.data);
    }
  }, [activeOrganizationId]);
  useEffect(() => {
    void load();
  }, [load]);

  const myRole = active?.members.find((m) => m.userId === userId)?.role as Role | undefined;
  const canManage = myRole === "owner" || myRole === "admin";

  async function run(
    action: () => Promise<{ error: { message?: string; status?: number } | null }>,
    success: string | null,
    after?: () => void,
  ) {
    setPending(true);
    const { error } = await action();
    setPending(false);
    if (error) return setMessage({ kind: "error", text: authErrorMessage(error, "That did not work") });
    if (success) setMessage({ kind: "success", text: success });
    if (after) after();
    else await load();
  }

  return (
    <div className="grid gap-6">
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}

      <Section id="accounts" title="Your accounts" description="Campaigns, orders and the wallet belong to the account you are using.">
        <ul className="divide-y rounded-lg border">
          <li className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
            <span className="flex items-center gap-2">
              <UserRound className="size-4" aria-hidden /> Personal account
            </span>
            {activeOrganizationId === null ? (
              <Badge variant="secondary">In use</Badge>
            ) : (
              <Button
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() => run(() => authClient.organization.setActive({ organizationId: null }), null, goToCallback)}
              >
                Use personal account
              </Button>
            )}
          </li>
          {(orgs ?? []).map((o) => (
            <li key={o.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
              <span className="flex items-center gap-2">
                <Building2 className="size-4" aria-hidden /> {o.name}
              </span>
              {o.id === activeOrganizationId ? (
                <Badge variant="secondary">In use</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  onClick={() => run(() => authClient.organization.setActive({ organizationId: o.id }), null, goToCallback)}
                >
                  Switch
                </Button>
              )}
            </li>
          ))}
        </ul>
        <form
          noValidate
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={async (event) => {
            event.preventDefault();
            const name = formText(new FormData(event.currentTarget), "team_name").trim();
            if (name.length < 2) return setMessage({ kind: "error", text: "Enter a team name of at least 2 characters" });
            const slug = `${
              name
                .toLowerCase()
                .replace(/[^a-z0-9]+/g, "-")
                .replace(/^-|-$/g, "")
                .slice(0, 40) || "team"
            }-${Math.random().toString(36).slice(2, 8)}`;
            await run(() => authClient.organization.create({ name, slug }), null, goToCallback);
          }}
        >
          <div className="flex-1">
            <Field id="team_name" name="team_name" label="New team" placeholder="Team name" />
          </div>
          <Button type="submit" disabled={pending}>
            Create team
          </Button>
        </form>
      </Section>

      {active && (
        <>
          <Section
            id="team"
            title={active.name}
            description={`You are ${myRole === "admin" ? "an admin" : `the ${myRole ?? "member"}`} of this team.`}
          >
            {canManage && (
              <form
                noValidate
                className="flex flex-col gap-2 sm:flex-row sm:items-end"
                onSubmit={async (event) => {
                  event.preventDefault();
                  const name = formText(new FormData(event.currentTarget), "rename").trim();
                  if (name.length < 2) return setMessage({ kind: "error", text: "Enter a team name of at least 2 characters" });
                  await run(() => authClient.organization.update({ data: { name }, organizationId: active.id }), "Team renamed.");
                }}
              >
                <div className="flex-1">
                  <Field id="rename" name="rename" label="Team name" defaultValue={active.name} key={active.name} />
                </div>
                <Button type="submit" variant="outline" disabled={pending}>
                  Rename
                </Button>
              </form>
            )}

            <h3 className="text-sm font-semibold">Members</h3>
            <ul className="divide-y rounded-lg border">
              {active.members.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                  <div className="grid min-w-0">
                    <span className="font-medium">
                      {m.user.name}
                      {m.userId === userId && " (you)"}
                    </span>
                    <span className="text-muted-foreground truncate text-xs">{m.user.email}</span>
                  </div>
                  <div className="flex items-center gap-2">
                    {canManage && m.userId !== userId ? (
                      <>
                        <label className="sr-only" htmlFor={`role-${m.id}`}>
                          Role of {m.user.name}
                        </label>
                        <NativeSelect
                          id={`role-${m.id}`}
                          className={roleSelectClass}
                          value={m.role}
                          disabled={pending}
                          onChange={(e) =>
                            run(
                              () =>
                                authClient.organization.updateMemberRole({
                                  memberId: m.id,
                                  role: e.target.value,
                                  organizationId: active.id,
                                }),
                              "Role changed.",
                            )
                          }
                        >
                          {ROLES.map((r) => (
                            <option key={r} value={r}>
                              {r}
                            </option>
                          ))}
                        </NativeSelect>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={pending}
                          onClick={() =>
                            run(
                              () => authClient.organization.removeMember({ memberIdOrEmail: m.id, organizationId: active.id }),
                              `${m.user.name} was removed.`,
                            )
                          }
                        >
                          Remove
                        </Button>
                      </>
                    ) : (
                      <Badge variant="outline">{m.role}</Badge>
                    )}
                  </div>
                </li>
              ))}
            </ul>

            {active.invitations.some((i) => i.status === "pending") && (
              <>
                <h3 className="text-sm font-semibold">Pending invitations</h3>
                <ul className="divide-y rounded-lg border">
                  {active.invitations
                    .filter((i) => i.status === "pending")
                    .map((i) => (
                      <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                        <span className="break-all">
                          {i.email} · {i.role ?? "member"}
                        </span>
                        {canManage && (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={pending}
                            onClick={() =>
                              run(() => authClient.organization.cancelInvitation({ invitationId: i.id }), "Invitation cancelled.")
                            }
                          >
                            Cancel
                          </Button>
                        )}
                      </li>
                    ))}
                </ul>
              </>
            )}

            <Button
              variant="outline"
              className={cn("justify-self-start", "text-destructive")}
              disabled={pending}
              onClick={() => run(() => authClient.organization.leave({ organizationId: active.id }), null, goToCallback)}
            >
              Leave team
            </Button>
          </Section>

          {canManage && (
            <Section
              id="invite"
              title="Invite a member"
              description="We e-mail them a link to join. Each member uses one seat of your plan."
            >
              <form
                noValidate
                className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
                onSubmit={async (event) => {
                  event.preventDefault();
                  const formEl = event.currentTarget;
                  const form = new FormData(formEl);
                  const email = formText(form, "invite_email").trim();
                  const role = (formText(form, "invite_role") || "member") as Role;
                  if (!/^\S+@\S+\.\S+$/.test(email)) return setInviteMessage({ kind: "error", text: "Enter the e-mail address to invite" });
                  setPending(true);
                  const { error } = await authClient.organization.inviteMember({ email, role, organizationId: active.id });
                  setPending(false);
                  if (error) return setInviteMessage({ kind: "error", text: authErrorMessage(error, "Could not send the invitation") });
                  formEl.reset();
                  setInviteMessage({ kind: "success", text: `Invitation sent to ${email}.` });
                  await load();
                }}
              >
                {inviteMessage && (
                  <FormMessage kind={inviteMessage.kind} className="sm:col-span-3">
                    {inviteMessage.text}
                  </FormMessage>
                )}
                <Field id="invite_email" name="invite_email" type="email" label="E-mail" autoComplete="off" />
                <SelectField id="invite_role" name="invite_role" label="Role" defaultValue="member">
                  <option value="member">member</option>
                  <option value="admin">admin</option>
                  {myRole === "owner" && <option value="owner">owner</option>}
                </SelectField>
                <Button type="submit" variant="brand" disabled={pending}>
                  Send invitation
                </Button>
              </form>
            </Section>
          )}
        </>
      )}
    </div>
  );
}
