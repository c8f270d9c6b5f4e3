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
  return rest !== question && rest.length > 0 ? rest : undefined;
}
