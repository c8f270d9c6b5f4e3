import { z } from "zod";
import organisations from "../../knowledge/organisations.json" with { type: "json" };
import { lexiconEntries, lexiconEntriesSchema, lexiconMatcher } from "../cue-lexicon";
import { foldCueText } from "../team-cues";
import { NEW } from "./non-english-lexicon";

/**
 * "Dental clinic — no-shows ~12 %. SMS reminders …", "Steuerkanzlei: Mandanten-Newsletter …":
 * many ideas open by saying who writes them. That opening names the organisation, not the
 * initiative, so the name is read from what follows it (decision 187). The kinds of organisation
 * are a multilingual lexicon (knowledge/organisations.json) in the cue syntax of team-cues.ts.
 */

export const organisationsSchema = z.object({ organisations: lexiconEntriesSchema });

const KINDS = lexiconEntries(organisationsSchema.parse(organisations).organisations);
const matchOrganisations = lexiconMatcher(KINDS, { compoundHead: true });

/** Languages whose head noun comes first ("Clínica em Braga", "Festival de jazz"); the others end on it. */
const HEAD_FIRST = new Set(["fr", "es", "it", "pt"]);

/** The first mark that ends an opening: a colon, a dash or a sentence end (no quantifier: linear). */
const OPENING_END = /:|\s[—–-]\s|[—–]|[.!?](?=\s)/u;
/** An opening longer than this is a sentence of its own, not a description of the writer. */
const OPENING_MAX_WORDS = 8;
/** The organisation is named in the opening's first words ("Small GP practice, 9k patients"). */
const HEAD_WORDS = 3;

/**
 * The idea without an opening that only says what organisation writes it; the idea unchanged when
 * it opens otherwise, or when too little follows the opening to name anything.
 */
export function withoutOrganisation(text: string, language: string): string {
  const end = OPENING_END.exec(text);
  const named = end && afterOrganisation(text, end.index, end.index + end[0].length, language, true);
  if (named) return named;
  // "farmacia di paese, formare le 6 dipendenti …": a comma ends a short opening that names a kind of
  // organisation (a longer one is the idea's own first clause: "Move the council's staff …, including …").
  const comma = text.indexOf(", ");
  const short = comma > 0 && text.slice(0, comma).split(/\s+/).length <= COMMA_OPENING_MAX_WORDS;
  return (short && afterOrganisation(text, comma, comma + 1, language, false)) || text;
}

/** An opening that ends at a comma is a description of the writer only when this short ("loja de surf em Peniche"). */
const COMMA_OPENING_MAX_WORDS = 5;

/** What follows an opening (text up to `end`) that says what organisation writes the idea; undefined otherwise. */
function afterOrganisation(
  text: string,
  end: number,
  restAt: number,
  language: string,
  sized: boolean,
): string | undefined {
  const opening = text.slice(0, end).trimEnd();
  const rest = text.slice(restAt).trimStart();
  if (opening.split(/\s+/).length > OPENING_MAX_WORDS || rest.split(/\s+/).length < 3) return undefined;
  // "Tandvårdsklinik i Umeå, 11 anställda", "Tiny SaaS (4 ppl)": the organisation, then details;
  // "Kundevent för företagskunder": what comes after a link word is not the writer.
  const words = opening.split(/[,(]/)[0]!.trim().split(/\s+/).slice(0, HEAD_WORDS);
  const link = words.findIndex((w) => LINKS.has(w.toLowerCase()));
  const head = words.slice(0, link < 0 ? undefined : link);
  // "Nueva planta en Monterrey: …", "New depot: …": a new site is the initiative itself.
  if (head.length === 0 || NEW.has(head[0]!.toLowerCase()) || head[0]!.toLowerCase() === "new")
    return undefined;
  // "junta de freguesia", "gabinete de contabilidade": a kind whose name holds a link word.
  // "Festival de jazz : …" sets the scene before a colon or a dash; "festival de musique, billetterie,
  // bénévoles …" lists what the festival itself needs.
  const kind = sized ? isKind : isWriterKind;
  const linked = link === 1 && words.length === 3 && kind(words) && !kind(words.slice(1));
  const organisation = namesOrganisation(head, HEAD_FIRST.has(language), kind) || linked;
  return organisation || (sized && SIZED.test(opening)) ? rest : undefined;
}

/**
 * "Courier firm, 18 vans", "Accountancy practice, 8 staff": an opening that gives its size in staff,
 * sites or vehicles describes who writes, whatever its noun.
 */
const SIZED =
  /^[^,(]{3,40}[,(]\s*~?\d[\d,.]*k?\+?\s*(?:staff|sites|vans|trucks|lorries|employees|people|ppl|stores|shops|branches|outlets|locations|pupils|students|patients|beds|members|clinics|practices|mitarbeiter|mitarbeitende|filialen|standorte|salariés|magasins|sites|empleados|tiendas|dipendenti|negozi|funcionários|lojas|medewerkers|winkels|anställda|butiker)\b/iu;

const kindsOf = (words: string[]) => matchOrganisations(foldCueText(words.join(" "), false));
/** Whether the words name a kind of organisation ("GP practice", "junta de freguesia") or an event. */
const isKind = (words: string[]) => kindsOf(words).length > 0;
/** Kinds that set the scene only before a colon or a dash: what they are is often the idea itself. */
const EVENT_KINDS = new Set(["festival"]);
/** Whether the words name a kind of organisation that writes ideas, not an event. */
const isWriterKind = (words: string[]) => kindsOf(words).some((id) => !EVENT_KINDS.has(id));

/**
 * Whether the opening's head noun, alone or with the words next to it, is a kind of organisation
 * ("Clínica veterinaria", "Small GP practice", "Credit union"). A modifier that is a kind of
 * organisation on its own ("School safety", "Company laptops") makes the opening about something else.
 */
function namesOrganisation(head: string[], headFirst: boolean, kind: (words: string[]) => boolean): boolean {
  // A compound is one kind or none: "Self-checkout kiosks" are no shop, "e-commerce store" is one.
  // From the head noun outwards: "practice", "GP practice", "Small GP practice".
  const outwards = headFirst ? head : [...head].reverse();
  if (kind([outwards[0]!])) return true;
  for (let n = 2; n <= outwards.length; n++) {
    if (kind([outwards[n - 1]!])) return false;
    const phrase = outwards.slice(0, n);
    if (kind(headFirst ? phrase : phrase.reverse())) return true;
  }
  return false;
}

/**
 * Link words and possessives after which an opening says what it is about, not who writes it
 * ("DSGVO-Überarbeitung unserer SaaS-Plattform: …" is about a revision, not by a SaaS firm).
 */
const LINKS = new Set(
  `for of in at to with during under de di da du des del della dello dei degli à a au aux en em no na do dos das
  pendant durante während tijdens
  i för på till med voor van met für von im am bei zu zum zur mit
  our unserer unseres unser unsere notre nos nuestra nuestro nuestros nuestras nostra nostro
  nossa nosso onze ons vår vårt våra`.split(/\s+/),
);
