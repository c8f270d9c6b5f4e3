import { cleanIdeaText } from "./idea-text";

/**
 * Small, dependency-free key-phrase extraction for the offline planner (RAKE-style candidates):
 * candidate phrases are runs of 1–4 non-stopwords, scored by repetition, length, words shared
 * with other phrases and how early they appear. The original casing of the first occurrence is kept so plans can quote
 * the idea's own words verbatim.
 */

const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
  between both but by can could did do does doing down during each etc every few for from further had has
  have having he her here hers him his how i if in into is it its itself just let lets like lot lots may
  me might more most must my no nor not now of off on once only or other our ours out over own per please
  really same she should so some such than that the their theirs them then there these they this those
  through to too under until up us very via was we were what when where which while who whom why will
  with within without would you your yours want wants wanted need needs needed build builds building
  create creates creating make makes making help helps allow allows let use uses using get gets give
  gives new idea plan planning initiative able going go goes way ways thing things something someone
  everyone each one two three many much better best good great easy easily simple simply also include
  includes including based across around toward towards so-called think believe hope try trying start
  launch launches launching deploy develop introduce implement improve add enable provide offer ensure
  next work works integrate integrates redeem set setup our mention highlight emphasise emphasize rewrite
  change describe explain focus write
  already still basically actually currently always never probably maybe somehow quite pretty literally
  honestly even often usually sometimes nobody anybody anyone everybody somebody
  takes took taken eats ate seems seemed looks looked means meant keeps kept lost hit hits spent
  i'm i've i'd i'll we're we've we'd we'll you're they're it's that's there's what's where's let's
  i’m i’ve i’d i’ll we’re we’ve we’d we’ll you’re they’re it’s that’s there’s what’s where’s let’s
  le la les un une des de du et ou pour avec nous vous ils elles est sont dans sur par en au aux ce cette
  qui que voulons veut créer faire notre nos leur leurs
  el los las una y o para con nosotros queremos crear hacer del por nuestro nuestra es son
  der die das ein eine und oder für mit wir ist sind zu von im auf unser unsere wollen möchten erstellen`.split(
    /\s+/,
  ),
);

/** Words too generic to lead a phrase or to name an initiative on their own. */
const WEAK_WORDS = new Set(["system", "project", "solution", "feature", "features", "tool", "app", "number"]);

export interface KeyPhrase {
  /** The phrase as written in the idea (first occurrence). */
  text: string;
  /** Lower-cased words, for matching. */
  words: string[];
  score: number;
}

export interface KeyPhrases {
  /** Best phrases first; at least one entry for any non-blank idea. */
  phrases: KeyPhrase[];
  /** Lower-cased, lightly stemmed content words of the whole idea. */
  terms: Set<string>;
  sentences: string[];
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&+-]*/gu;

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Light stemming so "customers"/"customer" and "robots"/"robotic" meet. */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, "");
  if (w.length > 5 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

/** True for words that carry no topic: stopwords, single characters, bare numbers. */
export function isStopword(word: string): boolean {
  // Bare numbers ("13", "2024") say nothing on their own; "Q3" or "5G" do.
  return STOPWORDS.has(word.toLowerCase()) || word.length < 2 || !/\p{L}/u.test(word);
}

/**
 * Characters of a text the offline heuristics read: their cost grows with the text and they run on
 * the server's event loop, so a 20,000-character idea or a 200,000-character plan is read from its
 * opening only (decision 017).
 */
export const ANALYSIS_MAX_LENGTH = 4_000;

/** A single quote mark that opens a quotation ("'Pan"), not an apostrophe inside a word ("don't"). */
const OPENING_QUOTE = /(?<![\p{L}\p{N}])['‘](?=[\p{L}\p{N}])/gu;
/** One that closes it ("Casa'", or the possessive "customers'"). */
const CLOSING_QUOTE = /(?<=[\p{L}\p{N}])['’](?![\p{L}\p{N}])/gu;

/**
 * A phrase cut inside a quotation loses its lone opening quote mark: "bakery chain 'Pan" (of "the chain
 * 'Pan de Casa'") read back in a task title as “bakery chain 'Pan”.
 */
function withoutStrayQuotes(text: string): string {
  const opening = text.match(OPENING_QUOTE)?.length ?? 0;
  const closing = text.match(CLOSING_QUOTE)?.length ?? 0;
  return opening > closing ? text.replace(OPENING_QUOTE, "") : text;
}

/** The key phrases of a text (an idea, a document's excerpt, an instruction). */
export function keyPhrases(rawIdea: string): KeyPhrases {
  // Markup, code and URLs are not the idea's words; never quote them back.
  const idea = cleanIdeaText(rawIdea.slice(0, ANALYSIS_MAX_LENGTH));
  const sentences = splitSentences(idea);
  const candidates: Array<{ words: string[]; text: string; position: number; order: number }> = [];
  const terms = new Set<string>();

  sentences.forEach((sentence, sentenceIndex) => {
    // Punctuation (commas, colons, brackets…) also breaks a phrase.
    for (const clause of sentence.split(/[,;:()[\]{}"“”!?.。—–]|\s-\s/u)) {
      let run: RegExpMatchArray[] = [];
      const flush = () => {
        for (let start = 0; start < run.length; start += 4) {
          const part = run.slice(start, start + 4);
          const first = part[0]!;
          const last = part[part.length - 1]!;
          const text = withoutStrayQuotes(clause.slice(first.index!, last.index! + last[0].length));
          candidates.push({
            words: part.map((m) => m[0].toLowerCase()),
            text,
            position: sentenceIndex,
            order: candidates.length,
          });
        }
        run = [];
      };
      for (const match of clause.matchAll(WORD)) {
        if (isStopword(match[0])) flush();
        else {
          run.push(match);
          terms.add(stem(match[0]));
        }
      }
      flush();
    }
  });

  const frequency = new Map<string, number>();
  for (const c of candidates) {
    for (const w of c.words) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  }

  const byKey = new Map<string, KeyPhrase & { position: number; order: number; count: number }>();
  for (const c of candidates) {
    const key = c.words.map(stem).join(" ");
    const existing = byKey.get(key);
    if (existing) {
      existing.count += 1;
      continue;
    }
    byKey.set(key, { ...c, score: 0, count: 1 });
  }

  const phrases = [...byKey.values()]
    .map((p) => {
      const weak = p.words.length === 1 && WEAK_WORDS.has(p.words[0]!);
      // Repetition matters most; longer phrases and words shared with other phrases help; early helps.
      const lengthBonus = 1 + 0.5 * (p.words.length - 1);
      const sharedWords = p.words.reduce((sum, w) => sum + (frequency.get(w)! - 1), 0) * 0.5;
      const positionBonus = 1.5 / (1 + p.position);
      const score = (p.count * lengthBonus + sharedWords + positionBonus) * (weak ? 0.3 : 1);
      return { text: p.text, words: p.words, score, order: p.order };
    })
    // On a tie the phrase written first wins: ideas usually name their main object first.
    .sort((a, b) => b.score - a.score || a.order - b.order);

  // Drop phrases fully contained in a better one ("points" when "loyalty points" ranks higher).
  const kept: KeyPhrase[] = [];
  for (const p of phrases) {
    const inside = kept.some((k) => ` ${k.words.join(" ")} `.includes(` ${p.words.join(" ")} `));
    if (!inside) kept.push({ text: p.text, words: p.words, score: p.score });
  }
  if (kept.length === 0) {
    const fallback = idea.trim().split(/\s+/).slice(0, 4).join(" ") || "the initiative";
    kept.push({ text: fallback, words: fallback.toLowerCase().split(/\s+/), score: 0 });
  }
  return { phrases: kept, terms, sentences };
}

/**
 * Phrases that share a word with the initiative's name first (stable otherwise): the name says
 * what the idea is about, so "billing system" should lead a plan, not a side detail.
 */
export function rankByName(phrases: KeyPhrase[], name: string): KeyPhrase[] {
  const nameTerms = new Set((name.match(WORD) ?? []).map(stem));
  const shares = (p: KeyPhrase) => p.words.some((w) => nameTerms.has(stem(w)));
  return [...phrases.filter(shares), ...phrases.filter((p) => !shares(p))];
}
