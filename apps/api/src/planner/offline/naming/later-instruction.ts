/**
 * "Les patients se plaignent de leurs factures ; réécrivez les courriers …", "Kunderna klagar på
 * leveranstiden; bygg en webbshop …", "Los voluntarios se quejan …; montemos una web …": an idea
 * that states its problem first and then, after a semicolon, says what to do. The name is read from
 * that clause (decision 198). String code only; linear.
 */
import { EN_FOLLOWERS, type Lexicon, VERB_GROUP } from "./non-english-lexicon";
import { REFLEXIVES, type Word } from "./non-english-phrase";
import { leadingImperative } from "./verb-group";
import { MUST, WANTS } from "./wanted-object";

/** Verb endings that give an order at the start of a clause, per language. */
const ORDER_ENDINGS: Record<string, RegExp> = {
  // "rédigez", "lancez", "mettez en place"
  fr: /^\p{Ll}{3,}ez$/u,
  // "criem", "lancem", "redesenhem", "façam"
  pt: /^\p{Ll}{3,}[ae]m$/u,
  // "montemos", "preparemos", "hagamos"
  es: /^\p{Ll}{3,}(?:emos|amos)$/u,
  // "prepariamo", "rifacciamo"
  it: /^\p{Ll}{3,}iamo$/u,
  // "entwickelt eine …", "erstellt einen …": the plural "you", before an article
  de: /^\p{Ll}{3,}t$/u,
};
/** Words with those endings that give no order. */
const NOT_ORDERS = new Set(
  "chez assez nez também quem sem bem nem ordem homem jovem nuvem porém além garagem viagem mensagem imagem".split(
    " ",
  ),
);
/** The clause with its first word capitalised, as a sentence opens. */
const asSentence = ([first, ...rest]: Word[]): Word[] =>
  first ? [{ ...first, text: first.text.charAt(0).toUpperCase() + first.text.slice(1) }, ...rest] : [];

type Opening = "want" | "order" | "imperative" | undefined;

/** How the clause opens with what to do: a want or a "must", an order known by its ending, or an imperative. */
function instructionOf(lex: Lexicon, language: string, clause: Word[]): Opening {
  const [first, second] = clause;
  if (!first || !second) return undefined;
  if (lex.openers.has(first.lower) || WANTS.has(first.lower) || MUST.has(`${first.lower} ${second.lower}`))
    return "want";
  const ending = ORDER_ENDINGS[language];
  if (ending?.test(first.lower) && !NOT_ORDERS.has(first.lower))
    return language !== "de" || lex.determiners.has(second.lower) ? "order" : undefined;
  return leadingImperative(lex, language, asSentence(clause)) ? "imperative" : undefined;
}

/** Whether the words state something: a finite verb, or a reflexive one ("se plaignent", "klagen"). */
function states(lex: Lexicon, words: Word[]): boolean {
  return words.some((w, i) => lex.statements.has(w.lower) || (i > 0 && REFLEXIVES.has(w.lower)));
}

/**
 * The clause after the idea's opening statement that says what to do, its first word capitalised as
 * a sentence's; undefined when the idea opens with what to do or states nothing first.
 */
export function laterInstruction(lex: Lexicon, language: string, list: Word[]): Word[] | undefined {
  if (instructionOf(lex, language, list)) return undefined;
  // Only a semicolon: after a full stop, a later sentence more often adds a detail to the subject
  // the first one names ("Tickets … Medir el consumo …"), measured in decision 198.
  const semicolon = list.findIndex((w) => w.text === ";");
  if (semicolon < 1 || !states(lex, list.slice(0, semicolon))) return undefined;
  const clause = list.slice(semicolon + 1);
  const opening = instructionOf(lex, language, clause);
  // "mettez en place une plateforme …": the order and its words are not what it orders.
  if (opening === "order") {
    let k = 1;
    while (k < clause.length && (VERB_GROUP.has(clause[k]!.lower) || EN_FOLLOWERS.has(clause[k]!.lower))) k++;
    return clause.slice(k);
  }
  return opening ? asSentence(clause) : undefined;
}

/** Words that open a question about the situation ("Hoeveel bezoekers …?", "¿Cuántos clientes …?"). */
const QUESTION_WORDS = new Set(
  `hoeveel wat welke hoe wie waarom wie was welche warum wieviele combien quel quelle quels quelles
  pourquoi comment cuántos cuántas cuánto qué cuál cómo quién quanti quante quanto quale quali come
  perché quantos quantas qual quais quem hur vad vilka vilken varför vem`.split(/\s+/),
);

/**
 * "Hoeveel bezoekers verwachten we per dag …? Graag een voorspelling op basis van …": a question
 * about the situation, then a sentence that asks for something; that sentence, its first word
 * capitalised; undefined otherwise.
 */
export function afterQuestion(lex: Lexicon, language: string, list: Word[]): Word[] | undefined {
  const first = list[0]?.lower.replace(/^¿/, "") ?? "";
  const mark = list.findIndex((w) => w.text === "?");
  if (!QUESTION_WORDS.has(first) || mark < 1) return undefined;
  const clause = list.slice(mark + 1);
  return instructionOf(lex, language, clause) ? asSentence(clause) : undefined;
}
