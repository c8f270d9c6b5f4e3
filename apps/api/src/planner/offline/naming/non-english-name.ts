/**
 * Names for ideas not written in English, in the idea's own words: the head noun phrase with its
 * linking words ("plateforme de covoiturage", "cuadro de mando de ventas", "Einführung eines
 * digitalen Urlaubsantrags"), plus its purpose or context where the head is generic ("App para
 * reservar pistas de pádel", "Tennisverein-App"). Sentence case as written; German nouns keep
 * their capitals. Word lists cover German, French, Spanish, Italian and Dutch; string code only.
 */

const list = (text: string) => new Set(text.split(/\s+/).filter((w) => w.length > 0));

/** Articles and possessives that open a phrase without belonging to the name. */
const DETERMINERS = list(`
  der die das den dem des ein eine einen einem einer eines unser unsere unseren unserem unserer unseres
  le la les un une l' notre nos leur leurs ce cette ces
  el los las una unos unas nuestro nuestra nuestros nuestras su sus
  il lo gli uno un' nostro nostri nostre
  het een onze ons`);

/** Words between nouns that keep one phrase together ("de", "zur", "d'"). */
const LINKS = list("de d' du des del al zum zur di della delle dei van der");

/** Verbs and pronouns at the start of an idea, skipped before the subject. */
const OPENERS = list(`
  wir ich möchten wollen will soll sollen planen brauchen benötigen
  nous je voulons souhaitons veut voudrions devons lancer créer organiser ouvrir mettre développer construire
  nosotros queremos quiere quieren necesitamos crear lanzar organizar abrir desarrollar construir montar adaptar
  noi vogliamo vuole creare lanciare organizzare aprire sviluppare
  we wij willen wil maken bouwen starten`);

const GENITIVES = list("des eines einer");

/** "mise en conformité", "centre d'aide en ligne": "en" inside a fixed phrase. */
const EN_FOLLOWERS = list("ligne línea linea conformité place marcha");

/** Prepositions that introduce a purpose or context ("pour", "para", "für"). */
const PURPOSE = list("pour para per für voor");

/** Stop words that end a phrase. */
const BREAKERS = list(`
  und oder mit im in am an auf bei von zu damit dass sowie als neu
  et ou avec dans sur par en à au aux afin qui que
  y o con en a por que como
  e con nel nella su da che
  en met op in bij voor die dat over`);

/** Heads too generic to name an idea alone. */
const GENERIC_HEADS = list(`
  app apps plattform portal tool system software website webseite programm kampagne
  application plateforme portail outil système logiciel site programme campagne
  aplicación aplicacion plataforma portal herramienta sistema programa campaña
  applicazione piattaforma strumento sistema programma campagna`);

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
  de: { openers: "braucht benötigt plant möchte muss müssen kann können" },
  fr: { determiners: "des du", openers: "doivent doit peut pouvoir" },
  es: { openers: "debe deben puede pueden", links: "a" },
  it: { determiners: "i nostra", openers: "deve devono può possono", links: "al" },
  pt: {
    determiners: "o a os as um uma nosso nossa nossos nossas seu sua seus suas",
    links: "do da dos das ao",
    breakers: "e ou com em no na nos nas pelo pela por que onde",
    openers: "queremos quer precisamos devemos deve podem",
  },
  nl: {
    determiners: "de",
    breakers: "waar waarmee zodat om naar via",
    openers: "moeten moet kunnen kan gaan",
    purpose: "tussen",
  },
  sv: {
    determiners: "en ett den det vår vårt våra",
    links: "av",
    breakers: "och med i på som där att till från utan efter inom innan eller så",
    openers: "vi vill ska måste behöver kan",
    purpose: "för",
  },
};

interface Lexicon {
  determiners: Set<string>;
  links: Set<string>;
  openers: Set<string>;
  purpose: Set<string>;
  breakers: Set<string>;
  genericHeads: Set<string>;
  audience: Set<string>;
}

