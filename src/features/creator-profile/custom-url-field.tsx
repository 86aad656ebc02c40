"use client";

import { CustomUrlInput } from "@/components/creator/custom-url-input";
import { useCustomUrlAvailability } from "@/components/creator/use-custom-url-availability";
import { type CreatorProfileSettings, OLD_URL_REDIRECT_DAYS } from "@/contracts/creator-profile";

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
    <CustomUrlInput
      value={value}
      onChange={onChange}
      pagePrefix={pagePrefix}
      availability={availability}
      error={urlError}
      idle={!urlChanged && profile.custom_url ? "This is your current URL." : ""}
      checkedAgainOn="save"
      describedBy="custom_url-rules"
      inputProps={{ autoComplete: "off", maxLength: 40 }}
    >
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
    </CustomUrlInput>
  );
}
