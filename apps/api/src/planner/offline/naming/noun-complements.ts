/**
 * What completes a short non-English name: what replaces the old thing ("Sistema POS"), and for a
 * lone noun its object ("Umstellung auf Drei-Schicht-Betrieb"), what it comes with ("System mit
 * Online-Registrierung") or its place ("Filiale in Leipzig"), and the purpose or context after a
 * name's head ("para reservar pistas de pádel"). Used by non-english-name.ts and closing-ask.ts.
 */
import { endsNothing, INFINITIVE, type Lexicon, NEW, REPLACING } from "./non-english-lexicon";
import {
  capitalised,
  contentCount,
  isPunctuation,
  MAX_CONTENT_WORDS,
  MAX_LENGTH,
  MAX_WORDS,
  phraseAt,
  REFLEXIVES,
  REQUEST_JOINERS,
  render,
  SENTENCE_ENDS,
  WE_VERB,
  type Word,
  wordCount,
} from "./non-english-phrase";

/**
 * The phrase from `from` on, past its articles: up to `max` words, cut before the first word
 * `stop` matches, then without trailing words `keep` refuses (function words by default); and
 * where it starts, past the articles.
 */
function objectAt(
  lex: Lexicon,
  language: string,
  list: Word[],
  from: number,
  max: number,
  { stop, keep }: { stop?: (w: Word) => boolean; keep?: (w: Word) => boolean } = {},
): { kept: Word[]; start: number } {
  let start = from;
  while (start < list.length && lex.determiners.has(list[start]!.lower)) start++;
  const phrase = phraseAt(lex, list, start).words;
  const stopAt = stop ? phrase.findIndex(stop) : -1;
  let kept = phrase.slice(0, stopAt < 0 ? max : Math.min(stopAt, max));
  const keeps = keep ?? ((w: Word) => !endsNothing(language, w.lower));
  while (kept.length > 0 && !keeps(kept.at(-1)!)) kept = kept.slice(0, -1);
  return { kept, start };
}

/** Verbs and nouns of replacing, and the word that introduces what replaces ("… durch ein …"). */
const BY = new Set(["durch", "par", "por", "con", "com", "door", "med"]);
/** How far after the replacing word its "by" may come ("sostituire 30 furgoni diesel con …"). */
const REPLACED_SPAN = 8;

/**
 * "Sostituzione delle casse … con un sistema POS in cloud", "de piepers vervangen door een
 * beveiligde chat-app": what replaces is the subject, when the first sentence says so.
 */
export function replacement(lex: Lexicon, language: string, list: Word[]): string | undefined {
  const end = list.findIndex((w) => SENTENCE_ENDS.has(w.text));
  const sentence = end < 0 ? list : list.slice(0, end);
  const at = sentence.findIndex((w) => REPLACING.has(w.lower));
  // German puts the verb last: "die Stempelkarte durch ein digitales Treueprogramm ersetzen".
  const by = sentence.findIndex((w, k) => Math.abs(k - at) <= REPLACED_SPAN && k !== at && BY.has(w.lower));
  if (at < 0 || by < 0) return undefined;
  const { kept } = objectAt(lex, language, sentence, by + 1, MAX_CONTENT_WORDS, {
    stop: (w) => REPLACING.has(w.lower),
  });
  // "con macchine nuove": "new machines" is no subject.
  const named = kept.filter((w) => !NEW.has(w.lower));
  return contentCount(lex, named) >= 2 ? render(kept) : undefined;
}

/** Prepositions of place before a town's name, in the eight languages. */
const AT_PLACE = new Set([
  "in",
  "im",
  "i",
  "à",
  "en",
  "a",
  "ad",
  "no",
  "na",
  "em",
  "nel",
  "nella",
  "te",
  "bij",
]);

const capital = (w: Word | undefined) => w !== undefined && /^\p{Lu}\p{Ll}+$/u.test(w.text);

/** The index after a town's name ("i Linköping", "in Bad Hersfeld") at `at`; `at` itself when none is there. */
export function afterPlace(list: Word[], at: number): number {
  if (!AT_PLACE.has(list[at]?.lower ?? "") || !capital(list[at + 1])) return at;
  return capital(list[at + 2]) ? at + 3 : at + 2;
}

/** "With" in the languages whose lone nouns take it ("System mit …", "plateforme avec …"). */
const WITH = new Set(["mit", "avec", "con", "com", "met", "med"]);

