import {
  type PlanProposal,
  planProposalSchema,
  WORKSTREAM_IDS,
  type WorkstreamId,
} from "@initiative-planner/contract";
import { type Section, sectionsFor, TEAMS } from "../knowledge/knowledge-base";
import type { PlanLanguage } from "../language";
import { documentNote } from "./documents";
import type { IdeaAnalysis } from "./idea-analysis";
import { nameInitiative } from "./naming/initiative-name";
import { TEAM_MODEL } from "./team-classifier";
import { TEAM_THRESHOLD } from "./team-cues";
import { chooseTeams } from "./team-model";

const MAX_WORKSTREAMS = 7;

/**
 * What the attached documents' key phrases weigh against the idea: a team the brief calls for
 * outright twice (e.g. "KPI dashboard", "conversion funnel") joins, a single mention does not.
 */
export const DOCUMENT_WEIGHT = 0.5;

const PLANNED = new Set<string>(WORKSTREAM_IDS);

/** The contract's order, for a stable, readable list: Product Management first. */
const byContractOrder = (a: WorkstreamId, b: WorkstreamId) =>
  a === "product_management"
    ? -1
    : b === "product_management"
      ? 1
      : WORKSTREAM_IDS.indexOf(a) - WORKSTREAM_IDS.indexOf(b);

/**
 * 3–7 workstreams: Product Management always (every initiative needs an owner), then the teams the
 * learned classifier (offline/team-classifier.ts) calls for — those above its threshold, at least
 * the two likeliest — then the teams the attached documents call for outright (see DOCUMENT_WEIGHT).
 */
export function pickWorkstreams(idea: IdeaAnalysis): WorkstreamId[] {
  const documents = idea.documentCues;
  const chosen: WorkstreamId[] = [
    "product_management",
    ...chooseTeams(idea.teams, TEAM_MODEL.threshold, PLANNED).map((c) => c.team as WorkstreamId),
  ];
  const fromDocuments = WORKSTREAM_IDS.filter(
    (id) => DOCUMENT_WEIGHT * (documents?.scores.get(id) ?? 0) >= TEAM_THRESHOLD && !chosen.includes(id),
  ).sort((a, b) => (documents?.scores.get(b) ?? 0) - (documents?.scores.get(a) ?? 0));
  for (const id of fromDocuments) if (chosen.length < MAX_WORKSTREAMS) chosen.push(id);
  return chosen.sort(byContractOrder);
}

/** What the name falls back to when the idea has no usable words: its likeliest team, if a cue names it. */
function areaOf(idea: IdeaAnalysis): string | undefined {
  const [best] = chooseTeams(idea.teams, 1, PLANNED);
  return best && best.cues.length > 0 ? TEAMS[best.team as WorkstreamId].name[idea.plan.language] : undefined;
}

/** Subjects that read without "the": "for GDPR and SOC 2 compliance", "for CRM migration". */
const ABSTRACT_ENDINGS = [
  "compliance",
  "certification",
  "readiness",
  "accessibility",
  "migration",
  "training",
  "pricing",
];

/** "{subject}" in an English text → the initiative's subject as a noun phrase ("the {subject}" too). */
export function fillSubject(template: string, subject: string): string {
  const last = subject.split(" ").at(-1)?.toLowerCase() ?? "";
  const abstract = ABSTRACT_ENDINGS.includes(last) || /(?:tion|ment|ing)$/.test(last);
  return template
    .replaceAll("the {subject}", abstract ? subject : `the ${subject}`)
    .replaceAll("{subject}", subject);
}

const PLACEHOLDER: Record<Exclude<PlanLanguage, "en">, string> = {
  de: "{title} für {name}: Vorgehen, Verantwortliche und Zeitplan.",
  fr: "{title} pour {name} : démarche, responsables et calendrier.",
  es: "{title} para {name}: enfoque, responsables y calendario.",
};

const PLACEHOLDER_MAX = 500;

/** A catalogue section's placeholder for an initiative, in the plan's language (also for a team added later). */
export function sectionPlaceholder(
  section: Section,
  language: PlanLanguage,
  initiative: { subject: string; name: string },
): string {
  return language === "en"
    ? fillSubject(section.placeholder, initiative.subject)
    : PLACEHOLDER[language].replace("{title}", section.title[language]).replace("{name}", initiative.name);
}

/** The placeholder, followed by what the documents say for this section's team when it still fits. */
function withNote(placeholder: string, note: string | null): string {
  const noted = note ? `${placeholder} ${note}` : placeholder;
  return noted.length <= PLACEHOLDER_MAX ? noted : placeholder.slice(0, PLACEHOLDER_MAX);
}

/**
 * The offline proposal: deterministic for the same idea and documents, validated against the
 * contract. Attached documents add teams (see pickWorkstreams) and, in each workstream's first
 * section, a cited sentence of what they say for that team.
 */
export function proposeOffline(idea: IdeaAnalysis): PlanProposal {
  const { language } = idea.plan;
  const cues = idea.documentCues;
  const workstreams = pickWorkstreams(idea);
  const name = nameInitiative(idea.subject, areaOf(idea), language);
  const subject = subjectOf(name, idea.raw);
  const proposal: PlanProposal = {
    name,
    workstreams: workstreams.map((id) => ({
      id,
      name: TEAMS[id].name[language],
      subsections: sectionsFor(id, idea.cues).map((s, index) => {
        const title = s.title[language];
        const placeholder = sectionPlaceholder(s, language, { subject, name });
        const note =
          cues && index === 0 ? documentNote(cues, id, language, id === "product_management") : null;
        return { uid: s.uid, display_name: title, placeholder: withNote(placeholder, note) };
      }),
    })),
  };
  return planProposalSchema.parse(proposal);
}

const isWordChar = (char: string) => /[\p{L}\p{N}]/u.test(char);

/** "(Okta," → "Okta": punctuation trimmed from both ends (string code, linear). */
function trimToWord(word: string): string {
  const chars = [...word];
  let start = 0;
  let end = chars.length;
  while (start < end && !isWordChar(chars[start]!)) start++;
  while (end > start && !isWordChar(chars[end - 1]!)) end--;
  return chars.slice(start, end).join("");
}

/**
 * The initiative's name as a noun phrase inside an English sentence ("the yoga class booking
 * app"): words keep the casing they have mid-sentence in the idea (names, acronyms), others go
 * lower case.
 */
export function subjectOf(name: string, idea: string): string {
  const midSentence = new Set<string>();
  const words = idea.split(/\s+/);
  words.forEach((word, i) => {
    const previous = words[i - 1] ?? "";
    const clean = trimToWord(word);
    if (i > 0 && !/[.!?:]$/.test(previous) && /\p{Lu}/u.test(clean)) midSentence.add(clean);
  });
  return name
    .split(" ")
    .map((word) => {
      if (midSentence.has(word) || /\p{Lu}/u.test(word.slice(1)) || /\d/.test(word)) return word;
      return word.toLowerCase();
    })
    .join(" ");
}
