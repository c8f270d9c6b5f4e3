import { z } from "zod";
import concepts from "../knowledge/concepts.json" with { type: "json" };
import { lexiconEntries, lexiconEntriesSchema, lexiconMatcher } from "./cue-lexicon";
import type { CueText } from "./team-cues";

/**
 * A multilingual concept lexicon (knowledge/concepts.json, decision 186): each concept lists the
 * words that mean it in the eight idea languages, written in the cue syntax of team-cues.ts
 * ("factur" a word start, "*rechnung" inside a compound, "help centre" a word sequence). A concept
 * becomes one feature "k:<id>" whatever the language, so what the classifier learns from an
 * English idea about "invoice" also holds for "fattura", "faktura" and "Eingangsrechnungen".
 * Concepts carry no team: the classifier learns what each is worth.
 */

export const conceptsSchema = z.object({ concepts: lexiconEntriesSchema });

export function parseConcepts(data: unknown) {
  return lexiconEntries(conceptsSchema.parse(data).concepts);
}

const matchConcepts = lexiconMatcher(parseConcepts(concepts));

/** The concepts an idea mentions, in any of the eight languages, in the lexicon's order. */
export function conceptsOf(text: CueText): string[] {
  return matchConcepts(text);
}
