import { draftHash, type IssueDraft } from "./draft";

/** A task's issue as stored (`task_external`). */
export interface LinkRow {
  taskId: string;
  target: string;
  externalId: string;
  key: string;
  url: string;
  pushedHash: string | null;
  remoteState: string | null;
  closedAt: Date | null;
  /** The parent the issue was put under (decision 142), or null. */
  parentKey: string | null;
}

/** A dependency pushed as the tracker's relation: `taskId` depends on `dependsOnId`. */
export interface RelationRow {
  taskId: string;
  dependsOnId: string;
  externalId: string | null;
}

export interface Edge {
  taskId: string;
  dependsOnId: string;
}

/** What a push does, worked out from the tasks and what earlier pushes recorded (no tracker request). */
export interface PushPlan {
  create: IssueDraft[];
  update: Array<{ draft: IssueDraft; link: LinkRow }>;
  unchanged: number;
  /** Issues of tasks deleted here: closed there, never deleted. */
  close: LinkRow[];
  /** Dependencies to create as relations. */
  relate: Edge[];
  /** Relations of dependencies removed here (both tasks still exist). */
  unrelate: RelationRow[];
  /** Records of relations nothing needs to touch any more (a side's task was deleted or re-created). */
  forget: RelationRow[];
  /** Asked for a parent that does not exist there yet: the push makes it first. */
  makeParent: boolean;
  /** Tasks whose issues go under the parent (not there yet). */
  attach: string[];
}

export interface PlanInput {
  drafts: IssueDraft[];
  /** Each draft's task's dependencies. */
  edges: Edge[];
  links: LinkRow[];
  relations: RelationRow[];
  /** The connection's repository, team or project now: links to another are not this target's. */
  target: string;
  /** Asked for a parent per initiative: its key there, null when it is still to be made; absent: not asked. */
  parent?: { key: string | null } | null;
}

const edgeKey = (e: Edge) => `${e.taskId}>${e.dependsOnId}`;

export function planPush(input: PlanInput): PushPlan {
  const links = new Map(input.links.filter((l) => l.target === input.target).map((l) => [l.taskId, l]));
  const tasks = new Set(input.drafts.map((d) => d.taskId));
  const plan: PushPlan = {
    create: [],
    update: [],
    unchanged: 0,
    close: [],
    relate: [],
    unrelate: [],
    forget: [],
    makeParent: !!input.parent && input.parent.key === null,
    attach: [],
  };
  for (const draft of input.drafts) {
    const link = links.get(draft.taskId);
    if (!link) plan.create.push(draft);
    else if (link.pushedHash !== draftHash(draft) || link.closedAt) plan.update.push({ draft, link });
    else plan.unchanged += 1;
  }
  for (const link of links.values()) {
    if (!tasks.has(link.taskId) && !link.closedAt) plan.close.push(link);
  }
  // A relation stands while both issues do: a re-created issue (new target) needs its relations again.
  const created = new Set(plan.create.map((d) => d.taskId));
  const standing = (r: Edge) =>
    tasks.has(r.taskId) && tasks.has(r.dependsOnId) && !created.has(r.taskId) && !created.has(r.dependsOnId);
  const wanted = new Set(input.edges.map(edgeKey));
  const recorded = new Set<string>();
  for (const relation of input.relations) {
    if (!standing(relation)) plan.forget.push(relation);
    else if (!wanted.has(edgeKey(relation))) plan.unrelate.push(relation);
    else recorded.add(edgeKey(relation));
  }
  for (const edge of input.edges) {
    if (tasks.has(edge.dependsOnId) && !recorded.has(edgeKey(edge))) plan.relate.push(edge);
  }
  if (input.parent) {
    const parentKey = input.parent.key;
    plan.attach = input.drafts
      .map((d) => d.taskId)
      .filter((id) => parentKey === null || links.get(id)?.parentKey !== parentKey);
  }
  return plan;
}

/** Steps a push takes (the progress bar's length); forgetting a record costs no request. */
export const stepsOf = (plan: PushPlan) =>
  plan.create.length +
  plan.update.length +
  plan.close.length +
  plan.relate.length +
  plan.unrelate.length +
  (plan.makeParent ? 1 : 0) +
  plan.attach.length;
