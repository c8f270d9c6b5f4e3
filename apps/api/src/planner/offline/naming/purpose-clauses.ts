import { emptyWords, NAME_MAX_WORDS, withComplement } from "./head-complement";
import { isAudience, isNumber, nounPhrase, type Token, verbComplement } from "./name-phrases";
import {
  ADJECTIVE_NOUNS,
  DETERMINERS,
  PHRASE_BREAKERS,
  PURPOSE_VERBS,
  purposeVerbOf,
  VERB_OPENERS,
  WANT_VERBS,
} from "./name-words";

/**
 * English names from a verb clause: a purpose verb and its object ("modernise the billing system"
 * → "Billing System Modernisation"), a wanted thing ("needs an audit log"), and special shapes
 * ("become SOC 2 compliant" → "SOC 2 Compliance").
 */

/** Who a want is for, before its "to" ("like us to agree …"). */
const OBJECT_PRONOUNS = new Set("us you them him her me everyone".split(" "));
/** Particles of an unknown verb after "to" ("to bring in route optimisation", "to put together a deck"). */
const PARTICLES = new Set("in up out together on".split(" "));
/**
 * "I'd like …", "we'd love …", "I propose …", "we agreed to …": verbs that ask for something only
 * after a person ("Like Spotify, but …", "Plan for …" are no request), so they are not WANT_VERBS.
 */
const WISH_VERBS = new Set(
  "like love propose suggest proposing suggesting agreed decided plan aim hope intend".split(" "),
);
const WISHERS = new Set("i'd we'd would i we i'm we're".split(" "));
/** "the insurer wants to see an updated risk assessment": what someone named means to do, after "to". */
export const THIRD_PERSON_WISHES = new Set("hopes plans aims intends wants needs wishes".split(" "));
const CLAUSE_SUBJECTS = new Set(["we", "you", "they", "someone"]);
/** Verbs that ask a question of someone who is to act ("could we …", "can you …"). */
const ASKING = new Set(["could", "can"]);

const QUESTION_WORDS = new Set("what why how where which whether who when".split(" "));
/** "get X done", "have X written": the verb's object ends on what is to happen to it. */
const CAUSATIVES = new Set(["get", "have"]);
const DONE_TO = /^(?:\p{L}+(?:ing|ed)|written|rewritten|taken|given|chosen|off|done)$/iu;

const QUANTITY_WORDS = new Set("~ about around approximately roughly some".split(" "));

