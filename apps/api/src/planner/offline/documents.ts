import type { WorkstreamId } from "@initiative-planner/contract";
import type { PlanLanguage } from "../language";
import { citation } from "../llm/prompts";
import type { DocumentExcerpt } from "../planner";
import { keyPhrases } from "./key-phrases";
import { teamScoresOf } from "./team-cues";

const HEADING: Record<PlanLanguage, string> = {
  en: "From the attached documents",
  de: "Aus den angehängten Dokumenten",
  fr: "D'après les documents joints",
  es: "Según los documentos adjuntos",
};

const SOURCES_MAX = 3;
const PHRASES_PER_EXCERPT = 3;
/** Key phrases of each excerpt that team choice reads (the best ones; an excerpt is ~1,500 characters). */
const PHRASES_SCORED = 15;

/** Key phrases of an excerpt, best first: words only, so markup or instructions never reach a plan as such. */
const phrasesOf = (excerpt: DocumentExcerpt) =>
  keyPhrases(excerpt.text)
    .phrases.filter((phrase) => phrase.score > 0)
    .map((phrase) => phrase.text);

/** "a; b (from brief.md); c (from notes.pdf, p. 2)": phrases grouped by the excerpt they came from. */
function cited(items: Array<{ text: string; cite: string }>): string {
  const groups: Array<{ cite: string; texts: string[] }> = [];
  for (const { text, cite } of items) {
    const last = groups.at(-1);
    if (last?.cite === cite) last.texts.push(text);
    else groups.push({ cite, texts: [text] });
  }
  return groups.map((group) => `${group.texts.join("; ")} (${group.cite})`).join("; ");
}

/** The best phrases of each document's most relevant excerpt (the first one given), with its citation. */
function leadingPhrases(documents: DocumentExcerpt[] | undefined) {
  const seen = new Set<string>();
  const leads: Array<{ texts: string[]; cite: string }> = [];
  for (const excerpt of documents ?? []) {
    if (seen.has(excerpt.source) || seen.size >= SOURCES_MAX) continue;
    seen.add(excerpt.source);
    const texts = phrasesOf(excerpt).slice(0, PHRASES_PER_EXCERPT);
    if (texts.length > 0) leads.push({ texts, cite: citation(excerpt) });
  }
  return leads;
}

/**
 * The offline planner's use of attached documents in a section: the key phrases of each document's
 * most relevant excerpt, cited like the LLM cites them ("(from brief.md)").
 */
export function documentNotes(documents: DocumentExcerpt[] | undefined, language: PlanLanguage): string[] {
  const notes = leadingPhrases(documents).map((lead) => `- ${lead.texts.join("; ")} (${lead.cite})`);
  return notes.length > 0 ? [`### ${HEADING[language]}`, "", ...notes] : [];
}

/** A key phrase of an attached document, the teams its words call for, and how to cite it. */
export interface DocumentPhrase {
  text: string;
  cite: string;
  teams: Map<WorkstreamId, number>;
}

/** What the proposal reads of the documents: their key phrases, never their sentences as such. */
export interface DocumentCues {
  phrases: DocumentPhrase[];
  /** Team scores of all phrases together (each cue once, as for an idea), before any weighting. */
  scores: Map<WorkstreamId, number>;
  /** The documents' leading phrases, for the part of the proposal every initiative has. */
  summary: Array<{ text: string; cite: string }>;
}

export function documentCues(documents: DocumentExcerpt[] | undefined): DocumentCues {
  const phrases: DocumentPhrase[] = [];
  for (const excerpt of documents ?? []) {
    const cite = citation(excerpt);
    for (const text of phrasesOf(excerpt).slice(0, PHRASES_SCORED)) {
      phrases.push({ text, cite, teams: teamScoresOf([text]) });
    }
  }
  const summary = leadingPhrases(documents).flatMap((lead) =>
    lead.texts.map((text) => ({ text, cite: lead.cite })),
  );
  return { phrases, scores: teamScoresOf(phrases.map((p) => p.text)), summary };
}

const NOTE_PHRASES_MAX = 3;

/**
 * One sentence for a workstream of the proposal: what the documents say that called for this team
 * ("From the attached documents: KPI dashboard; conversion funnel (from brief.md)."), or for the team
 * every initiative has, the documents' leading phrases; null when they say nothing for it.
 */
export function documentNote(
  cues: DocumentCues,
  team: WorkstreamId,
  language: PlanLanguage,
  general: boolean,
): string | null {
  const seen = new Set<string>();
  const items = (general ? cues.summary : cues.phrases.filter((p) => (p.teams.get(team) ?? 0) > 0)).filter(
    (item) => {
      const key = item.text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    },
  );
  if (items.length === 0) return null;
  const limited = general ? items : items.slice(0, NOTE_PHRASES_MAX);
  return `${HEADING[language]}: ${cited(limited)}.`;
}
