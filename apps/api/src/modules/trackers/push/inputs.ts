import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { rowsOf } from "../../../db/raw-sql";
import { notFound } from "../../../http/errors";
import { emailsOf, listTasks, listWorkstreamRefs } from "../../tasks/queries";
import { draftOf, type IssueDraft, type ParentDraft, parentDraftOf } from "./draft";
import { type Edge, type LinkRow, type PushPlan, planPush, type RelationRow } from "./plan";
import { listLinks, listRelations, type PushRef } from "./queries";

export interface PushInputs {
  drafts: IssueDraft[];
  titles: Map<string, string>;
  /** Each task's workstream (to tell the right pages their tasks' links changed). */
  workstreams: Map<string, string>;
  links: LinkRow[];
  relations: RelationRow[];
  plan: PushPlan;
  /** The initiative's parent as a push would make it (decision 142). */
  parentDraft: ParentDraft;
}

/** The initiative's tasks as issue drafts, what earlier pushes recorded, and the plan of this push. */
export async function loadPushInputs(
  db: DbOrTx,
  ref: PushRef,
  options: { appUrl: string; target: string; parent?: { key: string | null } | null },
): Promise<PushInputs> {
  const [initiative] = await rowsOf<{ name: string | null }>(
    db,
    sql`select name from initiatives where id = ${ref.initiativeId}`,
  );
  if (!initiative) throw notFound("This initiative does not exist any more.");
  const tasks = await listTasks(db, ref.initiativeId);
  const workstreamNames = new Map(
    (await listWorkstreamRefs(db, ref.initiativeId)).map((w) => [w.id, w.name]),
  );
  const assignees = [...new Set(tasks.map((t) => t.assignee_id).filter((a): a is string => !!a))];
  const context = {
    initiativeId: ref.initiativeId,
    initiativeName: initiative.name || "Untitled initiative",
    appUrl: options.appUrl,
    workstreamNames,
    emails: await emailsOf(db, assignees),
  };
  const drafts = tasks.map((t) => draftOf(t, context));
  const edges: Edge[] = tasks.flatMap((t) => t.depends_on.map((d) => ({ taskId: t.id, dependsOnId: d })));
  const links = await listLinks(db, ref);
  const relations = await listRelations(db, ref);
  return {
    drafts,
    titles: new Map(tasks.map((t) => [t.id, t.title])),
    workstreams: new Map(tasks.map((t) => [t.id, t.workstream_id])),
    links,
    relations,
    plan: planPush({ drafts, edges, links, relations, target: options.target, parent: options.parent }),
    parentDraft: parentDraftOf(context, tasks.length),
  };
}
