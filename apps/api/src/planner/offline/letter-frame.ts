/**
 * An idea pasted from an email or a chat message comes in a letter's frame: "Hi all, … Thanks,
 * Priya". The frame is not the idea: it must not name the initiative ("Hi Team", "Beste collega's")
 * nor count as a cue for a team ("Head of Fundraising"). This file drops an opening salutation and a
 * closing sign-off, in the languages the planner reads (en, de, fr, es, it, pt, nl, sv).
 */

import { phraseAlternation as alternation, wordCount } from "./phrase-lists";

/** Words a salutation opens with. A greeting word that also opens ordinary sentences ("Morning shifts …") is left out. */
const GREETINGS = [
  // en
  "hi",
  "hello",
  "hey",
  "hiya",
  "dear",
  "good morning",
  "good afternoon",
  "good evening",
  "greetings",
  "morning all",
  "morning everyone",
  "morning team",
  // de
  "hallo",
  "hallöchen",
  "liebe",
  "lieber",
  "liebes",
  "sehr geehrte",
  "sehr geehrter",
  "guten morgen",
  "guten tag",
  "guten abend",
  "moin",
  "servus",
  "grüß gott",
  "grüezi",
  // fr
  "bonjour",
  "bonsoir",
  "salut",
  "coucou",
  "cher",
  "chère",
  "chers",
  "chères",
  // es
  "hola",
  "buenos días",
  "buenas tardes",
  "buenas noches",
  "buenas",
  "estimado",
  "estimada",
  "estimados",
  "estimadas",
  "querido",
  "querida",
  "queridos",
  "queridas",
  // it
  "ciao",
  "buongiorno",
  "buonasera",
  "salve",
  "gentile",
  "gentili",
  "caro",
  "cara",
  "cari",
  "care",
  "egregio",
  "egregia",
  // pt
  "olá",
  "oi",
  "bom dia",
  "boa tarde",
  "boa noite",
  "caros",
  "caras",
  "prezado",
  "prezada",
  "prezados",
  "prezadas",
  "fala",
  "e aí",
  // nl
  "hoi",
  "hai",
  "beste",
  "lieve",
  "goedemorgen",
  "goedemiddag",
  "goedenavond",
  "dag",
  // sv
  "hej",
  "hejsan",
  "hallå",
  "tjena",
  "tjenare",
  "kära",
  "bästa",
  "god morgon",
  "god eftermiddag",
];

/** Phrases a sign-off opens with (the longest that fits is taken, so the order does not matter). */
const SIGN_OFFS = [
  // en
  "thanks",
  "thanks so much",
  "thanks a lot",
  "thanks in advance",
  "thank you so much",
  "thank you in advance",
  "thank you",
  "many thanks",
  "cheers",
  "best",
  "best wishes",
  "best regards",
  "kind regards",
  "warm regards",
  "regards",
  "warmly",
  "all the best",
  "sincerely",
  "yours",
  "talk soon",
  "speak soon",
  // de
  "danke",
  "danke dir",
  "danke euch",
  "danke im voraus",
  "vielen dank",
  "besten dank",
  "beste grüße",
  "viele grüße",
  "liebe grüße",
  "herzliche grüße",
  "schöne grüße",
  "freundliche grüße",
  "mit freundlichen grüßen",
  "gruß",
  "grüße",
  "lg",
  "vg",
  "mfg",
  "bis dann",
  // fr
  "merci",
  "merci d'avance",
  "merci beaucoup",
  "merci à tous",
  "cordialement",
  "bien cordialement",
  "bien à vous",
  "à bientôt",
  "bonne journée",
  "belle journée",
  "amicalement",
  "bises",
  "bisous",
  "amitiés",
  "à plus",
  "à vous lire",
  "à te lire",
  // es
  "gracias",
  "muchas gracias",
  "gracias por adelantado",
  "un saludo",
  "saludos",
  "un abrazo",
  "abrazos",
  "atentamente",
  "hasta pronto",
  "besos",
  "gracias de antemano",
  "hablamos",
  "seguimos hablando",
  "quedo atento",
  "quedo atenta",
  "quedo a la espera",
  // it
  "grazie",
  "grazie mille",
  "grazie in anticipo",
  "grazie a tutti",
  "saluti",
  "un saluto",
  "un caro saluto",
  "cordiali saluti",
  "a presto",
  "buona giornata",
  "ci sentiamo",
  "un abbraccio",
  "ciao",
  "fatemi sapere",
  "fammi sapere",
  // pt
  "obrigado",
  "muito obrigado",
  "muito obrigada",
  "obrigada",
  "abraço",
  "abraços",
  "um abraço",
  "atenciosamente",
  "cumprimentos",
  "beijos",
  "saudações",
  "até logo",
  "valeu",
  "abs",
  "bjs",
  "beijo",
  // nl
  "groet",
  "groeten",
  "groetjes",
  "hartelijke groet",
  "vriendelijke groet",
  "met vriendelijke groet",
  "mvg",
  "bedankt",
  "alvast bedankt",
  "dank je",
  "dank je wel",
  "tot snel",
  // sv
  "hälsningar",
  "vänliga hälsningar",
  "bästa hälsningar",
  "med vänlig hälsning",
  "mvh",
  "tack",
  "tack så mycket",
  "stort tack",
  "tack på förhand",
  "ha det bra",
  "hörs",
  "kram",
];

