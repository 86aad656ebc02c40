import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ResumableVideoUpload, VideoTransfer } from "@/components/media/resumable-video-upload";
import type { MessageAttachmentView } from "@/contracts/messages";
import { DraftChips, hasProcessingVideo, isVideoFile, MessageAttachments } from "./attachments";

/* Decision 042: video attachments in the composer (resumable upload chip) and in the thread (processing, then poster and player). */

const ASSET = "11111111-1111-4111-8111-111111111111";
const videoAttachment = (video: MessageAttachmentView["video"]): MessageAttachmentView => ({
  kind: "video",
  key: `videos/${ASSET}/original`,
  name: "first-cut.mp4",
  contentType: "video/mp4",
  size: 3 * 1024 * 1024,
  assetId: ASSET,
  video,
});
const state = (over: Partial<NonNullable<MessageAttachmentView["video"]>>) => ({
  assetId: ASSET,
  status: "processing" as const,
  failureReason: null,
  durationMs: null,
  width: null,
  height: null,
  posterUrl: null,
  playbackUrl: null,
  ...over,
});
const pdf: MessageAttachmentView = {
  kind: "file",
  key: "message-files/c/u/brief.pdf",
  name: "brief.pdf",
  contentType: "application/pdf",
  size: 2048,
};

describe("video attachments in the thread", () => {
  it("a processing video shows a processing line and no player; the thread keeps polling for it", () => {
    const attachments = [videoAttachment(state({}))];
    render(<MessageAttachments conversationId="c" attachments={attachments} mine={false} />);
    expect(screen.getByTestId("attachment-video-processing").textContent).toContain("first-cut.mp4: processing the video");
    expect(screen.queryByTestId("attachment-video")).toBeNull();
    expect(hasProcessingVideo([{ attachments }])).toBe(true);
  });

  it("a ready video plays from its stream route with its poster; files still render beside it; no more polling", () => {
    const attachments = [
      videoAttachment(
        state({ status: "ready", posterUrl: `/api/v1/videos/${ASSET}/poster`, playbackUrl: `/api/v1/videos/${ASSET}/original` }),
      ),
      pdf,
    ];
    render(<MessageAttachments conversationId="c" attachments={attachments} mine />);
    const player = within(screen.getByTestId("attachment-video")).getByLabelText("Video first-cut.mp4");
    expect(player.tagName).toBe("VIDEO");
    expect(player.getAttribute("src")).toBe(`/api/v1/videos/${ASSET}/original`);
    expect(player.getAttribute("poster")).toBe(`/api/v1/videos/${ASSET}/poster`);
    expect(player.hasAttribute("controls")).toBe(true);
    expect(screen.getByTestId("attachment-file").textContent).toContain("brief.pdf");
    expect(hasProcessingVideo([{ attachments }])).toBe(false);
  });

  it("a failed video says why", () => {
    render(
      <MessageAttachments
        conversationId="c"
        attachments={[videoAttachment(state({ status: "failed", failureReason: "This file is not a video we can read." }))]}
        mine={false}
      />,
    );
    expect(screen.getByTestId("attachment-video-failed").textContent).toContain("This file is not a video we can read.");
  });
});

describe("the video chip of the message being written", () => {
  const transfer: VideoTransfer = {
    fileName: "raw.mov",
    bytesTotal: 100 * 1024 * 1024,
    bytesSent: 40 * 1024 * 1024,
    speed: null,
    paused: false,
    error: null,
    done: false,
    assetId: null,
  };
  const uploader = (t: VideoTransfer): ResumableVideoUpload => ({
    transfer: t,
    choose: vi.fn(),
    togglePause: vi.fn(),
    retry: vi.fn(),
    reset: vi.fn(),
  });

  it("shows progress with pause, then resume; remove cancels the upload", async () => {
    const video = uploader(transfer);
    const onRemoveVideo = vi.fn();
    const { rerender } = render(<DraftChips items={[]} onRemove={vi.fn()} video={video} onRemoveVideo={onRemoveVideo} />);
    const chip = screen.getByTestId("draft-video");
    expect(chip.dataset.state).toBe("uploading");
    expect(within(chip).getByRole("progressbar", { name: "Upload of raw.mov" }).getAttribute("aria-valuenow")).toBe("40");
    await userEvent.click(within(chip).getByRole("button", { name: "Pause raw.mov" }));
    expect(video.togglePause).toHaveBeenCalledOnce();

    rerender(<DraftChips items={[]} onRemove={vi.fn()} video={uploader({ ...transfer, paused: true })} onRemoveVideo={onRemoveVideo} />);
    expect(screen.getByText(/paused at 40%/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resume raw.mov" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove raw.mov" }));
    expect(onRemoveVideo).toHaveBeenCalledOnce();
  });

  it("an error shows the server's reason with retry; a finished upload says it is processed after sending", async () => {
    const failed = uploader({ ...transfer, error: "Conversation not found" });
    const { rerender } = render(<DraftChips items={[]} onRemove={vi.fn()} video={failed} />);
    expect(screen.getByTestId("draft-video").dataset.state).toBe("error");
    expect(screen.getByRole("alert").textContent).toBe("Conversation not found");
    await userEvent.click(screen.getByRole("button", { name: "Retry raw.mov" }));
    expect(failed.retry).toHaveBeenCalledOnce();

    rerender(
      <DraftChips
        items={[]}
        onRemove={vi.fn()}
        video={uploader({ ...transfer, done: true, bytesSent: transfer.bytesTotal, assetId: ASSET })}
      />,
    );
    expect(screen.getByTestId("draft-video").dataset.state).toBe("done");
    expect(screen.getByText(/uploaded, processed after sending/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pause raw.mov" })).toBeNull();
  });

  it("tells a second video apart from images and PDFs by type or name", () => {
    expect(isVideoFile(new File(["x"], "a.mp4", { type: "" }))).toBe(true);
    expect(isVideoFile(new File(["x"], "clip", { type: "video/webm" }))).toBe(true);
    expect(isVideoFile(new File(["x"], "photo.png", { type: "image/png" }))).toBe(false);
    expect(isVideoFile(new File(["x"], "brief.pdf", { type: "application/pdf" }))).toBe(false);
  });
});
