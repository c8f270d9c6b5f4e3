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

/** Wordy phrases a concise text says in fewer words. */
const WORDY: Array<[RegExp, string]> = [
  [/\bin the event that\b/gi, "if"],
  [/\bfor the purpose of\b/gi, "for"],
  [/\bwith regard to\b/gi, "on"],
  [/\bwith respect to\b/gi, "on"],
  [/\bin spite of the fact that\b/gi, "although"],
  [/\b(is|are) able to\b/gi, "can"],
  [/\bhas the ability to\b/gi, "can"],
  [/\ba (large )?number of\b/gi, "many"],
  [/\bthe majority of\b/gi, "most"],
  [/\bon a (daily|weekly|monthly) basis\b/gi, "$1"],
  [/\bat the present time\b/gi, "now"],
  [/\bin the near future\b/gi, "soon"],
  [/\beach and every\b/gi, "every"],
  [/\bmake a decision\b/gi, "decide"],
  [/\btake into (account|consideration)\b/gi, "consider"],
  [/\bin advance of\b/gi, "before"],
  [/\bwhether or not\b/gi, "whether"],
];

/** Informal words and contractions a professional text spells out. */
const FORMAL: Array<[RegExp, string]> = [
  [/\bwon't\b/gi, "will not"],
  [/\bcan't\b/gi, "cannot"],
  [/\b(\w+)n't\b/gi, "$1 not"],
  [/\b(we|you|they)'re\b/gi, "$1 are"],
  [/\b(we|you|they|I)'ll\b/gi, "$1 will"],
  [/\b(we|you|they|I)'ve\b/gi, "$1 have"],
  [/\bit's\b/gi, "it is"],
  [/\blet's\b/gi, "let us"],
  [/\bgonna\b/gi, "going to"],
  [/\bwanna\b/gi, "want to"],
  [/\b(a bunch of|lots of|tons of)\b/gi, "many"],
  [/\bkick off\b/gi, "start"],
  [/\bfigure out\b/gi, "determine"],
  [/\bstuff\b/gi, "material"],
  [/\bguys\b/gi, "everyone"],
  [/\bASAP\b/g, "as soon as possible"],
  [/!+/g, "."],
];

/** Spelled-out forms a friendly text contracts. */
const FRIENDLY: Array<[RegExp, string]> = [
  [/\bwill not\b/gi, "won't"],
  [/\bwe will\b/gi, "we'll"],
  [/\bwe are\b/gi, "we're"],
  [/\byou will\b/gi, "you'll"],
  [/\bdo not\b/gi, "don't"],
  [/\bdoes not\b/gi, "doesn't"],
  [/\bcannot\b/gi, "can't"],
  [/\bit is\b/gi, "it's"],
  [/\blet us\b/gi, "let's"],
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
    out = out.replace(pattern, (match, ...groups: unknown[]) => {
      const first = typeof groups[0] === "string" ? groups[0] : "";
      const replaced = replacement.replace("$1", first);
      // Keep a capital letter where the replaced word had one.
      if (!replaced || match[0] !== match[0]!.toUpperCase() || match[0] === match[0]!.toLowerCase()) {
        return replaced;
      }
      return replaced.charAt(0).toUpperCase() + replaced.slice(1);
    });
  }
  return out.replace(/ {2,}/g, " ");
}

const tighten: LineTransform = (text) => replaceAll(replaceAll(text, FILLER), WORDY);

/** Sentences longer than this many words lose their trailing clauses when a text is made shorter. */
const LONG_SENTENCE_WORDS = 14;
/** Words a shortened sentence keeps at least. */
const SHORT_SENTENCE_WORDS = 6;

/**
 * A long sentence cut at its first clause break (a comma or semicolon outside brackets and bold text)
 * after a few words: "Describe the audience segments for the launch, where they spend time and what
 * they need" → "Describe the audience segments for the launch."
 */
function shortenSentence(sentence: string): string {
  const words = sentence.split(/\s+/);
  if (words.length <= LONG_SENTENCE_WORDS) return sentence;
  let depth = 0;
  let bold = false;
  let seen = 0;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence[i]!;
    if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    else if (c === "*" && sentence[i + 1] === "*") {
      bold = !bold;
      i++;
    } else if (c === " ") seen++;
    else if ((c === "," || c === ";") && depth === 0 && !bold && seen >= SHORT_SENTENCE_WORDS - 1) {
      const mark = /\?\W*$/u.test(sentence) ? "?" : /!\W*$/u.test(sentence) ? "!" : ".";
      return `${sentence.slice(0, i)}${mark}`;
    }
  }
  return sentence;
}

const shorten: LineTransform = (text) => {
  const tightened = tighten(text, "paragraph");
  return splitSentences(tightened).map(shortenSentence).join(" ");
};

function rephrase(instruction: string): LineTransform {
  const formal = /formal|professional|serious/i.test(instruction);
  return (text) => replaceAll(text, formal ? FORMAL : FRIENDLY);
}

const simplify: LineTransform = (text) =>
  replaceAll(tighten(text, "paragraph"), SIMPLER)
    .replace(/,\s+and\s+/g, ". ")
    .replace(/;\s+/g, ". ")
    .replace(/\.\s+([a-z])/g, (_m, c: string) => `. ${c.toUpperCase()}`);

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
 * "Add a budget line", "include the risks for suppliers": what the instruction asks to add, as the
 * name of an item to fill in ("Budget line", "Risks"), or undefined for any other instruction. Only
 * the head of the phrase is kept: what follows a preposition says where, not what.
 */
function askedAddition(instruction: string): string | undefined {
  const asked = /^\s*(?:please\s+)?(?:add|include|insert|append)\s+(.+)$/i.exec(instruction.trim());
  if (!asked) return undefined;
  const words = asked[1]!
    .replace(/[\s.!?,;:]+$/u, "")
    .replace(/^(?:a|an|the|some|one|more|a few|another|also)\s+/i, "")
    .split(/\s+/);
  const head = words.findIndex(
    (w, i) =>
      i > 0 && /^(?:to|for|in|on|at|under|after|before|below|above|into|per|that|which|with)$/i.test(w),
  );
  const item = (head > 0 ? words.slice(0, head) : words).slice(0, 6).join(" ");
  return /\p{L}/u.test(item) ? item.charAt(0).toUpperCase() + item.slice(1) : undefined;
}

/**
 * The snippet with the asked-for item after its last line: another item of the list it ends with
 * (same marker, the next number), else a line of its own. Its text is left for a person to fill in.
 */
function withAddition(body: string, item: string): string {
  const lines = body.split("\n");
  const last = lines.findLastIndex((line) => line.trim() !== "");
  const marker = /^(\s*)(?:([-*+])|(\d+)([.)]))\s+/.exec(lines[last] ?? "");
  const entry = `${item}: to be filled in.`;
  if (body.trim() === "") return entry;
  if (!marker) return `${trimEndOf(body, "")}\n\n${entry}`;
  const [, indent, bullet, number, close] = marker;
  const next = bullet ? bullet : `${Number(number) + 1}${close}`;
  lines.splice(last + 1, 0, `${indent}${next} ${entry}`);
  return lines.join("\n");
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
  else if (/concise|short|tighten|brief|succinct|trim|condense/.test(ask)) {
    // "Professional and concise": shorter, and in the tone asked for.
    const tone = /professional|formal|casual|friendly|warm/.test(ask) ? rephrase(ask) : null;
    improved = mapLines(body, (t, kind) => (tone ? tone(shorten(t, kind), kind) : shorten(t, kind)));
  } else if (/professional/.test(ask)) {
    const formal = rephrase("formal");
    improved = mapLines(body, (t, kind) => formal(tighten(t, kind), kind));
  } else if (/simpl|plain|easier|easy/.test(ask)) improved = mapLines(body, simplify);
  else if (/tone|friendly|formal|casual|warm/.test(ask)) improved = mapLines(body, rephrase(ask));
  else if (/expand|detail|elaborat|longer|flesh/.test(ask)) improved = mapLines(body, expand);
  else if (askedAddition(instruction)) improved = withAddition(body, askedAddition(instruction)!);
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
