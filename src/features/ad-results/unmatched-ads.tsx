"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { AD_PLATFORM_LABELS, type UnmatchedAd, type UnmatchedAds } from "@/contracts/ad-results";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { formatCount, formatMinor } from "./format";

/** Ads without a match, each with a picker of the brand's licensed videos. */
export function UnmatchedAdsCard({ data, onMatched }: { data: UnmatchedAds; onMatched: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Ads without a video ({data.ads.length})</CardTitle>
        <CardDescription>
          These rows carry no asset code of yours. Pick the licensed video each ad ran; later imports of the same ad are matched the same
          way.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data.ads.length === 0 ? (
          <p className="text-muted-foreground text-sm">Every imported ad is matched to one of your videos.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Unmatched ads">
            {data.ads.map((ad) => (
              <UnmatchedRow key={`${ad.platform}:${ad.adRef}`} ad={ad} licences={data.licences} onMatched={onMatched} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function UnmatchedRow({ ad, licences, onMatched }: { ad: UnmatchedAd; licences: UnmatchedAds["licences"]; onMatched: () => void }) {
  const id = useId();
  const [licenceId, setLicenceId] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function match() {
    setBusy(true);
    setError(null);
    try {
      const { data } = await v1.call("POST /auth/ad-results/matches", { json: { platform: ad.platform, adRef: ad.adRef, licenceId } });
      toast.success(`Matched ${formatCount(data.matchedRows)} rows of “${ad.adName}”.`);
      onMatched();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm">
      <div>
        <p className="font-medium break-words">{ad.adName}</p>
        <p className="text-muted-foreground">
          {AD_PLATFORM_LABELS[ad.platform]} · {ad.campaignName || "no campaign"} · {ad.rows} rows, {ad.firstDay} to {ad.lastDay} ·{" "}
          {ad.spend.map((s) => formatMinor(s.spendMinor, s.currency)).join(" + ")}
        </p>
        <p className="text-muted-foreground">{ad.reason}</p>
      </div>
      {licences.length === 0 ? (
        <p className="text-muted-foreground">You have no licensed videos to match it to yet.</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid min-w-0 flex-1 gap-1">
            <Label htmlFor={id}>Licensed video</Label>
            <NativeSelect
              id={id}
              className="w-full min-w-0"
              value={licenceId}
              onChange={(e) => setLicenceId(e.target.value)}
              aria-invalid={error ? true : undefined}
            >
              <option value="">Choose the video this ad ran…</option>
              {licences.map((l) => (
                <option key={l.licenceId} value={l.licenceId}>
                  {l.assetCode} · {l.title} · {l.creatorName}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="button" variant="outline" disabled={!licenceId || busy} onClick={match}>
            {busy ? "Matching…" : "Match"}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}
