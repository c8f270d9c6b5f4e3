/**
 * "Sostituire entro giugno i portatili …", "Wir eröffnen im April eine neue Filiale …", "Nous
 * ouvrons un magasin à Lyon en avril et …": when an idea is due says nothing of what it is, yet a
 * date in the middle of the phrase the name is read from ends up in the name ("Sostituire entro
 * giugno", "Avril et il faut du personnel"). The naming reads the idea without its dates: a
 * preposition of time with a month, a season, a quarter or a year, in the eight languages the
 * planner reads (decision 191). A month or season without its preposition stays ("Summer Reading
 * Challenge", "Sommerfest"). String code only; linear.
 */

import { phraseAlternation } from "../phrase-lists";

const MONTHS = `
  january february march april may june july august september october november december
  januar februar märz mai juni juli oktober dezember jänner
  janvier février mars avril juin juillet août septembre octobre novembre décembre
  enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre
  gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre
  janeiro fevereiro março maio junho julho setembro outubro dezembro
  januari februari maart mei augustus
  maj augusti`;

const SEASONS = `
  spring summer autumn winter
  frühling frühjahr sommer herbst
  printemps été automne hiver
  primavera verano otoño invierno estate autunno inverno verão outono
  voorjaar lente zomer najaar
  våren sommaren hösten vintern höst sommar vinter`;

/** Prepositions (and preposition + article) that put a date on something, per language. */
const PREPOSITIONS: Record<string, string[]> = {
  en: [
    "by",
    "in",
    "before",
    "until",
    "from",
    "during",
    "this",
    "next",
    "by the end of",
    "at the end of",
    "end of",
  ],
  de: [
    "im",
    "bis",
    "bis zum",
    "bis ende",
    "ab",
    "vor",
    "vor dem",
    "seit",
    "zum",
    "ende",
    "anfang",
    "nächsten",
    "diesen",
  ],
  fr: [
    "en",
    "d'ici",
    "d'ici à",
    "d'ici fin",
    "avant",
    "avant l'",
    "avant le",
    "dès",
    "à partir de",
    "fin",
    "début",
    "cet",
    "cette",
  ],
  es: [
    "en",
    "antes de",
    "antes del",
    "hasta",
    "a partir de",
    "para",
    "desde",
    "a finales de",
    "a principios de",
    "este",
    "esta",
    "el próximo",
  ],
  it: [
    "entro",
    "entro fine",
    "a",
    "ad",
    "prima di",
    "prima dell'",
    "da",
    "dalla",
    "nel",
    "in",
    "per",
    "quest'",
    "questa",
  ],
  pt: ["em", "até", "no", "antes do", "a partir de", "neste", "nesta", "para"],
  nl: ["in", "vóór", "voor", "tot", "vanaf", "per", "deze", "eind", "begin", "komende"],
  sv: ["i", "före", "till", "innan", "senast", "under", "i slutet av", "efter"],
};

/** A day before its month: "1 april", "15. Mai", "31st March". */
const DAY = "(?:\\d{1,2}(?:st|nd|rd|th|\\.)?\\s+)?";
const TIME = `(?:${DAY}(?:${phraseAlternation(MONTHS.trim().split(/\s+/))})|${phraseAlternation(SEASONS.trim().split(/\s+/))}|q[1-4])(?:\\s+(?:de\\s+|del\\s+)?20\\d\\d)?|20\\d\\d`;
/** "before the summer", "voor de zomer", "vor dem Sommer": an article may come between. */
const ARTICLE = "(?:(?:the|de|het|der|den|dem|la|le|el|il)\\s+)?";
const DATES = new Map(
  Object.entries(PREPOSITIONS).map(([language, prepositions]) => [
    language,
    new RegExp(
      `(?<![\\p{L}\\p{N}'’])(?:${phraseAlternation(prepositions)})(?:(?<=['’])|\\s+)${ARTICLE}(?:${TIME})(?![\\p{L}\\p{N}])`,
      "giu",
    ),
  ]),
);

/** The text without its dates ("im April", "entro giugno", "by Q3 2026"), white space tidied. */
export function withoutDates(text: string, language: string): string {
  const dates = DATES.get(language);
  const without = dates ? text.replace(dates, " ") : text;
  if (without === text) return text;
  // "Wir eröffnen  eine neue Filiale ," → "Wir eröffnen eine neue Filiale,"
  return without
    .replace(/[ \t]+([,.;:!?])/g, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/^[ \t,]+|[ \t]+$/gm, "");
}
