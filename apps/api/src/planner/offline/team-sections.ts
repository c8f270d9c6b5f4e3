import { type ProposedSubsection, WORKSTREAM_IDS, type WorkstreamId } from "@initiative-planner/contract";
import { sectionsFor, TEAMS } from "../knowledge/knowledge-base";
import type { SubsectionProposalContext } from "../planner";
import type { IdeaAnalysis } from "./idea-analysis";
import { sectionPlaceholder, subjectOf } from "./proposal";

/** What any team plans, when the catalogue does not know it (a custom team such as "Field Safety"). */
const GENERIC_SECTIONS: Array<[string, string, string]> = [
  [
    "goals-and-scope",
    "Goals and scope",
    "What {team} sets out to achieve for {subject}, and what it leaves out.",
  ],
  [
    "approach-and-milestones",
    "Approach and milestones",
    "How {team} does its part of {subject}, step by step, with dates.",
  ],
  [
    "people-and-responsibilities",
    "People and responsibilities",
    "Who in {team} owns what, and who they work with.",
  ],
  [
    "risks-and-dependencies",
    "Risks and dependencies",
    "What could hold {team} up on {subject}, and what it waits on from other teams.",
  ],
  ["measures-of-success", "Measures of success", "How {team} will know its part of {subject} worked."],
];

const MAX_PROPOSED = 5;
const folded = (text: string) => text.trim().toLowerCase();

/** Proposals minus the sections a team already has (by name or id). */
export function withoutExisting(
  proposed: ProposedSubsection[],
  existing: readonly string[],
): ProposedSubsection[] {
  const taken = new Set(existing.map(folded));
  return proposed.filter((s) => !taken.has(folded(s.display_name)) && !taken.has(folded(s.uid)));
}

const isListed = (id: string): id is WorkstreamId => (WORKSTREAM_IDS as readonly string[]).includes(id);

/**
 * The offline proposal for one team: a listed team's catalogue sections, those the idea calls for
 * first; a custom team's generic outline with its name. Deterministic for the same input.
 */
export function proposeSubsectionsOffline(
  context: SubsectionProposalContext,
  idea: IdeaAnalysis,
): ProposedSubsection[] {
  const { initiativeName, workstream } = context;
  const { language } = idea.plan;
  const subject = subjectOf(initiativeName, idea.raw);
  let proposed: ProposedSubsection[];
  if (isListed(workstream.id) && TEAMS[workstream.id]) {
    const fitting = sectionsFor(workstream.id, idea.cues);
    const rest = TEAMS[workstream.id].sections.filter((s) => !fitting.includes(s));
    proposed = [...fitting, ...rest].map((s) => ({
      uid: s.uid,
      display_name: s.title[language],
      placeholder: sectionPlaceholder(s, language, { subject, name: initiativeName }),
    }));
  } else {
    proposed = GENERIC_SECTIONS.map(([uid, display_name, placeholder]) => ({
      uid,
      display_name,
      placeholder: placeholder.replaceAll("{team}", workstream.name).replaceAll("{subject}", subject),
    }));
  }
  return withoutExisting(proposed, context.existing).slice(0, MAX_PROPOSED);
}
