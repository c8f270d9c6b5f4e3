/**
 * "Title: cashless wristbands for Riverside Festival / Why: … / Scope: …", "Ziel: neuer Caterer für
 * die Mensa / Anlass: …": an idea written as a form of labelled lines says what it is about in its
 * title or goal line. The name is read from that line's value, and a label never becomes part of a
 * name ("Riverside Festival Title", "Care Homes Aim"). Decision 189. String code only; linear.
 */

import { phraseAlternation } from "../phrase-lists";

/** Labels whose value names the subject itself. */
const TITLE_LABELS = [
  // en
  "title",
  "subject",
  "topic",
  "project",
  "idea",
  "initiative",
  "proposal",
  "event",
  // de
  "veranstaltung",
  "titel",
  "thema",
  "vorhaben",
  "projekt",
  "betreff",
  "vorschlag",
  "idee",
  // fr
  "titre",
  "sujet",
  "objet",
  "projet",
  "idée",
  "proposition",
  "événement",
  "évènement",
  // es
  "evento",
  "título",
  "tema",
  "proyecto",
  "asunto",
  "propuesta",
  // it
  "titolo",
  "progetto",
  "oggetto",
  "proposta",
  // pt
  "ideia",
  "projeto",
  "assunto",
  // nl
  "onderwerp",
  "evenement",
  "voorstel",
  // sv
  "rubrik",
  "ämne",
  "idé",
  "förslag",
  "evenemang",
];

/** Labels whose value says what the work is to achieve: the subject when no title is given. */
const GOAL_LABELS = [
  "goal",
  "aim",
  "objective",
  "target",
  "what",
  "ziel",
  "was",
  "objectif",
  "but",
  "quoi",
  "objetivo",
  "meta",
  "qué",
  "obiettivo",
  "cosa",
  "o quê",
  "doel",
  "wat",
  "mål",
  "vad",
];

/** A labelled line: up to three words, then a colon ("Objectif :", "Wat moet er gebeuren:" is too long). */
const LABELLED_LINE = /^([\p{L}][\p{L}'’ ]{0,30}?)\s*:\s*(\S.*)$/u;
const TITLE = new RegExp(`^(?:${phraseAlternation(TITLE_LABELS)})$`, "iu");
const GOAL = new RegExp(`^(?:${phraseAlternation(GOAL_LABELS)})$`, "iu");
/** A form has at least this many labelled lines. */
const MIN_LABELLED_LINES = 2;
const MAX_LABEL_WORDS = 3;

interface Line {
  label: string | undefined;
  value: string;
}

function linesOf(text: string): Line[] {
  return text.split("\n").map((line) => {
    const match = LABELLED_LINE.exec(line.trim());
    const label = match?.[1]?.trim();
    return label && label.split(/\s+/).length <= MAX_LABEL_WORDS
      ? { label, value: match![2]!.trim() }
      : { label: undefined, value: line.trim() };
  });
}

/**
 * For an idea written as labelled lines: the text its name is read from (the title's value, a title
 * line above the labels, or the goal's value) and the idea without its labels. Undefined otherwise.
 */
export function labelledBrief(text: string): { subject: string | undefined; unlabelled: string } | undefined {
  const lines = linesOf(text);
  if (lines.filter((line) => line.label).length < MIN_LABELLED_LINES) return undefined;
  const title = lines.find((line) => line.label && TITLE.test(line.label));
  const titleLine = lines.length > 1 && !lines[0]!.label && lines[1]!.label ? lines[0] : undefined;
  const goal = lines.find((line) => line.label && GOAL.test(line.label));
  return {
    subject: (title ?? titleLine ?? goal)?.value,
    unlabelled: lines.map((line) => line.value).join("\n"),
  };
}

/** A title label inside running text, after a sentence ends ("… een plan zien. voorstel: herbruikbare bekers …"). */
const INLINE_TITLE = new RegExp(
  `[.!?][ \\t]+(?:${phraseAlternation(TITLE_LABELS)})\\s*:\\s*([^.!?\\n]+)`,
  "iu",
);

/**
 * "ons festival produceert bergen afval … voorstel: herbruikbare bekers met statiegeld, …": a
 * dictated idea that labels its proposal names it from there; undefined without such a label.
 */
export function labelledProposal(text: string): string | undefined {
  return INLINE_TITLE.exec(text)?.[1]?.trim();
}

/**
 * "Our goal this year is a loyalty scheme …", "El objetivo es lanzar la campaña …", "Målet i år är att
 * sälja …", "Notre objectif : réduire …": an idea that opens by saying its goal is what follows.
 */
const GOAL_OPENING = new RegExp(
  `^(?:(?:our|the|notre|l'|nuestro|el|o nosso|o|il nostro|unser|das|het|ons|vårt)\\s+)?` +
    `(?:goal|aim|objective|objectif|objetivo|obiettivo|ziel|doel|målet|mål)` +
    `(?:\\s+(?:this year|i år|dieses jahr|este año|este ano|cette année|quest'anno|dit jaar))?` +
    `\\s*(?:is|est|es|é|è|ist|är|:)(?!\\p{L})\\s*,?\\s*(?:(?:to|de|d'|di|att|om)\\s+)?(\\S[^\\n]*)`,
  "iu",
);

/** What an idea that opens with its goal ("El objetivo es …") says the goal is; undefined otherwise. */
export function statedGoal(text: string): string | undefined {
  return GOAL_OPENING.exec(text.trim())?.[1];
}
