/**
 * The verb group an idea's phrase opens with ("Centralizar la compra", "Recruter et former des
 * agents", "Ta fram en …"), the amount a verb changes by ("Réduire de 20 % …") and Dutch and Swedish
 * imperatives whatever their form: where the object the name is read from starts. String code only.
 */
import { isFunctionWord } from "../../language";
import { CONTRACTED, INFINITIVE, type Lexicon, SV_PARTICLES, VERB_GROUP } from "./non-english-lexicon";
import { capitalised, isNumber, isWord, type Word } from "./non-english-phrase";

/**
 * Where the object starts after a leading verb group ("Centralizar la compra", "Recruter et former
 * des agents", "Mettre à jour notre politique", "Hitta en ny leverantör"): the group is an
 * infinitive with its connectors, adverbs and particles, up to a determiner. `at` when there is none.
 */
export function afterVerbGroup(lex: Lexicon, language: string, list: Word[], at: number): number {
  const infinitive = INFINITIVE[language];
  if (!infinitive) return at;
  // "vill ta fram en prismodell": a short Swedish verb is known by its particle.
  const particleVerb = (w: Word) =>
    language === "sv" && w.lower.length <= 4 && SV_PARTICLES.has(list[list.indexOf(w) + 1]?.lower ?? "");
  const isVerb = (w: Word) =>
    (w.lower.length >= 4 && infinitive.test(w.lower) && !lex.determiners.has(w.lower)) ||
    (IMPERATIVE_FIRST.has(language) && w === list[0] && leadingImperative(lex, language, list)) ||
    particleVerb(w);
  let j = at;
  let verbs = 0;
  while (j < list.length && j < at + 4) {
    const w = list[j]!;
    if (lex.determiners.has(w.lower)) break;
    // "Klachten moeten …": a word right before a modal is its subject, not a verb.
    if (j > at && lex.openers.has(w.lower) && isVerb(list[j - 1]!)) return at;
    if (isVerb(w)) verbs++;
    else if (!VERB_GROUP.has(w.lower)) break;
    j++;
  }
  // "Säkerställ att journalsystemet …", "Kartlägg hur våra läxhjälpsprojekt …": what the verb asks about.
  if (verbs > 0 && IMPERATIVE_FIRST.has(language) && IMPERATIVE_CLAUSE.has(list[j]?.lower ?? ""))
    return j + 1;
  // "Réduire de 20 % la consommation …", "ridurre del 20 % i tempi …": the amount comes before the object.
  const before = j;
  if (verbs > 0 || (j === at && at > 0 && isVerb(list[at - 1]!))) j = afterAmount(list, j);
  const amount = j > before;
  const next = list[j]?.lower ?? "";
  const contracted = j - at >= 2 && CONTRACTED.has(next);
  // Two verbs ("Rekrytera och schemalägga volontärer") need no article before their object.
  // Swedish objects are often bare too: "Dela ut datorer", "Delta i mässan" (the article is a suffix).
  const bareObject = verbs >= 2 || language === "sv";
  const bare =
    bareObject && verbs > 0 && isWord(list[j]) && !lex.breakers.has(next) && !lex.purpose.has(next);
  // A count opens the object and is not part of it ("Contratar e formar 150 temporários").
  const count =
    verbs > 0 && isNumber(list[j]!) && isWord(list[j + 1]) && !lex.breakers.has(list[j + 1]!.lower);
  const opensObject = lex.determiners.has(next) || contracted || bare || count;
  // An opener verb just before counts ("Mettre | à jour notre …": "mettre" is an opener).
  const afterOpener = at > 0 && lex.openers.has(list[at - 1]!.lower);
  // The contracted article is not part of the object ("formar al personal" → "personal").
  return (verbs > 0 || afterOpener || amount) && j > at && opensObject
    ? j + (contracted || count ? 1 : 0)
    : at;
}

