import { readFileSync } from "node:fs";
import { type PlanProposal, workstreamIdSchema } from "@initiative-planner/contract";
import { z } from "zod";
import { detectLanguage, type IdeaLanguage } from "./language";
import { proposeOffline } from "./offline-proposal";
import { writeSubsectionPlan } from "./offline-writer";
import type { PlanContext } from "./planner";

/**
 * The offline planner's evaluation: a labelled set of ideas (apps/api/eval/planner-ideas.json) run
 * through the planner, measuring team choice, names and repetition. `npm run eval:planner` prints it;
 * planner-eval.test.ts holds the targets.
 */

const labelledIdeaSchema = z.object({
  id: z.string().min(1),
  domain: z.string().min(1),
  language: z.string().min(2),
  idea: z.string().min(1),
  must: z.array(workstreamIdSchema),
  mustNot: z.array(workstreamIdSchema),
  nameWords: z.array(z.string().min(1)).min(1),
});
export type LabelledIdea = z.infer<typeof labelledIdeaSchema>;

export const EVAL_SET_URL = new URL("../../eval/planner-ideas.json", import.meta.url);

export function loadEvalSet(url: URL = EVAL_SET_URL): LabelledIdea[] {
  const parsed = z
    .object({ ideas: z.array(labelledIdeaSchema) })
    .parse(JSON.parse(readFileSync(url, "utf8")));
  return parsed.ideas;
}

export interface IdeaResult {
  idea: LabelledIdea;
  proposal: PlanProposal;
  missing: string[];
  unwanted: string[];
  nameOk: boolean;
  /** Sentences (and table rows) that occur in more than one section of the initiative. */
  repeated: string[];
  sentenceCount: number;
  /** The language the plan was written in (detected from the plan text). */
  planLanguage: IdeaLanguage;
}

export interface EvalSummary {
  results: IdeaResult[];
  /** Share of must-have teams that were chosen. */
  agreement: number;
  /** Unwanted teams chosen, per initiative. */
  unwantedRate: number;
  unwantedCount: number;
  nameRate: number;
  nameFailures: IdeaResult[];
  /** Sentences repeated across sections, over all sentences. */
  repeatedRatio: number;
  repeatedCount: number;
  sentenceCount: number;
  /** Average number of teams per initiative (Product Management included). */
  teamsPerInitiative: number;
}

/** Lower case without accents, so "Pádel" matches "padel" and "Prévision" matches "prevision". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Every word of the label occurs in the name, also inside a compound or with an ending ("Tennisplatz", "routes"). */
export function nameContains(name: string, label: string): boolean {
  const folded = fold(name);
  return fold(label)
    .split(" ")
    .every((word) => folded.includes(word));
}

/** The sentences of a markdown plan: prose split at sentence ends; a table row counts as one. */
export function planSentences(markdown: string): string[] {
  const sentences: string[] = [];
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (line.startsWith("|")) {
      // Header and separator rows are structure, not sentences.
      if (/^\|[\s|:-]*$/.test(line)) continue;
      sentences.push(line);
      continue;
    }
    const prose = line.replace(/^(?:[-*>]|\d+\.)\s+/, "");
    // "zum 50. Jubiläum": a period after a number is an ordinal, not a sentence end.
    for (const sentence of prose.split(/(?<=\D[.!?])\s+/)) {
      if (sentence.split(" ").length >= 4) sentences.push(sentence);
    }
  }
  return sentences;
}

function isTableHeader(row: string, markdown: string): boolean {
  const lines = markdown.split("\n");
  const at = lines.findIndex((l) => l.trim() === row);
  return at >= 0 && /^\|[\s|:-]*$/.test(lines[at + 1]?.trim() ?? "");
}

/** The context of each workstream of a proposal, as the API passes it to the planner. */
export function workstreamContexts(idea: string, proposal: PlanProposal): PlanContext[] {
  return proposal.workstreams.map((ws) => ({
    idea,
    initiativeName: proposal.name,
    workstream: { id: ws.id, name: ws.name },
    otherWorkstreams: proposal.workstreams.filter((w) => w !== ws).map((w) => ({ id: w.id, name: w.name })),
  }));
}

/** Every section plan of the proposal, written as the API would ask for them. */
export function writeAllSections(idea: string, proposal: PlanProposal): string[] {
  return workstreamContexts(idea, proposal).flatMap((context, i) =>
    proposal.workstreams[i]!.subsections.map((subsection) => writeSubsectionPlan({ ...context, subsection })),
  );
}

