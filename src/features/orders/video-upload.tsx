"use client";

import { AlertTriangle, CheckCircle2, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { ChooseVideoButton } from "@/components/media/choose-video-button";
import { formatDuration, isTransferring, useResumableVideoUpload, VideoUploadProgress } from "@/components/media/resumable-video-upload";
import type { OrderVideo, OrderVideoVersion } from "@/contracts/orders";
import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { StoredImage } from "@/components/ui/stored-image";
import { DeliveryChecks } from "./delivery-checks";

/**
 * The creator's delivery of one order video: the upload control while the video awaits a
 * delivery, then the processing state (uploading → processing → ready / failed with the reason),
 * polled until it settles; a processed upload shows its checks and the submit (decision 076); then
 * the delivered versions with their warnings.
 */
export function VideoDelivery({ orderId, video }: { orderId: string; video: OrderVideo }) {
  const router = useRouter();
  const statusId = useId();
  const [polling, setPolling] = useState(false);
  const swr = useApiData(polling ? v1.query("GET /auth/order-details/creator/:id", { param: { id: orderId } }) : null, {
    refreshInterval: 2000,
  });
  const live = swr.data?.videos.find((v) => v.id === video.id) ?? video;
  const upload = live.latestUpload;
  const uploader = useResumableVideoUpload({ purpose: "order_delivery", orderVideoId: video.id }, () => setPolling(true));
  const canUpload = live.allowedActions.includes("upload");
  // A processed upload waits for the creator's submit after its checks (decision 076).
  const awaitsSubmit = upload?.status === "ready" && canUpload;
  const processing =
    upload?.status === "processing" || (uploader.transfer?.done === true && upload?.status !== "failed" && !awaitsSubmit && canUpload);

  useEffect(() => {
    if (upload?.status === "processing" || upload?.status === "uploading") setPolling(true);
  }, [upload?.status]);
  // Once processing settles the server page (status, timeline, money) is out of date: refresh it.
  const settledVersions = live.versions.length;
  useEffect(() => {
    if (!polling) return;
    const settled = (status: string | undefined) => status === "failed" || status === "ready";
    const changed = upload?.assetId !== video.latestUpload?.assetId || upload?.status !== video.latestUpload?.status;
    if (settledVersions > video.versions.length || (settled(upload?.status) && changed)) {
      setPolling(false);
      uploader.reset();
      router.refresh();
    }
  }, [polling, settledVersions, video.versions.length, upload?.status, upload?.assetId, video.latestUpload, router, uploader]);

  const uploading = isTransferring(uploader.transfer);

  return (
    <div className="flex flex-col gap-3" data-testid="video-delivery">
      {live.versions.length > 0 && <VersionList versions={live.versions} />}

      {processing && (
        <p className="flex items-center gap-2 text-sm" role="status" data-testid="video-processing">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          Processing your video: checking it and making its preview. This page updates by itself.
        </p>
      )}

      {awaitsSubmit && !uploading && (
        <DeliveryChecks
          key={upload.assetId}
          videoId={video.id}
          nextVersion={live.versions.length + 1}
          onSubmitted={() => {
            uploader.reset();
            router.refresh();
          }}
        />
      )}

      {!processing && upload?.status === "failed" && canUpload && !uploading && (
        <p className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-900" role="alert" data-testid="video-failed">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            “{upload.originalName}” was not delivered. {upload.failureReason}
          </span>
        </p>
      )}

      {canUpload && !processing && (
        <div className="flex flex-col gap-2">
          {!uploading && (
            <div>
              <ChooseVideoButton
                label={
                  awaitsSubmit
                    ? "Upload a different file"
                    : live.versions.length > 0
                      ? `Upload version ${live.versions.length + 1}`
                      : "Upload the video"
                }
                onFile={(file) => uploader.choose(file)}
                describedBy={statusId}
              />
              <p className="text-muted-foreground mt-1 text-xs">
                MP4, MOV or WebM, up to 2 GB. A stopped upload continues when you choose the same file again.
              </p>
            </div>
          )}
          <VideoUploadProgress uploader={uploader} statusId={statusId} />
        </div>
      )}
    </div>
  );
}

function VersionList({ versions }: { versions: OrderVideoVersion[] }) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Delivered versions">
      {[...versions].reverse().map((v) => (
        <li key={v.assetId} className="flex gap-3 rounded-md border p-2" data-testid="video-version" data-version={v.version}>
          {v.posterUrl ? (
            <StoredImage
              src={v.posterUrl}
              alt={`Poster of version ${v.version}`}
              className="h-20 w-auto max-w-28 rounded object-cover"
              loading="lazy"
            />
          ) : null}
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="flex items-center gap-1 font-medium">
              <CheckCircle2 aria-hidden className="size-4 text-emerald-700" />
              Version {v.version}
            </span>
            <span className="text-muted-foreground text-xs">
              {[v.durationMs !== null ? formatDuration(v.durationMs / 1000) : null, v.width && v.height ? `${v.width}×${v.height}` : null]
                .filter(Boolean)
                .join(" · ")}
            </span>
            {v.downloadUrl && (
              <a href={v.downloadUrl} className="text-brand text-xs hover:underline">
                Open the file
              </a>
            )}
            {v.deliverableWarnings.map((w) => (
              <span key={w} className="flex items-start gap-1 text-xs text-amber-800">
                <AlertTriangle aria-hidden className="mt-0.5 size-3 shrink-0" />
                {w}
              </span>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
