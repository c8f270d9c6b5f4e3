import type { Initiative, InitiativeExport } from "@initiative-planner/contract";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { listInitiatives, searchInitiatives } from "../modules/initiatives/service";
import { initiativeExport, nestHeadings, scheduleSummary } from "../modules/tasks/export";
import { taskSchedule } from "../modules/tasks/service";
import { toolInputs } from "./tool-inputs";
import { answer, guarded, loadPlan, requireRole, type ToolContext } from "./tool-kit";

const READ = { readOnlyHint: true, openWorldHint: false } as const;

/** An initiative in a list: what a model needs to pick one, without the whole idea text. */
export function listed(initiative: Initiative) {
  const { id, name, status, priority, progress, role, date_due_completion, team_size, created_at } =
    initiative;
  const idea =
    initiative.description.length > 200 ? `${initiative.description.slice(0, 199)}…` : initiative.description;
  return {
    id,
    name,
    idea,
    status,
    priority,
    progress,
    role,
    due: date_due_completion,
    team_size,
    created_at,
  };
}

/** get_initiative's answer: the heading, each team with its subsections' plans (ids included), the schedule. */
export function initiativeMarkdown(data: InitiativeExport): string {
  const { initiative: i } = data;
  const parts = [
    `# ${i.name}`,
    `- id: ${i.id}\n- status: ${i.status}${i.failure_reason ? ` (${i.failure_reason})` : ""}\n- priority: ${i.priority} · due: ${i.date_due_completion?.slice(0, 10) ?? "not set"} · progress: ${i.progress} %\n- your role: ${i.role} · owner: ${i.owner.name} · members: ${i.team_size}`,
    `## Idea\n\n${i.description}`,
    `## Teams\n\n${data.workstreams.length ? data.workstreams.map((w) => `- ${w.name} (workstream_id: ${w.id})`).join("\n") : i.status === "CREATED" ? "_The planner is still choosing the teams; ask again in a few seconds._" : "_No teams._"}`,
  ];
  for (const ws of data.workstreams) {
    parts.push(`## ${ws.name} (workstream_id: ${ws.id})`);
    for (const sub of ws.subsections) {
      const content = sub.plan.content.trim();
      parts.push(
        `### ${sub.display_name} (subsection_id: ${sub.uid}, version ${sub.plan.version})`,
        content ? nestHeadings(content, 4) : "_No plan yet._",
      );
    }
  }
  parts.push("## Schedule", scheduleSummary(data.schedule));
  return `${parts.join("\n\n")}\n`;
}

/** The tools any token may call: they read, with the same viewer rule as the GET routes. */
export function registerReadTools(server: McpServer, tools: ToolContext) {
  const { db } = tools.ctx;
  /** A tool body reading one initiative: the viewer check, then `read`'s value as the answer. */
  const viewing = (initiativeId: string, read: () => Promise<unknown>) =>
    guarded(tools, async () => {
      await requireRole(tools, initiativeId, "viewer");
      return answer(await read());
    });
  server.registerTool(
    "list_initiatives",
    {
      title: "List initiatives",
      description:
        "The initiatives you are a member of, newest first, a page at a time (optionally filtered by text).",
      inputSchema: toolInputs.list_initiatives,
      annotations: READ,
    },
    async (input) =>
      guarded(tools, async () => {
        const page = await listInitiatives(db, tools.user.uid, input);
        return answer({ ...page, list: page.list.map(listed) });
      }),
  );
  server.registerTool(
    "search",
    {
      title: "Search initiatives",
      description: "Find your initiatives whose name or idea contains the words (up to 100, newest first).",
      inputSchema: toolInputs.search,
      annotations: READ,
    },
    async ({ q }) =>
      guarded(tools, async () => answer((await searchInitiatives(db, tools.user.uid, q)).map(listed))),
  );
  server.registerTool(
    "get_initiative",
    {
      title: "Get an initiative",
      description:
        "An initiative as markdown: its heading and status, its teams (workstreams) with every subsection's plan and their ids, and a schedule summary.",
      inputSchema: toolInputs.get_initiative,
      annotations: READ,
    },
    async ({ initiative_id }) =>
      viewing(initiative_id, async () =>
        initiativeMarkdown(
          await initiativeExport(db, { initiativeId: initiative_id, userId: tools.user.uid }),
        ),
      ),
  );
  server.registerTool(
    "list_tasks",
    {
      title: "List tasks",
      description:
        "Every task of an initiative with its schedule (start and end dates, critical path), the projected finish and whether it is late.",
      inputSchema: toolInputs.list_tasks,
      annotations: READ,
    },
    async ({ initiative_id }) => viewing(initiative_id, () => taskSchedule(db, initiative_id)),
  );
  server.registerTool(
    "get_plan",
    {
      title: "Get a plan",
      description: "One subsection's plan as markdown (ids from get_initiative).",
      inputSchema: toolInputs.get_plan,
      annotations: READ,
    },
    async ({ initiative_id, workstream_id, subsection_id }) =>
      guarded(tools, async () => {
        const { subject } = await loadPlan(tools, { initiative_id, workstream_id, subsection_id }, "viewer");
        return answer(subject.content.trim() ? subject.content : "_This plan has not been written yet._");
      }),
  );
}
