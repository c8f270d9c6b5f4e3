import {
  ADJECTIVE_NOUNS,
  AUDIENCE_WORDS,
  CONTAINER_WORDS,
  DETERMINERS,
  GROUP_WORDS,
  PHRASE_BREAKERS,
  purposeVerbOf,
  VERB_OPENERS,
  verbNounOf,
  WANT_VERBS,
} from "./name-words";

/**
 * The small English phrase grammar the offline planner names initiatives with: tokens, noun
 * phrases ("the room and desk booking tool"), and what follows a head ("for our coffee shop",
 * "to detect defects", "where members swap tools").
 */

/** Longer tokens are identifiers or noise, not words a title should carry. */
const NAME_WORD_MAX = 24;

export interface Token {
  text: string;
  lower: string;
  word: boolean;
}

// Number groups ("24/7", "3.5") are one token; a line break ends a clause like punctuation does.
const TOKEN = /\p{N}+(?:[/.:,]\p{N}+)+|[\p{L}\p{N}][\p{L}\p{N}'’&+/-]*|[^\s\p{L}\p{N}]|\n/gu;

export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => {
    const text = trimEnd(m[0]) || m[0];
    return { text, lower: text.toLowerCase(), word: /^[\p{L}\p{N}]/u.test(text) };
  });
}

/** "robots'" → "robots", "a/" → "a" (string code: no regex backtracking on user text). */
function trimEnd(word: string): string {
  let end = word.length;
  while (end > 0 && "'’+-/".includes(word[end - 1]!)) end--;
  return word.slice(0, end);
}

/** A word a name may carry: has a letter, not too long, no ampersand. */
export const usable = (word: string) =>
  word.length <= NAME_WORD_MAX && /\p{L}/u.test(word) && !word.includes("&");
/** A number right after a word belongs to it ("SOC 2", "ISO 27001"). */
export const isNumber = (token: Token | undefined) => token !== undefined && /^\p{N}+$/u.test(token.text);

export interface Phrase {
  words: string[];
  end: number;
}

/**
 * The noun phrase starting at `start` (after determiners); `end` is the first token after it.
 * "X and Y" stays one phrase when both sides are short ("GDPR and SOC 2", "room and desk booking tool").
 */
/** Nouns made with "of" that name one thing. */
const OF_COMPOUNDS = new Set([
  "proof of delivery",
  "proof of concept",
  "point of sale",
  "chart of accounts",
  "bill of materials",
  "bill of lading",
  "code of conduct",
  "statement of work",
  "terms of reference",
  "freedom of information",
  "certificate of origin",
  "letter of intent",
]);

export function nounPhrase(tokens: Token[], start: number): Phrase {
  let i = start;
  while (i < tokens.length && DETERMINERS.has(tokens[i]!.lower)) i++;
  const words: string[] = [];
  for (; i < tokens.length; i++) {
    const token = tokens[i]!;
    // "GDPR and SOC 2", "Click & Collect": "&" joins as "and" does, and stays as written.
    const and = token.lower === "and" || token.text === "&";
    if (and && words.length > 0 && words.length <= 3 && joinsPhrase(tokens, i + 1)) {
      words.push(token.text === "&" ? "&" : "and");
      continue;
    }
    // "proof of delivery app", "point of sale system": a fixed "of" phrase is one noun.
    if (
      token.lower === "of" &&
      OF_COMPOUNDS.has(`${words.at(-1)?.toLowerCase()} of ${tokens[i + 1]?.lower}`)
    ) {
      words.push("of");
      continue;
    }
    if (!token.word || PHRASE_BREAKERS.has(token.lower) || DETERMINERS.has(token.lower)) break;
    if (words.length > 0 && purposeVerbOf(token.lower) && VERB_OPENERS.has(tokens[i - 1]!.lower)) break;
    if (ADJECTIVE_NOUNS[token.lower] || WANT_VERBS.has(token.lower)) break;
    if (words.length > 0 && peopleThenVerb(words.at(-1)!, token.text)) break;
    // "the five departmental phone lines": a spelled-out count opening the phrase says how many.
    if (words.length === 0 && COUNT_WORDS.has(token.lower) && tokens[i + 1]?.word) continue;
    if (usable(token.text) || (isNumber(token) && words.length > 0)) words.push(token.text);
  }
  while (words.at(-1) === "and" || words.at(-1) === "&") words.pop();
  return { words, end: i };
}

/** After "and": a content word that is not a verb starting a new clause. */
function joinsPhrase(tokens: Token[], at: number): boolean {
  const next = tokens[at];
  if (!next?.word || PHRASE_BREAKERS.has(next.lower) || DETERMINERS.has(next.lower)) return false;
  return purposeVerbOf(next.lower) === undefined && !CLAUSE_VERBS.has(next.lower);
}

