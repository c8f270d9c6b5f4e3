/**
 * Linear string helpers for user text. Regular expressions such as `/[.,\s]+$/` or
 * `/^(\s*)([\s\S]*?)(\s*)$/` backtrack quadratically on long runs of the characters they match
 * (20,000 commas took seconds), so trimming and splitting are written as plain loops here.
 */

/** True for the characters JavaScript's `\s` and `String.prototype.trim` treat as white space. */
export function isSpace(ch: string): boolean {
  if (ch === "") return false;
  const code = ch.charCodeAt(0);
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return ch.trim() === "";
}

/** `text` without trailing white space and trailing characters from `chars`. */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0) {
    const ch = text[end - 1]!;
    if (!isSpace(ch) && !chars.includes(ch)) break;
    end--;
  }
  return text.slice(0, end);
}

/** The text split into its leading white space, its body and its trailing white space. */
export function splitOuterSpace(text: string): { lead: string; body: string; trail: string } {
  const body = text.trim();
  if (body === "") return { lead: text, body: "", trail: "" };
  const start = text.length - text.trimStart().length;
  return { lead: text.slice(0, start), body, trail: text.slice(start + body.length) };
}

/**
 * Words with the white space around them: each piece is a run of non-space characters, the first
 * with the text's leading white space, every one with the white space after it. Joined they are
 * exactly `text`; text without any word is one piece (or none when empty).
 */
export function spacedWords(text: string): string[] {
  const words: string[] = [];
  let start = 0;
  let seenWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text[i]!);
    if (!space && seenWord && isSpace(text[i - 1]!)) {
      words.push(text.slice(start, i));
      start = i;
    }
    if (!space) seenWord = true;
  }
  if (!seenWord) return text ? [text] : [];
  words.push(text.slice(start));
  return words;
}

/** Replaces every run of non-space characters longer than `max` with one space. */
export function dropLongRuns(text: string, max: number): string {
  let out = "";
  let runStart = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !isSpace(text[i]!)) continue;
    const run = text.slice(runStart, i);
    out += run.length > max ? " " : run;
    if (i < text.length) out += text[i];
    runStart = i + 1;
  }
  return out;
}

/**
 * Where `snippet` occurs in `text` when any run of white space may stand for any other (a selection
 * copied from rendered text often differs only there); null when it does not. Linear: both texts
 * are flattened to single spaces and searched with indexOf, never with a pattern built from input.
 */
export function findWithFlexibleSpace(text: string, snippet: string): { start: number; end: number } | null {
  const needle = snippet.trim().split(/\s+/).join(" ");
  if (!needle) return null;
  const flat: string[] = [];
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (!isSpace(ch)) {
      flat.push(ch);
      origin.push(i);
    } else if (flat.length > 0 && flat[flat.length - 1] !== " ") {
      flat.push(" ");
      origin.push(i);
    }
  }
  const at = flat.join("").indexOf(needle);
  if (at < 0) return null;
  return { start: origin[at]!, end: origin[at + needle.length - 1]! + 1 };
}
