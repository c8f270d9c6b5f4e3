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
}

export interface PlanInput {
  drafts: IssueDraft[];
  /** Each draft's task's dependencies. */
  edges: Edge[];
  links: LinkRow[];
  relations: RelationRow[];
  /** The connection's repository, team or project now: links to another are not this target's. */
  target: string;
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
  return plan;
}

/** Steps a push takes (the progress bar's length); forgetting a record costs no request. */
export const stepsOf = (plan: PushPlan) =>
  plan.create.length + plan.update.length + plan.close.length + plan.relate.length + plan.unrelate.length;
