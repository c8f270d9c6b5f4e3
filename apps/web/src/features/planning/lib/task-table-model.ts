import type { Task, TaskStatus } from "@initiative-planner/contract/tasks";

/** What the task table shows (decision 105): filters, sort and the optional columns. */
export const ALL = "all";
export const UNASSIGNED = "unassigned";

export interface TaskFilters {
  /** A workstream id or `all`. */
  team: string;
  status: TaskStatus | typeof ALL;
  /** A member's user id, `unassigned` or `all`. */
  assignee: string;
  /** Words the title must contain (any case). */
  query: string;
}

export type SortKey = "position" | "title" | "status" | "team" | "assignee" | "due_date" | "estimate_days";
export interface TaskSort {
  key: SortKey;
  direction: "asc" | "desc";
}

export const SORT_LABELS: Record<SortKey, string> = {
  position: "Plan order",
  title: "Task",
  status: "Status",
  team: "Team",
  assignee: "Assignee",
  due_date: "Due date",
  estimate_days: "Estimate",
};

/** Columns a person may hide to fit a narrow window; Task, Status and the actions always show. */
export type OptionalColumn = "team" | "owner_role" | "estimate_days" | "depends_on" | "assignee" | "due_date";
export const OPTIONAL_COLUMNS: Record<OptionalColumn, string> = {
  team: "Team",
  owner_role: "Owner role",
  estimate_days: "Estimate",
  depends_on: "Depends on",
  assignee: "Assignee",
  due_date: "Due date",
};
/** Fits 1,280 px beside the sidebar with room for the title (decision 105). */
export const DEFAULT_COLUMNS: OptionalColumn[] = ["team", "assignee", "due_date", "depends_on"];

const STATUS_ORDER: Record<TaskStatus, number> = { todo: 0, in_progress: 1, done: 2 };

export interface TaskNames {
  team: (workstreamId: string) => string;
  member: (userId: string) => string | undefined;
}

export function filterTasks(tasks: readonly Task[], filters: TaskFilters): Task[] {
  const words = filters.query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return tasks.filter(
    (t) =>
      (filters.team === ALL || t.workstream_id === filters.team) &&
      (filters.status === ALL || t.status === filters.status) &&
      (filters.assignee === ALL ||
        (filters.assignee === UNASSIGNED ? t.assignee_id === null : t.assignee_id === filters.assignee)) &&
      words.every((w) => t.title.toLowerCase().includes(w)),
  );
}

/**
 * Sorted by the key, ties by plan order; empty values (no assignee, no due date) go last in either direction,
 * so "due soonest" never starts with a screen of undated tasks.
 */
export function sortTasks(tasks: readonly Task[], sort: TaskSort, names: TaskNames): Task[] {
  const value = (t: Task): string | number | null => {
    switch (sort.key) {
      case "position":
        return t.position;
      case "title":
        return t.title.toLowerCase();
      case "status":
        return STATUS_ORDER[t.status];
      case "team":
        return names.team(t.workstream_id).toLowerCase();
      case "assignee":
        return t.assignee_id ? (names.member(t.assignee_id) ?? t.assignee_id).toLowerCase() : null;
      case "due_date":
        return t.due_date;
      case "estimate_days":
        return t.estimate_days;
    }
  };
  const sign = sort.direction === "asc" ? 1 : -1;
  const keyed = tasks.map((task, index) => ({ task, index, key: value(task) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
    } else if (a.key !== b.key) {
      return (a.key < b.key ? -1 : 1) * sign;
    }
    return a.task.position - b.task.position || a.index - b.index;
  });
  return keyed.map((k) => k.task);
}

/** For each task, the tasks that wait for it ("needed by"). */
export function dependentsOf(tasks: readonly Task[]): Map<string, Task[]> {
  const map = new Map<string, Task[]>();
  for (const t of tasks)
    for (const dep of t.depends_on) {
      const list = map.get(dep);
      if (list) list.push(t);
      else map.set(dep, [t]);
    }
  return map;
}

/** The tasks that wait for `id`, directly or through others: depending on one of them would close a cycle. */
export function waitingFor(tasks: readonly Task[], id: string): Set<string> {
  const dependents = dependentsOf(tasks);
  const found = new Set<string>();
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop())
    for (const t of dependents.get(next) ?? [])
      if (!found.has(t.id)) {
        found.add(t.id);
        queue.push(t.id);
      }
  return found;
}

/** Tasks grouped by team, the groups in the teams' order and teams not in the list last. */
export function byTeam<T extends { workstream_id: string }>(
  tasks: readonly T[],
  teams: ReadonlyArray<{ id: string; name: string }>,
): Array<{ id: string; name: string; tasks: T[] }> {
  const order = new Map(teams.map((t, i) => [t.id, i]));
  const groups = new Map<string, T[]>();
  for (const t of tasks) {
    const list = groups.get(t.workstream_id);
    if (list) list.push(t);
    else groups.set(t.workstream_id, [t]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))
    .map(([id, list]) => ({ id, name: teams.find((t) => t.id === id)?.name ?? id, tasks: list }));
}

/** Tasks for the dependency picker: matching the search, grouped by team in the teams' order, at most `limit`. */
export function dependencyChoices(
  tasks: readonly Task[],
  self: Task,
  query: string,
  teams: ReadonlyArray<{ id: string; name: string }>,
  limit: number,
): { groups: Array<{ id: string; name: string; tasks: Task[] }>; more: number } {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const chosen = new Set(self.depends_on);
  const matches = tasks.filter(
    (t) => t.id !== self.id && words.every((w) => t.title.toLowerCase().includes(w)),
  );
  // The chosen ones first, so that what is picked is always in view and can be taken off.
  matches.sort((a, b) => Number(chosen.has(b.id)) - Number(chosen.has(a.id)));
  const shown = matches.slice(0, limit);
  return {
    groups: byTeam(shown, teams).map((group) => ({
      ...group,
      tasks: group.tasks.sort(
        (a, b) => Number(chosen.has(b.id)) - Number(chosen.has(a.id)) || a.position - b.position,
      ),
    })),
    more: matches.length - shown.length,
  };
}
