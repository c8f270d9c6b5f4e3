import { cleanIdeaText } from "./idea-text";
import type { KeyPhrase } from "./key-phrases";
import {
  ACRONYMS,
  AUDIENCE_WORDS,
  DETERMINERS,
  GENERIC_WORDS,
  GROUP_WORDS,
  PHRASE_BREAKERS,
  PURPOSE_VERBS,
  purposeVerbOf,
  SMALL_WORDS,
  SPECIAL_CASING,
  VERB_OPENERS,
} from "./name-words";

/**
 * The offline planner's initiative name: it replaces the user's idea everywhere, so it must read
 * like a project title. Built from the idea's core object and its purpose ("modernise the billing
 * system" → "Billing System Modernisation"), else from its best key phrase, else from the
 * workstreams. 2–6 words, Title Case, at most 60 characters, never markup, numbers or URLs.
 */

export const NAME_MAX_LENGTH = 60;
const NAME_MAX_WORDS = 6;
/** Longer tokens are identifiers or noise, not words a title should carry. */
const NAME_WORD_MAX = 20;

interface Token {
  text: string;
  lower: string;
  word: boolean;
}

// Number groups ("24/7", "3.5") are one token; a line break ends a clause like punctuation does.
const TOKEN = /\p{N}+(?:[/.:,]\p{N}+)+|[\p{L}\p{N}][\p{L}\p{N}'’&+-]*|[^\s\p{L}\p{N}]|\n/gu;

function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => {
    const text = m[0].replace(/['’+-]+$/u, "") || m[0];
    return { text, lower: text.toLowerCase(), word: /^[\p{L}\p{N}]/u.test(text) };
  });
}

/** A word a name may carry: has a letter, not too long, no ampersand. */
const usable = (word: string) => word.length <= NAME_WORD_MAX && /\p{L}/u.test(word) && !word.includes("&");

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

/** The noun phrase starting at `start` (after determiners); `end` is the first token after it. */
function nounPhrase(tokens: Token[], start: number): { words: string[]; end: number } {
  let i = start;
  while (i < tokens.length && DETERMINERS.has(tokens[i]!.lower)) i++;
  const words: string[] = [];
  for (; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.word || PHRASE_BREAKERS.has(token.lower) || DETERMINERS.has(token.lower)) break;
    if (words.length > 0 && purposeVerbOf(token.lower) && VERB_OPENERS.has(tokens[i - 1]!.lower)) break;
    if (usable(token.text)) words.push(token.text);
  }
  return { words, end: i };
}

/** "for our coffee shop chain" → ["coffee", "shop"]; audiences and purposes give nothing. */
function contextOf(tokens: Token[], index: number): string[] {
  if (tokens[index]?.lower !== "for") return [];
  const words = nounPhrase(tokens, index + 1).words;
  while (words.length > 1 && GROUP_WORDS.has(words.at(-1)!.toLowerCase())) words.pop();
  const last = words.at(-1)?.toLowerCase() ?? "";
  if (words.length === 0 || words.length > 3 || AUDIENCE_WORDS.has(last)) return [];
  if (words.length > 1 && /ing$/i.test(words[0]!)) return [];
  // A lone plural ("for new hires", "for our clinics") names who it is for, not what it is.
  if (words.length === 1 && /[^s]s$/i.test(words[0]!)) return [];
  return words;
}

function fromPurpose(tokens: Token[]): string[] | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const base = purposeVerbOf(tokens[i]!.lower);
    const previous = tokens[i - 1];
    const opensClause = !previous?.word || VERB_OPENERS.has(previous.lower);
    if (!base || !opensClause) continue;
    const verb = PURPOSE_VERBS[base]!;
    let start = i + 1;
    if (verb.particle && tokens[start]?.lower === verb.particle) start++;
    const object = nounPhrase(tokens, start);
    let core = object.words.slice(-4);
    let end = object.end;
    // "the quality of our customer data" → "customer data quality"
    if (tokens[end]?.lower === "of") {
      const owner = nounPhrase(tokens, end + 1);
      if (owner.words.length > 0 && owner.words.length + core.length <= 4) {
        core = [...owner.words, ...core];
        end = owner.end;
      }
    }
    if (core.every(emptyWords(verb.kind, base))) continue;
    // A new thing may take its context ("for our coffee shop chain"); a change reads better without.
    const context = verb.kind === "create" ? contextOf(tokens, end) : [];
    // "for our coffee shop chain" already says whose; "customer" adds nothing then.
    const trimmed = core.length > 1 && AUDIENCE_WORDS.has(core[0]!.toLowerCase()) ? core.slice(1) : core;
    if (context.length > 0 && trimmed.length <= 2 && context.length + trimmed.length <= 4) {
      core = [...context, ...trimmed];
    }
    return verb.kind === "change" || core.length === 1 ? [...core, verb.noun] : core;
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

function titleWord(word: string, first: boolean): string {
  const lower = word.toLowerCase();
  if (SPECIAL_CASING[lower]) return SPECIAL_CASING[lower];
  if (ACRONYMS.has(lower)) return word.toUpperCase();
  // Acronyms and brand casing as typed: CRM, McDonald's, eBay.
  if (/\p{Lu}/u.test(word.slice(1)) || /^\p{Ll}+\p{Lu}/u.test(word)) return word;
  if (!first && SMALL_WORDS.has(lower)) return lower;
  return word
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("-");
}

function fit(words: string[]): string | undefined {
  // "system system" → "system"
  const distinct = words.filter((w, i) => i === 0 || w.toLowerCase() !== words[i - 1]!.toLowerCase());
  let kept = distinct.slice(-NAME_MAX_WORDS);
  const render = () => kept.map((w, i) => titleWord(w, i === 0)).join(" ");
  while (kept.length > 2 && render().length > NAME_MAX_LENGTH) kept = kept.slice(1);
  while (kept.length > 0 && SMALL_WORDS.has(kept[0]!.toLowerCase())) kept = kept.slice(1);
  const name = render();
  return kept.length >= 2 && name.length <= NAME_MAX_LENGTH ? name : undefined;
}

/**
 * `area` names the initiative when the idea gives no usable words (e.g. "Marketing" →
 * "New Marketing Initiative").
 */
export function nameInitiative(idea: string, phrases: KeyPhrase[], area: string): string {
  const tokens = tokenize(cleanIdeaText(idea));
  for (const words of [fromPurpose(tokens), fromKeyPhrases(tokens, phrases)]) {
    const name = words && fit(words);
    if (name) return name;
  }
  return fit(["New", ...area.split(/\s+/), "Initiative"]) ?? "New Product Initiative";
}
