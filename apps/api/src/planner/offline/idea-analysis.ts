import { detectWordsLanguage, type PlanLanguage, planLanguageFor } from "../language";
import type { DocumentExcerpt } from "../planner";
import { type DocumentCues, documentCues } from "./documents";
import { type KeyPhrase, keyPhrases } from "./key-phrases";
import { opensWithSalutation } from "./letter-frame";
import { subjectName } from "./naming/initiative-name";
import { classifyTeams, type TeamCall } from "./team-classifier";
import { type IdeaWords, ideaWords } from "./team-features";

/**
 * Everything the offline planner reads of an idea, worked out once per call and passed down to the
 * proposal, the section proposals, the writer and the task planner. Nothing about an idea is kept
 * between calls: the same idea always gives the same analysis.
 */
export interface IdeaAnalysis extends IdeaWords {
  /** The idea as typed. */
  raw: string;
  /** Plain prose (idea-text.ts): no markup, code or URLs. `cues` are its folded words. */
  text: string;
  /** The detected language: en, de, fr, es, it, pt, nl or sv (language.ts). */
  language: string;
  /** The language plans are written in, and whether that differs from the idea's. */
  plan: { language: PlanLanguage; foreign: boolean };
  /** Key phrases, best first (key-phrases.ts). */
  phrases: KeyPhrase[];
  /** The learned classifier's team calls, likeliest first (offline/team-classifier.ts). */
  teams: TeamCall[];
  /** The idea's subject as a title ("Yoga Class Booking App"); undefined when it has no usable words. */
  subject: string | undefined;
  /** Attached documents' excerpts, and what the proposal reads of them. */
  documents: DocumentExcerpt[];
  documentCues: DocumentCues | undefined;
}

export function analyseIdea(raw: string, documents: DocumentExcerpt[] = []): IdeaAnalysis {
  const words = ideaWords(raw);
  const language = detectWordsLanguage(words.text);
  const { phrases } = keyPhrases(raw);
  return {
    ...words,
    raw,
    language,
    plan: planLanguageFor(language),
    phrases,
    teams: classifyTeams(words, language),
    subject: subjectName(words.text, language, phrases, opensWithSalutation(raw)),
    documents,
    documentCues: documents.length > 0 ? documentCues(documents) : undefined,
  };
}
