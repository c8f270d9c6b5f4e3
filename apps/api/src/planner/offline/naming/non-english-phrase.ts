import { isFunctionWord } from "../../language";
import {
  A_FOLLOWERS,
  CONTRACTED,
  EACH,
  EN_FOLLOWERS,
  GENITIVES,
  GERMAN_ACTION,
  INFINITIVE,
  KIND_LINKS,
  LEXICONS,
  type Lexicon,
  MANNER_NOUNS,
  NEW,
  PLACE_LINKS,
  REPLACING,
  WITH_LINKS,
} from "./non-english-lexicon";
import { isTimeWord } from "./time-phrases";

/**
 * The phrase reading behind non-English names: words with elisions split off, the noun phrase at
 * a position with its linking words ("cuadro de mando de ventas") and the kind a preposition adds
 * ("trazabilidad por lotes"), and the purpose after a head ("para reservar pistas de pádel"). Where
 * the object starts after a leading verb group: verb-group.ts.
 */

export interface Word {
  text: string;
  lower: string;
}

/** Words with elisions split off ("d'aide" → "d'", "aide"); punctuation as its own word. */
export function words(text: string): Word[] {
  const out: Word[] = [];
  for (const raw of text.split(/\s+/)) {
    // A German ordinal ("50.") stays one word.
    if (isNumber({ text: raw, lower: raw })) {
      out.push({ text: raw, lower: raw });
      continue;
    }
    let rest = raw;
    const trailing: string[] = [];
    while (rest.length > 0 && ',.;:!?)("“”«»'.includes(rest.at(-1)!)) {
      trailing.unshift(rest.at(-1)!);
      rest = rest.slice(0, -1);
    }
    while (rest.length > 0 && '("“«¿¡'.includes(rest[0]!)) rest = rest.slice(1);
    const apostrophe = Math.max(rest.indexOf("'"), rest.indexOf("’"));
    // "zo'n" (Dutch "such a") is one word: an elided article precedes a word of two letters or more.
    if (apostrophe > 0 && apostrophe <= 3 && apostrophe < rest.length - 2) {
      const head = `${rest.slice(0, apostrophe).toLowerCase()}'`;
      out.push({ text: head, lower: head });
      rest = rest.slice(apostrophe + 1);
    }
    if (rest.length > 0) out.push({ text: rest, lower: rest.toLowerCase() });
    for (const mark of trailing) out.push({ text: mark, lower: mark });
  }
  return out;
}

