import type { KeyPhrase } from "../key-phrases";
import {
  asModifier,
  complementOf,
  isAudience,
  isNumber,
  nounPhrase,
  type Phrase,
  relativeComplement,
  type Token,
  tokenize,
  usable,
  verbComplement,
} from "./name-phrases";
import {
  ACRONYMS,
  ADJECTIVE_NOUNS,
  ARTIFACT_HEADS,
  AUDIENCE_WORDS,
  DETERMINERS,
  GENERIC_MODIFIERS,
  GENERIC_WORDS,
  PHRASE_BREAKERS,
  PURPOSE_VERBS,
  purposeVerbOf,
  SMALL_WORDS,
  SPECIAL_CASING,
  TECHNIQUE_HEADS,
  VERB_OPENERS,
  verbNounOf,
  WANT_VERBS,
} from "./name-words";
import { nonEnglishName } from "./non-english-name";

/**
 * The offline planner's initiative name: it replaces the user's idea everywhere, so it must read
 * like a project title, a short noun phrase of the idea's subject ("Yoga Class Booking App",
 * "GDPR and SOC 2 Compliance"). English: from a headline noun phrase ("Dark mode for the reading
 * app" → "Reading App Dark Mode"), else from the idea's core object and its purpose ("modernise
 * the billing system" → "Billing System Modernisation"), else from its best key phrase, else from
 * the workstreams. German, French and Spanish (and other) ideas are named in their own words
 * (non-english-name.ts). 2–6 words (non-English: up to 6 content words), at most 60 characters,
 * never markup or URLs.
 */

export const NAME_MAX_LENGTH = 60;
const NAME_MAX_WORDS = 6;
const MEANINGLESS = new Set(
  "number numbers thing things stuff item items idea ideas initiative initiatives it".split(" "),
);

/**
 * Words that cannot carry a name: meaningless ones always, generic ones ("system") unless a change
 * verb gives them a purpose ("System Modernisation"), and the purpose verb itself ("launch launch").
 */
function emptyWords(kind: "create" | "change" | "phrase", verb?: string): (word: string) => boolean {
  return (word) => {
    const lower = word.toLowerCase();
    if (MEANINGLESS.has(lower) || (verb && purposeVerbOf(lower) === verb)) return true;
    return kind !== "change" && GENERIC_WORDS.has(lower);
  };
}

/**
 * A head phrase with what follows it: "mobile app" + "for booking yoga classes" → "Yoga Class
 * Booking App"; "dark mode" + "for the reading app" → "Reading App Dark Mode".
 */
function withComplement(tokens: Token[], head: Phrase): string[] {
  const words = head.words;
  const last = words.at(-1)?.toLowerCase() ?? "";
  const artifact = ARTIFACT_HEADS.has(last);
  const technique = TECHNIQUE_HEADS.has(last);
  const core = words.filter((w, i) => i === words.length - 1 || !GENERIC_MODIFIERS.has(w.toLowerCase()));

  const purpose =
    verbComplement(tokens, head.end).length > 0
      ? verbComplement(tokens, head.end)
      : relativeComplement(tokens, head.end);
  if ((artifact || technique) && purpose.length > 0) {
    return technique ? [...words, ...purpose] : [...purpose, ...core.slice(-2)];
  }
  const context = complementOf(tokens, head.end);
  if (context.length === 0) {
    // "Internal tool for the ops team to approve expense claims": the purpose after the audience.
    const forAt = tokens[head.end]?.lower === "for" ? nounPhrase(tokens, head.end + 1).end : -1;
    const after = artifact && forAt > 0 ? verbComplement(tokens, forAt) : [];
    return after.length > 0 ? [...after, ...core.slice(-1)] : words;
  }
  // "room and desk booking tool", platforms ("for iOS and Android"): the head says enough.
  if (words.includes("and") || context.every((w) => PLATFORMS.has(w.toLowerCase()))) return words;
  const promoted = PROMOTED_HEADS.has(last);
  if (promoted && core.length + context.length > 5) return [...asModifier(context), ...core.slice(-2)];
  const specific = core.filter((w) => !ARTIFACT_HEADS.has(w.toLowerCase())).length;
  if (
    (artifact && (promoted || specific <= 1)) ||
    (!artifact && words.length <= 2 && words.length + context.length <= 5)
  ) {
    // "customer loyalty program" + "coffee shop" → "Coffee Shop Loyalty Program": the context says whose.
    const own = artifact ? core : words;
    const trimmed = own.length > 1 && AUDIENCE_WORDS.has(own[0]!.toLowerCase()) ? own.slice(1) : own;
    return [...asModifier(context), ...trimmed];
  }
  return words;
}

