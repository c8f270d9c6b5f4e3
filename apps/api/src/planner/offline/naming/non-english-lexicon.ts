import { z } from "zod";
import { FUNCTION_WORDS } from "../../language";
import { foldText } from "../team-cues";
import finiteVerbs from "./finite-verbs.json" with { type: "json" };

/**
 * The word lists the non-English naming reads phrases with: articles, linking words, openers,
 * breakers, generic heads and audiences, merged per language into one lexicon (German, French,
 * Spanish, Italian, Portuguese, Dutch, Swedish), and the shapes of leading verb groups.
 */

const list = (text: string) => new Set(text.split(/\s+/).filter((w) => w.length > 0));

/** Articles and possessives that open a phrase without belonging to the name. */
const DETERMINERS = list(`
  der die das den dem des ein eine einen einem einer eines unser unsere unseren unserem unserer unseres
  le la les un une l' notre nos leur leurs ce cette ces
  el los las una unos unas nuestro nuestra nuestros nuestras su sus
  il lo gli uno un' nostro nostri nostre
  het een onze ons
  alle allen aller tous toute toutes todos todas toda todo tutti tutte`);

/** Words between nouns that keep one phrase together ("de", "zur", "d'"). */
const LINKS = list("de d' du des del al zum zur di della delle dei van der");

/** Verbs and pronouns at the start of an idea, skipped before the subject. */
const OPENERS = list(`
  wir ich möchten wollen will soll sollen planen brauchen benötigen
  nous je voulons souhaitons veut voudrions devons lancer créer organiser ouvrir mettre développer construire
  nosotros queremos quiere quieren necesitamos crear lanzar organizar abrir desarrollar construir montar adaptar
  noi vogliamo vuole creare lanciare organizzare aprire sviluppare
  we wij willen wil maken bouwen starten`);

export const GENITIVES = list("des eines einer");

/** "mise en conformité", "centre d'aide en ligne": "en" inside a fixed phrase. */
export const EN_FOLLOWERS = list("ligne línea linea conformité place marcha");

/** Prepositions that introduce a purpose or context ("pour", "para", "für"). */
const PURPOSE = list("pour para per für voor");

/** Stop words that end a phrase. */
const BREAKERS = list(`
  und oder mit im in am an auf bei von zu damit dass sowie als neu bis
  et ou avec dans sur par en à au aux afin qui que ici
  y o con en a por que como durante
  e con nel nella su da che entro prima dopo all' dall' nell' sull'
  antes depois después avant après
  en met op in bij voor die dat over
  wo où donde dove`);

/** Heads too generic to name an idea alone. */
const GENERIC_HEADS = list(`
  app apps plattform portal tool system software website webseite programm kampagne
  application plateforme portail outil système logiciel site programme campagne
  aplicación aplicacion plataforma portal herramienta sistema programa campaña
  applicazione piattaforma portale strumento sistema programma campagna`);

/** People a "for …" phrase may name: then it is an audience, not the subject. */
const AUDIENCE = list(`
  mitglieder kunden mitarbeiter mitarbeitende kinder grundschulkinder nutzer
  salariés clients employés utilisateurs membres enfants
  empleados clientes usuarios socios miembros niños jóvenes
  dipendenti clienti utenti membri bambini
  klanten medewerkers leden`);

/**
 * Swedish and Portuguese words, and words whose role differs between the languages ("i" is an
 * Italian article but a Swedish preposition; "en" a Dutch "and", a Swedish article and a French
 * preposition): each language's lexicon is the lists above plus its own.
 */
