import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { VideoChecklist } from "@/contracts/brief-checklist";
import type { VideoReview } from "@/contracts/reviews";
import { BriefChecklistView, RevisionCitationPicker, useRevisionCitations } from "./brief-checklist";

const ITEMS = [
  { id: "i1", position: 1, kind: "hook" as const, text: "Open on the dropper" },
  { id: "i2", position: 2, kind: "talking_point" as const, text: "Fragrance free" },
  { id: "i3", position: 3, kind: "dont" as const, text: "Mention competitors" },
];

function checklist(overrides: Partial<VideoChecklist> = {}): VideoChecklist {
  return {
    orderVideoId: "video-1",
    position: 1,
    status: "uploaded",
    viewer: "buyer",
    items: ITEMS,
    versions: [
      {
        id: "v1",
        version: 1,
        marks: [
          { itemId: "i1", state: "met", by: "Bea Brand", at: "2026-11-20T10:00:00.000Z" },
          { itemId: "i2", state: "unmet", by: "Bea Brand", at: "2026-11-20T10:01:00.000Z" },
        ],
      },
    ],
    history: [
      { id: "t2", itemId: "i2", versionId: "v1", version: 1, state: "unmet", by: "Bea Brand", at: "2026-11-20T10:01:00.000Z" },
      { id: "t1", itemId: "i1", versionId: "v1", version: 1, state: "met", by: "Bea Brand", at: "2026-11-20T10:00:00.000Z" },
    ],
    revisions: [],
    tickableVersionId: "v1",
    mustFix: null,
    ...overrides,
  };
}

// The picker reads the checklist through SWR: here it is already loaded.
vi.mock("@/lib/use-api", () => ({ useApiData: () => ({ data: checklist() }), dataKey: (q: { key: unknown[] }) => [...q.key, "data"] }));

const itemRow = (text: string) => screen.getAllByTestId("checklist-item").find((li) => li.textContent.includes(text))!;

describe("BriefChecklistView", () => {
  it("shows each item's mark and a summary; the brand's buttons tick, and pressing the pressed one clears", () => {
    const onTick = vi.fn();
    render(<BriefChecklistView checklist={checklist()} versionId="v1" versionNumber={1} onTick={onTick} />);
    expect(screen.getByTestId("checklist-summary").textContent).toBe("1 of 3 met · 1 not met · 1 not checked");
    expect(itemRow("Open on the dropper").dataset.mark).toBe("met");
    expect(itemRow("Mention competitors").dataset.mark).toBe("none");

    const hook = within(itemRow("Open on the dropper"));
    expect(hook.getByRole("button", { name: "Met" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(hook.getByRole("button", { name: "Met" }));
    expect(onTick).toHaveBeenLastCalledWith(ITEMS[0], "cleared");
    fireEvent.click(within(itemRow("Mention competitors")).getByRole("button", { name: "Not met" }));
    expect(onTick).toHaveBeenLastCalledWith(ITEMS[2], "unmet");
    // The history names who ticked what.
    expect(screen.getByRole("list", { name: "Checklist history" }).textContent).toContain("Bea Brand marked not met “Fragrance free”");
  });

  it("without onTick (the creator, an older version) shows marks in words and no buttons; tells the creator what to fix", () => {
    render(
      <BriefChecklistView
        checklist={checklist({ viewer: "creator", status: "revision_requested", mustFix: { label: "Revision 1 of 2", itemIds: ["i2"] } })}
        versionId="v1"
        versionNumber={1}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(within(itemRow("Open on the dropper")).getByText("Met")).toBeTruthy();
    expect(within(itemRow("Mention competitors")).getByText("Not checked")).toBeTruthy();
    const notice = screen.getByTestId("checklist-must-fix");
    expect(notice.textContent).toContain("Revision 1 of 2: the next version must fix");
    expect(notice.textContent).toContain("Fragrance free");
    expect(within(itemRow("Fragrance free")).getByText("Fix in next version")).toBeTruthy();
  });

  it("a version nobody ticked yet reads as all unchecked; an order without items says so", () => {
    const { unmount } = render(<BriefChecklistView checklist={checklist()} versionId="v2" versionNumber={2} />);
    expect(screen.getByTestId("checklist-summary").textContent).toBe("0 of 3 met · 3 not checked");
    unmount();
    render(<BriefChecklistView checklist={checklist({ items: [] })} versionId="v1" versionNumber={1} />);
    expect(screen.getByTestId("brief-checklist").textContent).toContain("no hooks, talking points");
  });
});

const REVIEW = {
  orderVideoId: "video-1",
  versions: [{ id: "v1", version: 1, frameRate: { num: 30, den: 1 } }],
  comments: [
    { id: "c1", versionId: "v1", frame: 45, body: "Label out of focus", resolvedAt: null, revisionRequestId: null },
    { id: "c2", versionId: "v1", frame: 60, body: "Already fixed", resolvedAt: "2026-11-20T10:00:00.000Z", revisionRequestId: null },
  ],
} as unknown as VideoReview;

function Picker({ onChosen }: { onChosen: (c: ReturnType<typeof useRevisionCitations>["chosen"], empty: boolean) => void }) {
  const citations = useRevisionCitations(REVIEW);
  onChosen(citations.chosen, citations.isEmpty);
  return <RevisionCitationPicker citations={citations} />;
}

describe("RevisionCitationPicker", () => {
  it("offers the unmet items and open comments of the newest version, all chosen; unticking everything is refused", () => {
    const chosen = vi.fn();
    render(<Picker onChosen={chosen} />);
    const items = screen.getAllByTestId("cite-item");
    expect(items).toHaveLength(1);
    expect(items[0]!.closest("label")!.textContent).toBe("Talking point: Fragrance free");
    const comments = screen.getAllByTestId("cite-comment");
    expect(comments).toHaveLength(1);
    expect(comments[0]!.closest("label")!.textContent).toContain("Label out of focus");
    expect(chosen).toHaveBeenLastCalledWith({ itemIds: ["i2"], commentIds: ["c1"] }, false);

    fireEvent.click(items[0]!);
    expect(chosen).toHaveBeenLastCalledWith({ itemIds: [], commentIds: ["c1"] }, false);
    fireEvent.click(comments[0]!);
    expect(chosen).toHaveBeenLastCalledWith({ itemIds: [], commentIds: [] }, true);
    expect(screen.getByRole("alert").textContent).toBe("Choose at least one item or comment.");
  });
});
