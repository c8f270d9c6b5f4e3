/// <reference path="./snowball-stemmers.d.ts" />
import { newStemmer } from "snowball-stemmers";
import { FUNCTION_WORDS, wordsOf } from "../language";
import { cleanIdeaText } from "./idea-text";
import { conceptsOf } from "./team-concepts";
import { type CueText, foldCueText, foldText, teamScores } from "./team-cues";

/**
 * The words the team classifier reads: an idea's stemmed words and word pairs, in its language
 * (Snowball stemmers for English, German, French, Spanish, Italian, Portuguese, Dutch and Swedish).
 * Function words are dropped; stems are folded (lower case, no accents), so "Lagerhäuser" and
 * "lagerhaus" meet. The training script and the planner both call featuresOf, so they always agree.
 */

const STEMMER_NAMES = {
  en: "english",
  de: "german",
  fr: "french",
  es: "spanish",
  it: "italian",
  pt: "portuguese",
  nl: "dutch",
  sv: "swedish",
} as const;
export type FeatureLanguage = keyof typeof STEMMER_NAMES;

const STEMMERS = Object.fromEntries(
  Object.entries(STEMMER_NAMES).map(([language, name]) => [language, newStemmer(name)]),
) as Record<FeatureLanguage, { stem(word: string): string }>;

/** Every language's function words: an idea often mixes in English ("app", "the") whatever its language. */
const STOP = new Set(Object.values(FUNCTION_WORDS).flatMap((words) => words.split(" ")));

export function isFeatureLanguage(language: string): language is FeatureLanguage {
  return Object.hasOwn(STEMMER_NAMES, language);
}

/**
 * Character n-grams of each folded word, "^" and "$" marking its ends: "g:^lag", "g:haus", "g:user$".
 * They meet across compounds and inflections the stemmer leaves apart ("Lagerverwaltung",
 * "lagerbeheer", "lagersystem"), in every language alike. The model keeps the sizes cross-validation
 * chose (4, decision 179); 3 and 5 stay so the training script's table of variants can be rerun.
 */
export const GRAM_SIZES = [3, 4, 5];

/** Cue scores (team-cues.ts) become graded features "c:<team>:1", "c:<team>:2", "c:<team>:4" (score at least 1, 2, 4). */
const CUE_LEVELS = [1, 2, 4];

/**
 * The idea's features: "w:<stem>" per word and "p:<stem>_<stem>" per neighbouring pair, each once,
 * the words' character n-grams "g:<chars>" (GRAM_SIZES), the graded cue features, which carry what the multilingual cue lists know into languages and
 * words the training ideas never used, and one "k:<concept>" per concept of the lexicon the idea
 * mentions in any language (team-concepts.ts); the classifier learns what each is worth.
 */
/** What the features read of an idea: its cleaned text and its folded words (see IdeaAnalysis). */
export interface IdeaWords {
  text: string;
  cues: CueText;
}

/** An idea's cleaned text and folded words (the planner reads them in analyseIdea, training here). */
export function ideaWords(raw: string): IdeaWords {
  const text = cleanIdeaText(raw);
  return { text, cues: foldCueText(text) };
}

/** `gramSizes`: the n-gram sizes to make; the planner makes only those its model has weights for. */
export function featuresOf(
  idea: IdeaWords,
  language: string,
  gramSizes: readonly number[] = GRAM_SIZES,
): string[] {
  const stemmer = STEMMERS[isFeatureLanguage(language) ? language : "en"];
  const words = wordsOf(idea.text.replaceAll("’", "'"))
    // Elided articles ("l'entrepôt", "un'app") are not part of the word.
    .map((word) => word.replace(/^\p{L}{1,2}'/u, "").replace(/^-+|-+$/g, ""))
    .filter((word) => word.length > 1 && !STOP.has(word) && !/^\d+$/.test(word));
  // A long idea repeats its words: each distinct word is stemmed, and its n-grams made, once.
  const stemOf = new Map<string, string>();
  const stems = words.map((word) => {
    const stem = stemOf.get(word) ?? foldText(stemmer.stem(word));
    stemOf.set(word, stem);
    return stem;
  });
  const features = new Set<string>();
  stems.forEach((stem, i) => {
    features.add(`w:${stem}`);
    const next = stems[i + 1];
    if (next !== undefined) features.add(`p:${stem}_${next}`);
  });
  for (const word of stemOf.keys()) {
    const marked = `^${foldText(word)}$`;
    for (const size of gramSizes)
      for (let i = 0; i + size <= marked.length; i++) features.add(`g:${marked.slice(i, i + size)}`);
  }
  for (const [team, score] of teamScores(idea.cues))
    for (const level of CUE_LEVELS) if (score >= level) features.add(`c:${team}:${level}`);
  for (const concept of conceptsOf(idea.cues)) features.add(`k:${concept}`);
  return [...features];
}

/**
 * A feature as a reader recognises it, for explanations: "w:lager" → `word “lager”`,
 * "p:site_readi" → `words “site readi”`, "g:^lag" → `part “lag-”`, "g:ung$" → `part “-ung”`, "c:finance:2" → `finance cue
 * words (2+)`, "k:b_warehouse" → `concept “warehouse”`.
 */
export function describeFeature(feature: string): string {
  const [kind, ...rest] = feature.split(":");
  const value = rest.join(":");
  switch (kind) {
    case "w":
      return `word “${value}”`;
    case "p":
      return `words “${value.replace("_", " ")}”`;
    case "g": {
      // "^lag" starts a word, "ung$" ends one; a dash marks where the word goes on.
      const core = value.replace(/^\^/, "").replace(/\$$/, "");
      return `part “${value.startsWith("^") ? "" : "-"}${core}${value.endsWith("$") ? "" : "-"}”`;
    }
    case "c":
      return `${rest[0]} cue words (${rest[1]}+)`;
    case "k":
      return `concept “${value.replace(/^[a-z]_/, "").replaceAll("_", " ")}”`;
    default:
      return feature;
  }
}
