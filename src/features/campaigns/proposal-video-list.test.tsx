import { act, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VideoView } from "@/contracts/videos";
import { ProposalVideoList } from "./proposal-video-list";

/* Decision 046: the videos of a proposal — ready ones play behind their poster, processing and failed ones say so, the page refreshes while one processes. */

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const video = (n: number, over: Partial<VideoView> = {}): VideoView => ({
  assetId: `00000000-0000-4000-8000-00000000000${n}`,
  status: "ready",
  failureReason: null,
  durationMs: 2000,
  width: 360,
  height: 640,
  posterUrl: `/api/v1/videos/${n}/poster`,
  playbackUrl: `/api/v1/videos/${n}/original`,
  ...over,
});

beforeEach(() => {
  vi.useFakeTimers();
  router.refresh.mockReset();
});
afterEach(() => vi.useRealTimers());

describe("ProposalVideoList", () => {
  it("plays a ready video with its poster, and names a processing and a failed one", () => {
    render(
      <ProposalVideoList
        creatorName="Casey"
        videos={[
          video(1),
          video(2, { status: "processing", posterUrl: null, playbackUrl: null }),
          video(3, { status: "failed", failureReason: "This file is not a video", posterUrl: null, playbackUrl: null }),
        ]}
      />,
    );
    const items = within(screen.getByTestId("proposal-videos")).getAllByRole("listitem");
    expect(items.map((li) => li.dataset.status)).toEqual(["ready", "processing", "failed"]);
    const player = screen.getByLabelText("Casey: proposal video 1 of 3");
    expect(player.getAttribute("src")).toBe("/api/v1/videos/1/original");
    expect(player.getAttribute("poster")).toBe("/api/v1/videos/1/poster");
    expect(within(items[1]!).getByRole("status").textContent).toBe("Processing the video…");
    expect(within(items[2]!).getByRole("status").textContent).toBe("This file is not a video");
  });

  it("refreshes the page every 3 s while one processes, and not when all are settled", async () => {
    const { rerender } = render(<ProposalVideoList creatorName="Casey" videos={[video(1, { status: "processing", playbackUrl: null })]} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(6100)));
    expect(router.refresh).toHaveBeenCalledTimes(2);
    rerender(<ProposalVideoList creatorName="Casey" videos={[video(1)]} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(9000)));
    expect(router.refresh).toHaveBeenCalledTimes(2);
  });

  it("shows nothing without videos", () => {
    const { container } = render(<ProposalVideoList creatorName="Casey" videos={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