/** "tudo bem?", "hope you're well.": the small talk after a salutation, up to its question mark or stop. */
const SMALL_TALK = [
  "hope you're well",
  "hope you are well",
  "hope all is well",
  "how are you",
  "wie geht's",
  "wie geht es dir",
  "wie geht es euch",
  "ich hoffe, es geht dir gut",
  "ich hoffe, es geht euch gut",
  "ça va",
  "j'espère que tu vas bien",
  "j'espère que vous allez bien",
  "qué tal",
  "cómo estás",
  "espero que estés bien",
  "come stai",
  "come va",
  "spero tutto bene",
  "tudo bem",
  "tudo bom",
  "como vai",
  "espero que esteja bem",
  "hoe gaat het",
  "ik hoop dat alles goed gaat",
  "hur är läget",
  "hoppas allt är bra",
  "hoppas du mår bra",
];

/** A word of an addressee: a name, "all", "team", or a title with its dot ("Dr.", "dott.ssa"). */
const ADDRESSEE_WORD =
  "(?:(?:dr|mr|mrs|ms|prof|dott|sig|sr|sra|srta|mme|hr|fr)\\.|dott\\.ssa|sig\\.ra|[^\\s,:;!?.\\n]+)";

/** "Hi all," "Buenas tardes, Luis:" "Liebe Kolleginnen und Kollegen,": a greeting, up to five words, and its stop. */
const SALUTATION = new RegExp(
  `^(?:${alternation(GREETINGS)})(?=[\\s,:;!—–]|$)((?:[ ,]+${ADDRESSEE_WORD}){0,5}?)[ \\t]*[,:;!\\n—–]\\s*`,
  "iu",
);
/** "Luis: …" after "Buenas tardes,": a one- or two-word addressee with its own stop. */
const ADDRESSEE = new RegExp(`^${ADDRESSEE_WORD}(?: ${ADDRESSEE_WORD})?[ \\t]*[,:]\\s+`, "u");

const SMALL_TALK_OPENING = new RegExp(`^(?:${alternation(SMALL_TALK)})[^.?!\\n]{0,40}[.?!\\n]\\s*`, "iu");

/** "Thanks, Priya" "Mvh Anders" "Tack! Maja" "Un saludo, Rocío, jefa de estudios": a sign-off and what follows it. */
const SIGN_OFF = new RegExp(`^(?:${alternation(SIGN_OFFS)})(?=[\\s,!.\\n]|$)([\\s\\S]*)$`, "iu");
/** What may follow a sign-off's words: a stop, or straight away a capitalised name. */
const SIGNATURE = /^(?:\s*[,!.\n—–-]|\s+\p{Lu}|\s*$)/u;
/** A signature is short: the writer's name, role and team. */
const SIGNATURE_MAX_WORDS = 10;
/** A sign-off is looked for this close to the end only. */
const SIGN_OFF_WINDOW = 200;
/** What is left must still be an idea. */
const MIN_WORDS_LEFT = 3;

function withoutSalutation(text: string): string {
  const greeting = SALUTATION.exec(text);
  if (!greeting) return text;
  const rest = text.slice(greeting[0].length);
  // "Hola, compañeros: La matrícula …": a greeting alone before its comma may name its addressee after it.
  const addressee = greeting[1] === "" ? ADDRESSEE.exec(rest) : null;
  const body = addressee ? rest.slice(addressee[0].length) : rest;
  return body.slice(SMALL_TALK_OPENING.exec(body)?.[0].length ?? 0);
}

function withoutSignOff(text: string): string {
  const from = Math.max(0, text.length - SIGN_OFF_WINDOW);
  // Sentence starts near the end, earliest first: after ". ", "! ", "? " or a line break.
  for (const match of text.slice(from).matchAll(/(?:[.!?]\s+|\n\s*)(?=\S)/gu)) {
    const start = from + match.index + match[0].length;
    const signOff = SIGN_OFF.exec(text.slice(start));
    if (!signOff) continue;
    const after = signOff[1] ?? "";
    if (SIGNATURE.test(after) && wordCount(after) <= SIGNATURE_MAX_WORDS)
      return text.slice(0, start).trimEnd();
  }
  return text;
}

/** The text without its letter's opening salutation and closing sign-off; unchanged when too little would be left. */
export function withoutLetterFrame(text: string): string {
  const inner = withoutSignOff(withoutSalutation(text));
  return wordCount(inner) >= MIN_WORDS_LEFT ? inner : text;
}

/** Whether the text opens like a letter or a message ("Hi all,", "Liebe Kolleginnen und Kollegen,"). */
export function opensWithSalutation(text: string): boolean {
  return SALUTATION.test(text.trimStart());
}