export function evaluateIdea(idea: LabelledIdea): IdeaResult {
  const proposal = proposeOffline(idea.idea);
  const chosen = new Set<string>(proposal.workstreams.map((w) => w.id));
  const plans = writeAllSections(idea.idea, proposal);
  const seen = new Map<string, number>();
  let sentenceCount = 0;
  plans.forEach((plan, index) => {
    const own = new Set(planSentences(plan).filter((s) => !isTableHeader(s, plan)));
    sentenceCount += own.size;
    for (const sentence of own) {
      if (seen.has(sentence) && seen.get(sentence) !== index) seen.set(sentence, -1);
      else if (!seen.has(sentence)) seen.set(sentence, index);
    }
  });
  const repeated = [...seen].filter(([, at]) => at === -1).map(([sentence]) => sentence);
  return {
    idea,
    proposal,
    missing: idea.must.filter((id) => !chosen.has(id)),
    unwanted: idea.mustNot.filter((id) => chosen.has(id)),
    nameOk: idea.nameWords.every((word) => nameContains(proposal.name, word)),
    repeated,
    sentenceCount,
    planLanguage: detectLanguage(plans.join("\n")),
  };
}

export function evaluate(ideas: LabelledIdea[]): EvalSummary {
  const results = ideas.map(evaluateIdea);
  const mustTotal = results.reduce((sum, r) => sum + r.idea.must.length, 0);
  const missingTotal = results.reduce((sum, r) => sum + r.missing.length, 0);
  const unwantedCount = results.reduce((sum, r) => sum + r.unwanted.length, 0);
  const sentences = results.reduce((sum, r) => sum + r.sentenceCount, 0);
  const repeated = results.reduce((sum, r) => sum + r.repeated.length, 0);
  const nameFailures = results.filter((r) => !r.nameOk);
  return {
    results,
    agreement: mustTotal === 0 ? 1 : (mustTotal - missingTotal) / mustTotal,
    unwantedRate: unwantedCount / results.length,
    unwantedCount,
    nameRate: (results.length - nameFailures.length) / results.length,
    nameFailures,
    repeatedRatio: sentences === 0 ? 0 : repeated / sentences,
    repeatedCount: repeated,
    sentenceCount: sentences,
    teamsPerInitiative: results.reduce((sum, r) => sum + r.proposal.workstreams.length, 0) / results.length,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The report `npm run eval:planner` prints: a summary table, then the details that need a look. */
export function formatReport(summary: EvalSummary, verbose = false): string {
  const { results } = summary;
  const lines = [
    `Offline planner evaluation: ${results.length} ideas`,
    "",
    "| Measure | Result | Target |",
    "| --- | --- | --- |",
    `| Must-have teams chosen (agreement) | ${percent(summary.agreement)} | ≥ 95 % |`,
    `| Unwanted teams per initiative | ${percent(summary.unwantedRate)} (${summary.unwantedCount}) | ≤ 2 % |`,
    `| Names containing the subject | ${percent(summary.nameRate)} (${summary.nameFailures.length} failures) | ≥ 90 % |`,
    `| Sentences repeated across an initiative's sections | ${percent(summary.repeatedRatio)} (${summary.repeatedCount} of ${summary.sentenceCount}) | 0 % |`,
    `| Teams per initiative (average, incl. Product Management) | ${summary.teamsPerInitiative.toFixed(1)} | — |`,
    "",
    "Non-English ideas: idea language → plan language",
    "",
    "| Idea | Idea language | Plan language | Name |",
    "| --- | --- | --- | --- |",
    ...results
      .filter((r) => r.idea.language !== "en")
      .map((r) => `| ${r.idea.id} | ${r.idea.language} | ${r.planLanguage} | ${r.proposal.name} |`),
  ];
  const missing = results.filter((r) => r.missing.length > 0);
  const unwanted = results.filter((r) => r.unwanted.length > 0);
  if (missing.length > 0) {
    lines.push("", "Missing must-have teams:");
    for (const r of missing) lines.push(`- ${r.idea.id}: ${r.missing.join(", ")}`);
  }
  if (unwanted.length > 0) {
    lines.push("", "Unwanted teams chosen:");
    for (const r of unwanted) lines.push(`- ${r.idea.id}: ${r.unwanted.join(", ")}`);
  }
  if (summary.nameFailures.length > 0) {
    lines.push("", "Name failures:");
    for (const r of summary.nameFailures) {
      lines.push(`- ${r.idea.id}: “${r.proposal.name}” (expected ${r.idea.nameWords.join(" + ")})`);
    }
  }
  const repeats = results.filter((r) => r.repeated.length > 0);
  if (repeats.length > 0) {
    lines.push("", "Repeated sentences:");
    for (const r of repeats) lines.push(`- ${r.idea.id}: ${r.repeated.slice(0, 3).join(" / ")}`);
  }
  if (verbose) {
    lines.push("", "All initiatives:");
    for (const r of results) {
      lines.push(
        `- ${r.idea.id}: ${r.proposal.name} — ${r.proposal.workstreams.map((w) => w.id).join(", ")}`,
      );
    }
  }
  return lines.join("\n");
}
