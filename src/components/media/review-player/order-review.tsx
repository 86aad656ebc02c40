"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { OrderVideo } from "@/contracts/orders";
import { VideoReviewPanel } from "./video-review-panel";

/**
 * The review section of an order page, for both sides: one tab per delivered video,
 * each with its player, comments and, for the brand, the decision. Shown once a video is delivered.
 */
export function OrderReview({
  videos,
  viewer,
}: {
  videos: Pick<OrderVideo, "id" | "position" | "uploadedAt" | "status">[];
  viewer: "buyer" | "creator";
}) {
  const delivered = videos.filter((v) => v.uploadedAt);
  const firstToReview = delivered.find((v) => v.status === "uploaded") ?? delivered[0];
  const [selected, setSelected] = useState(firstToReview?.id ?? null);
  if (!firstToReview || !selected) return null;
  const current = delivered.find((v) => v.id === selected) ?? firstToReview;
  return (
    <Card data-testid="order-review">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Review
        </CardTitle>
        <CardDescription>
          {viewer === "buyer"
            ? "Watch each delivery, pin comments to exact frames, then approve it or ask for a revision."
            : "The brand's comments, pinned to frames. Reply, or mark them resolved as you fix them."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {delivered.length > 1 && (
          <div className="flex flex-wrap gap-1" role="tablist" aria-label="Videos to review">
            {delivered.map((v) => (
              <Button
                key={v.id}
                type="button"
                role="tab"
                size="sm"
                variant={v.id === current.id ? "default" : "outline"}
                aria-selected={v.id === current.id}
                onClick={() => setSelected(v.id)}
              >
                Video {v.position}
              </Button>
            ))}
          </div>
        )}
        <VideoReviewPanel key={current.id} videoId={current.id} title={`Video ${current.position} of ${videos.length}`} />
      </CardContent>
    </Card>
  );
}