/** Words a language's "en", "de", "i" must not be read as (see EXTRAS). */
const NOT_IN: Record<string, Partial<Record<keyof Lexicon, string>>> = {
  nl: { links: "de" },
  sv: { breakers: "en" },
  it: { breakers: "i" },
};

const BASE: Lexicon = {
  determiners: DETERMINERS,
  links: LINKS,
  openers: OPENERS,
  purpose: PURPOSE,
  breakers: BREAKERS,
  genericHeads: GENERIC_HEADS,
  audience: AUDIENCE,
};

function lexiconOf(language: string): Lexicon {
  const extra = EXTRAS[language] ?? {};
  const not = NOT_IN[language] ?? {};
  const entries = (Object.keys(BASE) as Array<keyof Lexicon>).map((key) => {
    const removed = list(not[key] ?? "");
    const words = [...BASE[key], ...list(extra[key] ?? "")].filter((w) => !removed.has(w));
    return [key, new Set(words)];
  });
  return Object.fromEntries(entries) as Lexicon;
}

/** One lexicon per language, built when the module loads. */
const LEXICONS = new Map(
  ["de", "fr", "es", "it", "pt", "nl", "sv"].map((language) => [language, lexiconOf(language)]),
);

const MAX_CONTENT_WORDS = 5;
/** Words as a reader counts them ("Centre d'aide" is two). */
const MAX_WORDS = 6;
const wordCount = (list: Word[]) => render(list).split(" ").length;
const MAX_LENGTH = 60;

interface Word {
  text: string;
  lower: string;
}

/** Words with elisions split off ("d'aide" → "d'", "aide"); punctuation as its own word. */
function words(text: string): Word[] {
  const out: Word[] = [];
  for (const raw of text.split(/\s+/)) {
    // A German ordinal ("50.") stays one word.
    if (isNumber({ text: raw, lower: raw })) {
      out.push({ text: raw, lower: raw });
      continue;
    }
    let rest = raw;
    const trailing: string[] = [];
    while (rest.length > 0 && ',.;:!?)("“”«»'.includes(rest.at(-1)!)) {
      trailing.unshift(rest.at(-1)!);
      rest = rest.slice(0, -1);
    }
    while (rest.length > 0 && '("“«'.includes(rest[0]!)) rest = rest.slice(1);
    const apostrophe = Math.max(rest.indexOf("'"), rest.indexOf("’"));
    if (apostrophe > 0 && apostrophe <= 3 && apostrophe < rest.length - 1) {
      const head = `${rest.slice(0, apostrophe).toLowerCase()}'`;
      out.push({ text: head, lower: head });
      rest = rest.slice(apostrophe + 1);
    }
    if (rest.length > 0) out.push({ text: rest, lower: rest.toLowerCase() });
    for (const mark of trailing) out.push({ text: mark, lower: mark });
  }
  return out;
}

