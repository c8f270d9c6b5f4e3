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
function phraseAt(list: Word[], start: number): { words: Word[]; end: number } {
  let i = start;
  while (i < list.length && (DETERMINERS.has(list[i]!.lower) || isNumber(list[i]))) i++;
  const out: Word[] = [];
  // A name never needs more than a dozen words; the cap also keeps long inputs linear.
  for (; i < list.length && out.length < 12; i++) {
    const w = list[i]!;
    if (isNumber(w) && out.length > 0) continue;
    const enLink = w.lower === "en" && EN_FOLLOWERS.has(list[i + 1]?.lower ?? "");
    if ((LINKS.has(w.lower) || enLink) && out.length > 0) {
      // A link only counts when a content word follows (possibly after "la", "l'").
      let j = i + 1;
      while (
        j < list.length &&
        ((["de", "di"].includes(w.lower) && ["la", "l'"].includes(list[j]!.lower)) || isNumber(list[j]))
      )
        j++;
      if (isWord(list[j]) && !BREAKERS.has(list[j]!.lower) && !DETERMINERS.has(list[j]!.lower)) {
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
    if (!isWord(w) || BREAKERS.has(w.lower) || DETERMINERS.has(w.lower) || PURPOSE.has(w.lower)) break;
    if (OPENERS.has(w.lower) && out.length > 0) break;
    out.push(w);
  }
  // German: a trailing lower-case infinitive after a noun is a verb ("App entwickeln"), not a name part.
  while (out.length > 1 && endsWithGermanVerb(out)) out.pop();
  return { words: out, end: i };
}

function endsWithGermanVerb(out: Word[]): boolean {
  const last = out.at(-1)!;
  const previous = out.at(-2)!;
  return !capitalised(last) && capitalised(previous) && last.lower.endsWith("n");
}

const contentCount = (list: Word[]) =>
  list.filter((w) => !LINKS.has(w.lower) && w.lower !== "la" && w.lower !== "l'").length;

function render(list: Word[]): string {
  let text = "";
  list.forEach((w, i) => {
    text += i === 0 ? "" : list[i - 1]!.text.endsWith("'") ? "" : " ";
    text += w.text;
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The purpose or context after the head: "para reservar pistas de pádel", "für unseren Tennisverein". */
function purposeAfter(list: Word[], from: number): Word[] | undefined {
  for (let i = from; i < list.length && i < from + 8; i++) {
    const w = list[i]!;
    if (isPunctuation(w)) return undefined;
    if (!PURPOSE.has(w.lower)) continue;
    const next = list[i + 1];
    // "para reservar …", "per prenotare …": an infinitive and its object.
    if (
      next &&
      /(?:ar|er|ir|re|are|ere|ire)$/.test(next.lower) &&
      !capitalised(next) &&
      !DETERMINERS.has(next.lower)
    ) {
      const object = phraseAt(list, i + 2).words;
      return object.length > 0 ? [w, next, ...object] : undefined;
    }
    let phrase = phraseAt(list, i + 1).words;
    // "nuestra nueva línea de aceite de oliva" → "aceite de oliva": skip a container and its link.
    const container = ["línea", "linea", "gamme", "gamma", "reihe", "serie"];
    const at = phrase.findIndex((p) => container.includes(p.lower));
    if (at >= 0 && LINKS.has(phrase[at + 1]?.lower ?? "")) phrase = phrase.slice(at + 2);
    phrase = phrase.filter(
      (p) => !["nueva", "nuevo", "nouvelle", "nouveau", "neue", "neuen", "nuova"].includes(p.lower),
    );
    return phrase.length > 0 ? [w, ...phrase] : undefined;
  }
  return undefined;
}

export function nonEnglishName(idea: string): string | undefined {
  const list = words(idea.split("\n")[0] ?? idea);
  // Skip what opens the idea: pronouns, "want" verbs, infinitives, a leading "für …" context.
  let i = 0;
  let context: Word[] = [];
  for (let guard = 0; guard < 12 && i < list.length; guard++) {
    const w = list[i]!;
    // Pronouns, "want" verbs, articles, and an infinitive right after them ("queremos digitalizar …").
    const infinitive =
      i > 0 && OPENERS.has(list[i - 1]!.lower) && !capitalised(w) && /(?:ar|er|ir|re)$/.test(w.lower);
    if (OPENERS.has(w.lower) || DETERMINERS.has(w.lower) || infinitive) {
      i++;
      continue;
    }
    if (PURPOSE.has(w.lower)) {
      const phrase = phraseAt(list, i + 1);
      context = phrase.words;
      i = phrase.end;
      continue;
    }
    break;
  }
  let head = phraseAt(list, i);
  // "Die Stadtbibliothek will eine Lesepatenschaft …": the wanted thing is the subject.
  if (OPENERS.has(list[head.end]?.lower ?? "")) {
    let j = head.end;
    while (j < list.length && (OPENERS.has(list[j]!.lower) || DETERMINERS.has(list[j]!.lower))) j++;
    const wanted = phraseAt(list, j);
    if (wanted.words.length > 0) head = wanted;
  }
  if (head.words.length === 0) return undefined;
  let name = head.words;
  const headLower = name.at(-1)!.lower;
  const generic = contentCount(name) === 1 && GENERIC_HEADS.has(headLower);
  if (generic && context.length > 0 && capitalised(context.at(-1)!)) {
    // German compound: "für unseren Tennisverein … eine App" → "Tennisverein-App".
    name = [{ text: `${context.at(-1)!.text}-${name.at(-1)!.text}`, lower: "" }];
  } else {
    const purpose = purposeAfter(list, head.end);
    const audience = purpose?.some((w) => AUDIENCE.has(w.lower)) ?? false;
    // A single German noun takes its "für …" even when that names people ("Lesepatenschaft für Grundschulkinder").
    const singleGerman = contentCount(name) === 1 && capitalised(name[0]!);
    const purposeWords = purpose ? contentCount(purpose) - 1 : 0;
    const fits = !audience && contentCount(name) <= 2 && purposeWords >= 2 && purposeWords <= 4;
    if (purpose && (generic || fits || singleGerman)) {
      name = [...name, ...purpose];
    }
  }
  while (name.length > 1 && (contentCount(name) > MAX_CONTENT_WORDS || wordCount(name) > MAX_WORDS)) {
    name = name.slice(0, -1);
  }
  while (name.length > 1 && (LINKS.has(name.at(-1)!.lower) || PURPOSE.has(name.at(-1)!.lower)))
    name = name.slice(0, -1);
  let text = render(name);
  while (text.length > MAX_LENGTH && name.length > 1) {
    name = name.slice(0, -1);
    text = render(name);
  }
  // One word only as a German compound ("Tennisverein-App"); otherwise at least two.
  const enough = text.includes(" ") || (text.includes("-") && text.length >= 8);
  return enough && text.length <= MAX_LENGTH && /\p{L}/u.test(text) ? text : undefined;
}
