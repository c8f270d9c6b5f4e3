import type {
  PlanSource,
  PlanVersion,
  PlanVersionDetail,
  Subsection,
  WorkstreamDetail,
} from "@initiative-planner/contract";
import { and, asc, type Column, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { initiatives, planVersions, subsections, users, workstreams } from "../../db/schema";
import type { DocumentExcerpt, WrittenSection } from "../../planner/planner";

/** One workstream of an initiative. */
export interface WorkstreamRef {
  initiativeId: string;
  workstreamId: string;
}

/** One plan: a subsection's, or a workstream's task breakdown when `subsectionUid` is ''. */
export interface PlanTarget extends WorkstreamRef {
  subsectionUid: string;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A workstream with its stored task-breakdown text (the tasks are added by the tasks module). */
export interface StoredWorkstream {
  id: string;
  name: string;
  task_breakdown: Pick<WorkstreamDetail["task_breakdown"], "data" | "version">;
}

export async function findWorkstream(
  db: DbOrTx,
  { initiativeId, workstreamId }: WorkstreamRef,
): Promise<StoredWorkstream | null> {
  const [row] = await db
    .select()
    .from(workstreams)
    .where(and(eq(workstreams.initiativeId, initiativeId), eq(workstreams.id, workstreamId)))
    .limit(1);
  return row
    ? {
        id: row.id,
        name: row.name,
        task_breakdown: { data: row.taskBreakdown, version: row.taskBreakdownVersion },
      }
    : null;
}

export async function listSubsections(
  db: DbOrTx,
  { initiativeId, workstreamId }: WorkstreamRef,
): Promise<Subsection[]> {
  const rows = await db
    .select()
    .from(subsections)
    .where(and(eq(subsections.initiativeId, initiativeId), eq(subsections.workstreamId, workstreamId)))
    .orderBy(asc(subsections.position), asc(subsections.uid));
  return rows.map((row) => ({
    uid: row.uid,
    display_name: row.displayName,
    placeholder: row.placeholder,
    plan: { content: row.content, version: row.version, updated_at: iso(row.updatedAt) },
  }));
}

export interface PlanSubject {
  idea: string;
  initiativeName: string;
  workstream: { id: string; name: string };
  otherWorkstreams: Array<{ id: string; name: string }>;
  subsection: { uid: string; display_name: string; placeholder: string } | null;
  content: string;
  version: number;
  /** The initiative's other written sections, when the caller loaded them (for the digest). */
  writtenSections?: WrittenSection[];
  /** Passages of the initiative's attached documents relevant to this plan, when loaded. */
  documents?: DocumentExcerpt[];
}

/** Everything a planner call needs about one plan; null when the workstream or subsection is unknown. */
export async function findPlanSubject(db: DbOrTx, target: PlanTarget): Promise<PlanSubject | null> {
  const [initiative] = await db
    .select({ name: initiatives.name, description: initiatives.description })
    .from(initiatives)
    .where(eq(initiatives.id, target.initiativeId))
    .limit(1);
  if (!initiative) return null;
  const streams = await db
    .select()
    .from(workstreams)
    .where(eq(workstreams.initiativeId, target.initiativeId))
    .orderBy(asc(workstreams.position));
  const workstream = streams.find((w) => w.id === target.workstreamId);
  if (!workstream) return null;
  const base = {
    idea: initiative.description,
    initiativeName: initiative.name,
    workstream: { id: workstream.id, name: workstream.name },
    otherWorkstreams: streams.filter((w) => w !== workstream).map((w) => ({ id: w.id, name: w.name })),
  };
  if (target.subsectionUid === "") {
    return {
      ...base,
      subsection: null,
      content: workstream.taskBreakdown,
      version: workstream.taskBreakdownVersion,
    };
  }
  const [sub] = await db.select().from(subsections).where(subsectionKey(target)).limit(1);
  if (!sub) return null;
  return {
    ...base,
    subsection: { uid: sub.uid, display_name: sub.displayName, placeholder: sub.placeholder },
    content: sub.content,
    version: sub.version,
  };
}

const subsectionKey = (t: PlanTarget) =>
  and(
    eq(subsections.initiativeId, t.initiativeId),
    eq(subsections.workstreamId, t.workstreamId),
    eq(subsections.uid, t.subsectionUid),
  );
const workstreamKey = (t: PlanTarget) =>
  and(eq(workstreams.initiativeId, t.initiativeId), eq(workstreams.id, t.workstreamId));

export type SaveResult =
  | { version: number }
  | { stale: number }
  | { missing: true }
  | { rateLimited: { retryAfterSeconds: number } };

/** A plan keeps its first version and the newest ones, this many in all. */
export const MAX_PLAN_VERSIONS = 200;
// A namespace for the per-user save locks, apart from the AI quota's (74_210).
const SAVE_LOCK_NAMESPACE = 74_211;

/**
 * Whether the user already saved `perMinute` versions in the last minute; serialised per user with
 * an advisory lock held until the transaction ends, so concurrent saves cannot all slip past.
 */
async function saveRateRefusal(tx: DbOrTx, userId: string, perMinute: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK_NAMESPACE}, hashtext(${userId}))`);
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      oldestAge: sql<number | null>`extract(epoch from now() - min(${planVersions.createdAt}))::float8`,
    })
    .from(planVersions)
    .where(
      and(eq(planVersions.createdBy, userId), sql`${planVersions.createdAt} > now() - interval '1 minute'`),
    );
  if (Number(row?.count ?? 0) < perMinute) return null;
  return { retryAfterSeconds: Math.max(1, Math.ceil(60 - Number(row?.oldestAge ?? 0))) };
}

/** Drops the versions between the first one and the newest MAX_PLAN_VERSIONS − 1. */
async function pruneHistory(tx: DbOrTx, target: PlanTarget, newest: number) {
  const key = and(
    eq(planVersions.initiativeId, target.initiativeId),
    eq(planVersions.workstreamId, target.workstreamId),
    eq(planVersions.subsectionUid, target.subsectionUid),
  );
  await tx.delete(planVersions).where(
    and(
      key,
      lte(planVersions.version, newest - (MAX_PLAN_VERSIONS - 1)),
      sql`${planVersions.version} > (select min(first.version) from plan_versions first
              where first.initiative_id = ${target.initiativeId} and first.workstream_id = ${target.workstreamId}
                and first.subsection_uid = ${target.subsectionUid})`,
    ),
  );
}

/**
 * Saves a plan's text as the next version and keeps it in the history, in one transaction. With a
 * base version the save happens only if the plan is still at that version (no lost update).
 */
export async function savePlanVersion(db: Db, save: PlanSave): Promise<SaveResult> {
  return db.transaction((tx) => savePlanVersionIn(tx, save));
}

/** One plan save: which plan, the new text, why and by whom. */
export interface PlanSave {
  target: PlanTarget;
  content: string;
  source: PlanSource;
  userId: string;
  /** Saves only if the plan is still at this version (no lost update). */
  baseVersion?: number;
  /** Refuses the save when the user already saved this many versions in the last minute. */
  savesPerMinute?: number;
}

/** savePlanVersion inside a transaction the caller holds (a save that changes more than the text). */
export async function savePlanVersionIn(tx: Tx, save: PlanSave): Promise<SaveResult> {
  const { target, content, source, userId, baseVersion, savesPerMinute } = save;
  if (savesPerMinute !== undefined) {
    const refused = await saveRateRefusal(tx, userId, savesPerMinute);
    if (refused) return { rateLimited: refused };
  }
  // The row's key, and with a base version only while the row is still at it.
  const atBase = (key: SQL | undefined, versionColumn: Column) =>
    baseVersion === undefined ? key : and(key, eq(versionColumn, baseVersion));
  let version: number | undefined;
  if (target.subsectionUid === "") {
    const [row] = await tx
      .update(workstreams)
      .set({
        taskBreakdown: content,
        taskBreakdownVersion: sql`${workstreams.taskBreakdownVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(atBase(workstreamKey(target), workstreams.taskBreakdownVersion))
      .returning({ version: workstreams.taskBreakdownVersion });
    version = row?.version;
  } else {
    const [row] = await tx
      .update(subsections)
      .set({ content, version: sql`${subsections.version} + 1`, updatedAt: sql`now()` })
      .where(atBase(subsectionKey(target), subsections.version))
      .returning({ version: subsections.version });
    version = row?.version;
  }
  if (version === undefined) {
    const current = await currentVersion(tx, target);
    return current === null ? { missing: true as const } : { stale: current };
  }
  await tx.insert(planVersions).values({ ...target, version, content, source, createdBy: userId });
  await pruneHistory(tx, target, version);
  return { version };
}

