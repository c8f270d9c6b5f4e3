/**
 * What a subject wants, and what completes a wanted thing: a third person's want verb after the
 * subject's whole noun phrase ("De directeur van onze stichting in Maastricht wil …"), the verb's
 * manner before its object ("réécrire en langage clair tous les courriers"), an agreement's party
 * ("contratti con i padroncini") and a named product ("Koppeling met iDEAL"), and what opens an
 * idea before what it names (pronouns, want and must verbs). Used by non-english-name.ts
 * (decisions 197, 198). String code only.
 */
import { afterGermanPlace } from "./german-clauses";
import { EN_FOLLOWERS, endsNothing, LEXICONS, type Lexicon, VERB_GROUP } from "./non-english-lexicon";
import {
  AND,
  capitalised,
  phraseAt,
  REQUEST_JOINERS,
  SENTENCE_ENDS,
  WE_VERB,
  type Word,
} from "./non-english-phrase";
import { afterPlace } from "./noun-complements";

/** Agreements, named with whom they are made ("contratos", "Verträge", "avtal", "acordos", "convenio"). */
export const AGREEMENT =
  /^(?:contrat|contract|vertr[aä]g|rahmenvertr|avtal|ramavtal|acuerdo|acordo|accord|convenio|conven[çc][ãa]o|overeenkomst)/;

/** "con las aseguradoras": "with", an article and up to two words of the party, or nothing. */
export function withParty(lex: Lexicon, language: string, list: Word[], at: number): Word[] {
  if (!["mit", "avec", "con", "com", "met", "med"].includes(list[at]?.lower ?? "")) return [];
  let end = at + 1;
  while (end < list.length && lex.determiners.has(list[end]!.lower)) end++;
  const start = end;
  while (end < list.length && end < start + 2 && isPartyWord(lex, language, list[end]!)) end++;
  return end > start ? list.slice(at, end) : [];
}
const isPartyWord = (lex: Lexicon, language: string, w: Word) =>
  /^\p{L}[\p{L}-]*$/u.test(w.text) &&
  ![lex.breakers, lex.purpose, lex.determiners, lex.links].some((words) => words.has(w.lower)) &&
  !endsNothing(language, w.lower);

/** A product's or organisation's name ("iDEAL", "SAP", "Exact"); German capitalises every noun, so only acronyms there. */
export const properName = (language: string, w: Word) =>
  /\p{Lu}{2}|\p{Ll}\p{Lu}/u.test(w.text) || (language !== "de" && capitalised(w));

/**
 * A third person's want verbs ("wil", "möchte", "souhaite", "busca", "pretende", "vill"), and those
 * that seek, plan or ask for something ("zoekt", "planerar", "chiede", "verlangt").
 */
export const WANTS = new Set(
  `wil möchte will plant braucht benötigt wünscht veut souhaite voudrait aimerait cherche quiere necesita busca
  pretende vuole vorrebbe intende quer precisa vill behöver önskar
  zoekt sucht söker procura planeert planerar planifica planea pianifica planeia prévoit prevede
  vraagt verlangt fordert demande pide solicita chiede richiede pede begär kräver eist exige esige
  veulent souhaitent voudraient aimeraient quieren necesitan buscan pretenden vogliono vorrebbero
  intendono querem precisam pretendem procuram`.split(/\s+/),
);

/** Want verbs that demand ("verlangt", "kräver"): a law that demands is named itself. */
export const DEMANDS = new Set("verlangt fordert kräver begär eist exige esige richiede".split(" "));

/** "That", joining a want verb to the clause of what is wanted ("wil dat", "verlangt, dass", "vill att"). */
export const THAT = new Set(["dat", "dass", "que", "qu'", "che", "att"]);

/** Prepositions of manner between an infinitive and its object ("riscrivere in linguaggio semplice i moduli"). */
const MANNER = new Set(["en", "in", "em"]);
/** How many words a manner phrase may have. */
const MANNER_MAX_WORDS = 4;

/**
 * Past a manner phrase at `at` ("en langage clair", "in inglese e spagnolo", "em português") to the
 * article that opens the object after it; `at` when there is none.
 */
export function afterManner(lex: Lexicon, list: Word[], at: number): number {
  if (!MANNER.has(list[at]?.lower ?? "")) return at;
  for (let k = at + 2; k < list.length && k <= at + MANNER_MAX_WORDS + 1; k++) {
    const w = list[k]!;
    if (lex.determiners.has(w.lower)) return k;
    if (SENTENCE_ENDS.has(w.text) || w.text === "," || (lex.breakers.has(w.lower) && !AND.has(w.lower)))
      return at;
  }
  return at;
}

