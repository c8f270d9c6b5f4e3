/**
 * Names for ideas not written in English, in the idea's own words: the head noun phrase with its
 * linking words ("plateforme de covoiturage", "cuadro de mando de ventas", "Einführung eines
 * digitalen Urlaubsantrags"), plus its purpose or context where the head is generic ("App para
 * reservar pistas de pádel", "Tennisverein-App"). Sentence case as written; German nouns keep
 * their capitals. Word lists cover German, French, Spanish, Italian and Dutch; string code only.
 */
import {
  BASE,
  COMPOUNDING,
  endsNothing,
  INFINITIVE,
  LEXICONS,
  type Lexicon,
  NEW,
  startsNothing,
} from "./non-english-lexicon";
import {
  afterVerbGroup,
  capitalised,
  contentCount,
  phraseAt,
  purposeAfter,
  REFLEXIVES,
  render,
  type Word,
  words,
} from "./non-english-phrase";

const MAX_CONTENT_WORDS = 5;
/**
 * Words as a reader counts them ("Centre d'aide" is two): seven, as links and articles take more
 * words than in English ("Cuadro de mando de ocupación de camas", decision 188).
 */
const MAX_WORDS = 7;
const wordCount = (list: Word[]) => render(list).split(" ").length;
const MAX_LENGTH = 60;

/** Marks that end a sentence or a headline ("Die Strompreise haben sich verdoppelt. Wir wollen …"). */
const SENTENCE_ENDS = new Set([".", ":", ";", "!", "?", "–", "—"]);

export function nonEnglishName(idea: string, language: string): string | undefined {
  const lex = LEXICONS.get(language) ?? BASE;
  const list = words(idea.split("\n")[0] ?? idea);
  return replacement(lex, language, list) ?? nameFrom(lex, language, list, true);
}

/** Verbs and nouns of replacing, and the word that introduces what replaces ("… durch ein …"). */
const REPLACING = new Set(
  `ersetzen ersetzt ablösen remplacer remplacement remplacé reemplazar sustituir sustitución sustituirlo
  sostituire sostituzione sostituirlo substituir substituição vervangen vervanging ersätta`.split(/\s+/),
);
const BY = new Set(["durch", "par", "por", "con", "com", "door", "med"]);
/** How far after the replacing word its "by" may come ("sostituire 30 furgoni diesel con …"). */
const REPLACED_SPAN = 8;

/**
 * "Sostituzione delle casse … con un sistema POS in cloud", "de piepers vervangen door een
 * beveiligde chat-app": what replaces is the subject, when the first sentence says so.
 */
function replacement(lex: Lexicon, language: string, list: Word[]): string | undefined {
  const end = list.findIndex((w) => SENTENCE_ENDS.has(w.text));
  const sentence = end < 0 ? list : list.slice(0, end);
  const at = sentence.findIndex((w) => REPLACING.has(w.lower));
  // German puts the verb last: "die Stempelkarte durch ein digitales Treueprogramm ersetzen".
  const by = sentence.findIndex((w, k) => Math.abs(k - at) <= REPLACED_SPAN && k !== at && BY.has(w.lower));
  if (at < 0 || by < 0) return undefined;
  let from = by + 1;
  while (from < sentence.length && lex.determiners.has(sentence[from]!.lower)) from++;
  const phrase = phraseAt(lex, sentence, from).words;
  const verbAt = phrase.findIndex((w) => REPLACING.has(w.lower));
  let kept = phrase.slice(0, verbAt < 0 ? MAX_CONTENT_WORDS : Math.min(verbAt, MAX_CONTENT_WORDS));
  while (kept.length > 0 && endsNothing(language, kept.at(-1)!.lower)) kept = kept.slice(0, -1);
  // "con macchine nuove": "new machines" is no subject.
  const named = kept.filter((w) => !NEW.has(w.lower));
  return contentCount(lex, named) >= 2 ? render(kept) : undefined;
}

/** Words between a request verb and what it asks for ("att", "que", "de", "dass"). */
const REQUEST_JOINERS = new Set(["att", "que", "qu'on", "dass", "dat", "che", "de", "di", "om"]);

/** "We" in the eight languages. */
const WE = new Set(["wir", "nous", "on", "we", "wij", "vi", "noi", "nosotros", "nós"]);

/** First person plural endings of Spanish, Portuguese and Italian verbs, which drop their "we". */
const WE_VERB = /(?:amos|emos|imos|iamo)$/;

