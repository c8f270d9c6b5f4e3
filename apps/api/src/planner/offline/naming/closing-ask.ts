/**
 * "Onze fabriek heeft drie koppelingen met leveranciers … Kunnen we die leverancierskoppelingen niet
 * eens fatsoenlijk regelen?", "… ¿No podríamos tener un cuadro de mando que se actualice solo?": an
 * idea told as its situation that ends by asking whether we could do something. The name is read
 * from what that question asks for (`closingAsk`; non-english-name.ts names it), and a lone word asked
 * for is named with whom it is for or with its verb (`loneAsked`; decision 199). String code only; linear.
 */
import { INFINITIVE, type Lexicon, NEW, SV_PARTICLES } from "./non-english-lexicon";
import { isWord, MAX_LENGTH, MAX_WORDS, phraseAt, render, type Word, wordCount } from "./non-english-phrase";
import { purposeAfter } from "./noun-complements";
import { requestSentence } from "./request-sentence";
import { WANTS, WE } from "./wanted-object";

/**
 * How a question asks whether we could do something, per language: a modal of "we" or an impersonal
 * "could one", "would it be good", "what if we". Not "Kan IT …?", "Wer kümmert sich …?": those name
 * who does it.
 */
const ASKS: Record<string, string[]> = Object.fromEntries(
  Object.entries({
    de: "könnten wir|können wir|sollten wir|müssten wir|wollen wir|wäre|würde",
    nl: "zou|kunnen we|kunnen wij|zouden we|zouden wij|moeten we|moeten wij|zullen we",
    fr: "et si on|et si nous|il faudrait|il nous faudrait|on pourrait|pourrait-on|est-ce qu' on pourrait|ne pourrait-on pas",
    es: "y si|no podríamos|podríamos|no deberíamos|deberíamos|qué tal si|qué tal|no se podría|se podría",
    it: "non si potrebbe|si potrebbe|non potremmo|potremmo|sarebbe bello|servirebbe|ci vorrebbe|varrebbe la pena|sarebbe ora di|forse è il momento di|perché non",
    pt: "que tal|não podíamos|podíamos|não poderíamos|poderíamos|será que dá pra|será que não dava pra|dá pra|dá para|não seria altura de|não estará na altura de",
    sv: "borde vi|kan vi|skulle vi kunna|ska vi|vore det inte läge att",
  }).map(([language, asks]) => [language, asks.split("|")]),
);

/** Words a question puts around what it asks for: negations and adverbs of urgency. */
const FILLERS = new Set(
  `niet eens nou toch gewoon eindelijk nicht mal einfach endlich doch wirklich eigentlich
  pas enfin vraiment no ya non finalmente davvero não inte äntligen verkligen`.split(/\s+/),
);

/** Adjectives of a wish that name nothing ("een echt begeleidingsprogramma", "un vrai outil", "ein eigenes …"). */
const WISHED = new Set(
  `echt echte eigen eigenes eigene eigenen richtig richtige richtigen vrai vraie véritable real verdadero
  verdadera vero vera verdadeiro verdadeira ordentligt ordentlig riktigt riktig`.split(/\s+/),
);

/** "A kind of" before what is asked for. */
const KIND_OF = new Set(["especie", "tipo", "sorte", "specie"]);

/**
 * Words that join a clause to the question ("att", "dass", "que"); not the shared REQUEST_JOINERS,
 * whose French "de" is the Dutch article ("Kunnen we de beveiliging …").
 */
const JOINERS = new Set(["att", "dat", "dass", "que", "che"]);

/** Demonstratives the lexicon does not read as articles ("estes folhetos", "essa análise", "cet outil"). */
const DEMONSTRATIVES = new Set(
  "este esta estos estas estes esse essa esses essas ese esa esos esas cet questo questa questi queste".split(
    " ",
  ),
);

/** Swedish "the whole", before a noun in its definite form. */
const WHOLE = new Set(["hela"]);

/** Adverbs that end what is asked for ("… de cada evento casi en tiempo real", "… solo para mayores"). */
const LIMITS = new Set(
  `casi solo sólo quase só quasi presque seulement bara nur alleen wieder bättre besser beter mieux mejor
  meglio melhor daqui sans sin senza sem zonder ohne utan`.split(/\s+/),
);

/** Articles that are also "it" ("Hoe pakken we het deze keer aan?"): before another determiner, a pronoun. */
const IT = new Set(["het", "das", "det"]);
const THIS = new Set("deze dit die dieses diese diesen dieser denna detta dessa".split(" "));

/** "pour attirer …", "pra atrair …", "om … te", "för att": a purpose clause after what is asked for. */
const PURPOSE_CLAUSE = new Set(["pour", "para", "pra", "per", "om", "för", "um"]);

/** Sentence ends between the idea's sentences. */
const ENDS = new Set([".", "!", "?"]);

