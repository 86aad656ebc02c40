"use client";

import { Film, X } from "lucide-react";
import { useId, useState } from "react";
import { ChooseVideoButton } from "@/components/media/choose-video-button";
import { formatBytes, isTransferring, useResumableVideoUpload, VideoUploadProgress } from "@/components/media/resumable-video-upload";

export interface UploadedProposalVideo {
  assetId: string;
  name: string;
  size: number;
}

/**
 * The videos of the proposal being written (decision 046): one resumable upload at a time
 * (purpose `proposal`), each finished one listed. The submit names the listed ones; the server
 * then processes them, and the brand sees them processing until they are ready. A removed or
 * never-sent upload is swept after a day (decision 043).
 */
export function useProposalVideos() {
  const [videos, setVideos] = useState<UploadedProposalVideo[]>([]);
  const uploader = useResumableVideoUpload({ purpose: "proposal" }, (assetId) => {
    const t = uploader.transfer;
    if (assetId) setVideos((prev) => [...prev, { assetId, name: t?.fileName ?? "video", size: t?.bytesTotal ?? 0 }]);
  });
  return {
    videos,
    uploader,
    /** Bytes still moving (or paused): the form waits before sending. */
    isUploading: isTransferring(uploader.transfer),
    remove: (assetId: string) => setVideos((prev) => prev.filter((v) => v.assetId !== assetId)),
  };
}
export type ProposalVideos = ReturnType<typeof useProposalVideos>;

/** The uploaded videos with a remove button each, the chooser while there is room, and the running upload's progress. */
export function ProposalVideoUploads({ state, canAdd, error }: { state: ProposalVideos; canAdd: boolean; error?: string }) {
  const statusId = useId();
  const { videos, uploader } = state;
  return (
    <div className="flex flex-col gap-2" data-testid="proposal-video-uploads">
      {videos.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Videos for this proposal">
          {videos.map((v) => (
            <li key={v.assetId} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm" data-testid="proposal-video-draft">
              <Film aria-hidden className="text-muted-foreground size-4 shrink-0" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium" title={v.name}>
                  {v.name}
                </span>
                <span className="text-muted-foreground text-xs">{formatBytes(v.size)} · uploaded</span>
              </span>
              <button
                type="button"
                onClick={() => state.remove(v.assetId)}
                className="hover:bg-muted focus-visible:ring-ring/50 flex size-11 shrink-0 items-center justify-center rounded outline-none focus-visible:ring-2 sm:size-8"
                aria-label={`Remove ${v.name}`}
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {!state.isUploading && canAdd && (
        <div>
          <ChooseVideoButton
            label="Add a video"
            onFile={(file) => uploader.choose(file)}
            describedBy={statusId}
            testId="proposal-video-input"
          />
        </div>
      )}
      <VideoUploadProgress uploader={uploader} statusId={statusId} />
      {error && (
        <p className="text-destructive text-xs" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
