/**
 * Clauses of the verb-second languages (German, Dutch, Swedish) whose object comes late or elsewhere,
 * for non-english-name.ts: a statement after a fronted place or time ("Im letzten Winter waren …"), a
 * Dutch sentence that fronts its occasion ("Voor de verkiezingen moeten we in Rotterdam 300
 * stembureauleden werven"), a Dutch imperative whose place or time comes before its object ("Plan
 * vóór de herfstvakantie de renovatie van de gymzaal") and a Dutch separable verb's goal ("… voor op
 * de NEN 7510-certificering"). Decisions 194, 197. String code only.
 */
import { isFunctionWord } from "../../language";
import type { Lexicon } from "./non-english-lexicon";
import { capitalised, phraseAt, SENTENCE_ENDS, type Word } from "./non-english-phrase";

/** Dutch modals that put "we" after them when something is fronted ("Voor X moeten we …"). */
const NL_MODALS = new Set(["moeten", "willen", "gaan", "hebben", "kunnen", "zullen"]);
const NL_WE = new Set(["we", "wij"]);
/** "elk jaar", "dit voorjaar", "volgend jaar": a time of two words. */
const NL_EVERY = new Set([
  "elk",
  "elke",
  "ieder",
  "iedere",
  "dit",
  "deze",
  "volgend",
  "volgende",
  "komend",
  "komende",
]);
const NL_ADVERBS = new Set([
  "nu",
  "ook",
  "graag",
  "eerst",
  "voortaan",
  "snel",
  "echt",
  "nog",
  "al",
  "wel",
  "samen",
]);
/** Dutch prepositions that open a place, time or context between "moeten we" and the object. */
const NL_PLACES = new Set([
  "in",
  "voor",
  "vóór",
  "bij",
  "op",
  "aan",
  "na",
  "binnen",
  "tijdens",
  "vanaf",
  "tot",
  "met",
]);

/**
 * "Voor de Tweede Kamerverkiezingen moeten we in Rotterdam 300 stembureauleden werven", "Omdat het
 * contract afloopt, moeten we voor onze scholen een nieuw leerlingvolgsysteem kiezen": a Dutch
 * sentence that fronts its occasion puts the modal and "we" second; the object follows them, after
 * any place or time. The words from the object on, within the first sentence; undefined otherwise.
 */
export function afterFrontedModal(lex: Lexicon, list: Word[]): Word[] | undefined {
  const end = list.findIndex((w) => SENTENCE_ENDS.has(w.text));
  const sentence = end < 0 ? list : list.slice(0, end);
  const modal = sentence.findIndex(
    (w, k) => NL_MODALS.has(w.lower) && NL_WE.has(sentence[k + 1]?.lower ?? ""),
  );
  if (modal < 0) return undefined;
  const j = pastDutchPlaces(lex, sentence, modal + 2);
  // "… hebben we geen eigen verkoopteam": what is missing is a statement, not the initiative.
  return j < sentence.length && sentence[j]!.lower !== "geen" ? sentence.slice(j) : undefined;
}

/**
 * Past the places, times and adverbs at `from` in a Dutch sentence ("in Rotterdam", "vóór de
 * herfstvakantie", "elk jaar", "nu"): where the object starts. A place runs from its preposition up
 * to an article (not one after "van") or a number; `strict` gives up (returns `from`) when a place
 * runs into a comma instead ("Scanners in het magazijn vervangen, de oude …").
 */
function pastDutchPlaces(lex: Lexicon, sentence: Word[], from: number, strict = false): number {
  let j = from;
  for (let guard = 0; guard < 4 && j < sentence.length; guard++) {
    const word = sentence[j]!.lower;
    // "elk jaar", "dit voorjaar", "nu", "wekelijks": when, not what.
    if (NL_EVERY.has(word)) j += 2;
    else if (NL_ADVERBS.has(word) || /^(?:dage|weke|maande|jaar)lijks$/.test(word)) j++;
    else if (NL_PLACES.has(word)) {
      j++;
      // The place's own articles and count ("in onze 8 fietswinkels").
      while (
        j < sentence.length &&
        (lex.determiners.has(sentence[j]!.lower) || /^\p{N}+$/u.test(sentence[j]!.text))
      )
        j++;
      const placeAt = j;
      const opensObject = (k: number) =>
        (lex.determiners.has(sentence[k]!.lower) && !lex.links.has(sentence[k - 1]!.lower)) ||
        /^\p{N}/u.test(sentence[k]!.text);
      const runsOn = (w: Word) => w.text === ",";
      while (j < sentence.length && !opensObject(j)) {
        if (strict && runsOn(sentence[j]!)) return from;
        j++;
      }
      // "Jaarcongres voor 600 zorgprofessionals": a preposition with no place is no imperative's.
      if (strict && j === placeAt) return from;
    } else break;
  }
  return j;
}

/**
 * "Plan vóór de herfstvakantie de renovatie van de gymzaal", "Richt in onze 8 fietswinkels een
 * reparatie-afspraaksysteem in": a Dutch imperative whose place or time comes before its object;
 * the words from the object on, or undefined.
 */
export function imperativeBeforePlaces(lex: Lexicon, list: Word[]): Word[] | undefined {
  const end = list.findIndex((w) => SENTENCE_ENDS.has(w.text));
  const sentence = end < 0 ? list : list.slice(0, end);
  const verb = sentence[0];
  // "Webinar-reeks voor bestaande klanten …": after a noun, "voor" says for whom ("vóór" is "before").
  const preposition = sentence[1]?.lower ?? "";
  if (!verb || !capitalised(verb) || !NL_PLACES.has(preposition) || preposition === "voor") return undefined;
  if (isFunctionWord("nl", verb.lower) || lex.breakers.has(verb.lower) || lex.determiners.has(verb.lower))
    return undefined;
  const j = pastDutchPlaces(lex, sentence, 1, true);
  return j > 1 && j < sentence.length ? sentence.slice(j) : undefined;
}

/** A Dutch separable verb's particle, then "op" and where the change goes ("voor op", "over op"). */
const SEPARATED_TOWARDS = new Set(["voor op", "over op"]);

/** Whether a Dutch separable verb's particle and "op" come at `at` ("Bereid ons ziekenhuis voor op …"). */
export const separatedTowards = (list: Word[], at: number) =>
  SEPARATED_TOWARDS.has(
    list
      .slice(at, at + 2)
      .map((w) => w.lower)
      .join(" "),
  );

/** Languages that put the finite verb second, after a fronted place or time. */
const VERB_SECOND = new Set(["de", "nl", "sv"]);

/** "Im letzten Winter waren …", "In onze fabriek draaien we …": a fronted place or time, then a statement's verb. */
export function frontedStatement(lex: Lexicon, language: string, list: Word[]): boolean {
  if (!VERB_SECOND.has(language) || !lex.breakers.has(list[0]?.lower ?? "")) return false;
  const fronted = phraseAt(lex, list, 1);
  const verb = list[fronted.end];
  if (fronted.words.length === 0 || !verb) return false;
  // German nouns are capitalised: a lower-case word after the phrase is its verb.
  return lex.statements.has(verb.lower) || (language === "de" && /^\p{Ll}/u.test(verb.text));
}
