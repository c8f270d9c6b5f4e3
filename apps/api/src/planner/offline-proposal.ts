import {
  type PlanProposal,
  planProposalSchema,
  WORKSTREAM_IDS,
  type WorkstreamId,
} from "@initiative-planner/contract";
import { nameInitiative } from "./initiative-name";
import { analyseIdea } from "./key-phrases";
import { type Section, sectionsFor, TEAMS } from "./knowledge-base";
import { type PlanLanguage, planLanguageOf } from "./language";
import { type DocumentCues, documentCues, documentNote } from "./offline-documents";
import type { DocumentExcerpt } from "./planner";
import { TEAM_THRESHOLD, teamScores } from "./team-cues";

const MAX_WORKSTREAMS = 7;

/** Stand-ins when fewer than three teams are called for: for screens, for other builds, for the rest. */
const FILL_WITH_SCREENS: WorkstreamId[] = ["design", "analytics", "customer_support"];
const FILL_WHEN_BUILT: WorkstreamId[] = ["analytics", "customer_support", "design"];
const FILL_OTHERWISE: WorkstreamId[] = ["analytics", "copywriting", "customer_support"];

/**
 * What the attached documents' key phrases weigh against the idea's words: a team the brief calls
 * for outright twice (e.g. "KPI dashboard", "conversion funnel") joins; a single mention only hints.
 */
export const DOCUMENT_WEIGHT = 0.5;

/**
 * 3–7 workstreams: Product Management always (every initiative needs an owner), then every team
 * the idea calls for (see team-cues.ts), strongest first, then the teams the attached documents'
 * key phrases add (at DOCUMENT_WEIGHT, so a long brief never pushes out what the idea asks for);
 * below three, the closest fits fill up.
 */
export function pickWorkstreams(idea: string, documents?: DocumentCues): WorkstreamId[] {
  const own = teamScores(idea);
  const asked = (id: WorkstreamId) => (own.get(id) ?? 0) >= TEAM_THRESHOLD;
  const score = (id: WorkstreamId) => (own.get(id) ?? 0) + DOCUMENT_WEIGHT * (documents?.scores.get(id) ?? 0);
  const ranked = WORKSTREAM_IDS.filter((id) => id !== "product_management").sort(
    (a, b) =>
      Number(asked(b)) - Number(asked(a)) ||
      score(b) - score(a) ||
      WORKSTREAM_IDS.indexOf(a) - WORKSTREAM_IDS.indexOf(b),
  );
  const chosen: WorkstreamId[] = ["product_management"];
  for (const id of ranked) {
    if (chosen.length >= MAX_WORKSTREAMS || score(id) < TEAM_THRESHOLD) break;
    chosen.push(id);
  }
  const fill = chosen.includes("engg_frontend")
    ? FILL_WITH_SCREENS
    : chosen.includes("engg_backend")
      ? FILL_WHEN_BUILT
      : FILL_OTHERWISE;
  // Engineering never fills up: it is there only when something is clearly built.
  const hinted = ranked.filter((id) => score(id) > 0 && !id.startsWith("engg_"));
  for (const id of [...hinted, ...fill]) {
    if (chosen.length >= 3) break;
    if (!chosen.includes(id)) chosen.push(id);
  }
  // A stable, readable order: product first, then the contract's order.
  return chosen.sort((a, b) =>
    a === "product_management"
      ? -1
      : b === "product_management"
        ? 1
        : WORKSTREAM_IDS.indexOf(a) - WORKSTREAM_IDS.indexOf(b),
  );
}

/** What the name falls back to when the idea has no usable words: its strongest area. */
function areaOf(idea: string, language: PlanLanguage): string {
  const [best, score] = [...teamScores(idea)].sort((a, b) => b[1] - a[1])[0] ?? ["product_management", 0];
  return score > 0 ? TEAMS[best].name[language] : "Product";
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
export function proposeOffline(idea: string, documents?: DocumentExcerpt[]): PlanProposal {
  const { language } = planLanguageOf(idea);
  const cues = documents?.length ? documentCues(documents) : undefined;
  const workstreams = pickWorkstreams(idea, cues);
  const name = nameInitiative(idea, analyseIdea(idea).phrases, areaOf(idea, language));
  const subject = subjectOf(name, idea);
  const proposal: PlanProposal = {
    name,
    workstreams: workstreams.map((id) => ({
      id,
      name: TEAMS[id].name[language],
      subsections: sectionsFor(id, idea).map((s, index) => {
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
