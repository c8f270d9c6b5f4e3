import type { PlanLanguage } from "../../language";
import type { KeyPhrase } from "../key-phrases";
import { withoutOccasion } from "./adverbial-opening";
import { NAME_MAX_WORDS } from "./head-complement";
import { fromHeadline, fromImperative, fromKeyPhrases } from "./headline-clauses";
import { labelledBrief, labelledProposal, statedGoal } from "./labelled-brief";
import { asModifier, isNumber, isPeople, nounPhrase, type Token, tokenize } from "./name-phrases";
import {
  ACRONYMS,
  DETERMINERS,
  PHRASE_BREAKERS,
  purposeVerbOf,
  SMALL_WORDS,
  SPECIAL_CASING,
  WANT_VERBS,
} from "./name-words";
import { endsNothing, startsNothing } from "./non-english-lexicon";
import { nonEnglishName } from "./non-english-name";
import { withoutOrganisation } from "./organisation-context";
import { fromPurpose, fromShapes } from "./purpose-clauses";
import { decidedAction, withoutReportedOpening } from "./reported-opening";
import { askedAfterCounting, askedLater, requestSentence } from "./request-sentence";
import { withoutSpokenOpening } from "./spoken-opening";
import { withoutDates } from "./time-phrases";

/**
 * The offline planner's initiative name: it replaces the user's idea everywhere, so it must read
 * like a project title, a short noun phrase of the idea's subject ("Yoga Class Booking App",
 * "GDPR and SOC 2 Compliance"). English: from a headline noun phrase ("Dark mode for the reading
 * app" → "Reading App Dark Mode"), else from the idea's core object and its purpose ("modernise
 * the billing system" → "Billing System Modernisation"), else from its best key phrase, else from
 * the workstreams. German, French and Spanish (and other) ideas are named in their own words
 * (non-english-name.ts). 2–6 words (non-English: up to 8 words, 5 of them content words), at most 60 characters,
 * never markup or URLs.
 *
 * This file: the order the rules are tried in, Title Case and fitting to length. The rules:
 * headline-clauses.ts, purpose-clauses.ts and head-complement.ts (English; grammar in
 * name-phrases.ts, word lists in name-words.ts), non-english-*.ts (other languages).
 */

export const NAME_MAX_LENGTH = 60;

/** Small words inside a hyphenated word ("Point-of-Sale"; but "Sign-On"). */
const HYPHEN_SMALL = new Set(["of", "the", "and", "a", "to", "in"]);