async function currentVersion(db: DbOrTx, target: PlanTarget): Promise<number | null> {
  if (target.subsectionUid === "") {
    const [row] = await db
      .select({ v: workstreams.taskBreakdownVersion })
      .from(workstreams)
      .where(workstreamKey(target));
    return row?.v ?? null;
  }
  const [row] = await db.select({ v: subsections.version }).from(subsections).where(subsectionKey(target));
  return row?.v ?? null;
}

const versionKey = (t: PlanTarget) =>
  and(
    eq(planVersions.initiativeId, t.initiativeId),
    eq(planVersions.workstreamId, t.workstreamId),
    eq(planVersions.subsectionUid, t.subsectionUid),
  );

const versionColumns = {
  version: planVersions.version,
  source: planVersions.source,
  createdBy: planVersions.createdBy,
  createdByName: users.name,
  createdAt: planVersions.createdAt,
};

function toVersion(row: {
  version: number;
  source: PlanSource;
  createdBy: string;
  createdByName: string | null;
  createdAt: Date;
}): PlanVersion {
  return {
    version: row.version,
    source: row.source,
    created_by: { id: row.createdBy, name: row.createdByName ?? "A former member" },
    created_at: row.createdAt.toISOString(),
  };
}

export async function listVersions(db: DbOrTx, target: PlanTarget): Promise<PlanVersion[]> {
  const rows = await db
    .select(versionColumns)
    .from(planVersions)
    .leftJoin(users, eq(users.id, planVersions.createdBy))
    .where(versionKey(target))
    .orderBy(desc(planVersions.version));
  return rows.map(toVersion);
}

export async function findVersion(
  db: DbOrTx,
  target: PlanTarget,
  n: number,
): Promise<PlanVersionDetail | null> {
  const [row] = await db
    .select({ ...versionColumns, content: planVersions.content })
    .from(planVersions)
    .leftJoin(users, eq(users.id, planVersions.createdBy))
    .where(and(versionKey(target), eq(planVersions.version, n)))
    .limit(1);
  return row ? { ...toVersion(row), content: row.content } : null;
}

/** FAILED → CREATED with the reason cleared; false when the initiative is in another state. */
export async function resetFailedInitiative(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(initiatives)
    .set({ status: "CREATED", failureReason: null, updatedAt: sql`now()` })
    .where(and(eq(initiatives.id, id), eq(initiatives.status, "FAILED")))
    .returning({ id: initiatives.id });
  return rows.length > 0;
}
