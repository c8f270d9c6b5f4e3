import type { Initiative, PlanVersion, PlanVersionDetail } from "@initiative-planner/contract";
import type { Db } from "../../db/client";
import { conflict, notFound, rateLimited } from "../../http/errors";
import { enqueueWorkstreamGeneration } from "../../jobs/queue";
import type { MemberRef } from "../access/queries";
import { usageByVersion } from "../ai-usage/report-queries";
import { getInitiative } from "../initiatives/service";
import {
  findPlanSubject,
  findVersion,
  listVersions,
  type PlanSave,
  type PlanTarget,
  resetFailedInitiative,
  type SaveResult,
  savePlanVersion,
} from "./queries";

export function planNotFound(target: PlanTarget) {
  return notFound(
    target.subsectionUid === ""
      ? `This initiative has no workstream '${target.workstreamId}'.`
      : `Workstream '${target.workstreamId}' of this initiative has no subsection '${target.subsectionUid}'.`,
  );
}

/** Who saves and how often they may (saves and restores per minute, PLAN_SAVES_PER_MINUTE; more is a 429). */
export interface Saver {
  userId: string;
  savesPerMinute: number;
}

/** A user's save: the per-minute limit always applies. */
export type UserPlanSave = PlanSave & Saver;

/** Saves a plan as a new version; a stale base version is a 409 so no one's update is lost. */
export async function savePlan(db: Db, save: UserPlanSave): Promise<{ version: number }> {
  const result = await savePlanVersion(db, save);
  if ("version" in result) return result;
  throw unsaved(save, result);
}

/** The error for a save that did not happen: the plan is gone (404), too many saves (429) or changed since (409). */
export function unsaved(
  { target, savesPerMinute, baseVersion }: UserPlanSave,
  result: Exclude<SaveResult, { version: number }>,
) {
  if ("missing" in result) return planNotFound(target);
  if ("rateLimited" in result) {
    const seconds = result.rateLimited.retryAfterSeconds;
    return rateLimited(
      `You are saving too often: the limit is ${savesPerMinute} saves a minute. Try again in ${seconds} s.`,
      seconds,
    );
  }
  return conflict(
    `This plan was changed by someone else since you opened it (you edited version ${baseVersion}, it is now at version ${result.stale}). Reload it, then save again.`,
    { current_version: result.stale },
  );
}

async function requirePlan(db: Db, target: PlanTarget) {
  const subject = await findPlanSubject(db, target);
  if (!subject) throw planNotFound(target);
  return subject;
}

export async function planHistory(db: Db, target: PlanTarget): Promise<PlanVersion[]> {
  await requirePlan(db, target);
  const [versions, usage] = await Promise.all([listVersions(db, target), usageByVersion(db, target)]);
  return versions.map((v) => ({ ...v, usage: usage.get(v.version) ?? null }));
}

export async function planVersion(db: Db, target: PlanTarget, n: number): Promise<PlanVersionDetail> {
  await requirePlan(db, target);
  const found = await findVersion(db, target, n);
  if (!found) throw notFound(`Version ${n} of this plan does not exist.`);
  return found;
}

/** Saves an earlier version's text as a new version (the history keeps everything in between). */
export async function restorePlan(
  db: Db,
  target: PlanTarget,
  n: number,
  saver: Saver,
  baseVersion?: number,
): Promise<{ version: number }> {
  const old = await planVersion(db, target, n);
  return savePlan(db, { target, content: old.content, source: "restore", baseVersion, ...saver });
}

/** Puts a FAILED initiative back in the queue for workstream generation. */
export async function retryGeneration(db: Db, member: MemberRef): Promise<Initiative> {
  const requeued = await db.transaction(async (tx) => {
    if (!(await resetFailedInitiative(tx, member.initiativeId))) return false;
    await enqueueWorkstreamGeneration(tx, member.initiativeId);
    return true;
  });
  const initiative = await getInitiative(db, member);
  if (!requeued) {
    throw conflict(
      initiative.status === "CREATED"
        ? "The workstreams of this initiative are still being planned; only a failed planning can be retried."
        : "The workstreams of this initiative are already planned; only a failed planning can be retried.",
      { status: initiative.status },
    );
  }
  return initiative;
}
