import type { KeyPhrase } from "../key-phrases";
import { emptyWords, MEANINGLESS, withComplement } from "./head-complement";
import {
  asModifier,
  complementOf,
  isNumber,
  isPeople,
  nounPhrase,
  peopleThenVerb,
  type Token,
  tokenize,
  usable,
  withoutCount,
} from "./name-phrases";
import {
  DETERMINERS,
  PHRASE_BREAKERS,
  purposeVerbOf,
  SMALL_WORDS,
  VERB_OPENERS,
  verbNounOf,
  WANT_VERBS,
} from "./name-words";
import { fromWant, THIRD_PERSON_WISHES } from "./purpose-clauses";

/**
 * English names from how an idea opens: a headline noun phrase ("Dark mode for the reading app"),
 * an imperative the word lists do not know ("Second-source the steel coils"); and, last, from the
 * idea's best key phrase.
 */

/** The idea opens with its subject ("Dark mode for the reading app", "Cookie consent overhaul: …"). */
export function fromHeadline(tokens: Token[]): string[] | undefined {
  let start = 0;
  while (start < tokens.length && DETERMINERS.has(tokens[start]!.lower)) start++;
  const first = tokens[start];
  if (!first?.word || VERB_OPENERS.has(first.lower)) return undefined;
  if (WANT_VERBS.has(first.lower) && start > 0) return undefined;
  // "Automatically classify …": an adverb opens a verb clause, not a title.
  if (first.lower.endsWith("ly") && purposeVerbOf(tokens[start + 1]?.lower ?? "")) return undefined;
  // "Need 150 stewards …": an idea that opens with a want verb names the wanted thing.
  if (WANT_VERBS.has(first.lower) && start === 0) return fromWant(tokens, start);
  // After an article a verb form is a modifier ("A rolling cash flow forecast").
  const modifier = start > 0 && /(?:ing|ed)$/.test(first.lower);
  const titled = tokens[start + 1]?.lower === ":" || !tokens[start + 1]?.word;
  if (purposeVerbOf(first.lower) && !modifier && !titled) return undefined;
  // "Predict which items will run out": an analysis verb names the work ("Item Prediction").
  const analysis = verbNounOf(first.lower);
  if (analysis && purposeVerbOf(first.lower) === undefined && start === 0) {
    let at = start + 1;
    while (["which", "what", "how", "when", "whether"].includes(tokens[at]?.lower ?? "")) at++;
    const object = withoutCount(nounPhrase(tokens, at).words);
    return object.length > 0 ? [...asModifier(object), analysis] : undefined;
  }
  const head = nounPhrase(tokens, start);
  // "Initiative number 13: …" is a label, not a subject.
  if (head.words.every((w) => MEANINGLESS.has(w.toLowerCase()) || /^\p{N}+$/u.test(w))) return undefined;
  const next = tokens[head.end]?.lower ?? "";
  // "Our food bank wants a volunteer scheduling app": the wanted thing is the subject.
  if (WANT_VERBS.has(next)) return fromWant(tokens, head.end);
  // "The quality director would like a …", "Our warehouse manager in Milton Keynes needs …", "The
  // admissions office hopes to forecast …": a want after the subject's place or in two words.
  const wantAt = wantAfterSubject(tokens, head.end);
  if (wantAt !== undefined) return fromWant(tokens, wantAt);
  // "Our food bank hopes to recruit …": the phrase read the wish as a plural noun.
  const wish = head.words.length > 1 && THIRD_PERSON_WISHES.has(head.words.at(-1)!.toLowerCase());
  if (wish && next === "to") return fromWant(tokens, head.end - 1);
  // "New hire onboarding is chaotic": a statement about a problem, not a title.
  if (["is", "are", "was", "were", "has", "have", "keeps"].includes(next)) return undefined;
  // "Patients miss 12 % of appointments. Send SMS reminders …": a statement about people.
  if (isPeople(head.words.at(-1) ?? "") && tokens[head.end]?.word && !PHRASE_BREAKERS.has(next))
    return undefined;
  // "Rebrand: new name, logo … for the company" → "Company Rebrand".
  if (head.words.length === 1 && next === ":") {
    const forAt = tokens.findIndex((t, i) => i > head.end && t.lower === "for");
    const context = forAt > 0 ? complementOf(tokens, forAt) : [];
    return context.length > 0 ? [...context, ...head.words] : undefined;
  }
  return withComplement(tokens, head);
}