/** Words that introduce an amount of change ("de 20 %", "del 15 %", "un 20 %", "um 10 %", "med 15 %"). */
const BY_AMOUNT = new Set(["de", "del", "di", "dal", "em", "en", "un", "um", "med", "met"]);
const PERCENT = /^(?:%|procent|prozent)$/;

/** Past "de 20 %" at `at` (also "de 20 pour cent", "del 15 per cento"); `at` when no amount is there. */
export function afterAmount(list: Word[], at: number): number {
  // "em 20%": the number and its percent sign as one word.
  if (BY_AMOUNT.has(list[at]?.lower ?? "") && /^\p{N}+(?:[.,]\p{N}+)?%$/u.test(list[at + 1]?.text ?? ""))
    return at + 2;
  if (!BY_AMOUNT.has(list[at]?.lower ?? "") || !isNumber(list[at + 1])) return at;
  const unit = list[at + 2]?.lower ?? "";
  if (PERCENT.test(unit)) return at + 3;
  const spelled = `${unit} ${list[at + 3]?.lower ?? ""}`;
  return ["pour cent", "por ciento", "per cento", "por cento"].includes(spelled) ? at + 4 : at;
}

/** Words that open what an imperative asks about ("Säkerställ att …", "Kartlägg hur …", "Zorg dat …"). */
export const IMPERATIVE_CLAUSE = new Set(["att", "hur", "dat", "hoe"]);

/** Languages whose imperatives open ideas in a form the infinitive patterns miss ("Ta", "Bouw", "Säkerställ"). */
const IMPERATIVE_FIRST = new Set(["sv", "nl"]);

/** Conjunctions and prepositions that open a Dutch or Swedish idea before an article ("Omdat het …"). */
const NOT_IMPERATIVE = new Set(
  `omdat als wanneer nu sinds zodra terwijl hoewel tijdens vanaf door ondanks dankzij binnen zonder volgens naast
   eftersom när om sedan medan innan efter under inför från varje enligt trots före bland mellan hos vid
   misschien wellicht kanske kanhända`.split(/\s+/),
);

/**
 * A Dutch or Swedish idea that opens with an imperative: its first word, whatever its form ("Ta",
 * "Säkerställ", "Bouw", "Organiseer"), followed by an article, a Swedish particle or "att"/"dat"
 * ("Ta fram en …", "Genomför ett …", "Bouw een koppeling …").
 */
export function leadingImperative(lex: Lexicon, language: string, list: Word[]): boolean {
  const next = list[1]?.lower ?? "";
  const verb = list[0];
  const known = [lex.determiners, lex.openers, lex.breakers, lex.purpose, lex.links];
  const particle = language === "sv" && SV_PARTICLES.has(next);
  return (
    verb !== undefined &&
    // "ta fram en säkerhetsutbildning …", "organiseer een openingsfeest …" (after a clause of cause):
    // typed in lower case, a verb still opens.
    // A Swedish verb in lower case before an article may be a statement's ("[Varje år] samlar vår
    // region …"); a Dutch one ending in "-en" may be a plural's.
    (capitalised(verb) ||
      particle ||
      (language === "nl" && lex.determiners.has(next) && !verb.lower.endsWith("en"))) &&
    !NOT_IMPERATIVE.has(verb.lower) &&
    !isFunctionWord(language, verb.lower) &&
    !known.some((words) => words.has(verb.lower)) &&
    (particle || IMPERATIVE_CLAUSE.has(next) || lex.determiners.has(next))
  );
}

/** A verb and its object without "att", "hur", "dat" or "hoe" between them, nor the article after it. */
export function withoutClauseWord(lex: Lexicon, verbAndObject: Word[]): Word[] {
  const at = verbAndObject.findIndex((w) => IMPERATIVE_CLAUSE.has(w.lower));
  if (at < 0) return verbAndObject;
  let end = at + 1;
  while (end < verbAndObject.length - 1 && lex.determiners.has(verbAndObject[end]!.lower)) end++;
  return [...verbAndObject.slice(0, at), ...verbAndObject.slice(end)];
}
