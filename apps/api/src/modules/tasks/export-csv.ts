import {
  CSV_EXPORT_COLUMNS,
  type InitiativeExport,
  LINEAR_CSV_EXPORT_COLUMNS,
  type Priority,
  type ScheduledTask,
} from "@initiative-planner/contract";
import { toCsv } from "../../http/csv";

/**
 * The tracker CSVs (decision 075). Every task has a stable key made from its id, so a second export
 * names the same task the same way and `Depends On` survives re-ordering and renames.
 */

/** Working hours in a day, for Jira's Original Estimate (seconds). */
const HOURS_PER_DAY = 8;

export interface TaskKeys {
  /** `T-1A2B3C4D` per task id, and `I-…` for the initiative. */
  key: (id: string) => string;
  /** The same hex as a decimal number: Jira's importer links `Parent` to `Issue ID` by number. */
  issueId: (id: string) => string;
}

/**
 * Keys from the first hex digits of each id (dashes dropped): 8 digits, more only if two ids in this
 * initiative share a prefix, so keys never collide yet stay short and the same from export to export.
 */
export function taskKeys(initiativeId: string, taskIds: readonly string[]): TaskKeys {
  const hex = (id: string) => id.replaceAll("-", "").toUpperCase();
  const all = [initiativeId, ...taskIds].map(hex);
  let length = 8;
  while (length < 13 && new Set(all.map((h) => h.slice(0, length))).size < all.length) length += 1;
  const prefix = (id: string) => hex(id).slice(0, length);
  return {
    key: (id) => `${id === initiativeId ? "I" : "T"}-${prefix(id)}`,
    issueId: (id) => BigInt(`0x${prefix(id)}`).toString(10),
  };
}

const LOWER: Record<Priority, Priority> = { HIGH: "MEDIUM", MEDIUM: "LOW", LOW: "LOW" };
const PRIORITY_TEXT: Record<Priority, string> = { HIGH: "High", MEDIUM: "Medium", LOW: "Low" };

/** A task's own priority: the initiative's on the critical path (a slip moves the finish), a step lower with slack. */
export function taskPriority(task: Pick<ScheduledTask, "critical">, initiative: Priority): Priority {
  return task.critical ? initiative : LOWER[initiative];
}

const STATUS: Record<ScheduledTask["status"], string> = {
  todo: "To Do",
  in_progress: "In Progress",
  done: "Done",
};
/** Linear's default workflow state names. */
const LINEAR_STATUS: Record<ScheduledTask["status"], string> = {
  todo: "Todo",
  in_progress: "In Progress",
  done: "Done",
};

/** Jira labels cannot hold spaces; Linear splits its Labels cell at ", ". */
const labelOf = (name: string) => name.trim().replace(/[\s,]+/g, "-");

interface CsvContext {
  data: InitiativeExport;
  keys: TaskKeys;
  workstreams: Map<string, string>;
  assignee: (task: ScheduledTask) => string;
}

function context(data: InitiativeExport, assignees: ReadonlyMap<string, string>): CsvContext {
  return {
    data,
    keys: taskKeys(
      data.initiative.id,
      data.schedule.tasks.map((t) => t.id),
    ),
    workstreams: new Map(data.workstreams.map((w) => [w.id, w.name])),
    assignee: (t) => (t.assignee_id ? (assignees.get(t.assignee_id) ?? "") : ""),
  };
}

/** Epic first, then the tasks: Jira's importer needs a parent's row before its children's. */
export function exportCsv(data: InitiativeExport, assignees: ReadonlyMap<string, string>): string {
  const { keys, workstreams, assignee } = context(data, assignees);
  const { initiative, schedule } = data;
  const epicId = keys.issueId(initiative.id);
  const epic = [
    keys.key(initiative.id),
    epicId,
    "Epic",
    initiative.name,
    initiative.description,
    "",
    initiative.name,
    PRIORITY_TEXT[initiative.priority],
    "",
    "",
    "",
    "",
    initiative.date_due_completion?.slice(0, 10) ?? "",
    schedule.tasks.reduce((min, t) => (min && min < t.start_date ? min : t.start_date), ""),
    schedule.projected_finish ?? "",
    "",
    "",
    schedule.tasks.length > 0 && schedule.tasks.every((t) => t.status === "done") ? "Done" : "To Do",
    "",
  ];
  const rows = schedule.tasks.map((t) => [
    keys.key(t.id),
    keys.issueId(t.id),
    "Task",
    t.title,
    t.description,
    epicId,
    initiative.name,
    PRIORITY_TEXT[taskPriority(t, initiative.priority)],
    labelOf(workstreams.get(t.workstream_id) ?? t.workstream_id),
    t.owner_role,
    t.estimate_days,
    t.estimate_days * HOURS_PER_DAY * 3600,
    t.due_date ?? "",
    t.start_date,
    t.end_date,
    t.critical ? "Yes" : "No",
    t.depends_on.map(keys.key).join("; "),
    STATUS[t.status],
    assignee(t),
  ]);
  return toCsv([epic, ...rows], { header: true, columns: [...CSV_EXPORT_COLUMNS], bom: true });
}

/**
 * Linear's importer reads whole-number estimates and drops dependencies, so the exact estimate, the
 * owner role and the blocking keys also go into the description, where a reader still finds them.
 */
export function exportLinearCsv(data: InitiativeExport, assignees: ReadonlyMap<string, string>): string {
  const { keys, workstreams, assignee } = context(data, assignees);
  const { initiative } = data;
  const rows = data.schedule.tasks.map((t) => {
    const facts = [
      `Key: ${keys.key(t.id)}`,
      `Owner role: ${t.owner_role}`,
      `Estimate: ${t.estimate_days} working ${t.estimate_days === 1 ? "day" : "days"}`,
      ...(t.depends_on.length > 0 ? [`Blocked by: ${t.depends_on.map(keys.key).join(", ")}`] : []),
    ];
    return [
      keys.key(t.id),
      t.title,
      [t.description.trim(), facts.join("\n")].filter(Boolean).join("\n\n"),
      LINEAR_STATUS[t.status],
      PRIORITY_TEXT[taskPriority(t, initiative.priority)],
      String(Math.ceil(t.estimate_days)),
      initiative.name,
      assignee(t),
      labelOf(workstreams.get(t.workstream_id) ?? t.workstream_id),
      t.due_date ?? "",
    ];
  });
  return toCsv(rows, { header: true, columns: [...LINEAR_CSV_EXPORT_COLUMNS], bom: true });
}
