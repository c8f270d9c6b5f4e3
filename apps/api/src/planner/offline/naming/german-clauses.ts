/**
 * German instructions, their infinitive last ("Die Hausmesse … in unserem Stammwerk organisieren",
 * "An unseren Berufsschulen das WLAN … ausbauen"), and the places around their object, which
 * non-english-name.ts reads past or names with (decisions 196, 197), and instructions written as
 * nouns ("Einführen eines Pfandsystems …", decision 198). String code only.
 */
import type { Lexicon } from "./non-english-lexicon";
import {
  capitalised,
  MAX_LENGTH,
  MAX_WORDS,
  phraseAt,
  render,
  SENTENCE_ENDS,
  type Word,
  wordCount,
  words,
} from "./non-english-phrase";

/** "unserem Stammwerk", "allen Filialen": a place phrase after a German object, not its complement. */
export const OUR_ALL = new Set("unser unsere unserem unseren unserer allen aller jedem jeder".split(" "));

/** Verbs of changing over, named "Umstellung auf …" after where the change goes. */
export const CHANGE_OVER = new Set(["umstellen", "umrüsten", "migrieren"]);

/** A lone object and the clause-final infinitive of a German instruction, when places come between. */
export function objectAndInfinitive(
  lex: Lexicon,
  list: Word[],
  head: { words: Word[]; end: number },
): Word[] | undefined {
  const end = infinitiveClauseEnd(list, head.end);
  const verb = list[end - 1];
  const lone = head.words.length === 1 && capitalised(head.words[0]!);
  if (!verb || end - 1 <= head.end || !lone) return undefined;
  const between = list.slice(head.end, end - 1);
  if (statesOrWishes(lex, between)) return undefined;
  const auf = between.findIndex((w) => w.lower === "auf");
  if (CHANGE_OVER.has(verb.lower) && auf >= 0) {
    const target = phraseAt(lex, list, head.end + auf + 1).words.filter((w) => list.indexOf(w) < end - 1);
    if (target.length > 0) return [{ text: "Umstellung", lower: "umstellung" }, between[auf]!, ...target];
  }
  return [...head.words, verb];
}

/** Articles of a German genitive object ("Einrichten einer Sendungsverfolgung"). */
const GENITIVE_ARTICLES = new Set(["des", "der", "eines", "einer"]);
/** A verb's prefix, and a plural noun's ending: "Einrichten" is a verb, "Provisionsabrechnungen" a noun. */
const VERB_PREFIX = /^(?:ein|aus|auf|um|über|be|ver|er|ab|an|zu|ent|zer|nach|vor|durch|weiter)/;
const PLURAL_NOUN = /(?:ungen|ionen|heiten|keiten|schaften|innen)$/;
/** Nominalised infinitives longer than this are compound nouns ("Lebensmittelspenden"). */
const NOMINALISED_MAX = 16;

function nominalised(word: Word): boolean {
  if (!/^\p{Lu}\p{Ll}{4,}en$/u.test(word.text)) return false;
  const lower = word.lower;
  return (
    lower.endsWith("ieren") ||
    (VERB_PREFIX.test(lower) && !PLURAL_NOUN.test(lower) && lower.length <= NOMINALISED_MAX)
  );
}

/**
 * "Einrichten einer Sendungsverfolgung per SMS …", "Einführen eines Pfandsystems für …": a German
 * instruction written as a noun opens the idea, its object in the genitive after it. Returns the
 * instruction (the verb and its article) and the words from the object on; undefined otherwise.
 */
export function nominalisedInstruction(list: Word[]): { instruction: Word[]; object: Word[] } | undefined {
  const [verb, article] = list;
  if (!verb || !article || !nominalised(verb) || !GENITIVE_ARTICLES.has(article.lower)) return undefined;
  return { instruction: [verb, article], object: list.slice(2) };
}

/** German prepositions that open a place, time or context before an instruction's object. */
export const PLACE_PREPOSITIONS = new Set(
  "an am auf aus bei beim für fürs im in mit nach seit über unter vor vom von zum zur ab bis".split(" "),
);

/** German finite verbs that make a clause a statement or a wish rather than an instruction. */
const FINITE_VERBS = new Set(
  "soll sollen will wollen möchte möchten muss müssen kann können wird werden hat haben ist sind braucht brauchen".split(
    " ",
  ),
);

