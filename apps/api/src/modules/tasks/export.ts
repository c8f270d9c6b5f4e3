import {
  CSV_EXPORT_COLUMNS,
  type ExportFormat,
  type Initiative,
  type InitiativeExport,
  type Priority,
  type ScheduledTask,
  type TaskSchedule,
} from "@initiative-planner/contract";
import type { DbOrTx } from "../../db/client";
import { toCsv } from "../../http/csv";
import type { Download } from "../../http/route";
import type { MemberRef } from "../access/queries";
import { getInitiative } from "../initiatives/service";
import { listSubsections } from "../planning/queries";
import { listWorkstreamRefs } from "./queries";
import { markdownOf, taskSchedule } from "./service";

/** Everything of an initiative in the contract's shapes (the JSON export, and the source of the others). */
export async function initiativeExport(db: DbOrTx, member: MemberRef): Promise<InitiativeExport> {
  const id = member.initiativeId;
  const initiative = await getInitiative(db, member);
  const [refs, schedule] = await Promise.all([listWorkstreamRefs(db, id), taskSchedule(db, id)]);
  const workstreams = [];
  for (const ws of refs) {
    const subsections = await listSubsections(db, { initiativeId: id, workstreamId: ws.id });
    const own = schedule.tasks.filter((t) => t.workstream_id === ws.id);
    workstreams.push({
      id: ws.id,
      name: ws.name,
      task_breakdown: {
        data: own.length > 0 ? markdownOf(ws.name, own, schedule.tasks) : ws.content,
        version: ws.version,
      },
      subsections: subsections.map((s) => ({
        uid: s.uid,
        display_name: s.display_name,
        placeholder: s.placeholder,
        plan: { content: s.plan.content, version: s.plan.version },
      })),
    });
  }
  return { initiative, workstreams, schedule };
}

/** Moves every markdown heading down `levels` levels (outside code fences), to nest a document. */
export function demoteHeadings(markdown: string, levels: number): string {
  let fenced = false;
  return markdown
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced || !/^#{1,6}\s/.test(line)) return line;
      const depth = Math.min(6, line.indexOf(" ") + levels);
      return `${"#".repeat(depth)}${line.slice(line.indexOf(" "))}`;
    })
    .join("\n");
}

/** The schedule in a few lines: tasks done, projected finish against the due date, the critical path. */
export function scheduleSummary(schedule: TaskSchedule): string {
  if (schedule.tasks.length === 0) return "No tasks yet.";
  const critical = schedule.tasks.filter((t) => t.critical).map((t) => t.title);
  const verdict = schedule.due_date
    ? schedule.late
      ? `**Late:** the projected finish is after the due date (${schedule.due_date}).`
      : `On track for the due date (${schedule.due_date}).`
    : "No due date is set.";
  return [
    `- Tasks: ${schedule.tasks.length} (${schedule.tasks.filter((t) => t.status === "done").length} done)`,
    `- Projected finish: ${schedule.projected_finish}`,
    `- ${verdict}`,
    `- Critical path: ${critical.join(" → ")}`,
  ].join("\n");
}

export function exportMarkdown(data: InitiativeExport): string {
  const { initiative } = data;
  const parts = [
    `# ${initiative.name}`,
    initiative.description,
    `Priority: ${initiative.priority} · Due: ${initiative.date_due_completion?.slice(0, 10) ?? "not set"} · Progress: ${initiative.progress} % · Team: ${initiative.team_size}`,
    "## Schedule",
    scheduleSummary(data.schedule),
  ];
  for (const ws of data.workstreams) {
    parts.push(`## ${ws.name}`);
    for (const sub of ws.subsections) {
      parts.push(
        `### ${sub.display_name}`,
        sub.plan.content.trim() ? demoteHeadings(sub.plan.content.trim(), 3) : "_No plan yet._",
      );
    }
    parts.push(
      "### Tasks",
      ws.task_breakdown.data.trim() ? demoteHeadings(ws.task_breakdown.data.trim(), 3) : "_No tasks yet._",
    );
  }
  return `${parts.join("\n\n")}\n`;
}

const CSV_STATUS: Record<ScheduledTask["status"], string> = {
  todo: "To Do",
  in_progress: "In Progress",
  done: "Done",
};
const CSV_PRIORITY: Record<Priority, string> = { HIGH: "High", MEDIUM: "Medium", LOW: "Low" };

/** One row per task; Labels = the workstream, Depends On = the summaries of the tasks it depends on. */
export function exportCsv(data: InitiativeExport, assignees: ReadonlyMap<string, string>): string {
  const names = new Map(data.workstreams.map((w) => [w.id, w.name]));
  const titles = new Map(data.schedule.tasks.map((t) => [t.id, t.title]));
  const rows = data.schedule.tasks.map((t) => [
    t.title,
    t.description,
    "Task",
    CSV_PRIORITY[data.initiative.priority],
    (names.get(t.workstream_id) ?? t.workstream_id).replace(/\s+/g, "-"),
    t.estimate_days,
    t.due_date ?? t.end_date,
    t.depends_on.flatMap((id) => titles.get(id) ?? []).join("; "),
    CSV_STATUS[t.status],
    t.assignee_id ? (assignees.get(t.assignee_id) ?? "") : "",
  ]);
  return toCsv(rows, { header: true, columns: [...CSV_EXPORT_COLUMNS], bom: true });
}

/** A file name from the initiative's name: letters, digits and dashes. */
export function exportFilename(initiative: Initiative, format: ExportFormat): string {
  const base =
    initiative.name
      .normalize("NFKD")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "initiative";
  return `${base}.${format === "markdown" ? "md" : format}`;
}

export async function exportInitiative(
  db: DbOrTx,
  member: MemberRef,
  format: ExportFormat,
  assigneesOf: (ids: string[]) => Promise<Map<string, string>>,
): Promise<Download> {
  const data = await initiativeExport(db, member);
  const filename = exportFilename(data.initiative, format);
  if (format === "json") {
    return { filename, contentType: "application/json; charset=utf-8", body: JSON.stringify(data, null, 2) };
  }
  if (format === "csv") {
    const ids = [...new Set(data.schedule.tasks.flatMap((t) => t.assignee_id ?? []))];
    return {
      filename,
      contentType: "text/csv; charset=utf-8",
      body: exportCsv(data, await assigneesOf(ids)),
    };
  }
  return { filename, contentType: "text/markdown; charset=utf-8", body: exportMarkdown(data) };
}
