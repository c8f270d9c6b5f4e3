/**
 * "From Monday's ops meeting: the Birmingham hub keeps missing …", "Der Vorstand hat uns gebeten,
 * die Spendenquittungen …", "Ma cadre de santé m'a demandé de …": an idea passed on from a meeting or
 * a person says first where it comes from. That source names nothing, so the name is read after it
 * (decision 189), as after an occasion (adverbial-opening.ts). String code only; linear.
 */

import { splitSentences } from "../key-phrases";
import { phraseAlternation, wordCount } from "../phrase-lists";

/** "asked us to", "hat uns gebeten", "m'a demandé de": who passed the request on ends here. */
const REPORTED_ASKS = [
  "asked us to",
  "asked me to",
  "has asked us to",
  "has asked me to",
  "wants us to",
  "hat uns gebeten",
  "hat mich gebeten",
  "bittet uns",
  "m'a demandé de",
  "m'a demandé d'",
  "nous a demandé de",
  "nous a demandé d'",
  "nous demande de",
  "nos pide",
  "me pide",
  "nos ha pedido",
  "me ha pedido",
  "mi ha chiesto di",
  "ci ha chiesto di",
  "ci chiede di",
  "pediu-nos",
  "pediu-me",
  "nos pediu",
  "me pediu",
  "heeft gevraagd om",
  "heeft ons gevraagd om",
  "heeft ons gevraagd",
  "heeft mij gevraagd",
  "vraagt om",
  "bad mig",
  "bad oss",
  "har bett oss",
  "har bett mig",
];

const REPORTED = new RegExp(
  `(?<![\\p{L}'’])(?:${phraseAlternation(REPORTED_ASKS)})(?![\\p{L}])[\\s,:]*`,
  "iu",
);
/** The source is named near the start: within this many characters of the first sentence. */
const SOURCE_WINDOW = 100;
/** "From Monday's ops meeting:", "Actiepunt uit het bestuur:": a short heading ending in a colon… */
const SOURCE_HEADING = /^[^:\n.!?]{3,80}:\s+/u;
/** … that opens by saying where it comes from ("From", "Aus der", "Compte rendu", "Dalla", "Uit het", "Från") … */
const SOURCE_START =
  /^(?:notes from|from|action point|actions? from|minutes|aus|von|protokoll|compte rendu|retour|de|del|desde|dal|dalla|dallo|dai|da|uit|actiepunt|från|efter)(?![\p{L}])/iu;
/**
 * … and names a meeting, a body or its minutes (word starts, any of the languages; the German,
 * Dutch and Swedish meeting also as the end of a compound: "Gesamtkonferenz", "kwartaaloverleg",
 * "ledningsmöte").
 */
const MEETING =
  /(?<![\p{L}])(?:meeting|huddle|committee|board|trustees|minutes|action point|stand-?up|review|vorstand|jour.fixe|protokoll|réunion|comité|conseil|compte rendu|retour|reunión|junta|asamblea|consejo|claustro|riunione|collegio|comitato|consiglio|assemblea|reunião|conselho|comissão|bestuur|actiepunt|evaluatie|styrelse|ledningsgrupp|ledningsgruppens)|(?:konferenz|sitzung|besprechung|ausschuss|runde|overleg|vergadering|möte|mötet)(?![\p{L}])/iu;
const MAX_HEADING_WORDS = 10;
/** What is left must still say something. */
const MIN_WORDS_LEFT = 4;

/** The text after the meeting or person it was passed on from; unchanged without one. */
export function withoutReportedOpening(text: string): string {
  let rest = text;
  const heading = SOURCE_HEADING.exec(rest);
  const source = heading && SOURCE_START.test(heading[0]) && MEETING.test(heading[0]);
  if (heading && source && wordCount(heading[0]) <= MAX_HEADING_WORDS) rest = rest.slice(heading[0].length);
  const asked = REPORTED.exec(rest.slice(0, SOURCE_WINDOW));
  if (asked && !/[.!?\n]/.test(rest.slice(0, asked.index))) rest = rest.slice(asked.index + asked[0].length);
  return rest !== text && wordCount(rest) >= MIN_WORDS_LEFT ? rest : text;
}

/** "We agreed to", "Decidimos", "Vi har bestämt att": what a meeting decided follows. */
const DECISIONS = [
  "we agreed to",
  "we've agreed to",
  "we have agreed to",
  "we decided to",
  "we've decided to",
  "we have decided to",
  "it was agreed to",
  "wir haben beschlossen,",
  "wir haben beschlossen",
  "on a décidé de",
  "on a décidé d'",
  "on a convenu de",
  "nous avons décidé de",
  "il a été décidé de",
  "decidimos",
  "hemos decidido",
  "se acordó",
  "se ha acordado",
  "se decidió",
  "abbiamo deciso di",
  "si è deciso di",
  "ficou decidido",
  "decidiu-se",
  "we hebben besloten om",
  "we hebben besloten",
  "vi har bestämt att",
  "vi bestämde att",
  "vi har beslutat att",
  "vi beslutade att",
];
const DECIDED = new RegExp(`^(?:${phraseAlternation(DECISIONS)})\\s+`, "iu");

/**
 * "From the ward managers' meeting: nurses … We agreed to trial a live bed board …": what an idea
 * says was decided after telling the situation, from its verb on; undefined when no later sentence
 * opens with a decision.
 */
export function decidedAction(text: string): string | undefined {
  // An idea that opens with its decision ("We decided to trial parcel lockers …") is named as a wish.
  for (const sentence of splitSentences(text).slice(1)) {
    const decided = DECIDED.exec(sentence);
    if (decided) return sentence.slice(decided[0].length);
  }
  return undefined;
}