const isWord = (w: Word | undefined) =>
  w !== undefined && /\p{L}/u.test(w.text) && /^[\p{L}\p{N}'’./-]+$/u.test(w.text) && w.text.length <= 24;
const isPunctuation = (w: Word | undefined) => w !== undefined && !/[\p{L}\p{N}]/u.test(w.text);
const capitalised = (w: Word) => /^\p{Lu}/u.test(w.text);

/** A German ordinal ("50.") or number: skipped inside a phrase. */
const isNumber = (w: Word | undefined) => w !== undefined && /^\p{N}+\.?$/u.test(w.text);

/**
 * The phrase starting at `start`: content words joined by linking words; German lower-case
 * words only as adjectives before a capitalised noun.
 */
function phraseAt(lex: Lexicon, list: Word[], start: number): { words: Word[]; end: number } {
  let i = start;
  const opening = (w: Word) => lex.determiners.has(w.lower) || NEW.has(w.lower) || isNumber(w);
  while (i < list.length && opening(list[i]!)) i++;
  const out: Word[] = [];
  // A name never needs more than a dozen words; the cap also keeps long inputs linear.
  for (; i < list.length && out.length < 12; i++) {
    const w = list[i]!;
    if (isNumber(w) && out.length > 0) continue;
    const enLink = w.lower === "en" && EN_FOLLOWERS.has(list[i + 1]?.lower ?? "");
    if ((lex.links.has(w.lower) || enLink) && out.length > 0) {
      // A link only counts when a content word follows (possibly after "la", "l'").
      let j = i + 1;
      while (
        j < list.length &&
        ((["de", "di"].includes(w.lower) && ["la", "l'"].includes(list[j]!.lower)) || isNumber(list[j]))
      )
        j++;
      if (isWord(list[j]) && !lex.breakers.has(list[j]!.lower) && !lex.determiners.has(list[j]!.lower)) {
        out.push(...list.slice(i, j));
        i = j - 1;
        continue;
      }
      break;
    }
    // German genitive after a noun: "Einführung eines digitalen Urlaubsantrags".
    const genitive =
      GENITIVES.has(w.lower) && out.length > 0 && capitalised(out.at(-1)!) && isWord(list[i + 1]);
    if (genitive) {
      out.push(w);
      continue;
    }
    // An acronym is a name even when it spells a small word ("Marcatura CE", not "ce").
    const acronym = /^\p{Lu}{2,}$/u.test(w.text);
    const stop = lex.breakers.has(w.lower) || lex.determiners.has(w.lower) || lex.purpose.has(w.lower);
    if (!isWord(w) || (stop && !acronym)) break;
    if (lex.openers.has(w.lower) && out.length > 0) break;
    out.push(w);
  }
  // German: a trailing lower-case infinitive after a noun is a verb ("App entwickeln"), not a name part.
  while (out.length > 1 && endsWithGermanVerb(out)) out.pop();
  // Dutch: one verb at the end at most ("grootste klanten opzetten": "klanten" is a plural noun).
  if (out.length > 1 && endsWithDutchVerb(lex, out)) out.pop();
  return { words: out, end: i };
}

/** Dutch: "roosterprogramma invoeren", "donateursgegevens overzetten" (nouns are not capitalised). */
function endsWithDutchVerb(lex: Lexicon, out: Word[]): boolean {
  const last = out.at(-1)!;
  return (
    lex === LEXICONS.get("nl") && !capitalised(last) && last.lower.length >= 5 && last.lower.endsWith("en")
  );
}

function endsWithGermanVerb(out: Word[]): boolean {
  const last = out.at(-1)!;
  const previous = out.at(-2)!;
  return !capitalised(last) && capitalised(previous) && last.lower.endsWith("n");
}

const contentCount = (lex: Lexicon, list: Word[]) =>
  list.filter((w) => !lex.links.has(w.lower) && w.lower !== "la" && w.lower !== "l'").length;

function render(list: Word[]): string {
  let text = "";
  list.forEach((w, i) => {
    text += i === 0 ? "" : list[i - 1]!.text.endsWith("'") ? "" : " ";
    text += w.text;
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The purpose or context after the head: "para reservar pistas de pádel", "für unseren Tennisverein". */
function purposeAfter(lex: Lexicon, list: Word[], from: number): Word[] | undefined {
  for (let i = from; i < list.length && i < from + 8; i++) {
    const w = list[i]!;
    if (isPunctuation(w)) return undefined;
    if (!lex.purpose.has(w.lower)) continue;
    const next = list[i + 1];
    // "para reservar …", "per prenotare …": an infinitive and its object.
    if (
      next &&
      /(?:ar|er|ir|re|are|ere|ire)$/.test(next.lower) &&
      !capitalised(next) &&
      !lex.determiners.has(next.lower)
    ) {
      const object = phraseAt(lex, list, i + 2).words;
      return object.length > 0 ? [w, next, ...object] : undefined;
    }
    let phrase = phraseAt(lex, list, i + 1).words;
    // "nuestra nueva línea de aceite de oliva" → "aceite de oliva": skip a container and its link.
    const container = ["línea", "linea", "gamme", "gamma", "reihe", "serie"];
    const at = phrase.findIndex((p) => container.includes(p.lower));
    if (at >= 0 && lex.links.has(phrase[at + 1]?.lower ?? "")) phrase = phrase.slice(at + 2);
    phrase = phrase.filter(
      (p) => !["nueva", "nuevo", "nouvelle", "nouveau", "neue", "neuen", "nuova"].includes(p.lower),
    );
    return phrase.length > 0 ? [w, ...phrase] : undefined;
  }
  return undefined;
}

/** Languages that write a subject as one compound word ("Verpleegkundigen", "Lösenordshanterare"). */
const COMPOUNDING = new Set(["de", "nl", "sv"]);

/** "New" opens many ideas' phrases ("un nuovo reparto", "een nieuw ERP-systeem") without naming anything. */
const NEW = list(`
  neu neue neuen neuer neues nouveau nouvel nouvelle nouveaux nouvelles nuevo nueva nuevos nuevas
  nuovo nuova nuovi nuove novo nova novos novas nieuw nieuwe ny nya nytt`);

/** Infinitives by their ending, per language (Romance and Swedish verbs open the idea; Dutch and German ones rarely). */
const ROMANCE = /(?:ar|er|ir|re)$/;
const INFINITIVE: Record<string, RegExp> = {
  // One pattern for the four: a short idea in one is often detected as another.
  es: ROMANCE,
  pt: ROMANCE,
  it: ROMANCE,
  fr: ROMANCE,
  nl: /en$/,
  sv: /a$/,
};

/** Words inside a leading verb group: "et", "y", adverbs ("tôt", "meglio") and particles ("à jour", "op"). */
const VERB_GROUP = list(`
  et y e och en and ou o mieux tôt bien plus mejor meglio melhor beter bättre
  à a jour op in over i ut upp online`);

/** Contracted articles ("al personal", "du stock") after a verb group of two words or more. */
const CONTRACTED = list("al au aux ao à du");

/**
 * Where the object starts after a leading verb group ("Centralizar la compra", "Recruter et former
 * des agents", "Mettre à jour notre politique", "Hitta en ny leverantör"): the group is an
 * infinitive with its connectors, adverbs and particles, up to a determiner. `at` when there is none.
 */
function afterVerbGroup(lex: Lexicon, language: string, list: Word[], at: number): number {
  const infinitive = INFINITIVE[language];
  if (!infinitive) return at;
  const isVerb = (w: Word) =>
    w.lower.length >= 4 && infinitive.test(w.lower) && !lex.determiners.has(w.lower);
  let j = at;
  let verbs = 0;
  while (j < list.length && j < at + 4) {
    const w = list[j]!;
    if (lex.determiners.has(w.lower)) break;
    if (isVerb(w)) verbs++;
    else if (!VERB_GROUP.has(w.lower)) break;
    j++;
  }
  const next = list[j]?.lower ?? "";
  const contracted = j - at >= 2 && CONTRACTED.has(next);
  // Two verbs ("Rekrytera och schemalägga volontärer") need no article before their object.
  // Swedish objects are often bare too: "Dela ut datorer", "Delta i mässan" (the article is a suffix).
  const bareObject = verbs >= 2 || language === "sv";
  const bare =
    bareObject && verbs > 0 && isWord(list[j]) && !lex.breakers.has(next) && !lex.purpose.has(next);
  const opensObject = lex.determiners.has(next) || contracted || bare;
  // An opener verb just before counts ("Mettre | à jour notre …": "mettre" is an opener).
  const afterOpener = at > 0 && lex.openers.has(list[at - 1]!.lower);
  // The contracted article is not part of the object ("formar al personal" → "personal").
  return (verbs > 0 || afterOpener) && j > at && opensObject ? j + (contracted ? 1 : 0) : at;
}

export function nonEnglishName(idea: string, language: string): string | undefined {
  const lex = LEXICONS.get(language) ?? BASE;
  const list = words(idea.split("\n")[0] ?? idea);
  // Skip what opens the idea: pronouns, "want" verbs, infinitives, a leading "für …" context.
  let i = 0;
  let context: Word[] = [];
  for (let guard = 0; guard < 12 && i < list.length; guard++) {
    const w = list[i]!;
    // Pronouns, "want" verbs, articles, and an infinitive right after them ("queremos digitalizar …").
    const infinitive =
      i > 0 && lex.openers.has(list[i - 1]!.lower) && !capitalised(w) && /(?:ar|er|ir|re)$/.test(w.lower);
    if (lex.openers.has(w.lower) || lex.determiners.has(w.lower) || infinitive) {
      i++;
      continue;
    }
    if (lex.purpose.has(w.lower)) {
      const phrase = phraseAt(lex, list, i + 1);
      context = phrase.words;
      i = phrase.end;
      continue;
    }
    break;
  }
  const verbAt = i;
  i = afterVerbGroup(lex, language, list, i);
  let head = phraseAt(lex, list, i);
  // "Die Stadtbibliothek will eine Lesepatenschaft …": the wanted thing is the subject.
  if (lex.openers.has(list[head.end]?.lower ?? "")) {
    let j = head.end;
    while (j < list.length && (lex.openers.has(list[j]!.lower) || lex.determiners.has(list[j]!.lower))) j++;
    const wanted = phraseAt(lex, list, j);
    // German nouns are capitalised: "Die Praxis-IT muss sicherer werden" wants nothing new.
    const predicate = language === "de" && !capitalised(wanted.words[0] ?? head.words[0]!);
    if (wanted.words.length > 0 && !predicate) head = wanted;
  }
  if (head.words.length === 0) return undefined;
  let name = head.words;
  const headLower = name.at(-1)!.lower;
  const generic = contentCount(lex, name) === 1 && lex.genericHeads.has(headLower);
  if (generic && context.length > 0 && capitalised(context.at(-1)!)) {
    // German compound: "für unseren Tennisverein … eine App" → "Tennisverein-App".
    name = [{ text: `${context.at(-1)!.text}-${name.at(-1)!.text}`, lower: "" }];
  } else {
    const purpose = purposeAfter(lex, list, head.end);
    const audience = purpose?.some((w) => lex.audience.has(w.lower)) ?? false;
    // A single German noun takes its "für …" even when that names people ("Lesepatenschaft für Grundschulkinder").
    const singleGerman = contentCount(lex, name) === 1 && capitalised(name[0]!);
    const purposeWords = purpose ? contentCount(lex, purpose) - 1 : 0;
    // A single head takes a short "voor …" too ("Webshop voor kaasspeciaalzaak").
    const least = contentCount(lex, name) === 1 ? 1 : 2;
    const fits = !audience && contentCount(lex, name) <= 2 && purposeWords >= least && purposeWords <= 4;
    if (purpose && (generic || fits || singleGerman)) {
      name = [...name, ...purpose];
    }
  }
  // A lone object keeps its verb: "Former les vendeurs" (a title in French), not "Vendeurs".
  if (i > verbAt && name === head.words && head.words.length === 1) name = list.slice(verbAt, head.end);
  while (name.length > 1 && (contentCount(lex, name) > MAX_CONTENT_WORDS || wordCount(name) > MAX_WORDS)) {
    name = name.slice(0, -1);
  }
  while (name.length > 1 && (lex.links.has(name.at(-1)!.lower) || lex.purpose.has(name.at(-1)!.lower)))
    name = name.slice(0, -1);
  let text = render(name);
  while (text.length > MAX_LENGTH && name.length > 1) {
    name = name.slice(0, -1);
    text = render(name);
  }
  // One word only as a compound ("Tennisverein-App", "Lösenordshanterare"); otherwise at least two.
  const compound =
    COMPOUNDING.has(language) && name.length === 1 && /^\p{Lu}?\p{Ll}{9,}$/u.test(name[0]!.text);
  const enough = text.includes(" ") || (text.includes("-") && text.length >= 8) || compound;
  return enough && text.length <= MAX_LENGTH && /\p{L}/u.test(text) ? text : undefined;
}
