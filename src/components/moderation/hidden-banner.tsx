import { EyeOff } from "lucide-react";

/**
 * What the owner of hidden content sees on it (moderation): that Reelbrief hid it and why. Nobody
 * else sees the content at all.
 */
export function HiddenBanner({ what, reason }: { what: string; reason: string | null }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="hidden-banner"
    >
      <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 break-words">
        <strong>Hidden by Reelbrief: {reason || "no reason given"}</strong>
        <span className="block">This {what} is visible only to you until our team restores it. Contact support to appeal.</span>
      </p>
    </div>
  );
}