/** The idea's sentences as word lists. */
function sentences(list: Word[]): Word[][] {
  const out: Word[][] = [[]];
  for (const w of list) {
    out.at(-1)!.push(w);
    if (ENDS.has(w.text)) out.push([]);
  }
  return out.filter((s) => s.length > 0);
}

/** How many words of the sentence the language's ask takes; 0 when it asks nothing so. */
function askLength(language: string, sentence: Word[]): number {
  const lowers = sentence.map((w) => w.lower);
  for (const ask of ASKS[language] ?? []) {
    const parts = ask.split(" ");
    if (parts.every((part, k) => lowers[k] === part)) return parts.length;
  }
  if (!HOW.has(lowers[0] ?? "")) return 0;
  // "Hoe krijgen we …", "Wie bekommen wir …", "Hur kan vi …": how, a verb and "we".
  if (WE.has(lowers[2] ?? "")) return 3;
  // "Comment pourrait-on …", "Comment peut-on …".
  if (/-on$/.test(lowers[1] ?? "")) return 2;
  // "¿Cómo preparamos …", "Come possiamo …", "Como é que organizamos …": the verb of "we" says "we".
  const at = lowers[1] === "é" && lowers[2] === "que" ? 3 : 1;
  return WE_ENDING.test(lowers[at] ?? "") ? at + 1 : 0;
}

/** "How" opening a question, per language. */
const HOW = new Set(["hoe", "wie", "hur", "comment", "cómo", "come", "como"]);
/** A verb of "we" in Spanish, Italian and Portuguese ("preparamos", "possiamo", "podemos"). */
const WE_ENDING = /^\p{Ll}{2,}(?:amos|emos|imos|iamo)$/u;

/** Verbs that close a question after another infinitive ("markieren lassen", "laten uitvoeren"). */
const CAUSATIVE = new Set(["lassen", "laten", "machen", "maken", "werden", "worden", "gaan"]);

/** A verb in its infinitive ("attirer", "atrair", "te", "att"): what opens a purpose clause. */
const isInfinitive = (language: string, w: Word) =>
  w.lower === "te" || w.lower === "att" || w.lower === "zu" || (INFINITIVE[language]?.test(w.lower) ?? false);
/** "plantearnos", "guardarci", "rinnovarli": a Spanish, Italian or Portuguese infinitive with its pronoun. */
const CLITIC_INFINITIVE = /^\p{Ll}{3,}(?:ar|er|ir)(?:nos|se|lo|la|los|las|ci|li|le|ne)$/u;
/** Languages whose question puts the verb before its object. */
const verbFirst = (language: string) => language !== "de" && language !== "nl";

const skipFillers = (list: Word[], at: number) => {
  let i = at;
  while (i < list.length && FILLERS.has(list[i]!.lower)) i++;
  return i;
};

/**
 * What the idea's closing question asks for, from the article that opens it to the first filler,
 * comma or the end, without a German or Dutch verb that closes it ("… regelen?"); undefined unless
 * the idea states its situation before (no want in the sentences before) and the question asks for a
 * thing ("Kunnen we de beveiliging van het terrein niet flink aanscherpen?"). `verbs` are what a
 * lone word is named with ("Reescrever estes folhetos", "Mensa ausschreiben").
 */
export function closingAsk(
  lex: Lexicon,
  language: string,
  list: Word[],
): { object: Word[]; verbs: Word[] } | undefined {
  const all = sentences(list);
  const last = all.at(-1);
  if (all.length < 2 || !last) return undefined;
  const length = askLength(language, last);
  if (length === 0) return undefined;
  // "Die Praxis braucht eine neue Datenschutzerklärung … Können wir das bis Juli klären?": the want named it.
  // A third party's want later in the story ("Der Caterer will …") is part of the situation.
  const before = all.slice(0, -1).flat();
  const request = requestSentence(before.map((w) => w.text).join(" "));
  if (request !== undefined || all[0]!.some((w) => WANTS.has(w.lower))) return undefined;
  const start = objectStart(lex, language, last, length);
  if (!start) return undefined;
  const { at, verbAt, objectAt } = start;
  const { end, closing } = objectEnd(language, last, at);
  const object = last.slice(at, end);
  if (!verbFirst(language))
    return { object, verbs: last.slice(end, closing).filter((w) => w.lower !== "te" && w.lower !== "zu") };
  return { object, verbs: [...last.slice(verbAt, objectAt), ...last.slice(objectAt, at)] };
}

/**
 * Where what the question asks for starts, after its ask (`from`): past a joining word, the verb
 * (Romance and Swedish questions put it first), an article or demonstrative and the adjectives of a
 * wish; undefined when no article (or Swedish definite noun) opens it.
 */