export function loneNounWithFeature(
  lex: Lexicon,
  language: string,
  list: Word[],
  noun: Word,
): Word[] | undefined {
  const at = list.indexOf(noun);
  if (!WITH.has(list[at + 1]?.lower ?? "")) return undefined;
  // "Partiamo con …", "Beginnen met …", "Ver com …": a verb, not a thing that comes with something.
  const verb =
    lex.statements.has(noun.lower) ||
    WE_VERB.test(noun.lower) ||
    ((at === 0 || lex.openers.has(list[at - 1]!.lower) || REQUEST_JOINERS.has(list[at - 1]!.lower)) &&
      !capitalised(noun) &&
      INFINITIVE[language]?.test(noun.lower) === true);
  if (verb) return undefined;
  const { kept } = objectAt(lex, language, list, at + 2, 3);
  return contentCount(lex, kept) > 0 ? [noun, list[at + 1]!, ...kept] : undefined;
}

/** Nouns made from verbs, by their ending ("Umstellung", "lansering", "sensibilisation", "migración"). */
const ACTION_NOUN: Record<string, RegExp> = {
  de: /(?:ung|ion)$/,
  nl: /(?:ing|atie)$/,
  sv: /(?:ing|tion)$/,
  fr: /(?:tion|ment|age)$/,
  es: /(?:ción|sión|miento)$/,
  it: /(?:zione|sione|mento)$/,
  pt: /(?:ção|são|mento)$/,
};

/**
 * The prepositions an action noun takes its object with ("Umstellung auf …", "lansering av …"); "für",
 * "för" and "voor" say what it is for, which the purpose rule reads.
 */
const OF_OBJECT: Record<string, Set<string>> = {
  de: new Set(["zu", "zur", "zum", "auf", "von", "der", "des", "über"]),
  nl: new Set(["van", "op", "naar"]),
  sv: new Set(["av", "på", "till", "om"]),
  fr: new Set(["de", "du", "des", "d'", "à", "au", "aux"]),
  es: new Set(["de", "del", "a", "al"]),
  it: new Set(["di", "del", "della", "dei", "degli", "delle", "al", "alla"]),
  pt: new Set(["de", "do", "da", "dos", "das", "ao", "à"]),
};

export function actionNounWithObject(
  lex: Lexicon,
  language: string,
  list: Word[],
  noun: Word,
): Word[] | undefined {
  const at = list.indexOf(noun);
  const preposition = list[at + 1];
  if (
    !ACTION_NOUN[language]?.test(noun.lower) ||
    !preposition ||
    !OF_OBJECT[language]?.has(preposition.lower)
  )
    return undefined;
  // German nouns are capitalised: "auf Station noch" ends on "Station".
  const keep = (w: Word) => !endsNothing(language, w.lower) && (language !== "de" || capitalised(w));
  const { kept, start } = objectAt(lex, language, list, at + 2, 3, { keep });
  const named = [noun, ...list.slice(at + 1, start), ...kept];
  return contentCount(lex, kept) > 0 && wordCount(named) <= MAX_WORDS ? named : undefined;
}

export function loneNounWithPlace(list: Word[], noun: Word): Word[] | undefined {
  const at = list.indexOf(noun);
  // "Lagret i Jönköping behöver nattskift": the idea's own subject is no object with a place.
  if (at === 0) return undefined;
  const preposition = list[at + 1];
  const place = list[at + 2];
  if (!preposition || !AT_PLACE.has(preposition.lower) || !capital(place)) return undefined;
  // "Lager in Bad Hersfeld", "Werk in Schwäbisch Gmünd": a town of two words, not a noun after it.
  const second = capital(list[at + 3]) && !capital(list[at + 4]);
  return second ? [noun, preposition, place!, list[at + 3]!] : [noun, preposition, place!];
}

/** Tools and displays, named by what they show or hold ("panel", "cruscotto", "chatbot", "portail"). */
const DISPLAY =
  /^(?:panel|painel|cruscotto|dashboard|tableau|cuadro|quadro|chatbot|pantalla|ecrã|écran|schermo|portal|portail|portale|app|aplicación|applicazione|aplicativo|outil|herramienta|strumento|ferramenta|plataforma|plateforme|piattaforma)$/;
