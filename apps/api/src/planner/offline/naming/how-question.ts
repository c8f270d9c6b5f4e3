/**
 * "¿Cómo digitalizamos las fichas de pacientes de la clínica?", "Hur kan vi minska köerna …?": an
 * idea that opens by asking how to do something. What it asks to do, without "how (can we)", names
 * the idea as an instruction would (non-english-name.ts; decision 200). String code only; linear:
 * the patterns are anchored and the question's class excludes "?".
 */

/**
 * "How (can we)" opening a question, per language (decision 200): in German, Dutch and Swedish only
 * with "can we", since "Hur går det …", "Hur säkerställer vi att …" put a verb of their own first.
 */
const HOW: Record<string, RegExp> = {
  de: /^wie\s+(?:können|könnten|schaffen)\s+wir\s+/iu,
  fr: /^comment\s+(?:(?:pouvons-nous|pourrions-nous|peut-on|pourrait-on|faire pour)\s+)?/iu,
  es: /^cómo\s+(?:(?:podemos|podríamos|hacemos para|se puede)\s+)?/iu,
  it: /^come\s+(?!mai)(?:(?:possiamo|potremmo|si può|fare per)\s+)?/iu,
  pt: /^como\s+(?:(?:podemos|poderíamos|fazemos para|se pode)\s+)?/iu,
  nl: /^hoe\s+(?:kunnen|zouden|moeten)\s+(?:we|wij)\s+/iu,
  sv: /^hur\s+(?:kan|ska|skulle)\s+vi\s+(?:kunna\s+)?/iu,
};

/**
 * What an idea opening with a question of how asks to do, without "how (can we)": "¿Cómo
 * digitalizamos las fichas de pacientes?" → "digitalizamos las fichas de pacientes", which names
 * like an instruction; undefined for any other opening.
 */
export function howAsked(idea: string, language: string): string | undefined {
  const how = HOW[language];
  const question = /^\s*¿?([^.!?]+)\?/u.exec(idea)?.[1]?.trim();
  if (!how || !question) return undefined;
  const rest = question.replace(how, "");
  return rest !== question && rest.length > 0 ? rest : objectOfWe(question, language);
}

/** The idea's closing question of how, when its verb is one of "we" (`objectOfWe`); undefined otherwise. */
export function closingHowAsked(idea: string, language: string): string | undefined {
  const sentences = idea.trim().split(/(?<=[.!?])\s+/u);
  const last = sentences.at(-1) ?? "";
  return sentences.length >= 2 && last.endsWith("?") ? objectOfWe(last.slice(0, -1), language) : undefined;
}

/** "How <verb> we", in the languages that put the verb before "we" (not "can we": HOW reads that). */
const HOW_VERB_WE: Record<string, RegExp> = {
  de: /^wie\s+\p{L}+\s+wir\s+/iu,
  nl: /^hoe\s+\p{L}+\s+(?:we|wij)\s+/iu,
  sv: /^hur\s+\p{L}+\s+vi\s+/iu,
};
/** A clause after the verb ("Hur säkerställer vi att …") asks for no object. */
const CLAUSE = /^(?:att|dat|dass|hoe|wie|hur|of|ob|om)\s/iu;
/** "Hoe pakken we het deze keer aan?": an object that is a pronoun names nothing. */
const PRONOUN = /^(?:het|das|es|det|den|dit|dat|dies|ze|sie|dem|ihn)(?:\s|$)/iu;
/** How the object should become, which ends it ("… die Tablets endlich sinnvoll", "… kundtjänsten bättre"). */
const MANNER = new Set(
  "endlich wieder besser gut richtig sinnvoll schneller einfacher äntligen igen bättre bra enklare snabbare eindelijk weer beter goed helder sneller makkelijker".split(
    " ",
  ),
);

/**
 * "Hoe krijgen we betere feedback van bezoekers", "Hur ger vi operatörerna egna inloggningar": a
 * question of how whose verb is one of "we" asks for that verb's object; undefined otherwise.
 */
function objectOfWe(question: string, language: string): string | undefined {
  const verb = HOW_VERB_WE[language]?.exec(question);
  const words = verb ? question.slice(verb[0].length).trim().split(/\s+/) : [];
  const end = words.findIndex((w) => MANNER.has(w.toLowerCase()));
  const object = words.slice(0, end < 0 ? undefined : end).join(" ");
  return object.length > 0 && !CLAUSE.test(object) && !PRONOUN.test(object) ? object : undefined;
}
