import type { ExportFormat, Initiative, InitiativeExport, TaskSchedule } from "@initiative-planner/contract";
import type { DbOrTx } from "../../db/client";
import type { Download } from "../../http/route";
import type { MemberRef } from "../access/queries";
import { getInitiative } from "../initiatives/service";
import { listSubsections } from "../planning/queries";
import { exportCsv, exportLinearCsv } from "./export-csv";
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

/**
 * Re-levels a nested document's headings (outside code fences) so its shallowest heading sits at
 * `top` and the rest keep their steps: a plan written with `##` sections is not pushed two levels
 * deeper than one written with `#`.
 */
export function nestHeadings(markdown: string, top: number): string {
  let fenced = false;
  const lines = markdown.split("\n").map((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    return { line, level: !fenced && /^#{1,6}\s/.test(line) ? line.indexOf(" ") : 0 };
  });
  const levels = lines.flatMap((l) => (l.level > 0 ? [l.level] : []));
  if (levels.length === 0) return markdown;
  const shift = top - Math.min(...levels);
  return lines
    .map(({ line, level }) =>
      level > 0 ? `${"#".repeat(Math.min(6, level + shift))}${line.slice(level)}` : line,
    )
    .join("\n");
}

/** The critical path as it happens: by start date, then end date (the schedule lists tasks by team). */
export function criticalPathInTimeOrder(schedule: TaskSchedule): string[] {
  return schedule.tasks
    .filter((t) => t.critical)
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.end_date.localeCompare(b.end_date))
    .map((t) => t.title);
}

/** The schedule in a few lines: tasks done, projected finish against the due date, the critical path. */
export function scheduleSummary(schedule: TaskSchedule): string {
  if (schedule.tasks.length === 0) return "No tasks yet.";
  const verdict = schedule.due_date
    ? schedule.late
      ? `**Late:** the projected finish is after the due date (${schedule.due_date}).`
      : `On track for the due date (${schedule.due_date}).`
    : "No due date is set.";
  return [
    `- Tasks: ${schedule.tasks.length} (${schedule.tasks.filter((t) => t.status === "done").length} done)`,
    `- Projected finish: ${schedule.projected_finish}`,
    `- ${verdict}`,
    `- Critical path: ${criticalPathInTimeOrder(schedule).join(" → ")}`,
  ].join("\n");
}

/**
 * The task breakdown under its workstream, without its own title (the workstream heading names it):
 * the table, then "#### Task details" with a "#####" heading per task. A heading inside a task's
 * description goes below its task's heading (level 6), whatever level it was written at: nested with
 * the rest, a description's "#" sat above the tasks themselves.
 */
function tasksSection(breakdown: string): string {
  const body = breakdown
    .trim()
    .replace(/^# .*: task breakdown\s*\n/, "")
    .trim();
  if (!body) return "_No tasks yet._";
  const at = body.search(/^## Task details[ \t]*$/m);
  if (at < 0) return nestHeadings(body, 4);
  const table = body.slice(0, at).trim();
  const details = body
    .slice(at)
    .replace(/^## Task details[ \t]*\n?/, "")
    .split(/^### /m)
    .filter((section) => section.trim())
    .map((section) => {
      const [title = "", ...rest] = section.split("\n");
      const description = rest.join("\n").trim();
      return [`##### ${title.trim()}`, ...(description ? [nestHeadings(description, 6)] : [])].join("\n\n");
    });
  return [...(table ? [nestHeadings(table, 4)] : []), "#### Task details", ...details].join("\n\n");
}

/** Text a person typed, as text: a line starting with "#" is not a heading, and "<" no HTML tag. */
const asPlainText = (text: string) => text.replace(/^([ \t]{0,3})#/gm, "$1\\#").replaceAll("<", "&lt;");

/** `#` the initiative, `##` sections and workstreams, `###` a workstream's parts; plans nest beneath. */
export function exportMarkdown(data: InitiativeExport): string {
  const { initiative } = data;
  const parts = [
    `# ${asPlainText(initiative.name)}`,
    asPlainText(initiative.description),
    `Priority: ${initiative.priority} · Due: ${initiative.date_due_completion?.slice(0, 10) ?? "not set"} · Progress: ${initiative.progress} % · Team: ${initiative.team_size}`,
    "## Schedule",
    scheduleSummary(data.schedule),
  ];
  for (const ws of data.workstreams) {
    parts.push(`## ${ws.name}`);
    for (const sub of ws.subsections) {
      parts.push(
        `### ${sub.display_name}`,
        sub.plan.content.trim() ? nestHeadings(sub.plan.content.trim(), 4) : "_No plan yet._",
      );
    }
    parts.push("### Tasks", tasksSection(ws.task_breakdown.data));
  }
  return `${parts.join("\n\n")}\n`;
}

/** A file name from the initiative's name: letters, digits and dashes. */
export function exportFilename(initiative: Initiative, format: ExportFormat): string {
  const base =
    initiative.name
      .normalize("NFKD")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "initiative";
  const extension = { markdown: "md", csv: "csv", "linear-csv": "linear.csv", json: "json" } as const;
  return `${base}.${extension[format]}`;
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
  if (format === "csv" || format === "linear-csv") {
    const ids = [...new Set(data.schedule.tasks.flatMap((t) => t.assignee_id ?? []))];
    const write = format === "csv" ? exportCsv : exportLinearCsv;
    return { filename, contentType: "text/csv; charset=utf-8", body: write(data, await assigneesOf(ids)) };
  }
  return { filename, contentType: "text/markdown; charset=utf-8", body: exportMarkdown(data) };
}