function titleWord(word: string, first: boolean): string {
  const lower = word.toLowerCase();
  if (SPECIAL_CASING[lower]) return SPECIAL_CASING[lower];
  if (ACRONYMS.has(lower)) return word.toUpperCase();
  // Acronyms and brand casing as typed: CRM, McDonald's, eBay, A/B.
  if (/\p{Lu}/u.test(word.slice(1)) || /^\p{Ll}+\p{Lu}/u.test(word)) return word;
  if (!first && SMALL_WORDS.has(lower)) return lower;
  // "point-of-sale" → "Point-of-Sale"
  return word
    .split("-")
    .map((part, i) => (i > 0 && HYPHEN_SMALL.has(part) ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join("-");
}

/**
 * The words as a title of 2–6 words and at most 60 characters, or undefined. Given the idea's
 * language (not English), the title neither starts nor ends on one of its function words ("Guía
 * para clientes sobre", "E fornecedores de palco"), which the English rules do not know.
 */
function fit(words: string[], language = "en"): string | undefined {
  // "system system" → "system"
  const distinct = words.filter((w, i) => i === 0 || w.toLowerCase() !== words[i - 1]!.toLowerCase());
  let kept = distinct.slice(-NAME_MAX_WORDS);
  const render = () => kept.map((w, i) => titleWord(w, i === 0)).join(" ");
  while (kept.length > 2 && render().length > NAME_MAX_LENGTH) kept = kept.slice(1);
  const leading = (w: string) =>
    w === "&" ||
    SMALL_WORDS.has(w.toLowerCase()) ||
    isNumber(tokenize(w)[0]) ||
    (language !== "en" && startsNothing(language, w));
  while (kept.length > 0 && leading(kept[0]!)) kept = kept.slice(1);
  while (
    kept.length > 0 &&
    (kept.at(-1) === "&" || (language !== "en" && endsNothing(language, kept.at(-1)!)))
  )
    kept = kept.slice(0, -1);
  const name = render();
  return kept.length >= 2 && name.length <= NAME_MAX_LENGTH ? name : undefined;
}

/**
 * The idea's subject as a project title, from its cleaned text in its detected language (see
 * IdeaAnalysis.subject); undefined when the idea gives no usable words.
 */
export function subjectName(
  text: string,
  language: string,
  phrases: KeyPhrase[],
  message = false,
): string | undefined {
  // "Hi Ben, Our reception team … I'd like to offer online appointment booking": a message asks late.
  const request =
    (message ? requestSentence(text) : language === "en" ? askedLater(text) : undefined) ??
    askedAfterCounting(text);
  const asked = request && nameOfIdea(request, language, phrases);
  if (asked) return asked;
  // "… de gemeente wil een plan zien. voorstel: herbruikbare bekers met statiegeld": what it proposes.
  const proposal = labelledProposal(text);
  const proposed = proposal && nameOfIdea(proposal, language, phrases);
  if (proposed) return proposed;
  // "El objetivo es lanzar la campaña de rebajas …": what the goal is.
  const goal = statedGoal(text);
  const aimed = goal && nameOfIdea(goal, language, phrasesIn(goal, phrases));
  if (aimed) return aimed;
  // "From the ward managers' meeting: … We agreed to trial a live bed board …": what was decided.
  const decided = decidedAction(withoutReportedOpening(text));
  const done = decided && nameOfIdea(decided, language, phrasesIn(decided, phrases));
  if (done) return done;
  // "Title: cashless wristbands for Riverside Festival / Why: …": a form's title or goal line.
  const brief = labelledBrief(text);
  if (!brief) return nameOfIdea(text, language, phrases);
  return (
    (brief.subject && nameOfIdea(brief.subject, language, phrasesIn(brief.subject, phrases))) ??
    nameOfIdea(brief.unlabelled, language, phrases)
  );
}

/** The key phrases that occur in a part of the idea (its title, goal or request). */
const phrasesIn = (part: string, phrases: KeyPhrase[]) =>
  phrases.filter((p) => part.toLowerCase().includes(p.text.toLowerCase()));

function nameOfIdea(text: string, language: string, phrases: KeyPhrase[]): string | undefined {
  // "Dental clinic — no-shows ~12 %. SMS reminders …": the name comes after who writes the idea.
  // "After the audit last month, …": neither the occasion nor the writer names the initiative.
  // "so basically, i'm head of year 9 and …": nor the fillers and the speaker of a dictated idea.
  // "From Monday's ops meeting: …", "Der Vorstand hat uns gebeten, …": nor where it was passed on from.
  // "Sostituire entro giugno i portatili …": nor when it is due.
  // The key phrases, too ("Goods-in Area Last Month").
  const undated = withoutDates(text, language);
  const undatedPhrases = phrases
    .map((phrase) => ({ ...phrase, text: withoutDates(phrase.text, language) }))
    .filter((phrase) => /\p{L}/u.test(phrase.text));
  const opened = withoutSpokenOpening(withoutReportedOpening(undated));
  const after = withoutOrganisation(withoutOccasion(opened, language), language);
  return (
    (after !== undated ? nameOf(after, language, undatedPhrases) : undefined) ??
    nameOf(undated, language, undatedPhrases)
  );
}

function nameOf(text: string, language: string, phrases: KeyPhrase[]): string | undefined {
  if (language !== "en") {
    const name = nonEnglishName(text, language);
    if (name) return name;
  }
  const all = tokenize(language === "en" ? withoutShares(text) : text);
  const statement = afterStatement(all) ?? instructionOnSubject(all);
  return (
    (statement && englishName(statement.rest, text, language, phrases, statement.people)) ??
    englishName(all, text, language, phrases)
  );
}

/**
 * "sell £250k of sponsorship", "switch 6 of our 14 delivery vans", "cut 20% of our energy use": an
 * amount or a share of something is not what the idea is about; the something is.
 */
const SHARE_OF =
  /(?<![\p{L}\p{N}])(?:[£$€]\s?)?\d[\d,.]*\s?(?:k|m|bn|%|percent|per cent)?\s+of\s+(?:(?:the|our|their|its|all|your)\s+)?/giu;
const withoutShares = (text: string) => text.replace(SHARE_OF, "");

/** The English rules in order; `people` (from a statement about them) is the name's first modifier. */
function englishName(
  tokens: Token[],
  text: string,
  language: string,
  phrases: KeyPhrase[],
  people?: string,
): string | undefined {
  const candidates = [
    () => fromShapes(tokens),
    () => fromImperative(tokens),
    () => fromHeadline(tokens),
    () => fromPurpose(tokens),
    () => fromKeyPhrases(tokens, phrases),
  ];
  const stated = statedSubject(tokens);
  for (const candidate of candidates) {
    const words = candidate();
    const own = words && (stated ? withStated(words, stated) : words);
    const name = own && ((people && fit(withPeople(own, people))) || fit(own, language));
    if (name) return language === "en" ? name : asWritten(name, text);
  }
  return undefined;
}

/**
 * Title Case is English: an idea in another language named by the English rules keeps its words'
 * casing as written ("Mässan Elmia med monter", not "Mässan Elmia Med Monter").
 */
function asWritten(name: string, text: string): string {
  const lowerWords = new Set(text.split(/[^\p{L}\p{N}'’-]+/u).filter((w) => /^\p{Ll}/u.test(w)));
  return name
    .split(" ")
    .map((word, i) => {
      const lower = word.charAt(0).toLowerCase() + word.slice(1);
      return i > 0 && lowerWords.has(lower) ? lower : word;
    })
    .join(" ");
}

/** The tokens an idea is named from when its opening sentence is not the subject; `people` a statement was about. */
interface NamedPart {
  rest: Token[];
  people?: string;
}

/** The first token after the articles and possessives an idea opens with. */
function pastDeterminers(tokens: Token[]): number {
  let start = 0;
  while (start < tokens.length && DETERMINERS.has(tokens[start]!.lower)) start++;
  return start;
}

/**
 * "Patients miss 12 % of appointments. Send SMS reminders …": an idea that opens with a statement
 * about people names what it asks for after it; the tokens after that first sentence, if any.
 */
function afterStatement(tokens: Token[]): NamedPart | undefined {
  const start = pastDeterminers(tokens);
  const head = nounPhrase(tokens, start);
  const next = tokens[head.end];
  const verb = next?.word && !PHRASE_BREAKERS.has(next.lower) && !WANT_VERBS.has(next.lower);
  if (!isPeople(head.words.at(-1) ?? "") || !verb) return undefined;
  const end = tokens.findIndex((t, i) => i > head.end && (t.lower === "." || t.lower === "\n"));
  const rest = end < 0 ? [] : tokens.slice(end + 1);
  return rest.filter((t) => t.word).length >= 2 ? { rest, people: head.words.at(-1)! } : undefined;
}

/** Objects that point back to the sentence before ("Redesign it"). */
const PRONOUN_OBJECTS = new Set(["it", "them", "this", "these"]);

/**
 * "Our online course catalogue is impossible to browse. Redesign it with filters …": an idea that
 * states a problem and then says what to do with "it" is named from that instruction, the problem's
 * subject in the pronoun's place ("Online Course Catalogue Redesign"); the tokens to name, if so.
 */
function instructionOnSubject(tokens: Token[]): NamedPart | undefined {
  const first = tokens.find((t) => t.word);
  if (!first || purposeVerbOf(first.lower) === first.lower || WANT_VERBS.has(first.lower)) return undefined;
  const end = tokens.findIndex((t) => t.lower === "." || t.lower === "\n" || t.lower === "!");
  const verb = tokens[end + 1];
  const pronoun = tokens[end + 2]?.lower ?? "";
  if (end < 0 || !verb || purposeVerbOf(verb.lower) !== verb.lower || !PRONOUN_OBJECTS.has(pronoun))
    return undefined;
  const start = pastDeterminers(tokens);
  const subject = tokens.slice(start, nounPhrase(tokens, start).end);
  return subject.length > 0 ? { rest: [verb, ...subject, ...tokens.slice(end + 3)] } : undefined;
}

/** "Drivers keep quitting. Exit chats …" → "Driver Exit Chats": the people the statement is about, first. */
function withPeople(words: string[], people: string): string[] {
  const person = asModifier([people])[0]!;
  const lower = words.map((w) => w.toLowerCase());
  return lower.some((w) => w.startsWith(person.toLowerCase())) ? words : [person, ...words];
}

/** "Engineering onboarding is a mess — …": the subject an idea states a problem about. */
function statedSubject(tokens: Token[]): string[] | undefined {
  const start = pastDeterminers(tokens);
  const head = nounPhrase(tokens, start);
  const verb = tokens[head.end]?.lower ?? "";
  return head.words.length >= 2 && ["is", "are", "was", "were"].includes(verb) ? head.words : undefined;
}

/**
 * A name that shares a word with the stated subject takes the subject's modifiers before that
 * word: "Engineering onboarding is a mess … Build a proper onboarding programme" → "Engineering
 * Onboarding Programme".
 */
function withStated(words: string[], stated: string[]): string[] {
  const lower = words.map((w) => w.toLowerCase());
  const shared = stated.findIndex((w) => lower.includes(w.toLowerCase()));
  if (shared <= 0) return words;
  const modifiers = stated.slice(0, shared).filter((w) => !lower.includes(w.toLowerCase()));
  const at = lower.indexOf(stated[shared]!.toLowerCase());
  return at === 0 ? [...modifiers, ...words] : words;
}

/**
 * The name of an idea without usable words, in the language its plans are written in, from its
 * likeliest team's name ("Finanzen" → "Neue Initiative im Bereich Finanzen", not "New Finanzen
 * Initiative"), or from the product when no team's cue is in the idea (decision 200).
 */
const FALLBACK_NAMES: Record<PlanLanguage, { product: string; name: (area: string) => string | undefined }> =
  {
    en: { product: "Product", name: (area) => fit(["New", ...area.split(/\s+/), "Initiative"]) },
    de: { product: "Produkt", name: (area) => `Neue Initiative im Bereich ${area}` },
    fr: { product: "Produit", name: (area) => `Nouvelle initiative ${area}` },
    es: { product: "Producto", name: (area) => `Nueva iniciativa de ${area}` },
  };

/**
 * The initiative's name: the idea's subject, or when the idea gives no usable words, a new
 * initiative of `area` (a team's name in the plan language) or of the product.
 */
export function nameInitiative(
  subject: string | undefined,
  area: string | undefined,
  language: PlanLanguage,
): string {
  if (subject) return subject;
  const fallback = FALLBACK_NAMES[language];
  const name = fallback.name(area ?? fallback.product);
  return name && name.length <= NAME_MAX_LENGTH ? name : (fallback.name(fallback.product) as string);
}