/** Heads whose "for …" names what they promote ("campaign for our lentil snacks"). */
const PROMOTED_HEADS = new Set("campaign programme program report series survey launch".split(" "));
const PLATFORMS = new Set("ios android web mobile desktop and windows mac".split(" "));

/** The idea opens with its subject ("Dark mode for the reading app", "Cookie consent overhaul: …"). */
function fromHeadline(tokens: Token[]): string[] | undefined {
  let start = 0;
  while (start < tokens.length && DETERMINERS.has(tokens[start]!.lower)) start++;
  const first = tokens[start];
  if (!first?.word || VERB_OPENERS.has(first.lower) || WANT_VERBS.has(first.lower)) return undefined;
  // "Automatically classify …": an adverb opens a verb clause, not a title.
  if (first.lower.endsWith("ly") && purposeVerbOf(tokens[start + 1]?.lower ?? "")) return undefined;
  if (purposeVerbOf(first.lower) && !(tokens[start + 1]?.lower === ":" || !tokens[start + 1]?.word)) {
    return undefined;
  }
  // "Predict which items will run out": an analysis verb names the work ("Item Prediction").
  const analysis = verbNounOf(first.lower);
  if (analysis && purposeVerbOf(first.lower) === undefined && start === 0) {
    let at = start + 1;
    while (["which", "what", "how", "when", "whether"].includes(tokens[at]?.lower ?? "")) at++;
    const object = nounPhrase(tokens, at).words;
    return object.length > 0 ? [...asModifier(object), analysis] : undefined;
  }
  const head = nounPhrase(tokens, start);
  // "Initiative number 13: …" is a label, not a subject.
  if (head.words.every((w) => MEANINGLESS.has(w.toLowerCase()) || /^\p{N}+$/u.test(w))) return undefined;
  const next = tokens[head.end]?.lower ?? "";
  // "Our food bank wants a volunteer scheduling app": the wanted thing is the subject.
  if (WANT_VERBS.has(next)) return fromWant(tokens, head.end);
  // "New hire onboarding is chaotic": a statement about a problem, not a title.
  if (["is", "are", "was", "were", "has", "have", "keeps"].includes(next)) return undefined;
  // "Rebrand: new name, logo … for the company" → "Company Rebrand".
  if (head.words.length === 1 && next === ":") {
    const forAt = tokens.findIndex((t, i) => i > head.end && t.lower === "for");
    const context = forAt > 0 ? complementOf(tokens, forAt) : [];
    return context.length > 0 ? [...context, ...head.words] : undefined;
  }
  return withComplement(tokens, head);
}

/**
 * An opening verb group the word lists do not know, then its object: "Find and book a venue for the
 * congress", "Second-source the steel coils", "Recruit, vet and schedule 150 volunteers for …".
 * A word followed by an article, a possessive or a number at the start of an idea is a verb.
 */
function fromImperative(tokens: Token[]): string[] | undefined {
  const first = tokens[0];
  const known = (t: Token) =>
    DETERMINERS.has(t.lower) ||
    PHRASE_BREAKERS.has(t.lower) ||
    VERB_OPENERS.has(t.lower) ||
    SMALL_WORDS.has(t.lower);
  if (!first?.word || known(first) || purposeVerbOf(first.lower) || WANT_VERBS.has(first.lower))
    return undefined;
  let i = 1;
  while (i < tokens.length && i < 8 && (tokens[i]!.lower === "," || tokens[i]!.lower === "and")) {
    const verb = tokens[i + 1];
    if (!verb?.word || known(verb)) return undefined;
    i += 2;
  }
  const next = tokens[i];
  if (!next || !(DETERMINERS.has(next.lower) || isNumber(next)) || next.lower === "new") return undefined;
  const object = nounPhrase(tokens, i);
  if (object.words.length === 0) return undefined;
  // "Keep a minimum stock of critical spare parts" → "Critical Spare Parts Minimum Stock".
  const owner = tokens[object.end]?.lower === "of" ? nounPhrase(tokens, object.end + 1).words : [];
  return owner.length > 0 ? [...owner, ...object.words] : withComplement(tokens, object);
}