const EXTRAS: Record<string, Partial<Record<keyof Lexicon, string>>> = {
  de: {
    openers:
      "braucht benötigt plant möchte muss müssen kann können würde würden gerne gern hätte hätten bräuchten brauche",
    statements: "ist sind hat haben wird war waren läuft laufen fehlt fehlen dauert kostet",
    // "… um 20 Prozent senken", "… um Kosten zu sparen": what follows is an amount or a purpose.
    breakers: "um",
  },
  fr: {
    determiners: "des du",
    openers:
      "cherchons cherche doivent doit peut pouvoir faut voudrait voudrions souhaite aimerait aimerions pouvons pourrions veux voudrais aimerais souhaiterais propose proposons pourrait faudrait on qu'on j'aimerais",
    statements: "est sont ont perd perdent manque manquent coûte",
  },
  es: {
    openers:
      "necesito necesita debe deben debemos puede pueden quisiera quisiéramos podemos podríamos quiero propongo proponemos me nos gustaría encantaría",
    links: "a contra",
    statements: "es son está están tiene tienen hay lleva llevan falta faltan cuesta",
  },
  it: {
    determiners: "i nostra",
    openers:
      "servono puntiamo pensavo deve devono dobbiamo può possono vorrebbe vorremmo vorrei vogliono possiamo potremmo voglio volevo propongo proponiamo ci serve servirebbe bisogna occorre",
    links: "al contro",
    statements: "è sono ha hanno manca mancano costa",
  },
  pt: {
    determiners: "o a os as um uma nosso nossa nossos nossas seu sua seus suas",
    links: "do da dos das ao contra",
    breakers: "e ou com em no na nos nas num numa pelo pela por que onde",
    openers:
      "gostava gostávamos queremos quer precisamos devemos deve podem vamos pretendemos gostaríamos temos precisa podemos poderíamos quero queria proponho propomos gostaria preciso",
    statements: "é são está estão tem têm há leva levam falta faltam custa",
  },
  nl: {
    determiners: "de zo'n",
    breakers: "waar waarmee waarin waarop waarbij waardoor waarvoor zodat om naar via uit tot",
    openers: "moeten moet kunnen kan gaan ik graag zou zouden stel voorstel",
    purpose: "tussen",
    statements: "is zijn heeft hebben duurt kost ontbreekt",
  },
  sv: {
    determiners: "en ett den det vår vårt våra sin sitt sina",
    links: "av",
    breakers: "och med i på som där att till från utan efter inom innan eller så genom",
    openers: "vi vill ska måste behöver kan ha jag föreslår skulle vilja gärna",
    statements: "är var har hade tar kostar saknas",
    purpose: "för",
  },
};

