/**
 * The edges of a non-English name (non-english-name.ts): at most MAX_CONTENT_WORDS and MAX_WORDS,
 * cut back to a whole phrase, never ending on a function word, an adverb, a cut-off compound or "&",
 * never starting on a conjunction, with its "new" in front, and at most MAX_LENGTH characters
 * (decisions 188, 197, 200, 201). String code only; linear.
 */
import { endsNothing, type Lexicon, NEW, startsNothing } from "./non-english-lexicon";
import {
  contentCount,
  MAX_CONTENT_WORDS,
  MAX_LENGTH,
  MAX_WORDS,
  render,
  type Word,
  wordCount,
} from "./non-english-phrase";

/** Adverbs in "-mente" (Spanish, Italian, Portuguese), which never name an initiative. */
const MENTE_ADVERB = /^\p{Ll}{4,}mente$/u;
const ROMANCE_MENTE = new Set(["es", "it", "pt"]);
export const menteAdverb = (language: string, lower: string) =>
  ROMANCE_MENTE.has(language) && MENTE_ADVERB.test(lower);

/** The name's words (read from `list`) with its edges made good; at least one word stays. */
export function withEdges(lex: Lexicon, language: string, list: Word[], words: Word[]): Word[] {
  let name = words;
  const uncut = words;
  while (name.length > 1 && (contentCount(lex, name) > MAX_CONTENT_WORDS || wordCount(name) > MAX_WORDS)) {
    name = name.slice(0, -1);
  }
  // "Refonte complète de notre application mobile de prise [de notes]": a name cut at a link ends on
  // a lone noun whose own complement is gone; it goes back to before the link that noun follows.
  const isLink = (w: Word | undefined) => w !== undefined && lex.links.has(w.lower);
  if (name.length < uncut.length && (isLink(uncut[name.length]) || isLink(name.at(-1)))) {
    while (name.length > 1 && isLink(name.at(-1))) name = name.slice(0, -1);
    const link = name.findLastIndex(isLink);
    if (link >= 2 && link === name.length - 2) name = name.slice(0, link);
  }
  // "Mentoring-Programm für Früh- (und Spätschicht)": a word cut off before its shared ending ends nothing.
  // "Marcatura CE": an acronym is a name even when it spells a function word ("ce").
  const acronym = (w: Word) => /^\p{Lu}{2,}$/u.test(w.text);
  // "… da universidade totalmente": nor an adverb in "-mente".
  const adverb = (w: Word) => menteAdverb(language, w.lower);
  const ends = (w: Word) =>
    !acronym(w) && (endsNothing(language, w.lower) || adverb(w) || w.text.endsWith("-") || w.text === "&");
  while (name.length > 1 && ends(name.at(-1)!)) name = name.slice(0, -1);
  while (name.length > 1 && startsNothing(language, name[0]!.lower)) name = name.slice(1);
  // "een nieuwe huisstijl", "ett nytt startflöde": what is new keeps its "new".
  const before = list[list.indexOf(name[0]!) - 1];
  if (before && NEW.has(before.lower) && name.length > 1 && wordCount(name) < MAX_WORDS)
    name = [before, ...name];
  let text = render(name);
  while (text.length > MAX_LENGTH && name.length > 1) {
    name = name.slice(0, -1);
    while (name.length > 1 && ends(name.at(-1)!)) name = name.slice(0, -1);
    text = render(name);
  }
  return name;
}