/** Where a want verb follows a subject ending at `at`, past its town ("in Milton Keynes"); undefined when none does. */
function wantAfterSubject(tokens: Token[], at: number): number | undefined {
  let k = at;
  if (["in", "at"].includes(tokens[k]?.lower ?? "") && /^\p{Lu}/u.test(tokens[k + 1]?.text ?? "")) {
    k++;
    while (k < at + 4 && /^\p{Lu}/u.test(tokens[k]?.text ?? "")) k++;
  }
  const word = tokens[k]?.lower ?? "";
  if (k > at && WANT_VERBS.has(word)) return k;
  // "would like a …": fromWant reads on after "like".
  if (word === "would" && ["like", "love"].includes(tokens[k + 1]?.lower ?? "")) return k + 1;
  return THIRD_PERSON_WISHES.has(word) && tokens[k + 1]?.lower === "to" ? k : undefined;
}

/**
 * An opening verb group the word lists do not know, then its object: "Find and book a venue for the
 * congress", "Second-source the steel coils", "Recruit, vet and schedule 150 volunteers for …".
 * A word followed by an article, a possessive or a number at the start of an idea is a verb.
 */
export function fromImperative(tokens: Token[]): string[] | undefined {
  const first = tokens[0];
  const known = (t: Token) =>
    DETERMINERS.has(t.lower) ||
    PHRASE_BREAKERS.has(t.lower) ||
    VERB_OPENERS.has(t.lower) ||
    SMALL_WORDS.has(t.lower);
  // "SOC 2 Type II": a word in capitals is a name, not a verb.
  const acronym = /^\p{Lu}{2,}$/u.test(first?.text ?? "");
  if (!first?.word || acronym || known(first) || purposeVerbOf(first.lower) || WANT_VERBS.has(first.lower))
    return undefined;
  let i = 1;
  while (i < tokens.length && i < 8 && (tokens[i]!.lower === "," || tokens[i]!.lower === "and")) {
    const verb = tokens[i + 1];
    if (!verb?.word || known(verb)) return undefined;
    i += 2;
  }
  const next = tokens[i];
  if (!next || !(DETERMINERS.has(next.lower) || isNumber(next)) || next.lower === "new") return undefined;
  // "Win 20 new B2B accounts": the count and "new" open the object.
  while (i < tokens.length - 1 && (isNumber(tokens[i]) || DETERMINERS.has(tokens[i]!.lower))) i++;
  const object = nounPhrase(tokens, i);
  if (object.words.length === 0) return undefined;
  // "Keep a minimum stock of critical spare parts" → "Critical Spare Parts Minimum Stock".
  const owner = tokens[object.end]?.lower === "of" ? nounPhrase(tokens, object.end + 1).words : [];
  return owner.length > 0 ? [...owner, ...object.words] : withComplement(tokens, object);
}

/** The best key phrase with real words, joined to a neighbour over a small word if it is alone. */
export function fromKeyPhrases(tokens: Token[], phrases: KeyPhrase[]): string[] | undefined {
  for (const phrase of phrases) {
    if (phrase.score <= 0) continue;
    // "Click & collect orders": "&" between two words stays.
    const words = tokenize(phrase.text)
      .filter(
        (t, k, all) => (t.word && usable(t.text)) || (t.text === "&" && all[k - 1]?.word && all[k + 1]?.word),
      )
      .map((t) => t.text);
    const bareVerb = words.length === 1 && purposeVerbOf(words[0]!) !== undefined;
    // "Patients miss": a statement, not a subject.
    const statement = words.slice(0, -1).some((w, i) => peopleThenVerb(w, words[i + 1]!));
    if (bareVerb || statement || words.every(emptyWords("phrase"))) continue;
    if (words.length >= 2) return words.slice(-5);
    // "plateforme de covoiturage": one word plus its neighbour over a small word.
    const at = tokens.findIndex((t) => t.text === words[0]);
    const joinable = (t: Token | undefined) =>
      t?.word && usable(t.text) && !PHRASE_BREAKERS.has(t.lower) && !DETERMINERS.has(t.lower);
    if (SMALL_WORDS.has(tokens[at + 1]?.lower ?? "") && joinable(tokens[at + 2])) {
      return [words[0]!, tokens[at + 1]!.lower, tokens[at + 2]!.text];
    }
    if (at >= 2 && SMALL_WORDS.has(tokens[at - 1]!.lower) && joinable(tokens[at - 2])) {
      return [tokens[at - 2]!.text, tokens[at - 1]!.lower, words[0]!];
    }
    return [words[0]!, "Initiative"];
  }
  return undefined;
}