/** How far after the subject's head its want verb may come ("De directeur van onze stichting in Maastricht wil …"). */
const WANT_REACH = 8;

/**
 * Where the want verb of a subject whose head ends at `from` is: right after it, after its town
 * ("i Linköping vill"), or after the rest of its noun phrase and places ("La jefa de almacén de
 * nuestro centro de Getafe busca …") when no verb, comma or sentence end comes between; `from` otherwise.
 */
export function wantVerbAfter(lex: Lexicon, list: Word[], from: number): number {
  const placed = afterPlace(list, from);
  if (lex.openers.has(list[placed]?.lower ?? "")) return placed;
  for (let k = from; k < list.length && k < from + WANT_REACH; k++) {
    const w = list[k]!;
    if (WANTS.has(w.lower)) return k;
    const and = AND.has(w.lower) || (w.lower === "en" && lex === LEXICONS.get("nl"));
    const ends = SENTENCE_ENDS.has(w.text) || w.text === "," || and;
    if (ends || lex.statements.has(w.lower) || lex.openers.has(w.lower)) break;
  }
  return placed;
}

/**
 * Past the towns of a context at `at` ("voor onze fietsenwinkels in Groningen en Zwolle een …") to
 * the article of the object after them; `at` when no town, or no article after it, is there.
 */
function afterTowns(lex: Lexicon, list: Word[], at: number): number {
  let j = afterPlace(list, at);
  if (j === at) return at;
  const and = (w: Word | undefined) => w !== undefined && (AND.has(w.lower) || w.lower === "en");
  // "… in Groningen en Zwolle", "… in Den Haag en Delft".
  while (and(list[j]) && list[j + 1] !== undefined && capitalised(list[j + 1]!)) {
    j += 2;
    if (list[j] !== undefined && capitalised(list[j]!) && !lex.determiners.has(list[j]!.lower)) j++;
  }
  return lex.determiners.has(list[j]?.lower ?? "") ? j : at;
}

/** The Dutch "hebben … nodig" ("need"): its verb within the idea's first words, "nodig" soon after. */
const NEED_VERBS = new Set(["hebben", "heeft", "heb", "hebt"]);
const NEED_VERB_REACH = 4;
const NEEDED_MAX_WORDS = 6;

/**
 * "We hebben vrijwilligers nodig voor het bloemencorso": what a Dutch idea needs, read without the
 * verb around it ("vrijwilligers voor het bloemencorso …"); undefined when it needs nothing so.
 */
export function neededObject(list: Word[]): Word[] | undefined {
  const verb = list.findIndex((w, i) => i < NEED_VERB_REACH && NEED_VERBS.has(w.lower));
  if (verb < 0) return undefined;
  const needed = list.findIndex(
    (w, i) => i > verb + 1 && i <= verb + NEEDED_MAX_WORDS + 1 && w.lower === "nodig",
  );
  if (needed < 0 || list.slice(verb + 1, needed).some((w) => SENTENCE_ENDS.has(w.text) || w.text === ","))
    return undefined;
  return [...list.slice(verb + 1, needed), ...list.slice(needed + 1)];
}

/** "Ich schlage vor, dass wir …": a proposal in two words, before what is proposed. */
export const PROPOSE = new Set(["schlage vor", "schlagen vor"]);

/** "Must" and "we must" in two words, before the infinitive of what is to be done. */
export const MUST = new Set([
  "hay que",
  "tenemos que",
  "tengo que",
  "temos de",
  "temos que",
  "tenho de",
  "tenho que",
  "há que",
  "é preciso",
  "es necesario",
  "il faut",
  "il faudrait",
  "nous faut",
  "nous faudrait",
  // "On a besoin d'une nouvelle affiche", "Nous avons besoin de refaire …": "need", followed by "de".
  "a besoin",
  "ai besoin",
  "avons besoin",
  "avez besoin",
  "ont besoin",
  "aurait besoin",
  "aurions besoin",
  "aurais besoin",
  "è necessario",
]);

/** The "de" after the French "besoin". */
const NEED_OF = new Set(["de", "d'"]);

/** "That" before a Romance request's verb ("que revisemos", "qu'on mette", "che facciamo"). */
const SUBJUNCTIVE_JOINERS = new Set(["que", "qu'", "che"]);

