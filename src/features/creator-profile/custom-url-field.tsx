"use client";

import { Check, Loader2, X } from "lucide-react";
import { useCustomUrlAvailability } from "@/components/creator/use-custom-url-availability";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { type CreatorProfileSettings, OLD_URL_REDIRECT_DAYS } from "@/contracts/creator-profile";
import { cn } from "@/lib/utils";

/**
 * The custom URL of the creator's public page: checked for availability as it is typed, with the
 * rules, and the old addresses that still redirect here. `serverError` is the save's refusal.
 */
export function CustomUrlField({
  profile,
  value,
  serverError,
  pagePrefix,
  onChange,
}: {
  profile: CreatorProfileSettings;
  value: string;
  serverError: string | undefined;
  pagePrefix: string;
  onChange: (value: string) => void;
}) {
  const urlChanged = value.trim() !== (profile.custom_url ?? "");
  const availability = useCustomUrlAvailability(urlChanged ? value : "");
  const urlError =
    serverError ||
    (urlChanged && availability.state === "done" && !availability.result.available ? (availability.result.reason ?? undefined) : undefined);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="custom_url">Custom URL</Label>
      <div className="flex items-center gap-2">
        <span className="text-muted-foreground shrink-0 text-sm">{pagePrefix}</span>
        <Input
          id="custom_url"
          value={value}
          onChange={(e) => onChange(e.target.value.toLowerCase())}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={urlError ? true : undefined}
          aria-describedby="custom_url-status custom_url-rules"
        />
      </div>
      <p
        id="custom_url-status"
        aria-live="polite"
        className={cn("flex items-center gap-1 text-xs", urlError ? "text-destructive" : "text-muted-foreground")}
      >
        {urlError ? (
          <>
            <X className="size-3.5" aria-hidden /> {urlError}
          </>
        ) : !urlChanged ? (
          profile.custom_url ? (
            "This is your current URL."
          ) : (
            ""
          )
        ) : availability.state === "checking" ? (
          <>
            <Loader2 className="size-3.5 animate-spin" aria-hidden /> Checking…
          </>
        ) : availability.state === "done" && availability.result.available ? (
          <span className="flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
            <Check className="size-3.5" aria-hidden /> {pagePrefix}
            {availability.result.slug} is available
          </span>
        ) : availability.state === "error" ? (
          "Could not check right now; we will check again when you save."
        ) : (
          ""
        )}
      </p>
      <p id="custom_url-rules" className="text-muted-foreground text-xs">
        3–40 lowercase letters, numbers and single dashes, not at the start or end.
        {profile.custom_url
          ? ` If you change it, ${pagePrefix}${profile.custom_url} keeps sending visitors to the new address for ${OLD_URL_REDIRECT_DAYS} days.`
          : ""}
      </p>
      {profile.old_urls.length > 0 && (
        <p className="text-muted-foreground text-xs" data-testid="old-urls">
          Still redirecting here:{" "}
          {profile.old_urls
            .map((o) => `/c/${o.slug} (until ${new Date(o.expires_at).toLocaleDateString("en-US", { dateStyle: "medium" })})`)
            .join(", ")}
        </p>
      )}
    </div>
  );
}