/** "With" and "about", which open what a display holds. */
const HOLDS = new Set(["con", "avec", "com", "sobre"]);
/** Relative pronouns, which open what a display does ("que muestre", "qui répond"). */
const RELATIVES = new Set(["que", "che"]);
/** Object pronouns before a Romance verb ("que se les mande", "che ci avvisi"). */
const CLITICS = new Set([
  "le",
  "les",
  "lo",
  "la",
  "los",
  "las",
  "gli",
  "ci",
  "vi",
  "lhe",
  "lhes",
  "me",
  "te",
  "nos",
]);
/** Prepositions after a relative's verb ("répond aux", "risponde alle"). */
const AFTER_VERB = new Set(["a", "à", "au", "aux", "ai", "alle", "sui", "los", "las"]);
const OF: Record<string, string> = { fr: "de", es: "de", it: "di", pt: "de" };
/** How far a display's own words may run before what it shows ("público en la sala de espera"). */
const DISPLAY_REACH = 6;

/**
 * "un panel que muestre la retención semanal", "un cuadro de mando con las listas de espera": a
 * Spanish, Italian or Portuguese display or tool is named with what it shows ("Panel de retención
 * semanal"), and a French one with what it comes with ("avec …"; "de" would need the article's
 * contraction), not with whom it is for. A relative with its own subject ("dove i genitori …") shows
 * nothing; a purpose ("para …") ends the search.
 */
export function shownContent(lex: Lexicon, language: string, list: Word[], name: Word[]): Word[] | undefined {
  const of = OF[language];
  if (!of || !DISPLAY.test(name[0]?.lower ?? "")) return undefined;
  let k = list.indexOf(name.at(-1)!) + 1;
  const opens = (w: Word) => HOLDS.has(w.lower) || RELATIVES.has(w.lower);
  for (let n = 0; n < DISPLAY_REACH && k < list.length && !opens(list[k]!); n++, k++)
    if (
      !/^\p{L}/u.test(list[k]!.text) ||
      lex.purpose.has(list[k]!.lower) ||
      lex.statements.has(list[k]!.lower)
    )
      return undefined;
  const opener = list[k];
  if (!opener || !opens(opener)) return undefined;
  let t = k + 1;
  if (RELATIVES.has(opener.lower)) {
    if (lex.determiners.has(list[t]?.lower ?? "") || capitalised(list[t] ?? { text: "", lower: "" }))
      return undefined;
    // "que se les mande": the relative's pronouns before its verb.
    while (t < k + 4 && (REFLEXIVES.has(list[t]?.lower ?? "") || CLITICS.has(list[t]?.lower ?? ""))) t++;
    t++;
    while (t < list.length && (lex.links.has(list[t]!.lower) || AFTER_VERB.has(list[t]!.lower))) t++;
  }
  while (t < list.length && (lex.determiners.has(list[t]!.lower) || /^\p{N}/u.test(list[t]!.text))) t++;
  const content = phraseAt(lex, list, t).words;
  if (content.length === 0) return undefined;
  // "con las listas de espera" keeps its "with"; a relative's content is joined by "of".
  const join = RELATIVES.has(opener.lower) ? { text: of, lower: of } : opener;
  const shown = [...name, join, ...content];
  return render(shown).length <= MAX_LENGTH ? shown : undefined;
}

/** The purpose or context after the head: "para reservar pistas de pádel", "für unseren Tennisverein". */
export function purposeAfter(lex: Lexicon, list: Word[], from: number): Word[] | undefined {
  for (let i = from; i < list.length && i < from + 8; i++) {
    const w = list[i]!;
    if (isPunctuation(w)) return undefined;
    if (!lex.purpose.has(w.lower)) continue;
    const next = list[i + 1];
    // "para reservar …", "per prenotare …": an infinitive and its object.
    if (
      next &&
      /(?:ar|er|ir|re|are|ere|ire)$/.test(next.lower) &&
      !capitalised(next) &&
      !lex.determiners.has(next.lower)
    ) {
      const object = phraseAt(lex, list, i + 2).words;
      return object.length > 0 ? [w, next, ...object] : undefined;
    }
    let phrase = phraseAt(lex, list, i + 1).words;
    // "nuestra nueva línea de aceite de oliva" → "aceite de oliva": skip a container and its link.
    const container = ["línea", "linea", "gamme", "gamma", "reihe", "serie"];
    const at = phrase.findIndex((p) => container.includes(p.lower));
    if (at >= 0 && lex.links.has(phrase[at + 1]?.lower ?? "")) phrase = phrase.slice(at + 2);
    phrase = phrase.filter(
      (p) => !["nueva", "nuevo", "nouvelle", "nouveau", "neue", "neuen", "nuova"].includes(p.lower),
    );
    return phrase.length > 0 ? [w, ...phrase] : undefined;
  }
  return undefined;
}
