import { z } from "zod";
import concepts from "../knowledge/concepts.json" with { type: "json" };
import { type CueText, hasCue } from "./team-cues";

/**
 * A multilingual concept lexicon (knowledge/concepts.json, decision 186): each concept lists the
 * words that mean it in the eight idea languages, written in the cue syntax of team-cues.ts
 * ("factur" a word start, "*rechnung" inside a compound, "help centre" a word sequence). A concept
 * becomes one feature "k:<id>" whatever the language, so what the classifier learns from an
 * English idea about "invoice" also holds for "fattura", "faktura" and "Eingangsrechnungen".
 * Concepts carry no team: the classifier learns what each is worth.
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
const conceptSchema = z.object({
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

export const conceptsSchema = z
  .object({ concepts: z.array(conceptSchema) })
  .refine(
    ({ concepts }) => new Set(concepts.map((c) => c.id)).size === concepts.length,
    "concept ids are unique",
  );

export function parseConcepts(data: unknown): Array<{ id: string; cues: string[] }> {
  return conceptsSchema.parse(data).concepts.map((concept) => ({
    id: concept.id,
    cues: [...new Set(LANGUAGES.flatMap((language) => concept[language]))],
  }));
}

const CONCEPTS = parseConcepts(concepts);

/** The concepts an idea mentions, in any of the eight languages (ideas mix in English words). */
export function conceptsOf(text: CueText): string[] {
  return CONCEPTS.filter((concept) => concept.cues.some((cue) => hasCue(text, cue))).map((c) => c.id);
}
