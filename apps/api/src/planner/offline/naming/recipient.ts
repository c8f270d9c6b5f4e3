/**
 * "Offrire ai clienti un configuratore online …", "Enviar a los pacientes un recordatorio …": whom a
 * Romance verb gives to, before what it gives (non-english-name.ts; decision 201). String code only.
 */
import { INFINITIVE, type Lexicon } from "./non-english-lexicon";
import { isNumber, isWord, type Word } from "./non-english-phrase";

/**
 * People a verb gives to, beyond the lexicons' audiences (which a "for …" phrase reads, and which
 * stay as they are: a name keeps "para pacientes").
 */
const RECIPIENTS = new Set(
  `patienten patientinnen bürger bewohner eltern schüler maklern händlern partnern kunden mitarbeitenden
  mitarbeitern beschäftigten schülern kindern bürgern bewohnern mitgliedern
  patients citoyens habitants parents élèves étudiants bénévoles donateurs
  pacientes ciudadanos vecinos padres alumnos estudiantes voluntarios donantes
  pazienti cittadini residenti genitori studenti volontari donatori
  utentes associados alunos cidadãos moradores pais voluntários doadores
  patiënten bewoners inwoners ouders leerlingen studenten vrijwilligers
  kunder medlemmar patienter invånare föräldrar elever studenter användare frivilliga givare`.split(/\s+/),
);

/** Languages that give to whom without a preposition, before what is given. */
const BARE_DATIVE = new Set(["de", "nl", "sv"]);

/** Prepositions that open a verb's recipient ("a los socios", "ai clienti", "aux clients", "aos clientes"). */
const TO_WHOM = new Set("a à al ai aux au ao aos às agli alle alla all' aan".split(" "));

/**
 * Past whom a verb gives to when it comes before what is given ("Ofrecer a nuestros socios una app",
 * "Mostrar ai clienti lo stato dell'ordine"): the recipient is people of the lexicon's audience,
 * after at most two articles or possessives. `at` unchanged otherwise.
 */
export function pastRecipient(lex: Lexicon, language: string, list: Word[], at: number): number {
  // "Maklern ein neues Provisionsmodell anbieten", "onze klanten een app aanbieden": German, Dutch
  // and Swedish give to whom without a preposition.
  const bare = list[at];
  if (bare !== undefined && BARE_DATIVE.has(language) && lex.determiners.has(list[at + 1]?.lower ?? "")) {
    if (lex.audience.has(bare.lower) || RECIPIENTS.has(bare.lower)) return at + 1;
  }
  // The verb may still be at `at` ("Offrire ai clienti …" opens with it).
  const verb = list[at] !== undefined && INFINITIVE[language]?.test(list[at]!.lower) === true;
  // … or it has been read past, with its "a" ("Ofrecer a | nuestros socios una app").
  const to = TO_WHOM.has(list[at]?.lower ?? "")
    ? at
    : verb && TO_WHOM.has(list[at + 1]?.lower ?? "")
      ? at + 1
      : TO_WHOM.has(list[at - 1]?.lower ?? "")
        ? at - 1
        : -1;
  if (to < 0) return at;
  let j = to + 1;
  while (j < to + 3 && lex.determiners.has(list[j]?.lower ?? "")) j++;
  const person = list[j]?.lower ?? "";
  if (!lex.audience.has(person) && !RECIPIENTS.has(person)) return at;
  // "a nuestros clientes de Barcelona un portal": the recipient's town or kind before what is given.
  let given = j + 1;
  if (OF.has(list[given]?.lower ?? "")) {
    let k = given + 1;
    while (k < given + 4 && isWord(list[k]) && !lex.determiners.has(list[k]!.lower)) k++;
    if (k > given + 1 && lex.determiners.has(list[k]?.lower ?? "")) given = k;
  }
  // What is given follows its article ("una app", "lo stato"); without one, the recipient is the object.
  return lex.determiners.has(list[given]?.lower ?? "") ? given : at;
}

/** "of" before a recipient's town or kind ("clientes de Barcelona", "genitori di Padova"). */
const OF = new Set(["de", "di", "da", "do", "du", "des", "del"]);

/**
 * "contratar a 40 enfermeras", "formar a los técnicos": the Spanish "a" before people who are the
 * verb's object; the object starts after it.
 */
export function pastPersonalA(lex: Lexicon, language: string, list: Word[], at: number): number {
  if (language !== "es" || list[at]?.lower !== "a") return at;
  const next = list[at + 1];
  return next && (lex.determiners.has(next.lower) || isNumber(next)) ? at + 1 : at;
}
