/** Helpers for the word lists that recognise set phrases at the start of a text (letter frames, spoken openings). */

/** One step of a phrase in a pattern: a character, escaped, or `\\s+` for the white space between words. */
const unitsOf = (phrase: string) =>
  Array.from(phrase, (c) => (c === " " ? "\\s+" : c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));

interface Trie {
  end: boolean;
  next: Map<string, Trie>;
}

/** A pattern for the phrases below `node`: each shared start written once, a longer phrase tried first. */
function trieAlternation(node: Trie): string {
  const branches = [...node.next].map(([unit, child]) => unit + trieAlternation(child));
  if (branches.length === 0) return "";
  const either = branches.length === 1 ? (branches[0] as string) : `(?:${branches.join("|")})`;
  if (!node.end) return either;
  return branches.length === 1 ? `(?:${either})?` : `${either}?`;
}

/**
 * The phrases as one regular-expression alternation, any white space between their words. A phrase
 * that starts another is tried after it, so the longest phrase that fits wins, as when the phrases
 * are listed longest first. Shared starts are written once ("in the (?:next|last) year"): a list of
 * thousands of phrases then fails at a position after a character or two instead of trying each
 * phrase there, which kept a 20,000-character idea of punctuation 80 ms in the date phrases.
 */
export function phraseAlternation(phrases: readonly string[]): string {
  const root: Trie = { end: false, next: new Map() };
  for (const phrase of phrases) {
    let node = root;
    for (const unit of unitsOf(phrase)) {
      const child = node.next.get(unit) ?? { end: false, next: new Map() };
      node.next.set(unit, child);
      node = child;
    }
    node.end = true;
  }
  return trieAlternation(root);
}

/** Words with at least one letter or digit. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
