/**
 * The demo pages have no initiative, so 'Improve' cannot call the planner. This local, rule-based
 * rewrite stands in for it and the UI labels the result as a demo, never as AI output.
 */
const FILLER = /\b(really|very|just|basically|actually|quite|simply|totally)\s+/gi;

const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const withStop = (text: string) => (/[.!?:]$/.test(text) ? text : `${text}.`);

function concise(text: string): string {
  return sentencesOf(text.replace(FILLER, ""))
    .map((sentence) => withStop(capitalise(sentence)))
    .join(" ");
}

function bullets(text: string): string {
  const items = text
    .split(/\n+|(?<=[.!?;])\s+/)
    .map((item) => item.replace(/^\s*([-*+]|\d+\.)\s+/, "").trim())
    .filter(Boolean);
  return items.map((item) => `- ${capitalise(item.replace(/[.;]$/, ""))}`).join("\n");
}

function simplify(text: string): string {
  return sentencesOf(text)
    .map((sentence) => {
      const words = sentence.split(/[,;:]/)[0]!.trim().split(" ");
      return withStop(
        capitalise(
          words
            .slice(0, 15)
            .join(" ")
            .replace(/[.!?]$/, ""),
        ),
      );
    })
    .join(" ");
}

function expand(text: string): string {
  return `${withStop(text.trim())} To make this actionable, give each point an owner, a target date and a way to measure success, and review progress weekly.`;
}

function retone(text: string): string {
  const body = text.trim();
  return `Here's the idea in plain words: ${body.charAt(0).toLowerCase()}${body.slice(1)}`;
}

const RULES: [RegExp, (text: string) => string][] = [
  [/bullet|list/i, bullets],
  [/simplif|clarity|simple/i, simplify],
  [/expand|detail|longer/i, expand],
  [/tone|casual|friendly/i, retone],
  [/concise|professional|shorter|tighten/i, concise],
];

export function demoImprove(text: string, instruction: string): string {
  const rule = RULES.find(([pattern]) => pattern.test(instruction));
  if (rule) return rule[1](text);
  return `${text.trim()}\n\n_(The demo has no AI to apply "${instruction.trim()}"; on an initiative's Agents screen the planner would rewrite this.)_`;
}
