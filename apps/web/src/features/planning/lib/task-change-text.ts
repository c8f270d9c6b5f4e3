import type { Task, TaskChange } from "@initiative-planner/contract/tasks";

const FIELD_LABELS: Array<[keyof Task, string]> = [
  ["title", "title"],
  ["status", "status"],
  ["owner_role", "owner role"],
  ["estimate_days", "estimate"],
  ["depends_on", "dependencies"],
  ["assignee_id", "assignee"],
  ["due_date", "due date"],
  ["description", "description"],
  ["position", "order"],
];

const STATUS_TEXT: Record<Task["status"], string> = {
  todo: "To do",
  in_progress: "In progress",
  done: "Done",
};

interface Names {
  task: (id: string) => string | undefined;
  member: (id: string) => string | undefined;
}

function valueText(field: keyof Task, task: Task, names: Names): string {
  switch (field) {
    case "status":
      return STATUS_TEXT[task.status];
    case "estimate_days":
      return `${task.estimate_days} d`;
    case "depends_on":
      return task.depends_on.map((id) => names.task(id) ?? "a removed task").join(", ") || "none";
    case "assignee_id":
      return task.assignee_id ? (names.member(task.assignee_id) ?? "a former member") : "nobody";
    case "due_date":
      return task.due_date ?? "none";
    default:
      return String(task[field]);
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a change did, one line per field that changed: `status: To do → In progress`. */
export function describeTaskChange(
  change: TaskChange,
  names: Names,
): { headline: string; details: string[] } {
  const { before, after } = change;
  const title = (after ?? before)?.title ?? "a task";
  const verb = {
    create: "added",
    update: "changed",
    delete: "deleted",
    undo: "undid a change to",
  }[change.kind];
  const headline = `${change.created_by.name} ${verb} “${title}”`;
  if (!before || !after) return { headline, details: [] };
  const details = FIELD_LABELS.filter(([field]) => !same(before[field], after[field])).map(
    ([field, label]) => `${label}: ${valueText(field, before, names)} → ${valueText(field, after, names)}`,
  );
  return { headline, details };
}
