/**
 * "Former les vendeurs de nos 60 magasins à la vente de vélos électriques", "Formar a los
 * funcionarios de la diputación en ciberseguridad básica": people after a Romance verb of training
 * are named with what they are trained in ("Vendeurs à la vente de vélos électriques"), not alone
 * (non-english-name.ts; decision 202). String code only.
 */
import { INFINITIVE, type Lexicon, NEW } from "./non-english-lexicon";
import { AND, isNumber, MAX_LENGTH, phraseAt, render, type Word } from "./non-english-phrase";

/** Verbs of training people (infinitives, imperatives and participles). */
const TRAIN =
  /^(?:former|formez|formar|formare|formarli|capacitar|treinar|sensibiliser|formati|formate|formés|formées|formados|formadas)$/;
/** Prepositions that open what people are trained in ("à la", "en", "sul", "all'", "no", "em"). */
const TOPIC = new Set(
  "à au aux en sur a al sobre em no na nos nas sul sulla sullo sui sulle all' alla allo agli alle in nel nella nell' nello".split(
    " ",
  ),
);
/** "All" before the people ("todos los operarios"), left out of the name. */
const ALL = new Set(["todos", "todas", "tous", "toutes", "tutti", "tutte", "todo", "toda"]);
/** A topic this short keeps its "new" within the name's word limits. */
const SHORT_TOPIC = 3;
/** How far the people's complements and place may run before what they are trained in. */
const PEOPLE_REACH = 10;

/** The people `head` names and what they are trained in, when a verb of training comes before them. */
export function trainedOn(
  lex: Lexicon,
  language: string,
  list: Word[],
  head: { words: Word[]; end: number },
): Word[] | undefined {
  const first = head.words[0];
  if (!first) return undefined;
  let verb = list.indexOf(first) - 1;
  const between = (w: Word) =>
    lex.determiners.has(w.lower) || isNumber(w) || ALL.has(w.lower) || w.lower === "a";
  while (verb >= 0 && between(list[verb]!)) verb--;
  if (verb < 0 || !TRAIN.test(list[verb]!.lower)) return undefined;
  // Past the people's complements and place ("de nos 40 agences", "en Bretagne", "di Padova").
  // The people's phrase may itself run into the topic ("camareros del hotel en atención …").
  const start = list.indexOf(first) + 1;
  let k = start;
  for (; k < list.length && k < start + PEOPLE_REACH; k++) {
    const w = list[k]!;
    if (!/[\p{L}\p{N}']/u.test(w.text) || lex.purpose.has(w.lower) || AND.has(w.lower)) return undefined;
    const place = /^\p{Lu}/u.test(list[k + 1]?.text ?? "");
    if (TOPIC.has(w.lower) && !lex.determiners.has(w.lower) && !place) break;
  }
  const preposition = list[k];
  if (!preposition || !TOPIC.has(preposition.lower)) return undefined;
  let t = k + 1;
  const articles: Word[] = [];
  while (t < list.length && lex.determiners.has(list[t]!.lower)) articles.push(list[t++]!);
  const topic = phraseAt(lex, list, t);
  // "à la nouvelle caisse": what is new keeps its "new", when that leaves room for a long topic.
  const isNew = list[t] !== undefined && NEW.has(list[t]!.lower) && topic.words[0] !== list[t];
  const fresh = isNew && topic.words.length <= SHORT_TOPIC ? [list[t]!] : [];
  // "Formare i commessi a proporre …": a verb after the preposition says what they will do, not a topic.
  const verbal = INFINITIVE[language]?.test(topic.words[0]?.lower ?? "") === true;
  if (topic.words.length === 0 || verbal) return undefined;
  // The people's head noun and its adjective, not their complements ("de nos 60 magasins").
  const own = head.words.filter((w) => list.indexOf(w) < k);
  const stop = own.findIndex((w, i) => i > 0 && (lex.links.has(w.lower) || TOPIC.has(w.lower)));
  const people = own.slice(0, Math.min(stop < 0 ? own.length : stop, 2));
  // French keeps the topic's article ("à la vente"); the others read well without it and keep room
  // for the topic's last words ("en manejo seguro de carretillas elevadoras").
  const kept = language === "fr" ? articles.filter((w) => !ALL.has(w.lower)) : [];
  const named = [...people, preposition, ...kept, ...fresh, ...topic.words];
  return render(named).length <= MAX_LENGTH ? named : undefined;
}
