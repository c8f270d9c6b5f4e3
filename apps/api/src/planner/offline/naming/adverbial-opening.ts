/**
 * "After the audit last month, we need …", "Seit der BaFin-Prüfung müssen wir …", "Suite aux
 * résultats du brevet blanc, on aimerait …": many ideas open with when or why they arise. That
 * opening names the occasion, not the initiative, so the name is read from the main clause after it
 * (decision 188). The opening is a preposition of time, cause or occasion at the very start, up to
 * the first comma, or — where none is written (German, Dutch, Swedish, English "For the summit we'll
 * need …") — up to the main clause's finite verb or pronoun. String code only; linear.
 */

/** Prepositions that open an occasion, per language (folded to lower case; a phrase is a word sequence). */
const OCCASION: Record<string, string[]> = {
  en: [
    "after",
    "since",
    "following",
    "before",
    "ahead of",
    "for",
    "with",
    "due to",
    "because of",
    "given",
    "during",
    "as part of",
    "in light of",
  ],
  de: [
    "nach",
    "seit",
    "vor",
    "für",
    "bei",
    "beim",
    "wegen",
    "mit",
    "aufgrund",
    "angesichts",
    "im rahmen",
    "während",
    "zum",
    "zur",
  ],
  fr: [
    "après",
    "suite à",
    "suite au",
    "suite aux",
    "avant",
    "pour",
    "depuis",
    "avec",
    "à cause",
    "en vue",
    "dans le cadre",
    "lors",
  ],
  es: [
    "después de",
    "después del",
    "tras",
    "desde",
    "antes de",
    "antes del",
    "para",
    "con",
    "debido a",
    "a raíz de",
    "de cara a",
    "durante",
    "ante",
  ],
  it: [
    "dopo",
    "da quando",
    "prima di",
    "prima del",
    "prima della",
    "per",
    "con",
    "in vista",
    "a causa",
    "durante",
    "in seguito",
    "visto",
    "vista",
  ],
  pt: [
    "depois de",
    "depois da",
    "depois do",
    "desde",
    "antes de",
    "antes da",
    "antes do",
    "para",
    "com",
    "após",
    "devido",
    "na sequência",
    "durante",
    "tendo em conta",
  ],
  nl: ["na", "sinds", "voor", "met", "vanwege", "tijdens", "naar aanleiding", "in verband met", "bij"],
  sv: ["inför", "efter", "sedan", "före", "för", "med", "på grund av", "under", "i samband med", "vid"],
};

/**
 * Conjunctions that open a clause of cause or time ("Because residents …, we need …", "Da der
 * Stahlpreis … gestiegen ist, müssen wir …", "Como la zona … se endurece, necesitamos …"): the
 * opening is a whole clause, its verb last in German and Dutch, and may run longer.
 */
const SUBORDINATORS: Record<string, string[]> = {
  en: ["because", "now that", "given that"],
  de: ["da", "weil", "nachdem", "seitdem", "sobald"],
  fr: ["comme", "parce que", "puisque", "depuis que", "vu que", "étant donné que", "maintenant que"],
  es: ["como", "porque", "ya que", "dado que", "puesto que", "ahora que"],
  it: ["poiché", "siccome", "dato che", "visto che", "perché", "ora che"],
  pt: ["como", "porque", "já que", "uma vez que", "dado que", "visto que", "agora que"],
  nl: ["omdat", "doordat", "aangezien"],
  sv: ["eftersom", "nu när"],
};
/** A clause of cause or time may run this long before its comma. */
const CLAUSE_MAX_WORDS = 18;

/** Whether the words open with one of the phrases (a phrase's last word may carry an elision: "qu'"). */
function opensWith(lower: string[], phrases: string[]): boolean {
  return phrases.some((phrase) => {
    const parts = phrase.split(" ");
    const last = parts.length - 1;
    return parts.every((part, i) => lower[i] === part || (i === last && lower[i]?.startsWith(`${part}'`)));
  });
}

/**
 * Where the main clause starts when no comma ends the opening: its subject pronoun ("For the summit
 * we'll need …"), or a verb right before one ("Seit der Prüfung müssen wir …", "Inför mässan vill vi …").
 */
