"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { PITCH_MAX, PORTFOLIO_LINKS_MAX } from "@/contracts/campaigns";
import { controlAria, FormControl, TextareaField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { v1 } from "@/lib/api-client";
import { errorMessage, isApiError } from "@/lib/api-error";
import { formatCents } from "@/lib/money-format";
import { orderPay, payLine } from "@/lib/platform-fee";
import { ProposalVideoUploads, useProposalVideos } from "./proposal-video-uploads";

/** The Apply form (docs/product/campaigns-and-proposals.md): a pitch, the bid when the campaign takes bids, up to 3 links and videos in all (decision 046). */
export function ApplyForm({
  campaignId,
  pricing,
  minCents,
  maxCents,
  videos,
  platformFeeBps,
}: {
  campaignId: string;
  pricing: "fixed" | "bids";
  minCents: number | null;
  maxCents: number | null;
  videos: number;
  platformFeeBps: number;
}) {
  const router = useRouter();
  const [pitch, setPitch] = useState("");
  const [bid, setBid] = useState("");
  const [links, setLinks] = useState<string[]>([""]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const proposalVideos = useProposalVideos();
  const bidCents = /^\d+(\.\d{1,2})?$/.test(bid.trim()) ? Math.round(Number(bid) * 100) : null;
  const filledLinks = links.filter((l) => l.trim() !== "").length;
  const videoCount = proposalVideos.videos.length + (proposalVideos.isUploading ? 1 : 0);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await v1.call("POST /auth/campaigns/:id/proposals", {
        param: { id: campaignId },
        json: {
          pitch,
          ...(pricing === "bids" && bid.trim() !== "" ? { price_cents: Math.round(Number(bid) * 100) } : {}),
          portfolio_links: links.map((l) => l.trim()).filter(Boolean),
          video_asset_ids: proposalVideos.videos.map((v) => v.assetId),
        },
      });
      toast.success("Proposal sent: the brand has been told");
      router.push("/dashboard/campaigns/proposals");
    } catch (error) {
      if (isApiError(error)) setErrors(error.fields ?? {});
      toast.error(errorMessage(error, "Could not send the proposal"));
      setBusy(false);
    }
  };
  const fieldError = (k: string) => errors[k] ?? Object.entries(errors).find(([key]) => key.startsWith(`${k}.`))?.[1];

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label="Apply to this campaign" noValidate>
      <TextareaField
        id="pitch"
        label="Your pitch"
        required
        max={PITCH_MAX}
        maxLength={PITCH_MAX}
        value={pitch}
        onChange={(e) => setPitch(e.target.value)}
        error={fieldError("pitch")}
        errorRole="alert"
        className="min-h-32"
      />
      {pricing === "bids" ? (
        <FormControl
          id="bid"
          label={`Your bid ($) — ${formatCents(minCents)} to ${formatCents(maxCents)}`}
          error={fieldError("price_cents")}
          errorRole="alert"
        >
          <Input
            id="bid"
            inputMode="decimal"
            value={bid}
            onChange={(e) => setBid(e.target.value)}
            {...controlAria("bid", fieldError("price_cents"))}
          />
          {bidCents !== null && (
            <p className="text-muted-foreground text-xs" data-testid="apply-pay">
              {payLine(orderPay(bidCents, videos, platformFeeBps), platformFeeBps)}, paid as the brand approves your videos.
            </p>
          )}
        </FormControl>
      ) : (
        <p className="text-sm" data-testid="apply-pay">
          {payLine(orderPay(minCents ?? 0, videos, platformFeeBps), platformFeeBps)}, paid as the brand approves your videos.
        </p>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Portfolio links or videos (up to {PORTFOLIO_LINKS_MAX} in all)</legend>
        {links.map((link, i) => (
          <Input
            key={i}
            type="url"
            aria-label={`Portfolio link ${i + 1}`}
            placeholder="https://"
            value={link}
            onChange={(e) => setLinks(links.map((l, j) => (j === i ? e.target.value : l)))}
          />
        ))}
        {links.length + videoCount < PORTFOLIO_LINKS_MAX && (
          <div>
            <Button type="button" variant="ghost" size="sm" onClick={() => setLinks([...links, ""])}>
              Add a link
            </Button>
          </div>
        )}
        {fieldError("portfolio_links") && (
          <p className="text-destructive text-xs" role="alert">
            {fieldError("portfolio_links")}
          </p>
        )}
        <ProposalVideoUploads
          state={proposalVideos}
          canAdd={filledLinks + videoCount < PORTFOLIO_LINKS_MAX}
          error={fieldError("video_asset_ids")}
        />
      </fieldset>
      <div>
        <Button type="submit" variant="brand" disabled={busy || proposalVideos.isUploading}>
          {busy ? "Sending…" : "Send proposal"}
        </Button>
        {proposalVideos.isUploading && <p className="text-muted-foreground mt-1 text-xs">Send is ready once the video has uploaded.</p>}
      </div>
    </form>
  );
}
