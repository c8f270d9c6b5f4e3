import { createInitiativeBodySchema, improveBodySchema } from "@initiative-planner/contract";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { AppError } from "../http/errors";
import { queueUnderReservation } from "../modules/ai-usage/gate";
import { actorOf, announce } from "../modules/events/publish";
import { createInitiative, initiativeDetails } from "../modules/initiatives/service";
import { locateImprovement, openImprovement } from "../modules/planning/improve";
import { runPlanStream } from "../modules/planning/plan-stream";
import { savePlan } from "../modules/planning/service";
import { addTask, changeTask } from "../modules/tasks/service";
import { collectStream } from "./collect-stream";
import { toolInputs } from "./tool-inputs";
import { answer, guarded, loadPlan, requireRole, type ToolContext } from "./tool-kit";

const DEFAULT_DUE_DAYS = 30;
const POLL_MS = 100;

/** Waits until the planner has chosen the teams (or failed), the time allowed, or the client leaves. */
async function planned(tools: ToolContext, id: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const details = await initiativeDetails(tools.ctx.db, id);
    if (details.heading.status !== "CREATED" || Date.now() >= deadline || tools.signal.aborted)
      return details;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The tools only a write token gets: the editor rule (or sign-in, for creation) as on the routes. */
export function registerWriteTools(server: McpServer, tools: ToolContext) {
  const { ctx, user } = tools;
  const { db } = ctx;
  server.registerTool(
    "create_initiative",
    {
      title: "Create an initiative",
      description:
        "Plans a new initiative from an idea: the planner picks the teams (workstreams) and their subsections. Waits up to wait_seconds for that; if still planning, poll get_initiative with the returned id until status is WORKSTREAM_CREATED. Spends AI budget.",
      inputSchema: toolInputs.create_initiative,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    async ({ idea, due_date, priority, wait_seconds }) =>
      guarded(tools, async () => {
        const body = createInitiativeBodySchema.parse({
          description: idea,
          date_due_completion: due_date ?? new Date(Date.now() + DEFAULT_DUE_DAYS * 86_400_000).toISOString(),
          priority,
        });
        // The same AI gate as POST /initiative: per-user calls a minute and daily budget (429 beyond).
        const reservation = await ctx.services.aiQuota.admit({ userId: user.uid, initiativeId: null });
        const created = await queueUnderReservation(
          { reservation, request: tools },
          ctx.services.planner.info,
          () => createInitiative(db, user.uid, body),
        );
        ctx.services.jobs.nudge();
        const details = await planned(tools, created.id, wait_seconds);
        const { status, failure_reason } = details.heading;
        return answer({
          id: created.id,
          name: details.heading.name,
          status,
          teams: details.workstreams,
          next:
            status === "WORKSTREAM_CREATED"
              ? "Planned. Call get_initiative for the teams' subsections and plans."
              : status === "FAILED"
                ? `Planning failed: ${failure_reason ?? "unknown reason"}.`
                : "Still planning. Call get_initiative with this id every few seconds until status is WORKSTREAM_CREATED.",
        });
      }),
  );
  server.registerTool(
    "add_task",
    {
      title: "Add a task",
      description: "Adds a task to one of an initiative's workstreams.",
      inputSchema: toolInputs.add_task,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    async ({ initiative_id, task }) =>
      guarded(tools, async () => {
        await requireRole(tools, initiative_id, "editor");
        const added = await addTask(db, initiative_id, task, user.uid);
        await announce(db, tools.log, initiative_id, "tasks_changed", { workstream_id: added.workstream_id });
        return answer(added);
      }),
  );
  server.registerTool(
    "update_task",
    {
      title: "Update a task",
      description: "Changes a task's status, title, assignee, estimate, due date or other fields.",
      inputSchema: toolInputs.update_task,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    async ({ initiative_id, task_id, changes }) =>
      guarded(tools, async () => {
        await requireRole(tools, initiative_id, "editor");
        return answer(
          await changeTask(db, { initiativeId: initiative_id, taskId: task_id }, changes, user.uid),
        );
      }),
  );
  server.registerTool(
    "improve_plan",
    {
      title: "Improve a plan",
      description:
        "Rewrites the selected text of one subsection's plan following the instruction; the rest stays as it is. Returns the whole improved plan, saved as a new version when save is true. Spends AI budget.",
      inputSchema: toolInputs.improve_plan,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    async ({ initiative_id, workstream_id, subsection_id, selection, instruction, save }) =>
      guarded(tools, async () => {
        const { target, subject } = await loadPlan(
          tools,
          { initiative_id, workstream_id, subsection_id },
          "editor",
        );
        const body = improveBodySchema.parse({
          current_response: subject.content,
          snippet: selection,
          user_query: instruction,
        });
        const range = locateImprovement(body);
        const reservation = await ctx.services.aiQuota.admit({
          userId: user.uid,
          initiativeId: initiative_id,
        });
        const stream = collectStream(tools.signal);
        await runPlanStream({
          db,
          planner: ctx.services.planner,
          userId: user.uid,
          actorName: actorOf(user).name,
          target,
          sse: stream,
          reservation,
          log: tools.log,
          kind: "improve",
          save: false,
          open: openImprovement(ctx.services.planner, body, range),
        });
        if (stream.failure) throw new AppError(stream.failure.error, stream.failure.message);
        if (!save) return answer(stream.text);
        const saved = await savePlan(db, {
          target,
          content: stream.text,
          source: "improve",
          userId: user.uid,
          savesPerMinute: ctx.config.savesPerMinute,
          baseVersion: subject.version,
        });
        await announce(db, tools.log, initiative_id, "plan_saved", {
          workstream_id,
          subsection_uid: subsection_id,
          version: saved.version,
          source: "improve",
          by: actorOf(user),
        });
        return answer(`_Saved as version ${saved.version}._\n\n${stream.text}`);
      }),
  );
}
