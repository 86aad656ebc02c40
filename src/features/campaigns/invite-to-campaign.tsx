"use client";

import { MailPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SelectField, TextareaField } from "@/components/form-field";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";

export interface InviteOption {
  id: string;
  title: string;
  invited: boolean;
}

/**
 * "Invite to campaign" on a creator's public page, for a signed-in brand with active
 * campaigns: choose one, add a note, and POST /auth/campaigns/{id}/invitations. The creator then
 * sees "Invited" and may propose even when missing a requirement (decision 028).
 */
export function InviteToCampaign({
  creatorUserId,
  creatorName,
  campaigns,
  triggerClassName = "h-11",
}: {
  creatorUserId: string;
  creatorName: string;
  campaigns: InviteOption[];
  /** The button's size: the creator page's big button by default, smaller on directory cards. */
  triggerClassName?: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const open_ = campaigns.filter((c) => !c.invited);
  const [campaignId, setCampaignId] = useState(open_[0]?.id ?? "");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!campaignId) return;
    setBusy(true);
    setError(null);
    try {
      const res = await v1.call("POST /auth/campaigns/:id/invitations", {
        param: { id: campaignId },
        json: {
          creator_user_id: creatorUserId,
          ...(message.trim() ? { message } : {}),
        },
      });
      toast.success(res.data.created ? `${creatorName} is invited: they can propose now` : `${creatorName} was already invited`);
      setOpen(false);
      setMessage("");
      router.refresh();
    } catch (err) {
      setError(errorMessage(err, "Could not send the invitation"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outline" className={triggerClassName} onClick={() => setOpen(true)}>
        <MailPlus aria-hidden />
        Invite to campaign
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Invite {creatorName}</DialogTitle>
            <DialogDescription>They are told about your campaign and may propose even if they miss a requirement.</DialogDescription>
          </DialogHeader>
          {open_.length === 0 ? (
            <p className="text-sm">{creatorName} is already invited to all your active campaigns.</p>
          ) : (
            <form id="invite-form" onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
              <SelectField id="invite-campaign" label="Campaign" value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
                {open_.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title || "Untitled campaign"}
                  </option>
                ))}
              </SelectField>
              <TextareaField
                id="invite-message"
                label="Message (optional)"
                maxLength={500}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
              />
              {error && (
                <p role="alert" className="text-destructive text-sm">
                  {error}
                </p>
              )}
            </form>
          )}
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            {open_.length > 0 && (
              <Button type="submit" form="invite-form" variant="brand" disabled={busy}>
                {busy ? "Sending…" : "Send invitation"}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
