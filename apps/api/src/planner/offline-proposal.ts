import {
  type PlanProposal,
  planProposalSchema,
  WORKSTREAM_IDS,
  type WorkstreamId,
} from "@initiative-planner/contract";
import { nameInitiative } from "./initiative-name";
import {
  ANALYSIS_MAX_LENGTH,
  analyseIdea,
  type IdeaAnalysis,
  type KeyPhrase,
  rankByName,
} from "./key-phrases";
import { seededRandom } from "./seeded";
import { CATALOGUE } from "./workstream-catalogue";

const MAX_WORKSTREAMS = 7;

/** How strongly the idea's words call for each workstream (prefix match on stemmed terms). */
export function affinityScores(analysis: IdeaAnalysis): Map<WorkstreamId, number> {
  const scores = new Map<WorkstreamId, number>();
  for (const id of WORKSTREAM_IDS) {
    let score = 0;
    for (const keyword of CATALOGUE[id].keywords) {
      for (const term of analysis.terms) {
        if (term.startsWith(keyword)) score += 1;
      }
    }
    scores.set(id, score);
  }
  return scores;
}

/**
 * 3–7 workstreams: product management and one engineering stream always (every initiative needs
 * an owner and something built), then the best-scoring others; ties broken by the idea's seed.
 */
export function pickWorkstreams(idea: string, analysis: IdeaAnalysis): WorkstreamId[] {
  const scores = affinityScores(analysis);
  const random = seededRandom(`workstreams:${idea}`);
  const tieBreak = new Map(WORKSTREAM_IDS.map((id) => [id, random()]));
  const score = (id: WorkstreamId) => scores.get(id) ?? 0;

  const engineering: WorkstreamId =
    score("engg_frontend") > score("engg_backend") ? "engg_frontend" : "engg_backend";
  const chosen: WorkstreamId[] = ["product_management", engineering];

  const rest = WORKSTREAM_IDS.filter((id) => !chosen.includes(id)).sort(
    (a, b) => score(b) - score(a) || tieBreak.get(a)! - tieBreak.get(b)!,
  );
  for (const id of rest) {
    if (chosen.length >= MAX_WORKSTREAMS) break;
    if (score(id) > 0) chosen.push(id);
  }
  for (const fallback of ["design", "analytics", "marketing"] as const) {
    if (chosen.length >= 3) break;
    if (!chosen.includes(fallback)) chosen.push(fallback);
  }
  // Keep a stable, readable order: product first, then the spec's order.
  return [...chosen].sort((a, b) =>
    a === "product_management"
      ? -1
      : b === "product_management"
        ? 1
        : WORKSTREAM_IDS.indexOf(a) - WORKSTREAM_IDS.indexOf(b),
  );
}

/** What the name falls back to when the idea has no usable words: its strongest area. */
function areaOf(workstreams: WorkstreamId[], scores: Map<WorkstreamId, number>): string {
  const best = workstreams
    .filter((id) => id !== "product_management" && (scores.get(id) ?? 0) > 0)
    .sort((a, b) => scores.get(b)! - scores.get(a)!)[0];
  return best ? CATALOGUE[best].name : "Product";
}

/**
 * A key phrase as it goes into a sentence: in quotes, so it reads as the idea's own label wherever
 * a noun phrase fits. Without a real phrase (blank or markup-only idea), a plain noun phrase.
 */
export function quotePhrase(phrase: KeyPhrase | undefined): string {
  return phrase && phrase.score > 0 ? `“${phrase.text}”` : "this initiative";
}

/** `topic` is already quoted (see quotePhrase). */
export function fillTopic(template: string, topic: string): string {
  return template.replaceAll("{topic}", topic);
}

/** The offline proposal: deterministic for the same idea, validated against the contract. */
export function proposeOffline(fullIdea: string): PlanProposal {
  // The heuristics read the idea's opening only: their cost grows with the text and they run on the
  // server's event loop (decision 017).
  const idea = fullIdea.slice(0, ANALYSIS_MAX_LENGTH);
  const analysis = analyseIdea(idea);
  const workstreams = pickWorkstreams(idea, analysis);
  const name = nameInitiative(idea, analysis.phrases, areaOf(workstreams, affinityScores(analysis)));
  const topic = quotePhrase(rankByName(analysis.phrases, name)[0]);
  const proposal: PlanProposal = {
    name,
    workstreams: workstreams.map((id) => {
      const entry = CATALOGUE[id];
      return {
        id,
        name: entry.name,
        subsections: entry.subsections.slice(0, 6).map((s) => ({
          uid: s.uid,
          display_name: s.display_name,
          placeholder: fillTopic(s.placeholder, topic).slice(0, 500),
        })),
      };
    }),
  };
  return planProposalSchema.parse(proposal);
}
