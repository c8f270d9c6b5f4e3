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

/**
 * "Every {a|b} {c|d}" is the phrases "every a c", "every a d", "every b c", "every b d": the word
 * lists below write a language's forms once.
 */
export function expandPhrases(pattern: string): string[] {
  const group = /\{([^{}]*)\}/.exec(pattern);
  if (!group) return [pattern.replace(/\s+/g, " ").trim()];
  const [whole, inner] = group as unknown as [string, string];
  return inner.split("|").flatMap((choice) => expandPhrases(pattern.replace(whole, choice)));
}

/**
 * When an idea is due, said from now: "this year", "next quarter", "vorige maand", "im dritten
 * Quartal", "l'an prochain", "el año que viene", "quest'anno", "no próximo ano", "i år". Like a
 * date, it says nothing of what the idea is ("Onze CFO wil dit jaar een nieuw crediteurenproces
 * invoeren" is named "Crediteurenproces", not "Dit jaar"), and no more does "for the first time" or
 * how often ("ogni trimestre", "elke maand", "twice a year"), nor a season said from now ("last
 * summer", "cet hiver", "i somras"; not the Swedish "i vår", which is also "in our").
 * An ordinal only dates a quarter or a half ("first-year students" are people, not a time); a
 * possessive goes with its 's ("Plan this year's summer fair" is named "School Summer Fair"); a year
 * with its number is a school year ("every Year 7 pupil").
 */
