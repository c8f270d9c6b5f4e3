/**
 * Finds a user's selection in a markdown document. The web app sends the text a browser selection
 * of the *rendered* plan yields: no `**`, `#`, list markers or link targets, and different
 * whitespace. So the selection is looked up exactly first, then on the document's visible
 * characters (markup and whitespace left out), and mapped back to a range of the raw markdown.
 *
 * Everything here is linear in the lengths of the texts: hand-written scans and a KMP search, no
 * regular expression over user text (a selection is user input and may be hostile).
 */

import { SELECTION_IGNORED_CHARS } from "@initiative-planner/contract";

export interface TextRange {
  start: number;
  end: number;
}

const IGNORED = new Set([...SELECTION_IGNORED_CHARS]);
const isSpace = (c: string) => c.trim() === "";
const isDigit = (c: string) => c >= "0" && c <= "9";
/** A line of these only (rules, table delimiter rows, setext underlines) renders as no text. */
const RULE_CHARS = new Set([..." \t|:-*_="]);

interface VisibleText {
  /** The visible characters, in order. */
  chars: string;
  /** `offsets[k]` is the raw index of `chars[k]`. */
  offsets: number[];
}

/** Where a line's content starts, past indentation, a list marker and a task box. */
function skipLineStart(text: string, i: number): number {
  let j = i;
  while (j < text.length && (text[j] === " " || text[j] === "\t")) j++;
  let k = j;
  if (text[k] === "-" || text[k] === "+" || text[k] === "*") k++;
  else {
    while (k < text.length && k - j < 9 && isDigit(text[k]!)) k++;
    if (k > j && (text[k] === "." || text[k] === ")")) k++;
    else k = j;
  }
  if (k > j && (text[k] === " " || text[k] === "\t")) {
    j = k + 1;
    if (text[j] === "[" && text[j + 2] === "]" && " xX".includes(text[j + 1] ?? "?") && text[j + 3] === " ") {
      j += 4;
    }
  }
  return j;
}

/** The end of the line when it holds only rule characters (and at least one non-blank), else -1. */
function ruleLineEnd(text: string, i: number): number {
  let j = i;
  let marks = 0;
  while (j < text.length && text[j] !== "\n") {
    if (!RULE_CHARS.has(text[j]!)) return -1;
    if (!isSpace(text[j]!)) marks++;
    j++;
  }
  return marks >= 3 ? j : -1;
}

/** The markdown's visible characters with their raw offsets (see the file comment). */
export function visibleText(text: string): VisibleText {
  const chars: string[] = [];
  const offsets: number[] = [];
  // Raw index up to which no ")" closes a link target on the current line (keeps the scan linear).
  let noCloseUntil = -1;
  let i = 0;
  while (i < text.length) {
    if (i === 0 || text[i - 1] === "\n") {
      const ruleEnd = ruleLineEnd(text, i);
      if (ruleEnd >= 0) {
        i = ruleEnd;
        continue;
      }
      i = skipLineStart(text, i);
      if (i >= text.length) break;
    }
    const c = text[i]!;
    if (c === "]" && text[i + 1] === "(" && i > noCloseUntil) {
      // A link or image target renders as nothing: skip "](…)" when it closes on the same line.
      let j = i + 2;
      while (j < text.length && text[j] !== ")" && text[j] !== "\n") j++;
      if (text[j] === ")") {
        i = j + 1;
        continue;
      }
      noCloseUntil = j;
    }
    if (c === "!" && text[i + 1] === "[") {
      i++;
      continue;
    }
    if (!IGNORED.has(c) && !isSpace(c)) {
      chars.push(c);
      offsets.push(i);
    }
    i++;
  }
  return { chars: chars.join(""), offsets };
}

/** Every start index of `needle` in `hay` (Knuth–Morris–Pratt: linear, whatever the input). */
export function occurrences(hay: string, needle: string): number[] {
  if (needle.length === 0 || needle.length > hay.length) return [];
  const failure = new Array<number>(needle.length).fill(0);
  for (let i = 1, k = 0; i < needle.length; i++) {
    while (k > 0 && needle[i] !== needle[k]) k = failure[k - 1]!;
    if (needle[i] === needle[k]) k++;
    failure[i] = k;
  }
  const found: number[] = [];
  for (let i = 0, k = 0; i < hay.length; i++) {
    while (k > 0 && hay[i] !== needle[k]) k = failure[k - 1]!;
    if (hay[i] === needle[k]) k++;
    if (k === needle.length) {
      found.push(i - needle.length + 1);
      k = failure[k - 1]!;
    }
  }
  return found;
}

/** How many visible characters come before raw index `raw` (binary search over the offsets). */
function visibleIndexOf(offsets: number[], raw: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid]! < raw) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const EMPHASIS = new Set([..."*_~`"]);

/** Takes in emphasis markers right around the range, so "**bold**" is replaced as a whole. */
function widenOverEmphasis(document: string, range: TextRange): TextRange {
  let { start, end } = range;
  while (start > 0 && EMPHASIS.has(document[start - 1]!)) start--;
  while (end < document.length && EMPHASIS.has(document[end]!)) end++;
  return { start, end };
}

/**
 * The raw range of `selection` in `document`, or null when it isn't there. Several occurrences:
 * the one nearest to `hint` wins, counted like `selection_start` (`countSelectionChars` of the
 * rendered text before the selection); without a hint, the first (an exact one before a loose one).
 */
export function locateSelection(document: string, selection: string, hint?: number): TextRange | null {
  type Candidate = { range: TextRange; at: number };
  const pick = (candidates: Candidate[]) => {
    let best = candidates[0]!;
    if (hint !== undefined) {
      for (const candidate of candidates) {
        if (Math.abs(candidate.at - hint) < Math.abs(best.at - hint)) best = candidate;
      }
    }
    return widenOverEmphasis(document, best.range);
  };
  // An exact match wins; the visible-text pass (the costly one on long plans) runs only when it is needed:
  // to find a rendered selection, or to tell several exact occurrences apart by the hint.
  const starts = occurrences(document, selection);
  if (starts.length === 1 || (starts.length > 1 && hint === undefined)) {
    return widenOverEmphasis(document, { start: starts[0]!, end: starts[0]! + selection.length });
  }
  const visible = visibleText(document);
  if (starts.length > 1) {
    return pick(
      starts.map((start) => ({
        range: { start, end: start + selection.length },
        at: visibleIndexOf(visible.offsets, start),
      })),
    );
  }
  const needle = visibleText(selection).chars;
  const loose: Candidate[] = occurrences(visible.chars, needle).map((k) => ({
    range: { start: visible.offsets[k]!, end: visible.offsets[k + needle.length - 1]! + 1 },
    at: k,
  }));
  return loose.length === 0 ? null : pick(loose);
}

/** True when the range is the whole document but for surrounding whitespace (the header's Improve). */
export function coversDocument(document: string, range: TextRange): boolean {
  return document.slice(0, range.start).trim() === "" && document.slice(range.end).trim() === "";
}
