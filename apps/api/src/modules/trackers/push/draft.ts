import { createHash } from "node:crypto";
import type { Task, TaskStatus } from "@initiative-planner/contract";

/**
 * What one task becomes in a tracker (issue 34): the same for the three, each adapter writes it in its own
 * fields. The description carries the plan's context and a link back to the task; the link back also names
 * the task id, which is how a resumed push recognises an issue it created just before a crash.
 */
export interface IssueDraft {
  taskId: string;
  title: string;
  /** The task's own description (Markdown). */
  description: string;
  /** One line of context: initiative, team, owner role, estimate, due date. */
  context: string;
  /** The task in this app. */
  link: string;
  /** The team (workstream) as people read it: a GitHub/Linear label. */
  label: string;
  /** The team's id, a label without spaces (Jira labels cannot hold spaces). */
  labelSlug: string;
  estimateDays: number;
  dueDate: string | null;
  /** The assignee's e-mail, matched to a tracker account where the tracker allows. */
  assigneeEmail: string | null;
  status: TaskStatus;
}

export interface DraftContext {
  initiativeId: string;
  initiativeName: string;
  /** The app's address, e.g. https://planner.example.com. */
  appUrl: string;
  workstreamNames: ReadonlyMap<string, string>;
  emails: ReadonlyMap<string, string>;
}

const days = (n: number) => `${n} working day${n === 1 ? "" : "s"}`;

export function taskLink(appUrl: string, initiativeId: string, taskId: string): string {
  return `${appUrl.replace(/\/+$/, "")}/initiative/${initiativeId}/planning?task=${taskId}`;
}

/**
 * The initiative's parent there (decision 142): a GitHub issue, a Linear project, a Jira epic. Its link back
 * names no task, so a resumed push never mistakes it for a task's issue.
 */
export interface ParentDraft {
  title: string;
  /** Markdown (GitHub, Linear); Jira gets it as paragraphs. */
  description: string;
  link: string;
}

export function parentDraftOf(ctx: DraftContext, tasks: number): ParentDraft {
  const link = `${ctx.appUrl.replace(/\/+$/, "")}/initiative/${ctx.initiativeId}/planning`;
  return {
    title: ctx.initiativeName,
    description: `The ${tasks} task${tasks === 1 ? "" : "s"} of "${ctx.initiativeName}", planned in Initiative Planner.`,
    link,
  };
}

/** The parent's description as Markdown (GitHub, Linear), with the link back to the initiative. */
export const parentMarkdown = (parent: ParentDraft) =>
  `${parent.description}\n\n[Open this initiative in Initiative Planner](${parent.link})`;

/**
 * The task id in a description written by `draftOf`, or null: its link back, which ends the body. A
 * task's own description may link to another task earlier on; that one must not be taken for it (a
 * retried push would adopt the wrong issue and create a second one).
 */
export function taskIdIn(text: string): string | null {
  const links = [...text.matchAll(/\/initiative\/[0-9a-f-]{36}\/planning\?task=([0-9a-f-]{36})/g)];
  return links.at(-1)?.[1] ?? null;
}

export function draftOf(task: Task, ctx: DraftContext): IssueDraft {
  const team = ctx.workstreamNames.get(task.workstream_id) ?? task.workstream_id;
  const context = [
    `Part of "${ctx.initiativeName}"`,
    `team: ${team}`,
    `owner: ${task.owner_role}`,
    `estimate: ${days(task.estimate_days)}`,
    ...(task.due_date ? [`due: ${task.due_date}`] : []),
  ].join(" · ");
  return {
    taskId: task.id,
    title: task.title,
    description: task.description.trim(),
    context,
    link: taskLink(ctx.appUrl, ctx.initiativeId, task.id),
    label: team,
    labelSlug: task.workstream_id,
    estimateDays: task.estimate_days,
    dueDate: task.due_date,
    assigneeEmail: task.assignee_id ? (ctx.emails.get(task.assignee_id) ?? null) : null,
    status: task.status,
  };
}

/** The draft as Markdown (GitHub, Linear). */
export function markdownBody(draft: IssueDraft): string {
  const parts = draft.description ? [draft.description, "---"] : [];
  return [...parts, draft.context, `[Open this task in Initiative Planner](${draft.link})`].join("\n\n");
}

/** Fingerprint of everything a push writes: an unchanged task costs no request on the next push. */
export function draftHash(draft: IssueDraft): string {
  const fields = [
    draft.title,
    draft.description,
    draft.context,
    draft.link,
    draft.label,
    draft.labelSlug,
    draft.estimateDays,
    draft.dueDate,
    draft.assigneeEmail,
    draft.status,
  ];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex").slice(0, 32);
}