const PRONOUNS: Record<string, string[]> = {
  en: ["we", "we'll", "we're", "we've", "we'd", "i", "i'd", "i'll", "i'm"],
  de: ["wir", "ich", "man"],
  nl: ["we", "wij", "ik", "men"],
  sv: ["vi", "jag", "man"],
  // Romance main clauses open with "we", a modal of "we" or an impersonal "must" ("Antes de la auditoría
  // de marzo tenemos que formar …", "Con l'entrata in vigore del regolamento DORA dobbiamo rivedere …").
  fr: ["nous", "on", "je", "j'aimerais", "il"],
  es: ["tenemos", "hay", "queremos", "necesitamos", "debemos", "quiero", "necesito", "vamos", "podemos"],
  it: ["dobbiamo", "vogliamo", "vorremmo", "vorrei", "serve", "servono", "bisogna", "occorre", "ci"],
  pt: ["temos", "queremos", "precisamos", "devemos", "quero", "preciso", "vamos", "há"],
};

/**
 * Dutch and Swedish put the main clause's finite verb right before its subject, and often write no
 * comma after a clause of cause: "Eftersom vårdcentralerna … hinner besvara behöver vi ett …". These
 * verbs before a pronoun end such a clause (the clause's own verb is never followed by "vi"/"we").
 */
const MAIN_CLAUSE_VERBS: Record<string, Set<string>> = {
  nl: new Set(["willen", "wil", "moeten", "moet", "gaan", "kunnen", "zullen", "hebben", "zoeken"]),
  sv: new Set([
    "vill",
    "behöver",
    "måste",
    "ska",
    "skall",
    "bör",
    "borde",
    "kan",
    "tänker",
    "planerar",
    "har",
  ]),
};

/** Languages whose main clause is found at its own first word, not at the word before a pronoun. */
const ROMANCE = new Set(["fr", "es", "it", "pt"]);

/** German infinitives that end a passive or perfect, not an instruction. */
const AUXILIARIES = new Set(["werden", "worden", "sein", "haben", "lassen"]);

/** An opening longer than this is the idea itself. */
const OPENING_MAX_WORDS = 12;
/** The main clause must say enough to be named from. */
const REST_MIN_WORDS = 4;

/** The idea without an opening that only says when or why it arises; the idea unchanged otherwise. */
export function withoutOccasion(text: string, language: string): string {
  const matches = [...text.slice(0, 400).matchAll(/\S+/g)];
  const words = matches.map((m) => m[0]);
  const lower = words.map((w) => w.toLowerCase());
  const subordinate = opensWith(lower, SUBORDINATORS[language] ?? []);
  if (!subordinate && !opensWith(lower, OCCASION[language] ?? [])) return text;
  const maxWords = subordinate ? CLAUSE_MAX_WORDS : OPENING_MAX_WORDS;
  const pronouns = new Set(PRONOUNS[language] ?? []);
  const pronoun = (i: number) => pronouns.has(lower[i]?.replace(/[,.;:!?]+$/, "") ?? "");
  for (let i = 1; i < Math.min(words.length, maxWords + 1); i++) {
    const comma = words[i - 1]!.endsWith(",");
    // A clause of cause has its own subject ("Because we …, …"): only its comma ends it.
    // Without a comma, a Dutch or Swedish clause of cause ends at the main clause's verb and subject.
    const main = subordinate
      ? i >= 3 && pronoun(i + 1) && (MAIN_CLAUSE_VERBS[language]?.has(lower[i]!) ?? false)
      : i >= 2 && (pronoun(i) || (!ROMANCE.has(language) && pronoun(i + 1) && !/[,.;:!?]$/.test(words[i]!)));
    // A sentence that ends before the main clause was not an opening.
    if (/[.:;!?]$/.test(words[i - 1]!)) return text;
    if (!comma && !main) continue;
    // "Zur Weihnachtszeit eine Spendenkampagne … starten, mit …": German nouns are capitalised, so a
    // lower-case "-en" before the comma is the opening's own verb: an instruction, not an occasion.
    // Not a clause of its own ("Seit wir … verkaufen,"), a passive ("soll … eingeführt werden,") or "zu …".
    const verb = lower[i - 1]!.slice(0, -1);
    const clause = lower.slice(0, i - 1).some((w) => pronouns.has(w) || w === "zu") || AUXILIARIES.has(verb);
    const instruction = comma && language === "de" && /^\p{Ll}\p{L}{3,}en,$/u.test(words[i - 1]!) && !clause;
    if (instruction && !subordinate) return text;
    return words.length - i >= REST_MIN_WORDS ? text.slice(matches[i]!.index) : text;
  }
  return text;
}
