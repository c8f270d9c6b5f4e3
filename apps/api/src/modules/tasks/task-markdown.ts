import type { Task, TaskStatus } from "@initiative-planner/contract";

/**
 * A workstream's `task_breakdown.data`: the markdown rendering of its tasks (a table of task, owner,
 * estimate, depends on, status, then one section per task with its description), and the reverse,
 * so an edited or improved text re-derives the tasks.
 */

export type TaskLike = Pick<
  Task,
  "title" | "owner_role" | "estimate_days" | "depends_on" | "status" | "description"
> & {
  id: string;
};

const STATUS_TEXT: Record<TaskStatus, string> = { todo: "To do", in_progress: "In progress", done: "Done" };

const cell = (text: string) =>
  text.replaceAll("\\", "\\\\").replaceAll("|", "\\|").replace(/\s+/g, " ").trim();
const uncell = (text: string) => text.trim().replace(/\\([\\|])/g, "$1");

export const estimateText = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

export function renderTaskMarkdown(
  workstreamName: string,
  tasks: readonly TaskLike[],
  titleOf: (id: string) => string | undefined,
): string {
  const rows = tasks.map((task) => {
    const deps = task.depends_on.flatMap((id) => titleOf(id) ?? []).map(cell);
    return `| ${cell(task.title)} | ${cell(task.owner_role)} | ${estimateText(task.estimate_days)} | ${deps.join("; ") || "—"} | ${STATUS_TEXT[task.status]} |`;
  });
  const details = tasks
    .filter((task) => task.description.trim())
    .map((task) => `### ${task.title.replace(/\s+/g, " ").trim()}\n\n${task.description.trim()}`);
  return [
    `# ${workstreamName}: task breakdown`,
    ["| Task | Owner | Estimate | Depends on | Status |", "|---|---|---|---|---|", ...rows].join("\n"),
    ...(details.length > 0 ? ["## Task details", ...details] : []),
  ]
    .join("\n\n")
    .concat("\n");
}

export interface ParsedTask {
  title: string;
  owner_role: string;
  estimate_days: number;
  /** Titles, as written in the table. */
  depends_on: string[];
  status: TaskStatus;
  description: string | null;
}

function splitRow(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "");
  return inner.split(/(?<!\\)\|/).map(uncell);
}

function parseEstimate(text: string): number {
  const n = Number.parseFloat(text.replace(",", "."));
  if (!Number.isFinite(n)) return 1;
  const weeks = /w(ee)?k/i.test(text) ? 5 : 1;
  return Math.min(60, Math.max(0.5, Math.round(n * weeks * 2) / 2));
}

function parseStatus(text: string): TaskStatus {
  const t = text.toLowerCase().replace(/[\s_-]+/g, "");
  if (t.startsWith("done") || t === "complete" || t === "completed") return "done";
  if (t.startsWith("inprogress") || t === "doing" || t === "started") return "in_progress";
  return "todo";
}

/**
 * The tasks of the first table with a Task column, in order; null when the text has no such table.
 * Owner, estimate, depends on and status columns are found by their header; missing ones default.
 */
export function parseTaskMarkdown(markdown: string): ParsedTask[] | null {
  const lines = markdown.split(/\r?\n/);
  let header = -1;
  for (let i = 0; i + 1 < lines.length; i++) {
    if (/^\s*\|.*\|\s*$/.test(lines[i]!) && /^\s*\|?\s*:?-+:?\s*(\||$)/.test(lines[i + 1]!)) {
      if (splitRow(lines[i]!).some((c) => /^tasks?$/i.test(c))) {
        header = i;
        break;
      }
    }
  }
  if (header < 0) return null;
  const columns = splitRow(lines[header]!).map((c) => c.toLowerCase());
  const col = (pattern: RegExp) => columns.findIndex((c) => pattern.test(c));
  const at = {
    title: col(/^tasks?$/),
    owner: col(/owner|role/),
    estimate: col(/estimate|effort|days/),
    depends: col(/depend|after|blocked/),
    status: col(/status/),
  };
  const parsed: ParsedTask[] = [];
  for (let i = header + 2; i < lines.length && /^\s*\|/.test(lines[i]!); i++) {
    const cells = splitRow(lines[i]!);
    const title = cells[at.title]?.trim() ?? "";
    if (!title) continue;
    const deps = at.depends >= 0 ? (cells[at.depends] ?? "") : "";
    parsed.push({
      title: title.slice(0, 200),
      owner_role: (at.owner >= 0 && cells[at.owner]?.trim()) || "Owner to be decided",
      estimate_days: at.estimate >= 0 ? parseEstimate(cells[at.estimate] ?? "") : 1,
      depends_on: deps
        .split(";")
        .map((d) => d.trim())
        .filter((d) => d && d !== "—" && d !== "-"),
      status: at.status >= 0 ? parseStatus(cells[at.status] ?? "") : "todo",
      description: null,
    });
  }
  // "### Title" sections carry the descriptions.
  const byTitle = new Map(parsed.map((p) => [p.title.toLowerCase(), p]));
  const sections = markdown.split(/^###\s+/m).slice(1);
  for (const section of sections) {
    const newline = section.indexOf("\n");
    const heading = (newline < 0 ? section : section.slice(0, newline)).trim().toLowerCase();
    const body =
      newline < 0
        ? ""
        : section
            .slice(newline + 1)
            .split(/^#{1,2}\s/m)[0]!
            .trim();
    const task = byTitle.get(heading);
    if (task) task.description = body.slice(0, 5_000);
  }
  return parsed;
}