/** Longer tokens are identifiers or noise; hyphenated compounds run long ("Datenschutz-Folgenabschätzung"). */
const MAX_WORD_LENGTH = 32;
export const isWord = (w: Word | undefined) =>
  w !== undefined &&
  /\p{L}/u.test(w.text) &&
  /^[\p{L}\p{N}'’./-]+$/u.test(w.text) &&
  w.text.length <= MAX_WORD_LENGTH;
export const isPunctuation = (w: Word | undefined) => w !== undefined && !/[\p{L}\p{N}]/u.test(w.text);
/** Reflexive pronouns between a subject and its verb ("Los vecinos se quejan"). */
export const REFLEXIVES = new Set(["se", "si", "sich", "zich", "sig", "s'"]);

export const capitalised = (w: Word) => /^\p{Lu}/u.test(w.text);

/** A German ordinal ("50.") or number: skipped inside a phrase. */
export const isNumber = (w: Word | undefined) =>
  w !== undefined && /^\p{N}+(?:[.,]\p{N}{3})*\.?$/u.test(w.text);

/**
 * A code a number belongs to ("ISO 14001", "soc 2"): written in capitals, or a short word. A
 * product's release ("Microsoft 365 für …", "Windows 10") when the phrase ends or a function word
 * follows, not a count ("Abbiamo 41 negozi") nor one of several ("Somos 7 y …"). A plan's year
 * ("Begroting 2026"), but no date ("Hösten 2026").
 */
const takesNumber = (lex: Lexicon, w: Word | undefined, number: Word, next: Word | undefined) => {
  if (w === undefined || lex.links.has(w.lower) || FROM_THE.has(w.lower)) return false;
  if (/^\p{Lu}{2,}$/u.test(w.text) || /^\p{Ll}{3}$/u.test(w.text)) return true;
  if (isTimeWord(w.lower)) return false;
  if (/^(?:19|20)\d\d$/.test(number.text)) return true;
  const ends =
    next === undefined ||
    isPunctuation(next) ||
    (isFunctionWord(languageOf(lex), next.lower) && !SHARED_AND.has(next.lower));
  return /^\p{Lu}\p{Ll}+$/u.test(w.text) && ends;
};

/** Italian "from the", "in the", "on the": "scarti dal 6 % al 3 %" is no code "dal 6". */
const FROM_THE = new Set(["dal", "nel", "sul", "col"]);

/** Languages whose links take an article before the next noun ("de la", "a las", "di un"). */
const ARTICLE_AFTER_LINK = new Set(["fr", "es", "it", "pt"].map((language) => LEXICONS.get(language)));

/**
 * German nouns are capitalised: "Gewinnung von Pflegefachkräften" (after an action), "Schnittstelle
 * zu DATEV" (a name in capitals), not "von Hand", "zu hoch", "zu erstellen" or "zu Weihnachten".
 */
const GERMAN_KIND = (link: string, next: Word, before: Word) =>
  link === "von"
    ? capitalised(next) && next.lower !== "hand" && GERMAN_ACTION.test(before.lower)
    : link !== "zu" || /^\p{Lu}{2,}/u.test(next.text);

/** The language a lexicon is for ("en" for the base lexicon). */
const languageOf = (lex: Lexicon) => [...LEXICONS].find(([, l]) => l === lex)?.[0] ?? "en";

/** A word the lexicon reads as something other than a noun: an article, a breaker, a verb. */
const known = (lex: Lexicon, w: Word) =>
  lex.determiners.has(w.lower) ||
  lex.breakers.has(w.lower) ||
  lex.statements.has(w.lower) ||
  lex.purpose.has(w.lower) ||
  lex.openers.has(w.lower);

/**
 * The phrase starting at `start`: content words joined by linking words; German lower-case
 * words only as adjectives before a capitalised noun.
 */
export function phraseAt(lex: Lexicon, list: Word[], start: number): { words: Word[]; end: number } {
  let i = start;
  const opening = (w: Word) => lex.determiners.has(w.lower) || NEW.has(w.lower) || isNumber(w);
  while (i < list.length && opening(list[i]!)) i++;
  const out: Word[] = [];
  let kinded = false;
  // A name never needs more than a dozen words; the cap also keeps long inputs linear.
  for (; i < list.length && out.length < 12; i++) {
    const w = list[i]!;
    if (isNumber(w) && out.length > 0) {
      if (takesNumber(lex, out.at(-1), w, list[i + 1]) && !w.text.endsWith(".")) out.push(w);
      continue;
    }
    // "mise en place", "remise à niveau", "mise à jour": fixed phrases with "en" or "à".
    const enLink =
      (w.lower === "en" && EN_FOLLOWERS.has(list[i + 1]?.lower ?? "")) ||
      (w.lower === "à" && A_FOLLOWERS.has(list[i + 1]?.lower ?? ""));
    // "Cámaras con visión artificial | al final de la línea": after its kind, a link opens a place.
    if (kinded && CONTRACTED.has(w.lower)) break;
    if ((lex.links.has(w.lower) || enLink) && out.length > 0) {
      // A link only counts when a content word follows (possibly after "la", "l'").
      let j = i + 1;
      while (
        j < list.length &&
        ((["de", "di"].includes(w.lower) && ["la", "l'"].includes(list[j]!.lower)) || isNumber(list[j]))
      )
        j++;
      // "de notre application", "a las reclamaciones": an article between a Romance link and a noun.
      if (
        ARTICLE_AFTER_LINK.has(lex) &&
        lex.determiners.has(list[j]?.lower ?? "") &&
        isWord(list[j + 1]) &&
        !lex.breakers.has(list[j + 1]!.lower) &&
        !lex.determiners.has(list[j + 1]!.lower) &&
        !lex.statements.has(list[j + 1]!.lower)
      )
        j++;
      if (isWord(list[j]) && !lex.breakers.has(list[j]!.lower) && !lex.determiners.has(list[j]!.lower)) {
        out.push(...list.slice(i, j).filter((link) => !isNumber(link)));
        i = j - 1;
        continue;
      }
      break;
    }
    // German genitive after a noun: "Einführung eines digitalen Urlaubsantrags".
    const genitive =
      GENITIVES.has(w.lower) && out.length > 0 && capitalised(out.at(-1)!) && isWord(list[i + 1]);
    if (genitive) {
      out.push(w);
      continue;
    }
    // "trazabilidad por lotes", "klanttevredenheid per winkel": a preposition before a bare noun says
    // which kind, and stays in the name; "por el ayuntamiento", "en Valencia" do not.
    const next = list[i + 1];
    const kind =
      KIND_LINKS.get(w.lower)?.some((language) => lex === LEXICONS.get(language)) === true &&
      out.length > 0 &&
      out.length <= 3 &&
      isWord(next) &&
      !known(lex, next!) &&
      !MANNER_NOUNS.has(next!.lower) &&
      // "heure par heure", "lot par lot": a repetition says how often, not which kind.
      next!.lower !== out.at(-1)!.lower &&
      !(PLACE_LINKS.has(w.lower) && capitalised(next!)) &&
      GERMAN_KIND(w.lower, next!, out.at(-1)!) &&
      !(
        WITH_LINKS.has(w.lower) &&
        (out.length === 1 || list.slice(0, i).some((v) => REPLACING.has(v.lower)))
      );
    if (kind) {
      // "Berekening opzetten per rit": the verb before it is not part of the name.
      if (out.length > 1 && endsWithDutchVerb(lex, out)) out.pop();
      out.push(w, next!);
      i++;
      kinded = true;
      continue;
    }
    // "wifi och brandväggar", "Produktblad och monteringsanvisningar": two bare nouns joined by "and"
    // are one name when nothing follows the second but the phrase's end.
    const pair = list[i + 2];
    const language = languageOf(lex);
    const second = list[i + 1];
    const joined =
      AND.has(w.lower) &&
      out.length === 1 &&
      isWord(second) &&
      !known(lex, second!) &&
      !isFunctionWord(language, second!.lower) &&
      !EACH.has(second!.lower) &&
      !WE_VERB.test(second!.lower) &&
      !WE_VERB.test(out[0]!.lower) &&
      !(INFINITIVE[language]?.test(second!.lower) && !capitalised(second!) && language !== "de") &&
      (pair === undefined || !isWord(pair) || known(lex, pair) || lex.links.has(pair.lower));
    if (joined) {
      out.push(w, list[i + 1]!);
      i++;
      continue;
    }
    // "Click & collect", "Scan & Go": "&" between two words keeps them one name.
    if (w.text === "&" && out.length > 0 && isWord(list[i + 1])) {
      out.push(w);
      continue;
    }
    // An acronym is a name even when it spells a small word ("Marcatura CE", not "ce").
    const acronym = /^\p{Lu}{2,}$/u.test(w.text);
    const stop =
      lex.breakers.has(w.lower) ||
      lex.determiners.has(w.lower) ||
      lex.purpose.has(w.lower) ||
      lex.statements.has(w.lower) ||
      (REFLEXIVES.has(w.lower) && lex.statements.has(list[i + 1]?.lower ?? ""));
    if (!isWord(w) || (stop && !acronym)) break;
    if (lex.openers.has(w.lower) && out.length > 0) break;
    // "Sicherheits- und Evakuierungskonzept", "studie- och yrkesvägledning": a word cut before its
    // shared ending goes with the conjunction and the word that ends it.
    const shared = w.text.endsWith("-") && SHARED_AND.has(list[i + 1]?.lower ?? "") && isWord(list[i + 2]);
    if (shared) {
      out.push(w, list[i + 1]!, list[i + 2]!);
      i += 2;
      continue;
    }
    out.push(w);
  }
  // German: a trailing lower-case infinitive after a noun is a verb ("App entwickeln"), not a name part.
  while (out.length > 1 && endsWithGermanVerb(lex, out)) out.pop();
  // Dutch: one verb at the end at most ("grootste klanten opzetten": "klanten" is a plural noun).
  if (out.length > 1 && endsWithDutchVerb(lex, out)) out.pop();
  return { words: out, end: i };
}

/** Dutch: "roosterprogramma invoeren", "donateursgegevens overzetten" (nouns are not capitalised). */
function endsWithDutchVerb(lex: Lexicon, out: Word[]): boolean {
  const last = out.at(-1)!;
  const adjective = DUTCH_ADJECTIVE.test(out.at(-2)!.lower);
  // "tevredenheid van studenten": after a link word an -en word is a plural noun.
  const linked = lex.links.has(out.at(-2)!.lower);
  return (
    lex === LEXICONS.get("nl") &&
    !adjective &&
    !linked &&
    !capitalised(last) &&
    last.lower.length >= 5 &&
    last.lower.endsWith("en")
  );
}

/** After an inflected Dutch adjective an -en word is a plural noun: "Dynamische ticketprijzen". */
const DUTCH_ADJECTIVE = /(?:isch|el|ig|lijk|baar|ief|aal|eel|en|st|end|and)e$/;

function endsWithGermanVerb(lex: Lexicon, out: Word[]): boolean {
  const last = out.at(-1)!;
  const previous = out.at(-2)!;
  const dutch = lex === LEXICONS.get("nl");
  // Dutch infinitives end in -en ("productielijn" is a noun).
  if (dutch && (DUTCH_ADJECTIVE.test(previous.lower) || !last.lower.endsWith("en"))) return false;
  // Only German and Dutch put the infinitive after its object; a Swedish "-en" is a definite noun
  // ("Mät energiförbrukningen"), and a capital elsewhere only starts the sentence.
  if (!dutch && lex !== LEXICONS.get("de")) return false;
  return !capitalised(last) && capitalised(previous) && last.lower.endsWith("n");
}

export const contentCount = (lex: Lexicon, list: Word[]) =>
  list.filter((w) => !lex.links.has(w.lower) && w.lower !== "la" && w.lower !== "l'").length;

export function render(list: Word[]): string {
  let text = "";
  list.forEach((w, i) => {
    text += i === 0 ? "" : list[i - 1]!.text.endsWith("'") ? "" : " ";
    text += w.text;
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A non-English name has at most this many content words. */
export const MAX_CONTENT_WORDS = 6;
/**
 * Words as a reader counts them ("Centre d'aide" is two): nine, as links and articles take more
 * words than in English ("Cuadro de mando de listas de espera quirúrgicas"; seven in decision 188,
 * eight in decision 198, nine since decision 201: the sixty-character limit still holds).
 */
export const MAX_WORDS = 9;
/** A non-English name has at most this many characters, as every name (initiative-name.ts). */
export const MAX_LENGTH = 60;
export const wordCount = (list: Word[]) => render(list).split(" ").length;

/** "And" and "or" in the eight languages (the Dutch "en" apart: it is a Swedish article and a French preposition). */
export const AND = new Set(["och", "und", "et", "y", "e", "and", "eller", "oder", "ou", "o", "of"]);
/**
 * "And" and "or" between a word cut before its shared ending and the word that ends it, and after
 * which a number is one of several ("Jahrgänge 7 und 8").
 */
const SHARED_AND = new Set([...AND, "en"]);

/** Marks that end a sentence or a headline ("Die Strompreise haben sich verdoppelt. Wir wollen …"). */
export const SENTENCE_ENDS = new Set([".", ":", ";", "!", "?", "–", "—"]);

/** Words between a request verb and what it asks for ("att", "que", "de", "dass"). */
export const REQUEST_JOINERS = new Set(["att", "que", "qu'on", "dass", "dat", "che", "de", "di", "om"]);

/** First person plural endings of Spanish, Portuguese and Italian verbs, which drop their "we". */
export const WE_VERB = /(?:amos|emos|imos|iamo)$/;
