"use client";

import { AlertTriangle, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { PosterVideo } from "@/components/media/poster-video";
import type { VideoView } from "@/contracts/videos";

/** How often a page with a video still processing asks the server again. */
const POLL_MS = 3000;

/**
 * The videos sent with a proposal (decision 046), for the brand's proposal view and the creator's
 * own list: each ready one plays behind its poster (nothing loaded until play), a processing one
 * says so, a failed one gives the reason. The pages are server-rendered, so while one processes
 * the page refreshes itself every few seconds until it settles.
 */
export function ProposalVideoList({ videos, creatorName }: { videos: VideoView[]; creatorName: string }) {
  const router = useRouter();
  const processing = videos.some((v) => v.status === "processing" || v.status === "uploading");
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => router.refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [processing, router]);

  if (videos.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Videos sent with the proposal" data-testid="proposal-videos">
      {videos.map((v, i) => (
        <li key={v.assetId} className="overflow-hidden rounded-xl border" data-testid="proposal-video" data-status={v.status}>
          {v.status === "ready" && v.playbackUrl ? (
            <PosterVideo
              src={v.playbackUrl}
              poster={v.posterUrl}
              label={`${creatorName}: proposal video ${i + 1} of ${videos.length}`}
              className="aspect-[9/16] size-full object-contain"
            />
          ) : (
            <div className="bg-muted flex aspect-[9/16] flex-col items-center justify-center gap-2 p-3 text-center text-xs">
              {v.status === "failed" ? (
                <>
                  <AlertTriangle aria-hidden className="size-6 text-red-700" />
                  <span role="status" className="text-red-800">
                    {v.failureReason ?? "This video could not be processed."}
                  </span>
                </>
              ) : (
                <>
                  <Loader2 aria-hidden className="text-muted-foreground size-6 animate-spin" />
                  <span role="status" className="text-muted-foreground">
                    Processing the video…
                  </span>
                </>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