/** "We" in the eight languages. */
export const WE = new Set(["wir", "nous", "on", "we", "wij", "vi", "noi", "nosotros", "nós"]);

/**
 * Where what an idea names starts, past what opens it: pronouns, "want" and "must" verbs, an
 * infinitive right after them, the joiner of a request ("att", "que"), a verb of "we" before its
 * object's article, a German place, and a leading "für …" context (returned as `context`).
 */
export function pastOpening(lex: Lexicon, language: string, list: Word[]): { at: number; context: Word[] } {
  let i = 0;
  let context: Word[] = [];
  for (let guard = 0; guard < 12 && i < list.length; guard++) {
    const w = list[i]!;
    // Pronouns, "want" verbs, articles, and an infinitive right after them ("queremos digitalizar …").
    const afterOpener = i > 0 && lex.openers.has(list[i - 1]!.lower);
    const infinitive = afterOpener && !capitalised(w) && /(?:ar|er|ir|re)$/.test(w.lower);
    // "Jag föreslår att vi …", "Je propose de revoir …": the word that joins a request to what it asks.
    const joined = afterOpener && (REQUEST_JOINERS.has(w.lower) || w.lower === "qu'");
    // "Wir bauen ein …", "Nous ouvrons un …", "Abrimos una …", "Apriamo un …": a verb of "we"
    // before its object's article.
    const verbLike =
      lex.determiners.has(list[i + 1]?.lower ?? "") &&
      ![lex.statements, lex.breakers, lex.links, lex.purpose].some((words) => words.has(w.lower));
    const afterWe = WE.has(list[i - 1]?.lower ?? "") && !capitalised(w);
    const ourVerb = verbLike && (afterWe || (i === 0 && WE_VERB.test(w.lower)));
    // "Quiero que revisemos la documentación", "qu'on mette en place une cellule": the verb after
    // "that (we)" in a request is the request's, not its object.
    const joiner = (k: number) => SUBJUNCTIVE_JOINERS.has(list[k]?.lower ?? "");
    const afterJoiner = i > 1 && (joiner(i - 1) || (WE.has(list[i - 1]!.lower) && joiner(i - 2)));
    if (afterJoiner && !capitalised(w) && !lex.determiners.has(w.lower)) {
      let k = i + 1;
      const inGroup = (v: Word) =>
        !lex.determiners.has(v.lower) &&
        (VERB_GROUP.has(v.lower) || EN_FOLLOWERS.has(v.lower) || /\p{Ll}{4,}ment[e]?$/u.test(v.lower));
      while (k < list.length && k < i + 4 && inGroup(list[k]!)) k++;
      if (lex.determiners.has(list[k]?.lower ?? "")) {
        i = k;
        continue;
      }
    }
    // "Hay que justificar …", "Tenemos que renegociar …", "Temos de fechar …": "must" in two words.
    if (MUST.has(`${w.lower} ${list[i + 1]?.lower ?? ""}`)) {
      i += 2;
      // "besoin de …", "besoin d'une …": the need's "de" is not part of what is needed.
      if (NEED_OF.has(list[i]?.lower ?? "")) i++;
      continue;
    }
    // "Ich schlage vor, dass wir eine neue Sendungsverfolgung bauen": what is proposed.
    if (PROPOSE.has(`${w.lower} ${list[i + 1]?.lower ?? ""}`)) {
      i += 2;
      if (list[i]?.lower === ",") i++;
      if (REQUEST_JOINERS.has(list[i]?.lower ?? "")) i++;
      if (WE.has(list[i]?.lower ?? "")) i++;
      continue;
    }
    // "Wir planen, eine Pfandrücknahme … einzuführen": the comma before a want verb's clause.
    const clauseComma = w.text === "," && i > 0 && lex.openers.has(list[i - 1]!.lower);
    if (
      lex.openers.has(w.lower) ||
      lex.determiners.has(w.lower) ||
      infinitive ||
      joined ||
      ourVerb ||
      clauseComma
    ) {
      i++;
      continue;
    }
    if (lex.purpose.has(w.lower)) {
      const phrase = phraseAt(lex, list, i + 1);
      context = phrase.words;
      i = afterTowns(lex, list, phrase.end);
      continue;
    }
    // "Wir möchten auf der IAA in München einen Messestand …": a German place before the object's article.
    const place = i > 0 && language === "de" ? afterGermanPlace(lex, list, i) : i;
    if (place > i) {
      i = place;
      continue;
    }
    break;
  }
  return { at: i, context };
}
