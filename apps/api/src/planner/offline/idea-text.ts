/**
 * Turns an idea as typed (or pasted) into plain prose before the offline planner reads it. Ideas
 * may carry HTML, markdown, entities, URLs or code; none of that may leak into an initiative name
 * or be quoted back in a plan as if it were the idea's own words.
 */

/** Longer runs of non-space characters are dropped before any pattern sees them. */
const MAX_RUN_LENGTH = 200;

/** Longer "words" are identifiers, hashes or base64, not language. */
export const MAX_WORD_LENGTH = 30;

import { dropLongRuns } from "../plain-text";
import { withoutLetterFrame } from "./letter-frame";

const STEPS: Array<[RegExp, string]> = [
  // Escaped markup is still markup: decode it first so the tag rules below catch it.
  [/&lt;/gi, "<"],
  [/&gt;/gi, ">"],
  // Code and scripts: their content is never prose.
  [/<(script|style|code|pre)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " "],
  [/```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)/g, " "],
  [/`[^`\n]*`/g, " "],
  [/<!--[\s\S]*?(?:-->|$)/g, " "],
  [/<\/?[a-z][^>]*>?/gi, " "],
  // Markdown images and links keep their visible text only.
  [/!\[([^\]]*)\]\([^)]*\)/g, " $1 "],
  [/\[([^\]]*)\]\([^)]*\)/g, " $1 "],
  [/\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+/gi, " "],
  [/\b[\w.+-]+@[\w-]+\.[\w.-]+\b/g, " "],
  [/&amp;/gi, " and "],
  [/&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, " "],
  // snake_case and other identifiers are code, not words.
  [/[\p{L}\p{N}]+(?:_+[\p{L}\p{N}]+)+/gu, " "],
  // Remaining markdown syntax: headings, quotes, list markers, emphasis, tables, rules.
  [/^\s{0,3}(?:#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, ""],
  [/[*_~`|<>#\\^{}]+/g, " "],
];

export function cleanIdeaText(idea: string): string {
  // Runs this long are never prose, and the patterns below backtrack on them (quadratic time).
  let text = dropLongRuns(idea.normalize("NFC"), MAX_RUN_LENGTH);
  for (const [pattern, replacement] of STEPS) text = text.replace(pattern, replacement);
  const lines = text
    .split("\n")
    .map((line) =>
      line
        .split(/[ \t]+/)
        .filter((word) => word.length <= MAX_WORD_LENGTH)
        .join(" ")
        .trim(),
    )
    .filter((line) => line.length > 0)
    .join("\n");
  // A pasted email's "Hi all, … Thanks, Priya" is not the idea.
  return withoutLetterFrame(lines);
}
