import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CheckReport } from "@/contracts/video-checks";
import { CheckReportView, formatCheckTime } from "./check-report";

const report = (over: Partial<CheckReport> = {}): CheckReport => ({
  assetId: "00000000-0000-4000-8000-000000000001",
  status: "done",
  thresholdsVersion: 1,
  findings: [
    { code: "black", level: "warning", message: "The video opens on a black screen for 1.5 s.", atMs: 0, endMs: 1500 },
    { code: "freeze", level: "warning", message: "The picture stands still for 2.0 s from 0:03.2.", atMs: 3200, endMs: 5200 },
    { code: "loudness", level: "warning", message: "The loudness is -30.0 LUFS.", atMs: null, endMs: null },
    { code: "resolution", level: "pass", message: "1080×1920.", atMs: null, endMs: null },
  ],
  warningCount: 3,
  overrideNote: null,
  submittedAt: null,
  measuredAt: "2026-11-27T10:00:00.000Z",
  ...over,
});

describe("CheckReportView", () => {
  it("lists the warnings with their moments as buttons that seek to the start of each", () => {
    const onSeek = vi.fn();
    render(<CheckReportView report={report()} onSeek={onSeek} />);
    const warnings = screen.getByRole("list", { name: "Warnings" });
    expect(within(warnings).getAllByRole("listitem")).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Play from 0:03.2" }));
    expect(onSeek).toHaveBeenCalledWith(3200);
    fireEvent.click(screen.getByRole("button", { name: "Play from 0:00.0" }));
    expect(onSeek).toHaveBeenLastCalledWith(0);
    // A finding without a moment (loudness) has no button.
    expect(screen.getAllByTestId("check-seek")).toHaveLength(2);
    expect(screen.getByText("1 check passed")).toBeTruthy();
  });

  it("says so while the workers measure, and when nothing was found", () => {
    const { rerender } = render(<CheckReportView report={report({ status: "pending", findings: [], warningCount: 0 })} />);
    expect(screen.getByRole("status").textContent).toMatch(/Checking the video/);
    rerender(<CheckReportView report={report({ findings: [report().findings[3]!], warningCount: 0 })} />);
    expect(screen.getByText("No problems found.")).toBeTruthy();
  });

  it("formats moments as minutes, seconds and tenths", () => {
    expect(formatCheckTime(0)).toBe("0:00.0");
    expect(formatCheckTime(1500)).toBe("0:01.5");
    expect(formatCheckTime(75_250)).toBe("1:15.3");
  });
});
