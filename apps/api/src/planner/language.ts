import { francAll } from "franc-min";

/**
 * Which language an idea is written in, for the offline planner: German, French and Spanish ideas
 * get plans in their language; anything else gets English with a note. Read from the text's
 * character trigrams (franc, limited to the eight languages the planner reads), and from common
 * function words where two trigram profiles come close or the text is too short for them
 * (decision 191).
 */
export type PlanLanguage = "en" | "de" | "fr" | "es";
export type IdeaLanguage = PlanLanguage | "other";

export const FUNCTION_WORDS: Record<string, string> = {
  en: "the a an and or for with to of in on our we is are be this that it from by will should can want need so all into your their about at as up out more than its was has have not but if when how what which who there each every us my new",
  de: "der die das den dem des ein eine einen einem einer und oder für mit zu von im auf unser unsere unseren unserer wir ist sind werden wollen möchten soll sollen damit nicht auch bei zum zur über nach aus",
  fr: "le la les un une des du de et ou pour avec nous vous est sont dans sur par au aux ce cette qui que notre nos leur afin une voulons souhaitons d'un d'une l'",
  es: "de la que en el los las un una unos unas y o para con nosotros queremos es son en del al por nuestro nuestra nuestros nuestras que se su sus como cuando a través entre sin sobre hasta desde muy",
  it: "il lo la gli le un una e o per con da noi vogliamo è sono nel della delle del di che nostro nostra nostri dei i alla alle ai agli nei sul sulla dal dalla degli dopo tra fra anche come",
  nl: "de het een en of voor met wij we willen is zijn op onze ons van naar bij die dat niet ook te door af aan als om er",
  pt: "o os as um uma e ou para com nós queremos é são no na do da dos das nosso nossa que em de a ao pelo pela não também",
  sv: "och att det som en ett för med av på till vi vår vårt våra är ska vill inte den de efter från under inom alla i om över hos mot",
};

const WORD_SETS = Object.fromEntries(
  Object.entries(FUNCTION_WORDS).map(([lang, words]) => [lang, new Set(words.split(" "))]),
);

/** Whether a lower-case word is one of the language's function words ("de", "het", "och"). */
export function isFunctionWord(language: string, word: string): boolean {
  return WORD_SETS[language]?.has(word) === true;
}

/** Lower-case words of a text (letters, digits and apostrophes inside a word). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter((w) => w.length > 0);
}

/** franc's ISO 639-3 codes of the languages FUNCTION_WORDS knows. */
const TRIGRAM_LANGUAGES: Record<string, string> = {
  eng: "en",
  deu: "de",
  fra: "fr",
  spa: "es",
  ita: "it",
  por: "pt",
  nld: "nl",
  swe: "sv",
};
const TRIGRAM_ONLY = Object.keys(TRIGRAM_LANGUAGES);
/** franc scores the best profile 1; it must lead the runner-up by this much to break a tie… */
const TRIGRAM_CLOSE = 0.02;
/** … and by this much to overrule English, which franc reads badly in short sentences. */
const TRIGRAM_CLEAR = 0.05;
/** Fewer words (of two letters or more) are too few for trigrams ("Build a design system"). */
const TRIGRAM_MIN_WORDS = 6;

/**
 * The detected language of a text among those FUNCTION_WORDS knows ("en" when nothing matches):
 * function words first, trigrams (franc) where they tie. Terse notes are where function words
 * fail ("Zelfscankassa's in de drie grootste winkels" has one Dutch function word and one English
 * one); of 2,680 training and fresh ideas, 72 were misread by function words alone, 25 are now
 * (decision 191).
 */
export function detectWordsLanguage(text: string): string {
  const [first, runnerUp] = functionWordScores(text);
  const words = first && first[1] > 0 ? first[0] : "en";
  // Function words that tell one language from the others decide ("so we can plan drivers");
  // where they tie or find nothing, trigrams read the text ("Zelfscankassa's in de drie grootste
  // winkels": one Dutch, one English function word), unless it is a few words only.
  const tie = !first || first[1] === 0 || first[1] === runnerUp?.[1];
  const letterWords = wordsOf(text).filter((w) => /\p{L}{2}/u.test(w));
  if (!tie || letterWords.length < TRIGRAM_MIN_WORDS) return words;
  const [best, second] = francAll(text, { only: TRIGRAM_ONLY, minLength: 3 });
  const lead = best && second ? best[1] - second[1] : 0;
  // English breaks a tie by default, as before; trigrams must be clearly surer to overrule it.
  const needed = words === "en" ? TRIGRAM_CLEAR : TRIGRAM_CLOSE;
  return best && best[0] in TRIGRAM_LANGUAGES && lead >= needed ? TRIGRAM_LANGUAGES[best[0]]! : words;
}

/** Each language's function-word score for the text, highest first (ties in FUNCTION_WORDS order). */
function functionWordScores(text: string): Array<[string, number]> {
  const counts = new Map<string, number>();
  const add = (lang: string, n = 1) => counts.set(lang, (counts.get(lang) ?? 0) + n);
  for (const word of wordsOf(text)) {
    for (const [lang, set] of Object.entries(WORD_SETS)) if (set.has(word)) add(lang);
    // Elided articles: "l'application", "d'impact" (French), "un'app" (Italian).
    const apostrophe = Math.max(word.indexOf("'"), word.indexOf("’"));
    const head = apostrophe > 0 ? word.slice(0, apostrophe) : "";
    if (["l", "d", "qu", "j", "n", "s", "c"].includes(head)) add("fr");
    else if (head === "un" || head === "dell") add("it");
  }
  // Letters only one of the languages uses break ties between close relatives.
  const lower = text.toLowerCase();
  const bonus = (lang: string, letters: string, weight: number) => {
    for (const letter of letters)
      if (lower.includes(letter)) counts.set(lang, (counts.get(lang) ?? 0) + weight);
  };
  // "ä" and "ö" are German and Swedish alike; "ü" and "ß" are German only.
  bonus("de", "üß", 2);
  bonus("de", "äö", 1);
  bonus("sv", "äö", 1);
  bonus("es", "ñ¿¡", 2);
  bonus("sv", "å", 2);
  bonus("pt", "ãõ", 2);
  bonus("fr", "çèêàù", 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

export function detectLanguage(text: string): IdeaLanguage {
  const best = detectWordsLanguage(text);
  if (best === "en" || best === "de" || best === "fr" || best === "es") return best;
  return "other";
}

/** A plan's language: the idea's own for German, French and Spanish, English otherwise. */
export function planLanguageOf(idea: string): { language: PlanLanguage; foreign: boolean } {
  return planLanguageFor(detectWordsLanguage(idea));
}

/** The same from an already detected language (IdeaAnalysis.language). */
export function planLanguageFor(detected: string): { language: PlanLanguage; foreign: boolean } {
  return detected === "en" || detected === "de" || detected === "fr" || detected === "es"
    ? { language: detected, foreign: false }
    : { language: "en", foreign: true };
}
