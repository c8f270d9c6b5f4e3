import { splitOuterSpace, trimEndOf } from "../plain-text";
import { keyPhrases, splitSentences } from "./key-phrases";

/**
 * Deterministic "improvements" for the offline planner. Each works line by line so headings,
 * tables and code blocks keep their markdown structure; only prose and list items change.
 */

type LineTransform = (text: string, kind: "paragraph" | "list") => string;

const FILLER: Array<[RegExp, string]> = [
  [/\bin order to\b/gi, "to"],
  [/\ba lot of\b/gi, "many"],
  [/\bdue to the fact that\b/gi, "because"],
  [/\bat this point in time\b/gi, "now"],
  [/\b(really|very|just|basically|actually|quite|simply|certainly)\s+/gi, ""],
  [/\bit is important to note that\s+/gi, ""],
];

const SIMPLER: Array<[RegExp, string]> = [
  [/\butili[sz]e\b/gi, "use"],
  [/\bleverage\b/gi, "use"],
  [/\bfacilitate\b/gi, "help"],
  [/\bcommence\b/gi, "start"],
  [/\bapproximately\b/gi, "about"],
  [/\badditional\b/gi, "more"],
  [/\bdemonstrate\b/gi, "show"],
  [/\bmethodology\b/gi, "method"],
  [/\bimplement(ation)?\b/gi, "build"],
  [/\bsubsequently\b/gi, "then"],
  [/\bprior to\b/gi, "before"],
];

function replaceAll(text: string, pairs: Array<[RegExp, string]>): string {
  let out = text;
  for (const [pattern, replacement] of pairs) {
    out = out.replace(pattern, (match) => {
      // Keep a capital letter where the replaced word had one.
      if (!replacement || match[0] !== match[0]!.toUpperCase() || match[0] === match[0]!.toLowerCase()) {
        return replacement;
      }
      return replacement.charAt(0).toUpperCase() + replacement.slice(1);
    });
  }
  return out.replace(/ {2,}/g, " ");
}

const tighten: LineTransform = (text) => replaceAll(text, FILLER);

const simplify: LineTransform = (text) =>
  replaceAll(tighten(text, "paragraph"), SIMPLER)
    .replace(/,\s+and\s+/g, ". ")
    .replace(/;\s+/g, ". ")
    .replace(/\.\s+([a-z])/g, (_m, c: string) => `. ${c.toUpperCase()}`);

function rephrase(instruction: string): LineTransform {
  const formal = /formal|professional|serious/i.test(instruction);
  return (text) =>
    formal
      ? text
          .replace(/\bwe'll\b/gi, "we will")
          .replace(/\bcan't\b/gi, "cannot")
          .replace(/\bdon't\b/gi, "do not")
      : text
          .replace(/\bwe will\b/g, "we'll")
          .replace(/\bWe will\b/g, "We'll")
          .replace(/\bdo not\b/g, "don't");
}

/** The text's best key phrase in quotes (any phrase reads well there), or a plain stand-in. */
function topicOf(text: string): string | undefined {
  const best = keyPhrases(text).phrases[0];
  return best && best.score > 0 ? `“${best.text}”` : undefined;
}

/** Ends a sentence cleanly before more text is appended ("Review it" → "Review it."). */
const closeSentence = (text: string) =>
  /[.!?:;…)"”’]$/u.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;

function expand(text: string, kind: "paragraph" | "list"): string {
  const topic = topicOf(text);
  if (kind === "list") {
    const about = topic ? ` for ${topic}` : "";
    return `${text}\n  - Detail: name an owner and a due date${about}, and say how progress is checked.`;
  }
  const about = topic ? ` the work on ${topic}` : " this work";
  return `${closeSentence(text)} In practice, this means agreeing who owns${about}, what done looks like and when it is reviewed.`;
}

function generic(instruction: string): LineTransform {
  // The instruction's key phrases in the order the user wrote them.
  const words = keyPhrases(instruction)
    .phrases.filter((p) => p.score > 0)
    .slice(0, 3)
    .map((p) => p.text)
    .sort((a, b) => instruction.indexOf(a) - instruction.indexOf(b));
  const note = (words.length ? words.join(", ") : instruction.trim().replace(/\s+/g, " ")).replace(
    /[\s.!?,;:]+$/u,
    "",
  );
  let applied = false;
  return (text, kind) => {
    const tightened = tighten(text, kind);
    if (applied) return tightened;
    applied = true;
    return kind === "list"
      ? `${trimEndOf(tightened, ",;:")} (revised for: ${note})`
      : `${closeSentence(tightened)} Revised for: ${note}.`;
  };
}

/**
 * Lines of one snippet the offline improvement rewrites; later lines are kept as they are. Each
 * rewrite costs a little, and 100,000 one-character lines blocked the event loop for a second.
 */
const MAX_REWRITTEN_LINES = 1_000;

const LIST_ITEM = /^(\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?)(.*)$/;

/** Applies `transform` to prose and list-item text only; `toBullets` turns prose into a list. */
function mapLines(snippet: string, transform: LineTransform, toBullets = false): string {
  let inFence = false;
  let budget = MAX_REWRITTEN_LINES;
  const out: string[] = [];
  for (const line of snippet.split("\n")) {
    if (budget === 0) {
      out.push(line);
      continue;
    }
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const structural =
      inFence || /^\s*(#{1,6}\s|\||>|```|~~~|<)/.test(line) || /^\s*([-*_]\s*){3,}$/.test(line);
    if (structural || line.trim() === "") {
      out.push(line);
      continue;
    }
    budget--;
    const item = LIST_ITEM.exec(line);
    if (item) out.push(item[1]! + transform(item[2]!, "list"));
    else if (toBullets) out.push(...splitSentences(transform(line, "paragraph")).map((s) => `- ${s}`));
    else out.push(transform(line, "paragraph"));
  }
  return out.join("\n");
}

/** Improves the snippet according to the instruction; a few instructions are recognised. */
export function improveSnippet(snippet: string, instruction: string): string {
  const ask = instruction.toLowerCase();
  // Keep the snippet's own surrounding whitespace so it slots back into the document.
  const { lead, body, trail } = splitOuterSpace(snippet);
  let improved: string;
  if (/bullet|list/.test(ask)) improved = mapLines(body, (t) => t, true);
  else if (/professional|concise|shorter|tighten|brief|succinct/.test(ask)) {
    const formal = rephrase("formal");
    improved = mapLines(body, (t, kind) => formal(tighten(t, kind), kind));
  } else if (/simpl|plain|easier|easy/.test(ask)) improved = mapLines(body, simplify);
  else if (/tone|friendly|formal|casual|warm/.test(ask)) improved = mapLines(body, rephrase(ask));
  else if (/expand|detail|elaborat|longer|flesh/.test(ask)) improved = mapLines(body, expand);
  else improved = mapLines(body, generic(instruction));
  // An instruction that changes nothing still has to be visible as a revision.
  if (improved === body) improved = mapLines(body, generic(instruction));
  return lead + improved + trail;
}

/**
 * The replacement for the range of the document the server located (the whole improved document
 * when the range is all of it). Everything outside the range is the server's to keep as it is.
 */
export function improveSelection(
  document: string,
  selection: { start: number; end: number },
  instruction: string,
): string {
  return improveSnippet(document.slice(selection.start, selection.end), instruction);
}
