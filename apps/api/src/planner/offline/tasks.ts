import type { PlannedTask, TeamId } from "@initiative-planner/contract";
import { practicesFor, roleName, sectionsFor, TEAMS } from "../knowledge/knowledge-base";
import type { TaskPlanContext } from "../planner";
import type { IdeaAnalysis } from "./idea-analysis";
import { rankByName } from "./key-phrases";
import { fillSubject, subjectOf } from "./proposal";
import { seededRandom } from "./seeded";
import { CROSS, GENERIC, TEMPLATES, type Template } from "./task-templates";

/**
 * The offline planner's tasks: per workstream, the steps a delivery lead would list, with estimates
 * that fit the step and the dependencies they would draw — within a workstream (a chain with a few
 * parallel branches) and across workstreams (designs before front-end work, the API before the
 * integration, legal sign-off before launch communication). Deterministic for an idea.
 *
 * The spec's teams have task templates of their own (task-templates.ts); a catalogued team without
 * them (operations, finance, sales, people, IT, procurement, events) gets one task per practice the
 * knowledge base gives it for the idea — the practices its section plans describe, in their order
 * and with their "after" links (decision 190). A workstream the catalogue does not know gets a
 * generic sequence.
 */

/** Days of work in a week a practice runs: a practice of three weeks is about six days' effort. */
const DAYS_PER_WEEK = 2;

/** A catalogued team's practices for the idea as task templates; undefined for an unknown workstream. */
function practiceTemplates(workstreamId: string, idea: IdeaAnalysis): Template[] | undefined {
  if (!Object.hasOwn(TEAMS, workstreamId)) return undefined;
  const practices = sectionsFor(workstreamId as TeamId, idea.cues).flatMap((s) => practicesFor(s, idea.cues));
  const own = new Set(practices.map((p) => p.id));
  return practices.map((p) => ({
    key: p.id,
    title: p.title.en,
    owner: roleName(p.owner, "en"),
    estimate: p.weeks * DAYS_PER_WEEK,
    after: p.after.filter((id) => own.has(id)),
    description: p.how,
  }));
}

/** A workstream's task templates: its own, else its team's practices, else the generic sequence. */
function templatesOf(workstreamId: string, idea: IdeaAnalysis): Template[] {
  return TEMPLATES[workstreamId] ?? practiceTemplates(workstreamId, idea) ?? GENERIC;
}

function topicOf(context: TaskPlanContext, idea: IdeaAnalysis): string {
  const phrase = rankByName(idea.phrases, context.initiativeName)[0]?.text;
  return phrase ? `“${phrase}”` : "the initiative";
}

/** Estimates vary a little with the idea (never below the template's), like a real team's would. */
function estimateFor(template: Template, seed: () => number): number {
  if (template.estimate < 2) return template.estimate;
  return template.estimate + Math.floor(seed() * 3) * 0.5;
}

/** Every task of every workstream of the initiative, keyed "workstream:key". */
function wholePlan(context: TaskPlanContext, idea: IdeaAnalysis): PlannedTask[] {
  const topic = topicOf(context, idea);
  const subject = subjectOf(context.initiativeName, idea.raw);
  const seed = seededRandom(`${context.idea}\u0000tasks`);
  const present = new Set<string>();
  const planned: PlannedTask[] = [];
  for (const ws of context.allWorkstreams) {
    for (const template of templatesOf(ws.id, idea)) {
      const key = `${ws.id}:${template.key}`;
      present.add(key);
      planned.push({
        key,
        workstream_id: ws.id,
        title: template.title.replace("{topic}", topic),
        description: fillSubject(template.description, subject),
        owner_role: template.owner,
        estimate_days: estimateFor(template, seed),
        depends_on: template.after.map((after) => `${ws.id}:${after}`),
      });
    }
  }
  for (const [task, needs] of CROSS) {
    if (!present.has(task) || !present.has(needs)) continue;
    planned.find((p) => p.key === task)!.depends_on.push(needs);
  }
  return planned;
}

/**
 * Tasks for `context.workstreams`. Dependencies on other workstreams point at their existing tasks
 * (found by the title this planner gives them); a task a person renamed or deleted is simply no
 * longer depended on.
 */
export function planTasksOffline(context: TaskPlanContext, idea: IdeaAnalysis): PlannedTask[] {
  const wanted = new Set(context.workstreams.map((w) => w.id));
  const all = wholePlan(
    {
      ...context,
      allWorkstreams: [
        ...context.allWorkstreams,
        ...context.workstreams.filter((w) => !context.allWorkstreams.some((a) => a.id === w.id)),
      ],
    },
    idea,
  );
  const titleOf = new Map(all.map((p) => [p.key, p.title]));
  const existingByTitle = new Map(context.existing.map((e) => [e.title.toLowerCase(), e.id]));
  return all
    .filter((p) => wanted.has(p.workstream_id))
    .map((p) => ({
      ...p,
      depends_on: p.depends_on.flatMap((key) => {
        if (wanted.has(key.slice(0, key.indexOf(":")))) return [key];
        const existing = existingByTitle.get(titleOf.get(key)!.toLowerCase());
        return existing ? [existing] : [];
      }),
    }));
}
