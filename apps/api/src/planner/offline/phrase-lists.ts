/** Helpers for the word lists that recognise set phrases at the start of a text (letter frames, spoken openings). */

/** The phrases as one regular-expression alternation, longest first, any white space between their words. */
export function phraseAlternation(phrases: readonly string[]): string {
  return [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"))
    .join("|");
}

/** Words with at least one letter or digit. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
