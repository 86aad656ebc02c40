import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as ResumableModule from "@/components/media/resumable-video-upload";
import type { ResumableVideoUpload, VideoTransfer } from "@/components/media/resumable-video-upload";
import type { Portfolio, PortfolioVideo } from "@/contracts/portfolio";
import { PortfolioVideos } from "./portfolio-videos";

/* Decision 042: the portfolio section of the profile editor — states, limit, reorder, remove, and the shared upload progress. */

// The typed client, one mock per method: a GET answers `{ data }` around what `answers.get` yields.
const answers = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock("@/lib/api-client", () => {
  const call = async (endpoint: string, input?: unknown): Promise<unknown> => {
    if (endpoint.startsWith("GET ")) return { data: (await answers.get(endpoint, input)) as unknown };
    return endpoint.startsWith("PUT ") ? answers.put(endpoint, input) : answers.delete(endpoint, input);
  };
  return {
    v1: {
      call,
      query: (endpoint: string, input?: unknown) => ({ key: ["v1", endpoint, input ?? {}], fetch: () => call(endpoint, input) }),
    },
    ApiClientError: class ApiClientError extends Error {},
  };
});
vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const uploader = vi.hoisted((): { current: ResumableVideoUpload; target: unknown } => ({
  current: {} as ResumableVideoUpload,
  target: null,
}));
vi.mock("@/components/media/resumable-video-upload", async (importOriginal) => {
  const actual = await importOriginal<typeof ResumableModule>();
  return {
    ...actual,
    useResumableVideoUpload: (target: unknown) => {
      uploader.target = target;
      return uploader.current;
    },
  };
});

function fakeUploader(transfer: VideoTransfer | null): ResumableVideoUpload {
  return { transfer, choose: vi.fn(), togglePause: vi.fn(), retry: vi.fn(), reset: vi.fn() };
}

const video = (n: number, over: Partial<PortfolioVideo> = {}): PortfolioVideo => ({
  assetId: `00000000-0000-4000-8000-00000000000${n}`,
  status: "ready",
  failureReason: null,
  durationMs: 12_000,
  width: 1080,
  height: 1920,
  posterUrl: `/api/v1/videos/a${n}/poster`,
  playbackUrl: `/api/v1/videos/a${n}/original`,
  position: n - 1,
  originalName: `clip-${n}.mp4`,
  createdAt: "2026-03-01T10:00:00.000Z",
  ...over,
});
const portfolio = (videos: PortfolioVideo[]): Portfolio => ({ videos, max: 6 });

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

beforeEach(() => {
  vi.clearAllMocks();
  uploader.current = fakeUploader(null);
});