/** Common verbs the purpose lists leave out, which after "and" start a new clause ("… and get AEO status"). */
const CLAUSE_VERBS = new Set("get put keep take give find fix send let stop ask".split(" "));

/** "classes" → "class", "e-books" → "e-book", "categories" → "category"; leaves "analytics" alone. */
function singular(word: string): string {
  const lower = word.toLowerCase();
  if (word.length < 4 || /\p{Lu}{2}/u.test(word) || /(?:ss|us|is|ics|news)$/.test(lower)) return word;
  if (lower.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss)es$/.test(lower)) return word.slice(0, -2);
  if (lower.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** Singular before a head noun: "yoga classes" + "booking" → "yoga class booking". */
export function asModifier(words: string[]): string[] {
  return words.map((w, i) => (i === words.length - 1 || words[i + 1] === "and" ? singular(w) : w));
}

/** Plural people ("patients", "drivers"): a statement's subject when a lower-case word follows. */
export const isPeople = (word: string) => {
  const lower = word.toLowerCase();
  return lower.endsWith("s") && AUDIENCE_WORDS.has(lower) && singular(lower) !== lower;
};

/** "Patients miss 12 % of appointments": after plural people a lower-case word is their verb. */
export const peopleThenVerb = (word: string, next: string) => isPeople(word) && /^\p{Ll}/u.test(next);

export const isAudience = (words: string[]) => {
  const last = words.at(-1)?.toLowerCase() ?? "";
  return AUDIENCE_WORDS.has(last) || AUDIENCE_WORDS.has(singular(last));
};

/** Counts spelled out, which say how many, not what ("twelve coffee shops"). */
const COUNT_WORDS = new Set(
  "two three four five six seven eight nine ten eleven twelve twenty thirty fifty hundred hundreds dozen dozens".split(
    " ",
  ),
);

/** "hiring two dental nurses" → "Dental Nurse Hiring": a spelled-out count opening an object says how many, not what. */
export const withoutCount = (words: string[]) =>
  words.length > 1 && COUNT_WORDS.has(words[0]!.toLowerCase()) ? words.slice(1) : words;

/** "for our coffee shop chain" → ["coffee", "shop"]; audiences and long phrases give nothing. */
export function complementOf(tokens: Token[], index: number): string[] {
  const preposition = tokens[index]?.lower;
  if (preposition !== "for" && preposition !== "on" && preposition !== "about") return [];
  let phrase = nounPhrase(tokens, index + 1);
  // "our new line of baked lentil snacks" → "baked lentil snacks"; "our chain of twelve coffee shops" → "coffee shops"
  const container = phrase.words.at(-1)?.toLowerCase() ?? "";
  if (tokens[phrase.end]?.lower === "of" && (CONTAINER_WORDS.has(container) || GROUP_WORDS.has(container))) {
    phrase = nounPhrase(tokens, phrase.end + 1);
  }
  const words = phrase.words.filter(
    (w) =>
      !/['’]s$/.test(w) && !isNumber({ text: w, lower: w, word: true }) && !COUNT_WORDS.has(w.toLowerCase()),
  );
  while (words.length > 1 && GROUP_WORDS.has(words.at(-1)!.toLowerCase())) words.pop();
  if (words.length === 0 || words.length > 3 || isAudience(words)) return [];
  if (words.length === 1 && /[^s]s$/i.test(words[0]!) && preposition === "for") return [];
  if (words.some((w) => purposeVerbOf(w) !== undefined && !/ing$/.test(w))) return [];
  return words;
}

/** "to detect defects" / "booking yoga classes" → ["defect", "Detection"] / ["yoga", "class", "Booking"]. */
export function verbComplement(tokens: Token[], at: number): string[] {
  let i = at;
  if (tokens[i]?.lower === "to" || tokens[i]?.lower === "for") i++;
  const verb = tokens[i];
  const noun = verb && verbNounOf(verb.lower);
  if (!noun) return [];
  let objectAt = i + 1;
  // "lend and borrow tools": the second verb shares the object.
  if (tokens[objectAt]?.lower === "and" && verbNounOf(tokens[objectAt + 1]?.lower ?? "")) objectAt += 2;
  const object = withoutCount(nounPhrase(tokens, objectAt).words.slice(-3));
  if (object.length === 0 || isAudience(object)) return [];
  return [...asModifier(object), noun];
}

/** The clause around `from` that a relative word opens ("where", "that", "so"): its first verb's complement. */
export function relativeComplement(tokens: Token[], from: number): string[] {
  if (!["where", "that", "which", "so"].includes(tokens[from]?.lower ?? "")) return [];
  for (let i = from + 1; i < tokens.length && i < from + 8; i++) {
    if (!tokens[i]!.word) break;
    const found = verbComplement(tokens, i);
    if (found.length > 0) return found;
  }
  return [];
}