/** "wants a volunteer scheduling app", "need an audit log for …", "wants to lend e-books". */
function fromWant(tokens: Token[], at: number): string[] | undefined {
  let i = at + 1;
  if (tokens[i]?.lower === "to") i++;
  const verb = purposeVerbOf(tokens[i]?.lower ?? "");
  if (verb) return fromPurposeAt(tokens, i);
  const lend = verbComplement(tokens, i);
  if (lend.length > 0) return lend;
  const head = nounPhrase(tokens, i);
  return head.words.length > 0 ? withComplement(tokens, head) : undefined;
}

/**
 * Special clause shapes: "become X compliant" → "X Compliance"; "meet the European Accessibility
 * Act" → "European Accessibility Act Compliance"; "replace X with Y" → "Y"; "train X on Y" → "Y Training".
 */
function fromShapes(tokens: Token[]): string[] | undefined {
  const clauseEnd = tokens.findIndex((t) => t.lower === "." || t.lower === "\n");
  const clause = clauseEnd < 0 ? tokens : tokens.slice(0, clauseEnd);
  for (let i = 0; i < clause.length; i++) {
    const lower = clause[i]!.lower;
    const noun = ADJECTIVE_NOUNS[lower];
    // Only as a predicate after "become", "get" or "make" ("become GDPR and SOC 2 compliant").
    const predicate = noun && i > 1 && (!clause[i + 1]?.word || PHRASE_BREAKERS.has(clause[i + 1]!.lower));
    if (predicate) {
      let verbAt = i - 1;
      while (verbAt >= 0 && verbAt > i - 8 && !BECOME_VERBS.has(clause[verbAt]!.lower)) verbAt--;
      const words =
        verbAt >= 0 && BECOME_VERBS.has(clause[verbAt]!.lower) ? nounPhrase(clause, verbAt + 1).words : [];
      if (words.length > 0 && words.length <= 5) return [...words, noun];
    }
    if ((lower === "meet" || lower === "meets") && clause[i + 1]) {
      const words = nounPhrase(clause, i + 1).words;
      // "meet the European Accessibility Act", not "meet demand".
      if (words.length > 0 && words.some(isRule)) return [...words, "Compliance"];
    }
    if (lower === "comply" && clause[i + 1]?.lower === "with") {
      const words = nounPhrase(clause, i + 2).words;
      if (words.length > 0) return [...words, "Compliance"];
    }
  }
  return undefined;
}

/** A word that names a rule to meet: a name or acronym as written, or a word for a rule. */
const isRule = (word: string) =>
  /\p{Lu}/u.test(word) ||
  /^(?:act|regulation|directive|standard|standards|requirements|law|rules|guidelines)$/i.test(word);

const BECOME_VERBS = new Set("become becoming get getting make making achieve achieving".split(" "));

/**
 * Verbs whose subject is where the object goes: the word that says where, per verb. Not "move" or
 * "merge": what is moved ("invoicing into the ERP") is as often the subject as where it goes.
 */
const TARGET_WORDS: Record<string, string[]> = {
  replace: ["with"],
  switch: ["to"],
  turn: ["into"],
  convert: ["into", "to"],
};

