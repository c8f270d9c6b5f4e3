import { z } from "zod";
import { type CueText, hasCue, some, wordsMaybeHolding } from "./team-cues";

/**
 * A multilingual lexicon in the cue syntax of team-cues.ts ("factur" a word start, "*rechnung"
 * inside a compound, "help centre" a word sequence): entries with an id and their words in the eight
 * idea languages, validated when loaded, and matched against an idea's folded words. The concept
 * lexicon (team-concepts.ts) and the kinds of organisation (naming/organisation-context.ts) are two.
 */

const LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl", "sv"] as const;

/** Folded (lower case, no accents) cue text: the matcher compares folded words. */
const entry = z
  .string()
  .min(2)
  .refine(
    (text) => text === text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase(),
    "folded: lower case, no accents",
  )
  .refine((text) => text.trim() === text && !text.includes("  "), "single spaces, no padding");

const words = z.array(entry).min(1);
const lexiconEntrySchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  en: words,
  de: words,
  fr: words,
  es: words,
  it: words,
  pt: words,
  nl: words,
  sv: words,
});

/** A lexicon's entries: every language present, ids unique. */
export const lexiconEntriesSchema = z
  .array(lexiconEntrySchema)
  .refine((entries) => new Set(entries.map((e) => e.id)).size === entries.length, "ids are unique");

export interface LexiconEntry {
  id: string;
  /** The entry's cues in all languages (ideas mix in English words). */
  cues: string[];
}

export function lexiconEntries(entries: z.infer<typeof lexiconEntriesSchema>): LexiconEntry[] {
  return entries.map((e) => ({
    id: e.id,
    cues: [...new Set(LANGUAGES.flatMap((language) => e[language]))],
  }));
}

/** A cue of the lexicon, with its entry's place in the list. */
type IndexedCue = { entry: number; cue: string };

/**
 * The ids of the entries a text mentions, in the lexicon's order. The cues are indexed by three
 * letters a word must hold for the cue to match it (hasCue), so that a text checks only the cues its
 * words could match: a word or phrase cue under the first three letters of its (first) word, which
 * a matching word starts with (a cue word of up to three letters is the whole word); a "*" cue under
 * the first three letters of its part, which a matching word holds somewhere. A "*" part shorter
 * than that goes under "", which every word holds.
 */
export function lexiconMatcher(
  entries: LexiconEntry[],
  /** A "*" cue only at a word's end, give or take an ending of two letters ("Volkshochschule(n)"). */
  { compoundHead = false } = {},
): (text: CueText) => string[] {
  const matches = (text: CueText, cue: string) =>
    compoundHead && cue.startsWith("*")
      ? some(wordsMaybeHolding(text, cue.slice(1)), (w) => {
          const at = w.lastIndexOf(cue.slice(1));
          return at >= 0 && w.length - at - cue.length + 1 <= 2;
        })
      : hasCue(text, cue);
  const starts = new Map<string, IndexedCue[]>();
  const inside = new Map<string, IndexedCue[]>();
  entries.forEach(({ cues }, entry) => {
    for (const cue of cues) {
      const [index, key] = cue.startsWith("*")
        ? [inside, cue.length > 3 ? cue.slice(1, 4) : ""]
        : [starts, cue.split(" ")[0]!.slice(0, 3)];
      if (!index.has(key)) index.set(key, []);
      index.get(key)!.push({ entry, cue });
    }
  });
  return (text) => {
    const startKeys = new Set(text.words.map((word) => word.slice(0, 3)));
    const insideKeys = new Set([""]);
    for (const word of text.words)
      for (let i = 0; i + 3 <= word.length; i++) insideKeys.add(word.slice(i, i + 3));
    const found = new Set<number>();
    const check = (cues: IndexedCue[] = []) => {
      for (const { entry, cue } of cues) if (!found.has(entry) && matches(text, cue)) found.add(entry);
    };
    for (const key of startKeys) check(starts.get(key));
    for (const key of insideKeys) check(inside.get(key));
    return entries.filter((_, i) => found.has(i)).map((e) => e.id);
  };
}