const NOW_RELATIVE: Record<string, string> = {
  en: `{in|by|for|during|until|from|over|}{ the|} {this|next|last|coming|current} {year|month|quarter|week|term|semester|financial year|fiscal year|school year|academic year}
    {later|earlier} this {year|month|quarter}
    {in|by|during|for|} the {first|second|third|fourth|last|next} {quarter|half}
    {by|before|at|until} the end of {the|this} {year|month|quarter}
    {by|before} year{ |-}end
    for the first time
    {every|each} {day|week|month|quarter|year|term|semester|morning|night|summer|winter}
    {once|twice} a {day|week|month|quarter|year}
    {in|by|for|during|until|over|before|after|}{ the|} {this|next|last|coming|past} {summer|winter|spring|autumn|fall}`,
  de: `{im|in|bis|ab|seit|zum|vor dem|noch in|noch im|anfang|ende|mitte|} {diesem|dieses|diesen|diese|nächsten|nächstem|nächstes|nächste|kommenden|kommendem|kommendes|letzten|letztem|letztes|letzte|vergangenen|vergangenem|vergangenes} {jahr|jahres|monat|monats|quartal|quartals|woche|halbjahr|halbjahres|schuljahr|geschäftsjahr|semester}
    {im|bis zum|ab dem|} {ersten|zweiten|dritten|vierten|letzten} {quartal|halbjahr}
    {bis|zum|vor dem} jahresende
    {bis|bis zum|} {ende|anfang|mitte} des jahres
    zum ersten mal
    {jeden|jedes|jede} {tag|monat|jahr|quartal|woche|sommer|winter|morgen}
    {einmal|zweimal} {im|pro} {jahr|monat|quartal}
    {im|bis zum|ab dem|seit dem|} {diesen|diesem|nächsten|kommenden|letzten|vergangenen} {sommer|winter|frühling|frühjahr|herbst}`,
  fr: `{en|d'ici|avant|dès|pour|depuis|à partir de|} {cette année|cette semaine|ce mois-ci|ce mois|ce trimestre|ce semestre|l'année prochaine|l'an prochain|l'année dernière|l'an dernier|l'année passée|le mois prochain|le mois dernier|la semaine prochaine|la semaine dernière|le trimestre prochain|le prochain trimestre|le semestre prochain}
    {au|dès le|d'ici le|avant le|pour le} {prochain|premier|deuxième|second|troisième|quatrième|dernier} {trimestre|semestre}
    {d'ici|avant|à|pour} la fin de {l'année|l'an|ce mois|ce trimestre}
    en fin d'année
    pour la première fois
    {chaque|tous les|toutes les} {jour|jours|semaine|semaines|mois|trimestre|trimestres|année|années|an|ans|été|hiver|matin}
    {une|deux} fois par {jour|semaine|mois|trimestre|an}
    {d'ici|avant|pour|dès|depuis|} {cet été|cet hiver|ce printemps|cet automne|été dernier|hiver dernier|l'été dernier|l'été prochain|l'hiver dernier|l'hiver prochain|le printemps dernier|le printemps prochain|l'automne dernier|l'automne prochain}`,
  es: `{en|para|antes de|desde|durante|a partir de|hasta|} {este año|este mes|este trimestre|este semestre|este curso|esta semana|el año que viene|el próximo año|el año próximo|el año pasado|el mes que viene|el próximo mes|el mes pasado|la semana que viene|la próxima semana|el próximo trimestre|el próximo curso|el primer trimestre|el segundo trimestre|el tercer trimestre|el cuarto trimestre|el último trimestre}
    {en|para|hasta|} {el|} próximo {año|mes|trimestre|curso}
    {a finales|a final|antes de fin|antes de final|para fin|para finales|hasta fin} de año
    por primera vez
    {cada|todos los|todas las} {día|días|semana|semanas|mes|meses|trimestre|trimestres|año|años|verano|invierno|mañana}
    {una|dos} {vez|veces} {al|por} {día|mes|año|trimestre}
    {en|para|antes de|desde|durante|hasta|} {este verano|este invierno|este otoño|esta primavera|el verano pasado|el invierno pasado|el otoño pasado|la primavera pasada|el próximo verano|el próximo invierno|el próximo otoño|la próxima primavera|el verano que viene|el invierno que viene}`,
  it: `{entro|per|da|durante|in|nel corso di|} {quest'anno|quest’anno|questo mese|questo trimestre|questo semestre|questa settimana|l'anno prossimo|l’anno prossimo|l'anno scorso|l’anno scorso|l'anno passato|il mese prossimo|il mese scorso|la settimana prossima|la prossima settimana}
    {nel|entro il|dal|per il|il} {prossimo|primo|secondo|terzo|quarto|ultimo} {trimestre|semestre}
    {nel|dal|entro il|per il|il} prossimo {anno|mese|anno scolastico|anno accademico}
    {dall'anno prossimo|dall’anno prossimo}
    {entro|a|per} fine {anno|mese}
    {entro|prima del|prima della|per la|alla} fine dell{'|’}anno
    per la prima volta
    {ogni|tutti gli|tutti i|tutte le} {giorno|giorni|settimana|settimane|mese|mesi|trimestre|trimestri|anno|anni|estate|inverno|mattina}
    {una|due} {volta|volte} {al|l'|all'|a} {giorno|mese|anno|trimestre|settimana}
    {entro|per|da|durante|prima del|prima dell'|} {quest'estate|quest’estate|quest'inverno|quest’inverno|questa primavera|quest'autunno|quest’autunno|l'estate scorsa|l’estate scorsa|l'inverno scorso|l’inverno scorso|la primavera scorsa|l'autunno scorso|l’autunno scorso|la prossima estate|il prossimo inverno|la prossima primavera|il prossimo autunno|l'estate prossima|l’estate prossima|l'inverno prossimo|l’inverno prossimo}`,
  pt: `{em|para|desde|durante|até|a partir de|} {este ano|este mês|este trimestre|este semestre|esta semana|o próximo ano|o ano que vem|o ano passado|o mês que vem|o próximo mês|o mês passado|a próxima semana|o próximo trimestre|o próximo ano letivo}
    {neste|nesta|nesse|nessa|esse|essa} {ano|mês|trimestre|semestre|semana}
    {no|na} {próximo ano|ano que vem|ano passado|próximo mês|mês passado|próxima semana|próximo trimestre|próximo ano letivo|primeiro trimestre|segundo trimestre|terceiro trimestre|quarto trimestre|último trimestre}
    {até ao|até o|até|no|antes do} {final|fim} do ano
    pela primeira vez
    {cada|todos os|todas as} {dia|dias|semana|semanas|mês|meses|trimestre|trimestres|ano|anos|verão|inverno|manhã}
    {uma|duas} {vez|vezes} por {dia|semana|mês|ano|trimestre}
    {em|para|desde|durante|até|antes do|} {este verão|este inverno|este outono|esta primavera|neste verão|neste inverno|neste outono|nesta primavera|o verão passado|o inverno passado|no verão passado|no inverno passado|o próximo verão|o próximo inverno|no próximo verão|no próximo inverno|a próxima primavera|na próxima primavera}`,
  nl: `{in|vóór|voor|tot|vanaf|sinds|eind|begin|later|eerder|} {dit|deze|volgend|volgende|vorig|vorige|komend|komende|afgelopen} {jaar|maand|kwartaal|week|halfjaar|schooljaar|boekjaar|voorjaar|najaar}
    {in|vóór|voor|tot|vanaf|} het {eerste|tweede|derde|vierde|laatste|volgende|komende} {kwartaal|halfjaar}
    {vóór|voor|tot|aan} het einde van {het|dit} jaar
    voor het eerst
    {elke|iedere|elk|ieder} {dag|week|maand|kwartaal|jaar|zomer|winter|ochtend}
    {een|twee} keer per {dag|week|maand|kwartaal|jaar}
    {in|vóór|voor|tot|vanaf|sinds|} {deze|volgende|vorige|komende|afgelopen} {zomer|winter|lente|herfst}`,
  sv: `{i år|nästa år|förra året|i fjol|under året|den här månaden|denna månad|nästa månad|förra månaden|den här veckan|denna vecka|nästa vecka|förra veckan|det här kvartalet|detta kvartal|nästa kvartal|förra kvartalet}
    {under|i|till|från|} {första|andra|tredje|fjärde|sista} {kvartalet|halvåret}
    {innan|före|till|vid|efter} årsskiftet
    i slutet av {året|månaden|kvartalet}
    för första gången
    {varje|varannan} {dag|vecka|månad|kvartal|år|sommar|vinter|morgon}
    {en gång|två gånger} {per|i|om} {dag|veckan|vecka|månaden|månad|året|år|kvartal}
    {i sommar|i vinter|i höst|i somras|i vintras|i höstas|i våras|förra sommaren|förra vintern|nästa sommar|nästa vinter|till sommaren|till hösten|till vintern|till våren|före sommaren|innan sommaren}`,
};
const NOW_RELATIVE_PHRASES = new Map(
  Object.entries(NOW_RELATIVE).map(([language, lines]) => [
    language,
    new RegExp(
      `(?<![\\p{L}\\p{N}'’])(?:${phraseAlternation(
        lines
          .trim()
          .split("\n")
          .flatMap((line) => expandPhrases(line)),
      )})(?:['’]s)?(?![\\p{L}\\p{N}'’-]|\\s+\\d{1,2}(?![\\d.,]))`,
      "giu",
    ),
  ]),
);

/** The text without its dates ("im April", "entro giugno", "by Q3 2026", "dit jaar"), white space tidied. */
export function withoutDates(text: string, language: string): string {
  const dates = DATES.get(language);
  const relative = NOW_RELATIVE_PHRASES.get(language);
  // "for next summer" is one phrase said from now before "next summer" is a date.
  const related = relative ? text.replace(relative, " ") : text;
  const without = (dates ? related.replace(dates, " ") : related).replace(SPAN, " ");
  if (without === text) return text;
  // "Wir eröffnen  eine neue Filiale ," → "Wir eröffnen eine neue Filiale,"
  return without
    .replace(/[ \t]+([,.;:!?])/g, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/^[ \t,]+|[ \t]+$/gm, "");
}
