import { diffArrays } from "diff";
import { splitBlocks } from "@/components/markdown/split-blocks";

/**
 * An AI change as the person reviews it (issue 32, item 4): the markdown's top-level blocks (marked's lexer,
 * as the renderer splits them) diffed with `diff`'s array diff. Runs of unchanged blocks stay as they are;
 * each run of removed and/or added blocks is one changed passage the person keeps or reverts.
 */
export type ReviewPart =
  | { kind: "same"; blocks: string[] }
  | { kind: "change"; key: string; removed: string[]; added: string[] };

/** Blocks as compared and written back: without the blank lines that separate them. */
const blocksOf = (markdown: string) => splitBlocks(markdown).blocks.map((block) => block.trimEnd());

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

/** The parts of the change from `before` to `after`, in the order they read. */
export function reviewParts(before: string, after: string): ReviewPart[] {
  const parts: ReviewPart[] = [];
  let change: Extract<ReviewPart, { kind: "change" }> | null = null;
  const sameOnScreen = (left: string, right: string) => left === right || rendered(left) === rendered(right);
  // Blocks the same on screen count as unchanged; the text keeps `after`'s form of them.
  for (const run of diffArrays(blocksOf(before), blocksOf(after), { comparator: sameOnScreen })) {
    if (!run.added && !run.removed) {
      change = null;
      parts.push({ kind: "same", blocks: run.value });
      continue;
    }
    if (!change) {
      change = { kind: "change", key: "", removed: [], added: [] };
      parts.push(change);
    }
    (run.added ? change.added : change.removed).push(...run.value);
  }
  // A passage is known by what it changes, so a decision survives the diff being recomputed after a revert.
  for (const part of parts) {
    if (part.kind === "change") part.key = JSON.stringify([part.removed, part.added]);
  }
  return parts;
}

export const changesOf = (parts: ReviewPart[]) =>
  parts.filter((part): part is Extract<ReviewPart, { kind: "change" }> => part.kind === "change");

/** The text with the passage `key` put back as it was before, every other passage as it is now. */
export function revertPassage(parts: ReviewPart[], key: string): string {
  const blocks = parts.flatMap((part) =>
    part.kind === "same" ? part.blocks : part.key === key ? part.removed : part.added,
  );
  return blocks.length === 0 ? "" : `${blocks.join("\n\n")}\n`;
}