/** Languages whose want verb takes an infinitive before its object ("quiere detectar", "vill teckna"). */
const WANT_INFINITIVE = new Set(["fr", "es", "it", "pt", "sv"]);

/** German: the infinitive follows its object ("Chatbot einführen"); Dutch -en plurals look alike. */
const VERB_LAST = new Set(["de"]);

/** A lower-case infinitive right after the object, not a word the lexicon reads otherwise. */
function isInfinitiveAfter(lex: Lexicon, word: Word): boolean {
  const known = lex.breakers.has(word.lower) || lex.statements.has(word.lower) || lex.links.has(word.lower);
  return !known && !capitalised(word) && word.lower.length >= 5 && word.lower.endsWith("en");
}

function nameFrom(lex: Lexicon, language: string, list: Word[], first: boolean): string | undefined {
  // Skip what opens the idea: pronouns, "want" verbs, infinitives, a leading "für …" context.
  let i = 0;
  let context: Word[] = [];
  for (let guard = 0; guard < 12 && i < list.length; guard++) {
    const w = list[i]!;
    // Pronouns, "want" verbs, articles, and an infinitive right after them ("queremos digitalizar …").
    const afterOpener = i > 0 && lex.openers.has(list[i - 1]!.lower);
    const infinitive = afterOpener && !capitalised(w) && /(?:ar|er|ir|re)$/.test(w.lower);
    // "Jag föreslår att vi …", "Je propose de revoir …": the word that joins a request to what it asks.
    const joined = afterOpener && REQUEST_JOINERS.has(w.lower);
    // "Wir bauen ein …", "Nous ouvrons un …", "Abrimos una …", "Apriamo un …": a verb of "we"
    // before its object's article.
    const verbLike =
      lex.determiners.has(list[i + 1]?.lower ?? "") &&
      ![lex.statements, lex.breakers, lex.links, lex.purpose].some((words) => words.has(w.lower));
    const afterWe = WE.has(list[i - 1]?.lower ?? "") && !capitalised(w);
    const ourVerb = verbLike && (afterWe || (i === 0 && WE_VERB.test(w.lower)));
    if (lex.openers.has(w.lower) || lex.determiners.has(w.lower) || infinitive || joined || ourVerb) {
      i++;
      continue;
    }
    if (lex.purpose.has(w.lower)) {
      const phrase = phraseAt(lex, list, i + 1);
      context = phrase.words;
      i = phrase.end;
      continue;
    }
    break;
  }
  // "Im letzten Winter waren …", "In onze fabriek draaien we …": a place or time put first, then the
  // verb (German, Dutch and Swedish put it second) is a statement; the next sentence may ask.
  if (first && i === 0 && frontedStatement(lex, language, list)) {
    const end = list.findIndex((w) => SENTENCE_ENDS.has(w.text));
    const next = end > 0 ? nameFrom(lex, language, list.slice(end + 1), false) : undefined;
    if (next) return next;
  }
  const verbAt = i;
  i = afterVerbGroup(lex, language, list, i);
  let head = phraseAt(lex, list, i);
  // A statement about the subject ("Les ventes ont baissé."): the next sentence says what to do.
  // "Los vecinos se quejan", "Les clients se plaignent": a reflexive pronoun before the verb.
  const reflexive = REFLEXIVES.has(list[head.end]?.lower ?? "") ? 1 : 0;
  // "we draaien al twee jaar bij …", "wir verlieren Mittelständler": a verb of "we" with no object
  // article after it states what is; the next sentence may say what to do.
  const weStates =
    head.words.length > 0 &&
    i > 0 &&
    WE.has(list[i - 1]!.lower) &&
    i === verbAt &&
    !capitalised(head.words[0]!);
  const stated = weStates || lex.statements.has(list[head.end + reflexive]?.lower ?? "");
  if (first && stated) {
    const end = list.findIndex((w, k) => k > head.end && SENTENCE_ENDS.has(w.text));
    const rest = end > 0 ? list.slice(end + 1) : [];
    // A statement about people ("Kunder klagar på …") hands over to what is asked for. A statement
    // about a thing ("Onze nieuwsbrief gaat naar …") keeps the thing when the next sentence only
    // says what to do with it ("Segmenteren op interesse …"); a named remedy wins ("Online-Terminvergabe").
    const people = head.words.some((w) => lex.audience.has(w.lower));
    const opening = rest[0]?.lower ?? "";
    const infinitive = INFINITIVE[language]?.test(opening) === true && opening.length >= 5;
    const todo = rest.length > 0 && (afterVerbGroup(lex, language, rest, 0) > 0 || infinitive);
    const next = rest.length > 0 && (people || !todo) ? nameFrom(lex, language, rest, false) : undefined;
    if (next) return next;
  }
  // "Les clients B2B demandent un portail …": with nothing after the statement, its object.
  if (stated) {
    let j = head.end + reflexive + 1;
    while (j < list.length && (lex.determiners.has(list[j]!.lower) || lex.statements.has(list[j]!.lower)))
      j++;
    const object = phraseAt(lex, list, j);
    if (contentCount(lex, object.words) > 0 && lex.determiners.has(list[j - 1]?.lower ?? "")) head = object;
  }
  // "Die Stadtbibliothek will eine Lesepatenschaft …": the wanted thing is the subject.
  if (lex.openers.has(list[head.end]?.lower ?? "")) {
    let j = head.end;
    // "A escola precisa de um novo sistema": a link after the want verb belongs to it.
    const skipped = (w: Word) =>
      lex.openers.has(w.lower) || lex.determiners.has(w.lower) || lex.links.has(w.lower);
    while (j < list.length && skipped(list[j]!)) j++;
    // "A escola quer lançar a campanha de matrículas": the infinitive after the want verb is not the
    // thing wanted, its object is.
    const verb = list[j];
    const infinitive =
      verb !== undefined &&
      !capitalised(verb) &&
      verb.lower.length >= 5 &&
      WANT_INFINITIVE.has(language) &&
      INFINITIVE[language]?.test(verb.lower) === true;
    if (infinitive) {
      j++;
      while (j < list.length && lex.determiners.has(list[j]!.lower)) j++;
    }
    const wanted = phraseAt(lex, list, j);
    // German nouns are capitalised: "Die Praxis-IT muss sicherer werden" wants nothing new.
    const passive = list.slice(j, wanted.end + 1).some((w) => lex.passives.has(w.lower));
    const predicate = passive || (language === "de" && !capitalised(wanted.words[0] ?? head.words[0]!));
    if (wanted.words.length > 0 && !predicate) head = wanted;
  }
  if (head.words.length === 0) return undefined;
  let name = head.words;
  const headLower = name.at(-1)!.lower;
  const generic = contentCount(lex, name) === 1 && lex.genericHeads.has(headLower);
  if (generic && context.length > 0 && capitalised(context.at(-1)!)) {
    // German compound: "für unseren Tennisverein … eine App" → "Tennisverein-App".
    name = [{ text: `${context.at(-1)!.text}-${name.at(-1)!.text}`, lower: "" }];
  } else if (name.length === 1 && actionNounWithObject(lex, language, list, name[0]!)) {
    // "Thema: Fortbildung zu den neuen digitalen Tafeln": an action noun is named with what it acts on.
    return render(actionNounWithObject(lex, language, list, name[0]!)!);
  } else {
    const purpose = purposeAfter(lex, list, head.end);
    const audience = purpose?.some((w) => lex.audience.has(w.lower)) ?? false;
    // A single German noun takes its "für …" even when that names people ("Lesepatenschaft für Grundschulkinder").
    const singleGerman = contentCount(lex, name) === 1 && capitalised(name[0]!);
    const purposeWords = purpose ? contentCount(lex, purpose) - 1 : 0;
    // A single head takes a short "voor …" too ("Webshop voor kaasspeciaalzaak").
    const least = contentCount(lex, name) === 1 ? 1 : 2;
    const fits = !audience && contentCount(lex, name) <= 2 && purposeWords >= least && purposeWords <= 4;
    if (purpose && (generic || fits || singleGerman)) {
      name = [...name, ...purpose];
    }
  }
  // A lone object keeps its verb: "Former les vendeurs" (a title in French), not "Vendeurs".
  if (i > verbAt && name === head.words && head.words.length === 1) name = list.slice(verbAt, head.end);
  // German: a lone object keeps the infinitive after it ("Chatbot einführen", not "Die Hochschule").
  const after = list[list.indexOf(head.words.at(-1)!) + 1];
  if (
    name === head.words &&
    head.words.length === 1 &&
    after &&
    VERB_LAST.has(language) &&
    isInfinitiveAfter(lex, after)
  )
    name = [...head.words, after];
  while (name.length > 1 && (contentCount(lex, name) > MAX_CONTENT_WORDS || wordCount(name) > MAX_WORDS)) {
    name = name.slice(0, -1);
  }
  while (name.length > 1 && endsNothing(language, name.at(-1)!.lower)) name = name.slice(0, -1);
  while (name.length > 1 && startsNothing(language, name[0]!.lower)) name = name.slice(1);
  let text = render(name);
  while (text.length > MAX_LENGTH && name.length > 1) {
    name = name.slice(0, -1);
    text = render(name);
  }
  // One word only as a compound ("Tennisverein-App", "Lösenordshanterare"); otherwise at least two.
  const compound =
    COMPOUNDING.has(language) && name.length === 1 && /^\p{Lu}?\p{Ll}{9,}$/u.test(name[0]!.text);
  const enough = text.includes(" ") || (text.includes("-") && text.length >= 8) || compound;
  if (!enough && name.length === 1) {
    // "Wir eröffnen eine neue Filiale in Leipzig": a lone noun is named with its place ("Filiale in
    // Leipzig") rather than not at all.
    const placed = loneNounWithPlace(list, name[0]!);
    if (placed) return render(placed);
    // "ein neues System mit Online-Registrierung": a lone noun is named with what it comes with.
    const featured = loneNounWithFeature(lex, language, list, name[0]!);
    if (featured) return render(featured);
  }
  return enough && text.length <= MAX_LENGTH && /\p{L}/u.test(text) ? text : undefined;
}

