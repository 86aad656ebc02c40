"use client";

import { Loader2, Pencil, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { Field, SelectField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SOCIAL_PLATFORM_HOSTS, SOCIAL_PLATFORM_LABELS, SOCIAL_PLATFORMS, type socialLinkSchema } from "@/contracts/social-links";
import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { errorFields, errorMessage } from "@/lib/api-error";

type SocialLink = z.infer<typeof socialLinkSchema>;
const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
const followers = new Intl.NumberFormat("en-US");

/** Social links (docs/product/screens-and-navigation.md /dashboard/settings/social): add, edit and remove; brands see them on the public page. */
export function SocialLinksEditor() {
  const links = useApiData(v1.query("GET /auth/social-links"));
  const [editing, setEditing] = useState<SocialLink | null>(null);
  if (!links.data) {
    return links.error ? (
      <p role="alert" className="text-destructive text-sm">
        Your social links could not be loaded. Please reload the page.
      </p>
    ) : (
      <Skeleton className="h-64 rounded-xl" aria-busy="true" aria-label="Loading social links" />
    );
  }
  const refresh = () => void links.mutate();
  const remove = async (link: SocialLink) => {
    try {
      await v1.call("DELETE /auth/social-links/:id", { param: { id: link.id } });
      toast.success(`${SOCIAL_PLATFORM_LABELS[link.platform]} link removed`);
    } catch (error) {
      toast.error(errorMessage(error, "Could not remove the link"));
    }
    refresh();
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Your accounts</CardTitle>
          <CardDescription>Shown on your public page, largest audience first.</CardDescription>
        </CardHeader>
        <CardContent>
          {links.data.length === 0 ? (
            <p className="text-muted-foreground text-sm">No social links yet. Add your first account with the form.</p>
          ) : (
            <ul className="divide-y" data-testid="own-social-links">
              {links.data.map((link) => (
                <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="flex min-w-0 flex-col">
                    <span className="font-medium">
                      {SOCIAL_PLATFORM_LABELS[link.platform]} · @{link.handle.replace(/^@/, "")}
                    </span>
                    <span className="text-muted-foreground text-sm break-all">
                      {link.followerCount !== null ? `${followers.format(link.followerCount)} followers · ` : ""}
                      {link.url}
                    </span>
                  </div>
                  <div className="flex gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing(link)}
                      aria-label={`Edit ${SOCIAL_PLATFORM_LABELS[link.platform]}`}
                    >
                      <Pencil aria-hidden className="size-4" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void remove(link)}
                      aria-label={`Remove ${SOCIAL_PLATFORM_LABELS[link.platform]}`}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <LinkForm key={editing?.id ?? "new"} link={editing} onDone={() => (setEditing(null), refresh())} onCancel={() => setEditing(null)} />
    </div>
  );
}

function LinkForm({ link, onDone, onCancel }: { link: SocialLink | null; onDone: () => void; onCancel: () => void }) {
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [platform, setPlatform] = useState<SocialLink["platform"]>(link?.platform ?? "tiktok");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    const count = textOf(form.get("followerCount")).replace(/[,\s]/g, "");
    const body = {
      platform,
      handle: textOf(form.get("handle")),
      url: textOf(form.get("url")),
      followerCount: count === "" ? null : Number(count),
    };
    setBusy(true);
    setFields({});
    try {
      if (link) await v1.call("PUT /auth/social-links/:id", { param: { id: link.id }, json: body });
      else await v1.call("POST /auth/social-links", { json: body });
      toast.success(link ? "Link saved" : "Link added");
      if (!link) formEl.reset();
      onDone();
    } catch (error) {
      const fields = errorFields(error);
      if (fields) setFields(fields);
      else toast.error(errorMessage(error, "Could not save the link"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{link ? `Edit ${SOCIAL_PLATFORM_LABELS[link.platform]}` : "Add an account"}</CardTitle>
        <CardDescription>One link per platform. The link must be on the platform&apos;s own site.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label={link ? "Edit social link" : "Add social link"}>
          <SelectField
            id="platform"
            name="platform"
            label="Platform"
            value={platform}
            onChange={(e) => setPlatform(e.target.value as SocialLink["platform"])}
            error={fields.platform}
          >
            {SOCIAL_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {SOCIAL_PLATFORM_LABELS[p]}
              </option>
            ))}
          </SelectField>
          <Field
            id="handle"
            name="handle"
            label="Handle"
            defaultValue={link?.handle}
            placeholder="yourname"
            required
            error={fields.handle}
          />
          <Field
            id="url"
            name="url"
            label="Profile URL"
            type="url"
            defaultValue={link?.url}
            placeholder={`https://${SOCIAL_PLATFORM_HOSTS[platform][0]}/…`}
            required
            error={fields.url}
          />
          <Field
            id="followerCount"
            name="followerCount"
            label="Followers"
            inputMode="numeric"
            defaultValue={link?.followerCount ?? ""}
            error={fields.followerCount}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
              {link ? "Save link" : "Add link"}
            </Button>
            {link && (
              <Button type="button" variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