/** Finite verb forms per language, checked by the lexicon's test (one lower-case word each). */
const FINITE_VERBS = z
  .record(z.enum(["de", "fr", "es", "it", "pt", "nl", "sv"]), z.array(z.string().regex(/^[\p{Ll}'-]+$/u)))
  .parse(finiteVerbs);

export interface Lexicon {
  determiners: Set<string>;
  links: Set<string>;
  openers: Set<string>;
  purpose: Set<string>;
  breakers: Set<string>;
  genericHeads: Set<string>;
  audience: Set<string>;
  /** Finite verbs after an opening noun ("Die Strompreise haben sich verdoppelt"): a statement, not a title. */
  statements: Set<string>;
  /** Passive auxiliaries: "Schadeclaims moeten sneller afgehandeld worden" wants nothing new. */
  passives: Set<string>;
}

/** Words a language's "en", "de", "i" must not be read as (see EXTRAS). */
const NOT_IN: Record<string, Partial<Record<keyof Lexicon, string>>> = {
  nl: { links: "de" },
  sv: { breakers: "en" },
  it: { breakers: "i" },
};

export const BASE: Lexicon = {
  determiners: DETERMINERS,
  links: LINKS,
  openers: OPENERS,
  purpose: PURPOSE,
  breakers: BREAKERS,
  genericHeads: GENERIC_HEADS,
  audience: AUDIENCE,
  statements: new Set(),
  passives: list("werden worden être ser estar essere ficar bli blir"),
};

function lexiconOf(language: string): Lexicon {
  const extra = EXTRAS[language] ?? {};
  const not = NOT_IN[language] ?? {};
  const entries = (Object.keys(BASE) as Array<keyof Lexicon>).map((key) => {
    const removed = list(not[key] ?? "");
    const words = [...BASE[key], ...list(extra[key] ?? "")].filter((w) => !removed.has(w));
    return [key, new Set(words)];
  });
  const lexicon = Object.fromEntries(entries) as Lexicon;
  // Common finite verb forms (finite-verbs.json, decision 186) mark statements too, except the
  // words the lexicon already reads otherwise ("wir wollen", "moeten … worden", "de").
  const other = (["openers", "passives", "determiners", "links", "purpose", "breakers"] as const).flatMap(
    (key) => [...lexicon[key]],
  );
  const verbs = FINITE_VERBS[language as keyof typeof FINITE_VERBS] ?? [];
  for (const verb of verbs) if (!other.includes(verb)) lexicon.statements.add(verb);
  return lexicon;
}

/** One lexicon per language, built when the module loads. */
export const LEXICONS = new Map(
  ["de", "fr", "es", "it", "pt", "nl", "sv"].map((language) => [language, lexiconOf(language)]),
);

/** Languages that write a subject as one compound word ("Verpleegkundigen", "Lösenordshanterare"). */
export const COMPOUNDING = new Set(["de", "nl", "sv"]);

/**
 * "New" opens many ideas' phrases ("un nuovo reparto", "een nieuw ERP-systeem"): the phrase is read
 * past it, and the name takes it back in front ("Nieuw ERP-systeem", decision 201).
 */
export const NEW = list(`
  neu neue neuen neuer neues nouveau nouvel nouvelle nouveaux nouvelles nuevo nueva nuevos nuevas
  nuovo nuova nuovi nuove novo nova novos novas nieuw nieuwe ny nya nytt`);

/** Infinitives by their ending, per language (Romance and Swedish verbs open the idea; Dutch and German ones rarely). */
const ROMANCE = /(?:ar|er|ir|re)$/;
export const INFINITIVE: Record<string, RegExp> = {
  // One pattern for the four: a short idea in one is often detected as another.
  es: ROMANCE,
  pt: ROMANCE,
  it: ROMANCE,
  fr: ROMANCE,
  nl: /en$/,
  sv: /a$/,
};

/**
 * Prepositions that say which kind before a bare noun, and the languages that read them so:
 * "trazabilidad por lotes", "klanttevredenheid per winkel", "rappels par SMS", "assistenza in chat",
 * "formación en seguridad", "acordos com seguradoras" (non-english-phrase.ts, decision 198).
 */
export const KIND_LINKS = new Map<string, string[]>([
  ["por", ["es", "pt"]],
  ["per", ["nl", "sv"]],
  ["par", ["fr"]],
  ["en", ["fr", "es"]],
  ["in", ["it"]],
  ["em", ["pt"]],
  ["con", ["es", "it"]],
  ["com", ["pt"]],
  ["von", ["de"]],
  ["zu", ["de"]],
]);
/** "von" completes an action ("Gewinnung von …", "Import von …"), not a thing ("Marktplatz von Händlern"). */
export const GERMAN_ACTION = /(?:ung|ion|import|export|bau|kauf)$/;
/** "en Valencia", "in Lombardia": after these, a capital names a place, not a kind. */
export const PLACE_LINKS = list("en in em");
/**
 * "with": a lone noun with what it comes with is read by noun-complements.ts ("Parceria com
 * empresas de Braga para …"), and "sostituire … con …" names what replaces.
 */
export const WITH_LINKS = list("con com");
/**
 * "Traduire en anglais", "Campaña … en redes sociales": a language or a channel is the manner, not
 * a kind of the thing.
 */
export const MANNER_NOUNS = list(`
  anglais français espagnol allemand italien néerlandais inglés español francés alemán catalán gallego
  euskera inglese italiano tedesco francese spagnolo inglês português espanhol francês alemão
  redes réseaux reti rede radio prensa presse stampa imprensa televisión télévision televisione televisão`);
/** "Each" and "every", which join no name ("Somos y cada uno …"). */
export const EACH = list("cada ogni chaque toda todo tutta tutto varje jede elke");
/** "remise à niveau", "mise à jour": what "à" joins into one noun. */
export const A_FOLLOWERS = list("niveau jour");

/** Verbs and nouns of replacing ("sostituire … con …", "vervangen door …"), in the seven languages. */
export const REPLACING = new Set(
  `ersetzen ersetzt ablösen remplacer remplacement remplacé reemplazar sustituir sustitución sustituirlo
  sostituire sostituzione sostituirlo substituir substituição vervangen vervanging ersätta`.split(/\s+/),
);

/** Swedish verb particles ("ta fram", "se över", "byt ut"). */
export const SV_PARTICLES = list("fram över igenom in ut bort upp");

/** Words inside a leading verb group: "et", "y", adverbs ("tôt", "meglio") and particles ("à jour", "op"). */
export const VERB_GROUP = list(`
  et y e och en and ou o mieux tôt bien plus mejor meglio melhor beter bättre
  à a jour op in over i online ${[...SV_PARTICLES].join(" ")}`);

/** Contracted articles ("al personal", "du stock") after a verb group of two words or more. */
export const CONTRACTED = list("al au aux ao à du");

/** Prepositions of time a name is cut before ("… vóór 1 juli", "… até março"), per language. */
const UNTIL: Record<string, string> = {
  de: "bis",
  fr: "dès jusqu'",
  es: "hasta",
  it: "entro",
  pt: "até",
  nl: "tot vóór",
  sv: "till innan inför före",
};

/** The verb of having something done ("ANBI-status laten [toetsen]"), which ends no name. */
const CAUSATIVE: Record<string, string> = { de: "lassen", nl: "laten", sv: "låta" };

/** Prepositions of manner or route, which end no name in any language ("… hébergée chez OVH vers", "… según"). */
const HANGING = "via vers selon según secondo segundo laut gemäß enligt volgens";

/**
 * Question words, which a name never ends on ("Sito della nostra onlus perché"). A name may start on
 * one: with it taken off, the rest of a question is rarely a better name ("CRM scegliere").
 */
const QUESTION_WORDS: Record<string, string> = {
  de: "wie warum weshalb wann wo welche welcher welches",
  fr: "comment pourquoi quand quel quelle quels quelles",
  es: "qué cómo cuál cuáles dónde cuándo quién quiénes cuánto cuánta cuántos cuántas",
  it: "perché quando dove quale quali quanto quanti quante",
  pt: "quê porquê quando onde qual quais quanto quantos quantas",
  nl: "hoe waarom wanneer welke",
  sv: "hur varför när vilka vilken vilket",
};

/**
 * Per language: the words a name must not end on, compared without accents, so a stressed "vóór"
 * is the "voor" of the list (decision 200); and those of them it must not start on either.
 */
const EDGES = new Map(
  [...LEXICONS].map(([language, lex]) => {
    const start = new Set([
      ...(FUNCTION_WORDS[language] ?? "").split(" "),
      ...lex.links,
      ...lex.purpose,
      ...lex.breakers,
    ]);
    // Openers may start a name ("Organiser la fête") but never end it.
    for (const opener of lex.openers) start.delete(opener);
    const end = [
      ...start,
      ...lex.determiners,
      ...lex.openers,
      ...list(UNTIL[language] ?? ""),
      ...list(CAUSATIVE[language] ?? ""),
      ...list(QUESTION_WORDS[language] ?? ""),
      ...list(HANGING),
    ];
    return [language, { start, end: new Set(end.map(foldText)) }];
  }),
);

/**
 * A word a name must not end on: a function word, link, article or opener of the idea's language
 * ("Guía para clientes sobre", "Click collect uitrollen naar").
 */
export function endsNothing(language: string, word: string): boolean {
  return EDGES.get(language)?.end.has(foldText(word)) === true;
}

/** A word a name must not start on: a conjunction or preposition ("e fornecedores de palco"). */
export function startsNothing(language: string, word: string): boolean {
  return EDGES.get(language)?.start.has(word.toLowerCase()) === true;
}