describe("PortfolioVideos", () => {
  it("shows each video's state: ready with poster and player, processing, failed with its reason; uploads with purpose portfolio", async () => {
    answers.get.mockResolvedValue(
      portfolio([
        video(1),
        video(2, { status: "processing", posterUrl: null, playbackUrl: null }),
        video(3, { status: "failed", failureReason: "This file is not a video we can read.", posterUrl: null, playbackUrl: null }),
      ]),
    );
    render(<PortfolioVideos />, { wrapper });
    const items = await screen.findAllByTestId("portfolio-video");
    expect(items.map((li) => li.dataset.status)).toEqual(["ready", "processing", "failed"]);
    const player = items[0]!.querySelector("video")!;
    expect(player.getAttribute("poster")).toBe("/api/v1/videos/a1/poster");
    expect(player.getAttribute("src")).toBe("/api/v1/videos/a1/original");
    expect(player.getAttribute("preload")).toBe("none");
    expect(items[1]!.querySelector("video")).toBeNull();
    expect(within(items[1]!).getByText("Checking it and making its poster…")).toBeTruthy();
    expect(within(items[2]!).getByRole("alert").textContent).toBe("This file is not a video we can read.");
    expect(screen.getByTestId("portfolio-count").textContent).toBe("3 of 6 videos");
    expect(uploader.target).toEqual({ purpose: "portfolio" });

    const file = new File(["x"], "new.mp4", { type: "video/mp4" });
    await userEvent.upload(screen.getByTestId("portfolio-input"), file);
    expect(uploader.current.choose).toHaveBeenCalledWith(file);
  });

  it("moves a video later with the whole new order, and removes one; first/last move buttons are disabled", async () => {
    const videos = [video(1), video(2), video(3)];
    answers.get.mockResolvedValue(portfolio(videos));
    answers.put.mockResolvedValue({ data: portfolio([videos[1]!, videos[0]!, videos[2]!]) });
    answers.delete.mockResolvedValue({ data: portfolio([videos[1]!, videos[2]!]) });
    render(<PortfolioVideos />, { wrapper });
    await screen.findAllByTestId("portfolio-video");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Move clip-1.mp4 earlier" }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Move clip-3.mp4 later" }).disabled).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "Move clip-1.mp4 later" }));
    expect(answers.put).toHaveBeenCalledWith("PUT /creators/me/portfolio/order", {
      json: { assetIds: [videos[1]!.assetId, videos[0]!.assetId, videos[2]!.assetId] },
    });
    await waitFor(() =>
      expect(screen.getAllByTestId("portfolio-video").map((li) => within(li).getAllByText(/clip-\d\.mp4/)[0]!.textContent)).toEqual([
        "clip-2.mp4",
        "clip-1.mp4",
        "clip-3.mp4",
      ]),
    );
    expect(screen.getByText("clip-1.mp4 moved to position 2 of 3.")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Remove clip-1.mp4" }));
    expect(answers.delete).toHaveBeenCalledWith("DELETE /creators/me/portfolio/:assetId", { param: { assetId: videos[0]!.assetId } });
    await waitFor(() => expect(screen.getAllByTestId("portfolio-video")).toHaveLength(2));
  });

  it("at the limit the picker is disabled and says why; an empty portfolio says what to do", async () => {
    answers.get.mockResolvedValueOnce(portfolio([1, 2, 3, 4, 5, 6].map((n) => video(n))));
    const { unmount } = render(<PortfolioVideos />, { wrapper });
    await screen.findAllByTestId("portfolio-video");
    expect(screen.getByTestId<HTMLInputElement>("portfolio-input").disabled).toBe(true);
    expect(screen.getByText("You have 6 portfolio videos. Remove one to add another.")).toBeTruthy();
    unmount();

    answers.get.mockResolvedValueOnce(portfolio([]));
    render(<PortfolioVideos />, { wrapper });
    expect(await screen.findByText(/No portfolio videos yet/)).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>("portfolio-input").disabled).toBe(false);
  });

  it("while a file uploads: progress, pause; after an error: the server's reason and retry", async () => {
    answers.get.mockResolvedValue(portfolio([]));
    const base: VideoTransfer = {
      fileName: "big.mov",
      bytesTotal: 200 * 1024 * 1024,
      bytesSent: 50 * 1024 * 1024,
      speed: null,
      paused: false,
      error: null,
      done: false,
      assetId: null,
    };
    uploader.current = fakeUploader(base);
    const { rerender } = render(<PortfolioVideos />, { wrapper });
    expect((await screen.findByRole("progressbar", { name: "Upload of big.mov" })).getAttribute("aria-valuetext")).toBe("25%");
    expect(screen.getByTestId("upload-status").textContent).toBe("25% uploaded");
    // The picker hides while bytes move (one upload at a time).
    expect(screen.queryByTestId("portfolio-input")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(uploader.current.togglePause).toHaveBeenCalledOnce();

    uploader.current = fakeUploader({ ...base, error: "You have 6 portfolio videos. Remove one to add another." });
    rerender(<PortfolioVideos />);
    expect(screen.getByTestId("upload-status").textContent).toBe("You have 6 portfolio videos. Remove one to add another.");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(uploader.current.retry).toHaveBeenCalledOnce();
  });
});
