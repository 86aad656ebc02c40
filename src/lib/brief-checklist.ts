/*
 * The brief as a checklist (docs/product/brief-checklist.md, decision 077): which lines of an order's
 * brief become checklist items. Pure, shared by the server (the snapshot taken when an order is
 * placed, or later for an older order) and the tests.
 *
 * A campaign order's brief carries the campaign's lists as headed sections of its notes
 * ("Hooks:", "Talking points:", "Do:", "Don't:", one "- item" a line). A package buyer may write the
 * same headings in the purchase brief; bullets under no heading are talking points. A brief with no
 * list at all gets one item: what to film.
 */

export const CHECKLIST_ITEM_KINDS = ["hook", "talking_point", "do", "dont"] as const;
export type ChecklistItemKind = (typeof CHECKLIST_ITEM_KINDS)[number];

export const CHECKLIST_KIND_LABELS: Record<ChecklistItemKind, string> = {
  hook: "Hook",
  talking_point: "Talking point",
  do: "Do",
  dont: "Don't",
};

export interface ChecklistItemDraft {
  kind: ChecklistItemKind;
  text: string;
}

/** Longest item kept (the database allows 500 characters) and most items per order. */
export const MAX_ITEM_LENGTH = 500;
export const MAX_ITEMS = 50;

const HEADINGS: [RegExp, ChecklistItemKind][] = [
  [/^hooks?$/i, "hook"],
  [/^(talking[\s-]*points?|key\s+points?|points)$/i, "talking_point"],
  [/^(do|dos|do's|do’s|must)$/i, "do"],
  [/^(don't|don’t|donts|don'ts|don’ts|dont|avoid|do not)$/i, "dont"],
];

const headingKind = (label: string): ChecklistItemKind | null => HEADINGS.find(([re]) => re.test(label.trim()))?.[1] ?? null;

const BULLET = /^\s*(?:[-*•–]|\d{1,2}[.)])\s+(.+)$/;
const HEADED = /^\s*([A-Za-z’' -]{2,20})\s*:\s*(.*)$/;

function clean(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > MAX_ITEM_LENGTH ? `${oneLine.slice(0, MAX_ITEM_LENGTH - 1)}…` : oneLine;
}

function itemsOfText(text: string): ChecklistItemDraft[] {
  const items: ChecklistItemDraft[] = [];
  let current: ChecklistItemKind | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const bullet = BULLET.exec(line);
    if (bullet) {
      items.push({ kind: current ?? "talking_point", text: clean(bullet[1]!) });
      continue;
    }
    const headed = HEADED.exec(line);
    const kind = headed ? headingKind(headed[1]!) : null;
    if (headed && kind) {
      current = kind;
      // "Hook: Open on the unboxing" — an item on the heading's own line.
      if (headed[2]!.trim()) items.push({ kind, text: clean(headed[2]!) });
      continue;
    }
    // Any other line ("Platforms: TikTok", prose) ends the section it follows.
    current = null;
  }
  return items;
}

/**
 * The checklist items of a brief: hooks first, then talking points, do's and don'ts, each in the
 * brief's order, without repeats, at most MAX_ITEMS.
 */
export function checklistItemsFromBrief(brief: { whatToFilm: string; notes?: string }): ChecklistItemDraft[] {
  const found = [...itemsOfText(brief.whatToFilm), ...itemsOfText(brief.notes ?? "")].filter((i) => i.text.length > 0);
  const seen = new Set<string>();
  const unique = found.filter((i) => {
    const key = `${i.kind}:${i.text.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const ordered = CHECKLIST_ITEM_KINDS.flatMap((kind) => unique.filter((i) => i.kind === kind)).slice(0, MAX_ITEMS);
  if (ordered.length > 0) return ordered;
  const whatToFilm = clean(brief.whatToFilm);
  return whatToFilm ? [{ kind: "talking_point", text: whatToFilm }] : [];
}
