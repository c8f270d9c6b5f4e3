import { analyseIdea } from "./key-phrases";
import type { PlanLanguage } from "./language";
import type { DocumentExcerpt } from "./planner";
import { citation } from "./prompts";

const HEADING: Record<PlanLanguage, string> = {
  en: "From the attached documents",
  de: "Aus den angehängten Dokumenten",
  fr: "D'après les documents joints",
  es: "Según los documentos adjuntos",
};

const SOURCES_MAX = 3;
const PHRASES_PER_EXCERPT = 3;

/**
 * The offline planner's use of attached documents: for the most relevant excerpt of each document
 * (the first one given), its key phrases, cited like the LLM cites them ("(from brief.md)").
 * Phrases are words only, so a document's markup or instructions never reach the plan as such.
 */
export function documentNotes(documents: DocumentExcerpt[] | undefined, language: PlanLanguage): string[] {
  const seen = new Set<string>();
  const notes: string[] = [];
  for (const excerpt of documents ?? []) {
    if (seen.has(excerpt.source) || seen.size >= SOURCES_MAX) continue;
    seen.add(excerpt.source);
    const phrases = analyseIdea(excerpt.text)
      .phrases.slice(0, PHRASES_PER_EXCERPT)
      .map((phrase) => phrase.text);
    if (phrases.length > 0) notes.push(`- ${phrases.join("; ")} (${citation(excerpt)})`);
  }
  return notes.length > 0 ? [`### ${HEADING[language]}`, "", ...notes] : [];
}
