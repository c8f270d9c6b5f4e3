/**
 * "so basically, i'm head of year 9 and parents keep …", "alors voilà, on aimerait …", "hoi, ik ben
 * docent en mentor op het mbo. we merken …": an idea dictated or typed like a chat message opens
 * with fillers and with who is speaking. Neither names the initiative, so the name is read after
 * them (decision 189), as after an occasion (adverbial-opening.ts) or the writer's organisation
 * (organisation-context.ts). String code only; linear.
 */

import { phraseAlternation as alternation, wordCount } from "../phrase-lists";

/** Words that open speech in any of the planner's languages, with or without a comma after them. */
const FILLERS = [
  // en
  "so basically",
  "basically",
  "ok so",
  "okay so",
  "hey so",
  "right so",
  "so",
  "ok",
  "okay",
  "well",
  "um",
  "uh",
  // de
  "also",
  "na ja",
  "naja",
  "tja",
  // fr
  "alors voilà",
  "alors en fait",
  "alors",
  "en fait",
  "bref",
  "voilà",
  // es
  "bueno",
  "pues",
  "oye",
  "mira",
  "a ver",
  // it
  "allora",
  "dunque",
  "senti",
  "ecco",
  "praticamente",
  // pt
  "então basicamente",
  "então",
  "olha",
  "enfim",
  // nl
  "dus",
  "nou",
  "oké",
  // sv
  "alltså",
  "okej",
  "så",
];

/**
 * Whom the speaker addresses ("allora ragazzi,", "bueno os cuento,"), and fillers that are words too
 * ("Bon de commande", "Im Lager"): only before a comma.
 */
const VOCATIVES = [
  "bon",
  "im",
  "guys",
  "folks",
  "all",
  "everyone",
  "team",
  "leute",
  "zusammen",
  "les amis",
  "tout le monde",
  "chicos",
  "os cuento",
  "te cuento",
  "ragazzi",
  "raga",
  "gente",
  "pessoal",
  "galera",
  "jongens",
  "mensen",
  "allemaal",
  "allihop",
  "alla",
];

/** Who speaks, at the start of the first sentence: "i'm a ward nurse", "je suis chef de quai", "ik werk bij …". */
const SPEAKER = [
  "i'm",
  "i am",
  "i work",
  "i handle",
  "i run",
  "i manage",
  "i look after",
  "ich bin",
  "ich mach",
  "ich mache",
  "ich arbeite",
  "ich leite",
  "je suis",
  "je travaille",
  "je gère",
  "je m'occupe",
  "soy",
  "trabajo en",
  "trabajo como",
  "llevo",
  // "sono" is also "they are" ("Sono necessari nuovi server"): only before whom or where.
  "sono il",
  "sono la",
  "sono lo",
  "sono l'",
  "sono un",
  "sono una",
  "sono del",
  "sono della",
  "sono dell'",
  "sono nel",
  "sono nella",
  "sono nell'",
  "lavoro in",
  "lavoro nel",
  "lavoro nella",
  "lavoro come",
  "gestisco",
  "mi occupo",
  "sou",
  "trabalho na",
  "trabalho no",
  "trabalho em",
  "trabalho como",
  "ik ben",
  "ik werk",
  "ik doe",
  "ik beheer",
  "ik leid",
  "jag är",
  "jag jobbar",
  "jag arbetar",
  "jag ansvarar",
  "jag har hand om",
];

const FILLER = new RegExp(`^(?:${alternation(FILLERS)})(?=[\\s,.:;!…]|$)[\\s,.:;!…—–]*`, "iu");
const VOCATIVE = new RegExp(`^(?:${alternation(VOCATIVES)})\\s*[,:!]\\s*`, "iu");
/** "i'm looking to …", "I am proposing …": a request, not who speaks. */
const SPEAKER_SENTENCE = new RegExp(
  `^(?:${alternation(SPEAKER)})(?:(?<=['’])|(?=\\s))\\s*(?!\\p{L}+ing\\b)[^.!?;\\n]*[.!?;\\n]\\s*`,
  "iu",
);
/** "fleet manager here.", "Schulleitung Gymnasium hier,", "marknad här.": who speaks, in a few words. */
const HERE_SENTENCE = /^(?:[\p{L}\p{N}'’-]+\s+){1,4}(?:here|hier|här|ici|qui|aqui|aquí)\s*[.,!;:\n]\s*/iu;
/** What is left must still say something. */
const MIN_WORDS_LEFT = 4;
/** Fillers come one after another at most this often ("ok so basically", "bueno mira"). */
const MAX_FILLERS = 3;

/** The text after its spoken fillers and the speaker's introduction; unchanged without them. */
export function withoutSpokenOpening(text: string): string {
  let rest = text;
  for (let i = 0; i < MAX_FILLERS; i++) {
    const opening = FILLER.exec(rest) ?? VOCATIVE.exec(rest);
    if (!opening || opening[0].length === 0) break;
    rest = rest.slice(opening[0].length);
  }
  const speaker = SPEAKER_SENTENCE.exec(rest) ?? HERE_SENTENCE.exec(rest);
  if (speaker) {
    const after = rest.slice(speaker[0].length);
    if (wordCount(after) >= MIN_WORDS_LEFT) rest = after.replace(FILLER, "");
  }
  return wordCount(rest) >= MIN_WORDS_LEFT ? rest : text;
}
