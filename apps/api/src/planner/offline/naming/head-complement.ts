import {
  asModifier,
  complementOf,
  nounPhrase,
  type Phrase,
  relativeComplement,
  type Token,
  verbComplement,
} from "./name-phrases";
import {
  ARTIFACT_HEADS,
  AUDIENCE_WORDS,
  DETERMINERS,
  GENERIC_MODIFIERS,
  GENERIC_WORDS,
  purposeVerbOf,
  TECHNIQUE_HEADS,
} from "./name-words";

/**
 * What a head noun phrase takes from the words after it (its purpose, its context, whose it is),
 * and which words cannot carry an English name alone.
 */

export const NAME_MAX_WORDS = 6;
export const MEANINGLESS = new Set(
  "number numbers thing things stuff item items idea ideas initiative initiatives it".split(" "),
);

/**
 * Words that cannot carry a name: meaningless ones always, generic ones ("system") unless a change
 * verb gives them a purpose ("System Modernisation"), and the purpose verb itself ("launch launch").
 */
export function emptyWords(kind: "create" | "change" | "phrase", verb?: string): (word: string) => boolean {
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
/** A name of at most this many words keeps its users' word ("Fertility Clinic Patient App"). */
const SHORT_NAME_WORDS = 4;

export function withComplement(tokens: Token[], head: Phrase): string[] {
  const words = head.words;
  const last = words.at(-1)?.toLowerCase() ?? "";
  // "a simple way for volunteers to sign up for shifts", "one place where residents report a
  // pothole": a way or a place is named by what it is for.
  const means =
    MEANS_HEADS.has(last) && words.slice(0, -1).every((w) => MEANS_MODIFIERS.has(w.toLowerCase()));
  const meant = means ? meansFor(tokens, head.end) : [];
  if (meant.length > 0) return meant;
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
    if (after.length > 0) return [...after, ...core.slice(-1)];
    // "A simple app where volunteers see open shifts" → "Volunteer App": a bare head takes its users.
    const users = artifact && core.length === 1 ? usersOf(tokens, head.end) : [];
    return users.length > 0 ? [...asModifier(users), ...core] : words;
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
    // "Patient app for our fertility clinic" → "Fertility Clinic Patient App": who uses it stays
    // when the name stays short.
    const audience = own.length > 1 && AUDIENCE_WORDS.has(own[0]!.toLowerCase());
    const trimmed = audience && own.length + context.length > SHORT_NAME_WORDS ? own.slice(1) : own;
    return [...asModifier(context), ...trimmed];
  }
  return words;
}

/** The people a relative clause after a head opens with ("where volunteers …", "that our members …"). */
function usersOf(tokens: Token[], at: number): string[] {
  if (!["where", "that", "which"].includes(tokens[at]?.lower ?? "")) return [];
  for (let k = at + 1; k < tokens.length && k <= at + 3; k++) {
    if (!tokens[k]!.word) return [];
    if (!AUDIENCE_WORDS.has(tokens[k]!.lower)) continue;
    return tokens
      .slice(at + 1, k + 1)
      .filter((t) => !DETERMINERS.has(t.lower))
      .map((t) => t.text);
  }
  return [];
}

/** Heads whose "for …" names what they promote ("campaign for our lentil snacks"). */
const PROMOTED_HEADS = new Set("campaign programme program report series survey launch".split(" "));
const PLATFORMS = new Set("ios android web mobile desktop and windows mac".split(" "));

/** Heads that say only that something is possible: what it is for names it. */
const MEANS_HEADS = new Set("way ways place means".split(" "));
const MEANS_MODIFIERS = new Set(
  "one single simple easy easier better proper central new clear quick".split(" "),
);
/** Words that end what a way is for ("… for shifts themselves", "… and see …", "… what changed"). */
const MEANS_ENDS = new Set(
  "and or then so but while without before after because if when what which who how themselves ourselves yourself".split(
    " ",
  ),
);
const MEANS_MAX_WORDS = 5;
const POSSESSIVES = new Set("their our your my his her its".split(" "));

/**
 * What a way or a place is for, after it: "for volunteers to sign up for shifts" → "Shift Sign-up"
 * when the verb has a noun (verbComplement), else the words as written ("Sign Up for Shifts");
 * "of talking to parents", "where residents report a pothole". Empty when no verb follows.
 */
function meansFor(tokens: Token[], at: number): string[] {
  let i = at;
  const link = tokens[i]?.lower ?? "";
  if (link === "for") {
    const users = nounPhrase(tokens, i + 1);
    if (users.words.length === 0 || tokens[users.end]?.lower !== "to") return [];
    i = users.end + 1;
  } else if (link === "to" || link === "of") i++;
  else if (["where", "that", "which"].includes(link)) {
    const users = nounPhrase(tokens, i + 1);
    if (users.words.length === 0 || !AUDIENCE_WORDS.has(users.words.at(-1)!.toLowerCase())) return [];
    i = users.end;
    if (["can", "could", "will", "would"].includes(tokens[i]?.lower ?? "")) i++;
  } else return [];
  const named = verbComplement(tokens, i);
  if (named.length > 0) return named;
  const verb = tokens[i];
  if (!verb?.word || DETERMINERS.has(verb.lower)) return [];
  const out = [verb.text];
  for (let k = i + 1; k < tokens.length && out.length < MEANS_MAX_WORDS; k++) {
    const token = tokens[k]!;
    if (!token.word || MEANS_ENDS.has(token.lower)) break;
    // "renew their membership" → "Renew Membership".
    if (!POSSESSIVES.has(token.lower)) out.push(token.text);
  }
  // A verb alone, or with only whom it is for, names nothing ("a way to help", "to tell customers").
  const object = out
    .slice(1)
    .filter((w) => !DETERMINERS.has(w.toLowerCase()) && !AUDIENCE_WORDS.has(w.toLowerCase()));
  return object.length > 0 ? out : [];
}