/**
 * "An unseren Berufsschulen in Niedersachsen das WLAN in allen Klassenräumen ausbauen", "Zur
 * Weihnachtszeit eine Spendenkampagne … starten": a German instruction, its infinitive last, that
 * opens with where, when or for whom: the instruction from its object to its infinitive.
 */
export function instructionAfterPlaces(lex: Lexicon, list: Word[]): Word[] | undefined {
  const end = infinitiveClauseEnd(list, 0);
  const verb = list[end - 1];
  if (!verb || lex.breakers.has(verb.lower)) return undefined;
  let i = 0;
  while (i < end - 1 && PLACE_PREPOSITIONS.has(list[i]!.lower)) {
    i++;
    // The phrase's articles, numbers and adjectives, then its nouns.
    while (i < end - 1 && !capitalised(list[i]!)) i++;
    while (i < end - 1 && capitalised(list[i]!)) i++;
  }
  // "Ab dem Wintersemester soll unsere Volkshochschule …": a finite verb after the place is a statement.
  return i > 0 && i < end - 1 && !statesOrWishes(lex, list.slice(i, end)) ? list.slice(i, end) : undefined;
}

/**
 * Past a German place at `at` ("auf der IAA in München", "in unseren Filialen"): its prepositions,
 * articles and capitalised words, when an article follows to open the object; `at` otherwise.
 */
export function afterGermanPlace(lex: Lexicon, list: Word[], at: number): number {
  let j = at;
  while (PLACE_PREPOSITIONS.has(list[j]?.lower ?? "")) {
    j++;
    while (j < list.length && (lex.determiners.has(list[j]!.lower) || OUR_ALL.has(list[j]!.lower))) j++;
    const nounAt = j;
    while (j < list.length && capitalised(list[j]!) && !lex.determiners.has(list[j]!.lower)) j++;
    if (j === nounAt) return at;
    // "in Bremen und Oldenburg".
    while (list[j]?.lower === "und" && list[j + 1] !== undefined && capitalised(list[j + 1]!)) j += 2;
  }
  return j > at && lex.determiners.has(list[j]?.lower ?? "") ? j : at;
}

/**
 * Where the German clause that starts at `from` ends (its comma, "und" or sentence end) when its last
 * word is an infinitive ("… auf RFID-Etiketten umstellen,"); 0 otherwise.
 */
export function infinitiveClauseEnd(list: Word[], from: number): number {
  const stop = list.findIndex(
    (w, k) => k >= from && (SENTENCE_ENDS.has(w.text) || w.text === "," || w.lower === "und"),
  );
  const end = stop < 0 ? list.length : stop;
  const verb = list[end - 1];
  const infinitive = verb && !capitalised(verb) && verb.lower.length >= 5 && verb.lower.endsWith("en");
  return infinitive ? end : 0;
}

/** Whether German words hold a finite verb, so they state or wish rather than instruct. */
export const statesOrWishes = (lex: Lexicon, words: Word[]) =>
  words.some((w) => FINITE_VERBS.has(w.lower) || lex.statements.has(w.lower));

/**
 * "Einführen eines Pfandsystems für Mehrweg-Kaffeebecher": the object's name after its nominalised
 * verb, as German titles are written, its first word cased as in the idea ("eines bargeldlosen …");
 * words at the end give way to the length limits.
 */
export function withInstruction(
  lex: Lexicon,
  { instruction, object }: { instruction: Word[]; object: Word[] },
  name: string,
): string {
  const first = name.split(" ")[0]!.toLowerCase();
  const asWritten = object.find((w) => w.lower === first)?.text;
  const named = words(asWritten ? `${asWritten}${name.slice(first.length)}` : name);
  const full = [...instruction, ...named];
  const tooLong = (title: Word[]) => render(title).length > MAX_LENGTH || wordCount(title) > MAX_WORDS;
  if (!tooLong(full)) return render(full);
  // "… für die Sparkasse Ostallgäu" does not fit: the phrase it opens goes whole, not a word of it.
  const opens = full.findLastIndex(
    (w, i) => i > instruction.length && (lex.purpose.has(w.lower) || lex.breakers.has(w.lower)),
  );
  const title = opens > 0 ? full.slice(0, opens) : full;
  return tooLong(title) ? name : render(title);
}
