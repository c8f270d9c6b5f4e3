import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { subsections, workstreams } from "../../db/schema";
import type { WrittenSection } from "../../planner/planner";
import type { PlanTarget } from "./queries";

/** Characters read per section: the digest keeps only a sentence or two of each. */
const OPENING_CHARS = 600;

/**
 * The initiative's written sections other than `target` (subsection plans and task breakdowns),
 * the target's own workstream first, each with the start of its text only.
 */
export async function findWrittenSections(db: DbOrTx, target: PlanTarget): Promise<WrittenSection[]> {
  const plans = await db
    .select({
      wsId: workstreams.id,
      workstream: workstreams.name,
      uid: subsections.uid,
      name: subsections.displayName,
      opening: sql<string>`left(${subsections.content}, ${OPENING_CHARS})`,
    })
    .from(subsections)
    .innerJoin(
      workstreams,
      and(
        eq(workstreams.initiativeId, subsections.initiativeId),
        eq(workstreams.id, subsections.workstreamId),
      ),
    )
    .where(and(eq(subsections.initiativeId, target.initiativeId), ne(subsections.content, "")))
    .orderBy(asc(workstreams.position), asc(subsections.position), asc(subsections.uid));
  const breakdowns = await db
    .select({
      wsId: workstreams.id,
      workstream: workstreams.name,
      opening: sql<string>`left(${workstreams.taskBreakdown}, ${OPENING_CHARS})`,
    })
    .from(workstreams)
    .where(and(eq(workstreams.initiativeId, target.initiativeId), ne(workstreams.taskBreakdown, "")))
    .orderBy(asc(workstreams.position));
  const sections = [
    ...plans.map((p) => ({
      ...p,
      isTarget: p.wsId === target.workstreamId && p.uid === target.subsectionUid,
    })),
    ...breakdowns.map((b) => ({
      ...b,
      name: undefined,
      isTarget: b.wsId === target.workstreamId && target.subsectionUid === "",
    })),
  ].filter((s) => !s.isTarget);
  const own = sections.filter((s) => s.wsId === target.workstreamId);
  const others = sections.filter((s) => s.wsId !== target.workstreamId);
  return [...own, ...others].map(({ workstream, name, opening }) =>
    name === undefined ? { workstream, opening } : { workstream, name, opening },
  );
}