function fromPurposeAt(tokens: Token[], i: number): string[] | undefined {
  const base = purposeVerbOf(tokens[i]!.lower);
  if (!base) return undefined;
  const verb = PURPOSE_VERBS[base]!;
  let start = i + 1;
  if (verb.particle && tokens[start]?.lower === verb.particle) start++;
  // "Review and renegotiate all vendor contracts": the second verb shares the object.
  if (tokens[start]?.lower === "and" && tokens[start + 1]?.word) start += 2;
  const object = nounPhrase(tokens, start);
  let core = object.words.slice(-NAME_MAX_WORDS);
  let end = object.end;
  // "replace paper timesheets with a mobile time-tracking app" → the new thing is the subject.
  // "switch the urban fleet to electric vans" → "Electric Vans"; "turn the webshop into a marketplace".
  const towards = TARGET_WORDS[base];
  if (towards) {
    const at = tokens.findIndex((t, k) => k >= end && k < end + 8 && towards.includes(t.lower));
    const target = at > 0 ? nounPhrase(tokens, at + 1).words : [];
    if (target.length > 1 || (target.length === 1 && base === "replace")) return target;
    if (target.length === 1) return [...target, verb.noun];
  }
  // "train all store managers on the new point-of-sale system" → "Point-of-Sale System Training"
  if (tokens[end]?.lower === "on" && isAudience(core)) {
    const topic = nounPhrase(tokens, end + 1).words;
    if (topic.length > 0) return [...topic, verb.noun];
  }
  // "the quality of our customer data" → "customer data quality"
  if (tokens[end]?.lower === "of") {
    const owner = nounPhrase(tokens, end + 1);
    if (owner.words.length > 0 && owner.words.length + core.length <= 4) {
      core = [...owner.words, ...core];
      end = owner.end;
    }
  }
  if (core.length === 0 || core.every(emptyWords(verb.kind, base))) return undefined;
  // "Set up contracts, ethics approval and data protection for a clinical trial": a list of parts,
  // then what they are for → "Clinical Trial Setup".
  if (tokens[end]?.lower === ",") {
    const forAt = tokens.findIndex(
      (t, k) => k > end && k < end + 12 && (t.lower === "for" || t.lower === "."),
    );
    const whole = forAt > 0 && tokens[forAt]!.lower === "for" ? nounPhrase(tokens, forAt + 1).words : [];
    const people = isAudience(whole) || whole.at(-1)?.toLowerCase() === "team";
    if (whole.length > 0 && !people) return [...whole, verb.noun];
  }
  if (verb.kind === "create") {
    const named = withComplement(tokens, { words: core, end });
    return named.length === 1 ? [...named, verb.noun] : named;
  }
  return [...core.filter((w) => !/['’]s$/.test(w)), verb.noun];
}

function fromPurpose(tokens: Token[]): string[] | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const wants = WANT_VERBS.has(tokens[i]!.lower) && VERB_OPENERS.has(tokens[i - 1]?.lower ?? "");
    if (wants) {
      const named = fromWant(tokens, i);
      if (named) return named;
    }
    if (!purposeVerbOf(tokens[i]!.lower)) continue;
    const previous = tokens[i - 1];
    // "Automatically classify …": an adverb at the start of a clause still opens it.
    const adverbOpener = previous?.word && previous.lower.endsWith("ly") && (i === 1 || !tokens[i - 2]?.word);
    const opensClause = !previous?.word || VERB_OPENERS.has(previous.lower) || adverbOpener;
    if (!opensClause) continue;
    const named = fromPurposeAt(tokens, i);
    if (named) return named;
  }
  return undefined;
}

/** The best key phrase with real words, joined to a neighbour over a small word if it is alone. */
function fromKeyPhrases(tokens: Token[], phrases: KeyPhrase[]): string[] | undefined {
  for (const phrase of phrases) {
    if (phrase.score <= 0) continue;
    const words = tokenize(phrase.text)
      .filter((t) => t.word && usable(t.text))
      .map((t) => t.text);
    const bareVerb = words.length === 1 && purposeVerbOf(words[0]!) !== undefined;
    if (bareVerb || words.every(emptyWords("phrase"))) continue;
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

function fit(words: string[]): string | undefined {
  // "system system" → "system"
  const distinct = words.filter((w, i) => i === 0 || w.toLowerCase() !== words[i - 1]!.toLowerCase());
  let kept = distinct.slice(-NAME_MAX_WORDS);
  const render = () => kept.map((w, i) => titleWord(w, i === 0)).join(" ");
  while (kept.length > 2 && render().length > NAME_MAX_LENGTH) kept = kept.slice(1);
  while (kept.length > 0 && (SMALL_WORDS.has(kept[0]!.toLowerCase()) || isNumber(tokenize(kept[0]!)[0]))) {
    kept = kept.slice(1);
  }
  const name = render();
  return kept.length >= 2 && name.length <= NAME_MAX_LENGTH ? name : undefined;
}

/**
 * The idea's subject as a project title, from its cleaned text in its detected language (see
 * IdeaAnalysis.subject); undefined when the idea gives no usable words.
 */
export function subjectName(text: string, language: string, phrases: KeyPhrase[]): string | undefined {
  if (language !== "en") {
    const name = nonEnglishName(text, language);
    if (name) return name;
  }
  const tokens = tokenize(text);
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
    const name = words && fit(stated ? withStated(words, stated) : words);
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

/** "Engineering onboarding is a mess — …": the subject an idea states a problem about. */
function statedSubject(tokens: Token[]): string[] | undefined {
  let start = 0;
  while (start < tokens.length && DETERMINERS.has(tokens[start]!.lower)) start++;
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
 * The initiative's name: the idea's subject, or `area` when the idea gives no usable words (e.g.
 * "Marketing" → "New Marketing Initiative").
 */
export function nameInitiative(subject: string | undefined, area: string): string {
  return subject ?? fit(["New", ...area.split(/\s+/), "Initiative"]) ?? "New Product Initiative";
}