/** Languages that put the finite verb second, after a fronted place or time. */
const VERB_SECOND = new Set(["de", "nl", "sv"]);

function frontedStatement(lex: Lexicon, language: string, list: Word[]): boolean {
  if (!VERB_SECOND.has(language) || !lex.breakers.has(list[0]?.lower ?? "")) return false;
  const fronted = phraseAt(lex, list, 1);
  const verb = list[fronted.end];
  if (fronted.words.length === 0 || !verb) return false;
  // German nouns are capitalised: a lower-case word after the phrase is its verb.
  return lex.statements.has(verb.lower) || (language === "de" && /^\p{Ll}/u.test(verb.text));
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

/** "With" in the languages whose lone nouns take it ("System mit …", "plateforme avec …"). */
const WITH = new Set(["mit", "avec", "con", "com", "met", "med"]);

function loneNounWithFeature(lex: Lexicon, language: string, list: Word[], noun: Word): Word[] | undefined {
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
  let from = at + 2;
  while (from < list.length && lex.determiners.has(list[from]!.lower)) from++;
  let kept = phraseAt(lex, list, from).words.slice(0, 3);
  while (kept.length > 0 && endsNothing(language, kept.at(-1)!.lower)) kept = kept.slice(0, -1);
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

function actionNounWithObject(lex: Lexicon, language: string, list: Word[], noun: Word): Word[] | undefined {
  const at = list.indexOf(noun);
  const preposition = list[at + 1];
  if (
    !ACTION_NOUN[language]?.test(noun.lower) ||
    !preposition ||
    !OF_OBJECT[language]?.has(preposition.lower)
  )
    return undefined;
  let from = at + 2;
  while (from < list.length && lex.determiners.has(list[from]!.lower)) from++;
  let kept = phraseAt(lex, list, from).words.slice(0, 3);
  // German nouns are capitalised: "auf Station noch" ends on "Station".
  const last = (w: Word) => !endsNothing(language, w.lower) && (language !== "de" || capitalised(w));
  while (kept.length > 0 && !last(kept.at(-1)!)) kept = kept.slice(0, -1);
  const named = [noun, ...list.slice(at + 1, from), ...kept];
  return contentCount(lex, kept) > 0 && wordCount(named) <= MAX_WORDS ? named : undefined;
}

function loneNounWithPlace(list: Word[], noun: Word): Word[] | undefined {
  const at = list.indexOf(noun);
  // "Lagret i Jönköping behöver nattskift": the idea's own subject is no object with a place.
  if (at === 0) return undefined;
  const preposition = list[at + 1];
  const place = list[at + 2];
  const town = place !== undefined && /^\p{Lu}\p{Ll}+$/u.test(place.text);
  return preposition && AT_PLACE.has(preposition.lower) && town ? [noun, preposition, place] : undefined;
}
