import { describe, expect, it } from "vitest";
import { checklistItemsFromBrief } from "./brief-checklist";

describe("checklistItemsFromBrief", () => {
  it("reads a campaign order's headed sections, hooks first, and stops a section at other text", () => {
    const notes = [
      "Talking points:\n- Lasts all day\n- Refillable bottle",
      "Hooks:\n- Open on the unboxing",
      "Do:\n- Show the label",
      "Don't:\n- Mention competitors",
      "Platforms: TikTok, Instagram",
    ].join("\n\n");
    expect(checklistItemsFromBrief({ whatToFilm: "A morning routine with the bottle", notes })).toEqual([
      { kind: "hook", text: "Open on the unboxing" },
      { kind: "talking_point", text: "Lasts all day" },
      { kind: "talking_point", text: "Refillable bottle" },
      { kind: "do", text: "Show the label" },
      { kind: "dont", text: "Mention competitors" },
    ]);
  });

  it("takes an item written on its heading's line, bullets without a heading as talking points, and no repeats", () => {
    const items = checklistItemsFromBrief({
      whatToFilm: "Film the serum.\n1. Say it is vegan\n2) Say it is vegan",
      notes: "Hook: Ask a question in the first second\nAvoid: loud music\nSome prose that is not a list.\n- After prose, a bullet",
    });
    expect(items).toEqual([
      { kind: "hook", text: "Ask a question in the first second" },
      { kind: "talking_point", text: "Say it is vegan" },
      { kind: "talking_point", text: "After prose, a bullet" },
      { kind: "dont", text: "loud music" },
    ]);
  });

  it("a brief without any list gets one item: what to film", () => {
    expect(checklistItemsFromBrief({ whatToFilm: "  Show the  product in daylight  ", notes: "Ship to the studio." })).toEqual([
      { kind: "talking_point", text: "Show the product in daylight" },
    ]);
  });

  it("cuts long items to 500 characters and keeps at most 50", () => {
    const many = Array.from({ length: 60 }, (_, i) => `- point ${i}`).join("\n");
    const items = checklistItemsFromBrief({ whatToFilm: `- ${"x".repeat(700)}\n${many}`, notes: "" });
    expect(items).toHaveLength(50);
    expect(items[0]!.text).toHaveLength(500);
    expect(items[0]!.text.endsWith("…")).toBe(true);
  });
});
