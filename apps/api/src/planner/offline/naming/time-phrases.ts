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

/** A month or a season in any of the eight languages ("Hösten 2026" is a date, not a plan's year). */
const TIME_WORDS = new Set(`${MONTHS} ${SEASONS}`.trim().split(/\s+/));
export const isTimeWord = (lower: string) => TIME_WORDS.has(lower);

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

/**
 * A span of time from now or until now, in any of the eight languages: "over the next two years",
 * "de komende twee jaar", "in den nächsten fünf Jahren", "dans les deux prochaines années", "en los
 * próximos meses", "negli ultimi tre anni", "nos próximos dois anos", "under de kommande åren".
 */
const SPAN_PREPOSITIONS =
  "over in within during for dans sur pendant en durante nei negli nelle nos nas under";
const SPAN_NEXT = `next coming last past komende volgende afgelopen nächsten kommenden letzten vergangenen
  prochains prochaines derniers dernières próximos próximas últimos últimas prossimi prossime ultimi ultime
  kommande närmaste senaste`;
const SPAN_COUNT = `two three four five six ten twee drie vier vijf zes tien zwei drei fünf sechs zehn
  deux trois quatre cinq six dix dos tres cuatro cinco seis diez due tre quattro cinque sei dieci dois duas
  quatro cinco seis dez två tre fyra fem sex tio`;
const SPAN_UNITS = `years months weeks days year month jaar jaren maanden weken dagen jahren jahre monaten monate
  wochen tagen années ans mois semaines jours años meses semanas días anni mesi settimane giorni anos meses
  semanas dias åren månaderna veckorna år månader veckor dagar`;
const alternationOf = (words: string) => phraseAlternation(words.trim().split(/\s+/));
/** "the next two", "zwei", "12": a count of the span's units, in words or digits. */
const COUNT = `(?:(?:\\d+|${alternationOf(SPAN_COUNT)})\\s+)?`;
const SPAN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${alternationOf(SPAN_PREPOSITIONS)})\\s+)?(?:(?:the|de|den|les|los|las|i|gli)\\s+)?` +
    `${COUNT}(?:${alternationOf(SPAN_NEXT)})\\s+${COUNT}(?:${alternationOf(SPAN_UNITS)})(?![\\p{L}\\p{N}])`,
  "giu",
);

/** The text without its dates ("im April", "entro giugno", "by Q3 2026"), white space tidied. */
export function withoutDates(text: string, language: string): string {
  const dates = DATES.get(language);
  const without = (dates ? text.replace(dates, " ") : text).replace(SPAN, " ");
  if (without === text) return text;
  // "Wir eröffnen  eine neue Filiale ," → "Wir eröffnen eine neue Filiale,"
  return without
    .replace(/[ \t]+([,.;:!?])/g, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/^[ \t,]+|[ \t]+$/gm, "");
}