/** "wants a volunteer scheduling app", "need an audit log for …", "wants to lend e-books". */
export function fromWant(tokens: Token[], at: number, asking = false): string[] | undefined {
  let i = at + 1;
  // "I'd like us to agree …": who is to do it is not the subject.
  if (OBJECT_PRONOUNS.has(tokens[i]?.lower ?? "") && tokens[i + 1]?.lower === "to") i++;
  // "I propose (that) we lease a second cross-dock": the verb of who is to do it, as after "to".
  if (tokens[i]?.lower === "that" && CLAUSE_SUBJECTS.has(tokens[i + 1]?.lower ?? "")) i++;
  const clause = CLAUSE_SUBJECTS.has(tokens[i]?.lower ?? "") && tokens[i + 1]?.word === true;
  const infinitive = tokens[i]?.lower === "to" || clause;
  if (infinitive) i++;
  // "need ~150 stewards", "need about 40 drivers": the count is not the subject.
  while (tokens[i] && (isNumber(tokens[i]) || QUANTITY_WORDS.has(tokens[i]!.lower))) i++;
  const verb = purposeVerbOf(tokens[i]?.lower ?? "");
  if (verb) return fromPurposeAt(tokens, i);
  const lend = verbComplement(tokens, i);
  if (lend.length > 0) return lend;
  // "like to trial parcel lockers", "like us to agree a school-wide AI use policy": after "to" comes
  // a verb, known or not, then what it acts on, unless that is a single word ("to benchmark pay").
  if (infinitive && tokens[i]?.word && tokens[i + 1]?.word) {
    let objectAt = i + 1;
    if (PARTICLES.has(tokens[objectAt]?.lower ?? "")) objectAt++;
    // "come up with a checklist": the particle's preposition too.
    if (objectAt > i + 1 && tokens[objectAt]?.lower === "with") objectAt++;
    while (tokens[objectAt] && DETERMINERS.has(tokens[objectAt]!.lower)) objectAt++;
    // "find out what's going wrong": a question is no object.
    if (QUESTION_WORDS.has(tokens[objectAt]?.lower.replace(/['’]s$/, "") ?? "")) return undefined;
    const object = nounPhrase(tokens, objectAt);
    // "get fresh product copy written", "get the loyalty scheme going": what is to happen to it is no name.
    if (CAUSATIVES.has(tokens[i]!.lower) && object.words.length > 1 && DONE_TO.test(object.words.at(-1)!))
      object.words = object.words.slice(0, -1);
    const named = object.words.length > 0 ? withComplement(tokens, object) : [];
    if (named.length >= 2) return named;
  }
  // After "could we" comes a verb: what it asks for is its object or nothing ("could we get back to …").
  if (asking) return undefined;
  const head = nounPhrase(tokens, i);
  return head.words.length > 0 ? withComplement(tokens, head) : undefined;
}

/**
 * Special clause shapes: "become X compliant" → "X Compliance"; "meet the European Accessibility
 * Act" → "European Accessibility Act Compliance"; "replace X with Y" → "Y"; "train X on Y" → "Y Training".
 */
export function fromShapes(tokens: Token[]): string[] | undefined {
  const clauseEnd = tokens.findIndex((t) => t.lower === "." || t.lower === "\n");
  const clause = clauseEnd < 0 ? tokens : tokens.slice(0, clauseEnd);
  for (let i = 0; i < clause.length; i++) {
    const lower = clause[i]!.lower;
    const noun = ADJECTIVE_NOUNS[lower];
    // Only as a predicate after "become", "get" or "make" ("become GDPR and SOC 2 compliant").
    const predicate = noun && i > 1 && (!clause[i + 1]?.word || PHRASE_BREAKERS.has(clause[i + 1]!.lower));
    if (predicate) {
      // "Get our Sheffield plant certified to ISO 14001" → "ISO 14001 Certification": the standard.
      const standard = ["to", "against", "under"].includes(clause[i + 1]?.lower ?? "")
        ? nounPhrase(clause, i + 2).words
        : [];
      if (standard.length > 0 && standard.length <= 4 && standard.some(isRule)) return [...standard, noun];
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

/** Objects that say nothing of what is moved ("move everything into …"). */
const MOVED_PRONOUNS = new Set("everything it them this all".split(" "));

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
  // "move everything into a single donor CRM": a pronoun moved names where it goes.
  const into = tokens[end]?.lower === "to" || tokens[end]?.lower === "into" ? end : -1;
  if (verb.kind === "change" && into > 0 && core.length === 1 && MOVED_PRONOUNS.has(core[0]!.toLowerCase())) {
    const target = nounPhrase(tokens, into + 1).words;
    if (target.length > 0) return [...target, verb.noun];
  }
  // "move the council's staff from on-premise email to Microsoft 365" → "Microsoft 365 Migration":
  // people moved name where they go; a thing moved ("our Postgres database from … to …") stays the subject.
  if ((base === "move" || base === "migrate") && tokens[end]?.lower === "from" && isAudience(core)) {
    const to = tokens.findIndex(
      (t, k) => k > end && k < end + 10 && (t.lower === "to" || t.lower === "onto"),
    );
    const stop = tokens.findIndex((t, k) => k > end && (t.lower === "." || t.lower === ","));
    const phrase = to > 0 && (stop < 0 || to < stop) ? nounPhrase(tokens, to + 1).words : [];
    // "to Direct Debit and claim Gift Aid automatically": where it goes ends before a second verb.
    const and = phrase.findIndex((w) => w.toLowerCase() === "and");
    const target = and < 0 ? phrase : phrase.slice(0, and);
    if (target.length > 0) return [...target, verb.noun];
  }
  // "replace paper timesheets with a mobile time-tracking app" → the new thing is the subject.
  // "switch the urban fleet to electric vans" → "Electric Vans"; "turn the webshop into a marketplace".
  const towards = TARGET_WORDS[base];
  if (towards) {
    const at = tokens.findIndex((t, k) => k >= end && k < end + 8 && towards.includes(t.lower));
    // "with a proof of delivery app": the target with its complement.
    const named = at > 0 ? withComplement(tokens, nounPhrase(tokens, at + 1)) : [];
    // "replace 40 diesel vans with electric ones" → "Electric Vans": "ones" stands for what is replaced.
    const ones = ["one", "ones"].includes(named.at(-1)?.toLowerCase() ?? "") && core.length > 0;
    const target = ones ? [...named.slice(0, -1), core.at(-1)!] : named;
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

export function fromPurpose(tokens: Token[]): string[] | undefined {
  for (let i = 0; i < tokens.length; i++) {
    // "Could we fit vibration sensors …?", "Can someone own the schedule?": a question that asks.
    const asks = ASKING.has(tokens[i]!.lower) && CLAUSE_SUBJECTS.has(tokens[i + 1]?.lower ?? "");
    const wants =
      asks ||
      (WANT_VERBS.has(tokens[i]!.lower) && VERB_OPENERS.has(tokens[i - 1]?.lower ?? "")) ||
      (WISH_VERBS.has(tokens[i]!.lower) && WISHERS.has(tokens[i - 1]?.lower ?? "")) ||
      (THIRD_PERSON_WISHES.has(tokens[i]!.lower) && tokens[i + 1]?.lower === "to");
    if (wants) {
      const named = fromWant(tokens, i, asks);
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