function objectStart(lex: Lexicon, language: string, last: Word[], from: number) {
  let i = skipFillers(last, from);
  // "Hur säkerställer vi att leksakssortimentet …": the word that joins what follows.
  const joined = JOINERS.has(last[i]?.lower ?? "");
  if (joined) i++;
  // "¿No podríamos tener un cuadro …", "Borde vi ta fram ett underlag …": the verb before the object.
  const verbLeads = verbFirst(language);
  const verb = last[i];
  // "se över", "ta fram": a short Swedish verb is known by its particle.
  const particle = language === "sv" && SV_PARTICLES.has(last[i + 1]?.lower ?? "");
  const infinitive =
    verb !== undefined &&
    ((INFINITIVE[language]?.test(verb.lower) ?? false) || (verbLeads && CLITIC_INFINITIVE.test(verb.lower)));
  // "¿Y si montamos un campamento …", "Et si on lançait une offre …": a finite verb before its article.
  const finite = verb !== undefined && lex.determiners.has(last[i + 1]?.lower ?? "");
  const verbAt = i;
  if (verbLeads && verb && !lex.determiners.has(verb.lower) && (infinitive || particle || finite)) {
    i += particle ? 2 : 1;
    // "Il faudrait pouvoir repérer …": a second infinitive.
    const second = last[i]?.lower ?? "";
    if (!finite && !particle && INFINITIVE[language]?.test(second) && !lex.determiners.has(second)) i++;
    i = skipFillers(last, i);
  }
  const objectAt = i;
  const opening = last[i];
  // "hyra ut internatet", "se över hela verkstadsnätverket": Swedish names a known thing without an article.
  const definite =
    language === "sv" &&
    (i > verbAt || joined) &&
    opening !== undefined &&
    /^\p{Ll}{4,}(?:et|en|na)$/u.test(opening.lower);
  const whole = language === "sv" && WHOLE.has(opening?.lower ?? "");
  const determiner = (w: Word) => lex.determiners.has(w.lower) || DEMONSTRATIVES.has(w.lower);
  if (!opening || !(determiner(opening) || NEW.has(opening.lower) || definite || whole)) return undefined;
  const then = last[i + 1]?.lower ?? "";
  if (IT.has(opening.lower) && (lex.determiners.has(then) || THIS.has(then))) return undefined;
  const opens = (w: Word) => determiner(w) || WISHED.has(w.lower) || WHOLE.has(w.lower);
  while (i < last.length && opens(last[i]!)) i++;
  // "una especie de banco de textos", "une sorte de guichet": what it is a kind of.
  if (KIND_OF.has(last[i]?.lower ?? "") && ["de", "di", "d'"].includes(last[i + 1]?.lower ?? "")) i += 2;
  return { at: i, verbAt, objectAt };
}

/**
 * Where what the question asks for ends (`end`), at the first filler, limit, comma, sentence end or
 * purpose clause, before the verbs that close a German or Dutch question ("… een begeleidingsprogramma
 * voor startende docenten opzetten?", "… markieren lassen?"), not the plural nouns before them;
 * `closing` is where those verbs end.
 */
function objectEnd(language: string, last: Word[], start: number): { end: number; closing: number } {
  const ends = (w: Word, next: Word | undefined) =>
    FILLERS.has(w.lower) ||
    LIMITS.has(w.lower) ||
    /^[,.!?]$/.test(w.text) ||
    (PURPOSE_CLAUSE.has(w.lower) && next !== undefined && isInfinitive(language, next));
  let end = start;
  while (end < last.length && !ends(last[end]!, last[end + 1])) end++;
  const closing = end;
  if (!verbFirst(language) && /^[,.!?]$/.test(last[end]?.text ?? "")) {
    end--;
    if (CAUSATIVE.has(last[end]!.lower) && /en$/.test(last[end - 1]?.lower ?? "")) end--;
    if (last[end - 1]?.lower === "te" || last[end - 1]?.lower === "zu") end--;
  }
  return { end, closing };
}

/**
 * A lone word asked for, with whom it is for ("Cursus voor startende medewerkers") or else with its
 * verb ("Reescrever estes folhetos", "Mensa ausschreiben").
 */
export function loneAsked(
  lex: Lexicon,
  language: string,
  { object, verbs }: { object: Word[]; verbs: Word[] },
): string | undefined {
  const head = phraseAt(lex, object, 0);
  const [word] = head.words;
  if (head.words.length !== 1 || !isWord(word)) return undefined;
  const purpose = purposeAfter(lex, object, head.end);
  const verb =
    object.length === 1 &&
    verbs.some((w) => !lex.determiners.has(w.lower)) &&
    !lex.genericHeads.has(word!.lower);
  const name = purpose
    ? [word!, ...purpose]
    : !verb
      ? undefined
      : verbFirst(language)
        ? [...verbs, word!]
        : [word!, ...verbs];
  const text = name && wordCount(name) <= MAX_WORDS ? render(name) : undefined;
  return text && text.length <= MAX_LENGTH ? text : undefined;
}
