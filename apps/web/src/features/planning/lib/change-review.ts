import { diffArrays } from "diff";
import { type ListItems, splitBlocks, splitListItems } from "@/components/markdown/split-blocks";

/** How a list writes its items: bullet or number delimiter, blank lines between items or not. */
type ListForm = {
  ordered: boolean;
  loose: boolean;
  /** The bullet ("-", "*", "+") or the delimiter after the number ("." or ")"). */
  mark: string;
  /** 1 when the numbers count up; 0 when every item has the same one ("1." each). */
  step: number;
};

/**
 * What the person decides on: a top-level block, or one top-level item of a list with what is nested in it
 * (decision 219). `list` is the list the item belongs to; null for any other block.
 */
export type ReviewUnit = { text: string; list: ListForm | null };

/**
 * An AI change as the person reviews it (issue 32, item 4): the markdown's top-level blocks (marked's lexer,
 * as the renderer splits them), a list cut into its items, diffed with `diff`'s array diff. Runs of
 * unchanged units stay as they are; each run of removed and/or added units is one changed passage the
 * person keeps or reverts.
 */
export type ReviewPart =
  | { kind: "same"; units: ReviewUnit[] }
  | { kind: "change"; key: string; removed: ReviewUnit[]; added: ReviewUnit[] };

/** A list item's indent and marker, and its number when it has one. */
const MARKER = /^( *)([*+-]|(\d{1,9})[.)])/;

const numberOf = (item: string) => Number.parseInt(MARKER.exec(item)?.[3] ?? "1", 10);

function formOf({ ordered, loose, items }: ListItems): ListForm {
  const markers = items.map((item) => MARKER.exec(item)?.[2] ?? "-");
  const same = markers.length > 1 && new Set(markers).size === 1;
  return { ordered, loose, mark: (markers[0] ?? "-").slice(-1), step: ordered && same ? 0 : 1 };
}

/** `item` with `marker` for its own; the lines nested in it move with the marker's width. */
function remarked(item: string, marker: string): string {
  const [head, indent = "", old = ""] = MARKER.exec(item) ?? [];
  if (head === undefined || old === marker) return item;
  const shift = marker.length - old.length;
  const [first = "", ...rest] = item.split("\n");
  const nested = rest.map((line) => {
    if (shift === 0 || (/^ */.exec(line)?.[0].length ?? 0) < head.length) return line;
    return shift > 0 ? " ".repeat(shift) + line : line.slice(-shift);
  });
  return [indent + marker + first.slice(head.length), ...nested].join("\n");
}

/** Units as compared and written back: without the blank lines that separate them. */
function unitsOf(markdown: string): ReviewUnit[] {
  return splitBlocks(markdown).blocks.flatMap((block): ReviewUnit[] => {
    const items = splitListItems(block);
    if (!items) return [{ text: block.trimEnd(), list: null }];
    const list = formOf(items);
    return items.items.map((item) => ({ text: item.trimEnd(), list }));
  });
}

/** A table row's cells without their padding; a separator cell as `---`, its alignment colons kept. */
function tableRow(line: string): string {
  const cells = line
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
  return `|${cells.map((cell) => (/^:?-+:?$/.test(cell) ? cell.replace(/-+/, "---") : cell)).join("|")}|`;
}

/**
 * A block as it renders: table cells without their padding, any list bullet as "-", no trailing spaces.
 * The plan editor writes a table back padded to its columns ("| Owner   |"), so a person's save and
 * the agent's next text differ there without a visible change (decision 210). The history's compare
 * reads whole plans in this form too.
 */
export const rendered = (block: string) =>
  block
    .split("\n")
    .map((line) => line.trimEnd())
    .map((line) =>
      line.trimStart().startsWith("|") ? tableRow(line) : line.replace(/^(\s*)[*+-]\s+/, "$1- "),
    )
    .join("\n");

/**
 * A unit as it is compared: rendered, an item whatever its number, since the numbers after an added or
 * removed item move without the item changing.
 */
const onScreen = (unit: ReviewUnit) =>
  rendered(unit.list ? remarked(unit.text, unit.list.ordered ? "1." : "-") : unit.text);

/** The parts of the change from `before` to `after`, in the order they read. */
export function reviewParts(before: string, after: string): ReviewPart[] {
  const [was, now] = [unitsOf(before), unitsOf(after)];
  const parts: ReviewPart[] = [];
  // A list of `before` that shares an item with a list of `after` is that list: an item put back goes
  // into it and takes its form (bullet, spacing, numbers).
  const lists = new Map<ListForm, ListForm>();
  let change: Extract<ReviewPart, { kind: "change" }> | null = null;
  let [old, next] = [0, 0];
  // Units the same on screen count as unchanged; the text keeps `after`'s form of them.
  for (const run of diffArrays(was.map(onScreen), now.map(onScreen))) {
    const count = run.value.length;
    if (!run.added && !run.removed) {
      for (let index = 0; index < count; index++) {
        const [from, to] = [was[old + index]?.list, now[next + index]?.list];
        if (from && to && !lists.has(from)) lists.set(from, to);
      }
      parts.push({ kind: "same", units: now.slice(next, next + count) });
      change = null;
      old += count;
      next += count;
      continue;
    }
    if (!change) {
      change = { kind: "change", key: "", removed: [], added: [] };
      parts.push(change);
    }
    if (run.added) {
      change.added.push(...now.slice(next, next + count));
      next += count;
    } else {
      change.removed.push(...was.slice(old, old + count));
      old += count;
    }
  }
  for (const part of changesOf(parts)) {
    part.removed = part.removed.map(({ text, list }) => ({ text, list: (list && lists.get(list)) ?? list }));
    // A passage is known by what it changes as it reads, so a decision survives the diff being
    // recomputed after a revert (which may renumber the items after it).
    part.key = JSON.stringify([part.removed.map(onScreen), part.added.map(onScreen)]);
  }
  return parts;
}

export const changesOf = (parts: ReviewPart[]) =>
  parts.filter((part): part is Extract<ReviewPart, { kind: "change" }> => part.kind === "change");

/**
 * Units as markdown: the items of one list as the list writes them (a line each when tight, numbered on
 * from the first), anything else apart by a blank line.
 */
export function markdownOf(units: readonly ReviewUnit[]): string {
  let text = "";
  let number = 0;
  units.forEach(({ text: unit, list }, index) => {
    const previous = units[index - 1]?.list;
    // Items of two lists that meet are one list to markdown (same bullet, or same delimiter after a number).
    const inList =
      list !== null && !!previous && previous.ordered === list.ordered && previous.mark === list.mark;
    if (index > 0) text += inList && !list.loose && !previous.loose ? "\n" : "\n\n";
    if (!list?.ordered) {
      text += list ? remarked(unit, list.mark) : unit;
      return;
    }
    number = inList ? number + list.step : numberOf(unit);
    text += remarked(unit, `${number}${list.mark}`);
  });
  return text;
}

/** The text with the passage `key` put back as it was before, every other passage as it is now. */
export function revertPassage(parts: ReviewPart[], key: string): string {
  const units = parts.flatMap((part) =>
    part.kind === "same" ? part.units : part.key === key ? part.removed : part.added,
  );
  return units.length === 0 ? "" : `${markdownOf(units)}\n`;
}
