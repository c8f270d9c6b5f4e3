/**
 * The schedule of an initiative's tasks: a deterministic forward pass over the dependency graph in
 * working days (Monday to Friday), a backward pass for the critical path, and the projected finish
 * against the due date. Linear in tasks + dependencies (Kahn's topological order, then two passes).
 */

export interface ScheduleInput {
  id: string;
  estimate_days: number;
  depends_on: readonly string[];
}

export interface TaskTiming {
  start_date: string;
  end_date: string;
  critical: boolean;
}

export interface Schedule<T> {
  tasks: Array<T & TaskTiming>;
  projected_finish: string | null;
  due_date: string | null;
  late: boolean;
}

const DAY_MS = 86_400_000;
/** Floating-point slack below which a task counts as critical (estimates are half-day multiples). */
const EPSILON = 1e-9;

/** Days since 1970-01-01 (UTC) of an ISO date or date-time. */
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
const weekday = (day: number) => (((day + 3) % 7) + 7) % 7;

/** The first working day on or after `day`. */
export function nextWorkingDay(day: number): number {
  const w = weekday(day);
  return w >= 5 ? day + (7 - w) : day;
}

/** The working day `n` working days after the working day `day` (n ≥ 0), in O(1). */
export function addWorkingDays(day: number, n: number): number {
  const start = nextWorkingDay(day);
  const weeks = Math.floor(n / 5);
  let rest = n % 5;
  let result = start + weeks * 7;
  const w = weekday(start);
  if (w + rest >= 5) rest += 2;
  result += rest;
  return result;
}

/**
 * The dependency graph as compressed adjacency (typed arrays, no per-task allocation): the
 * successors of task j are `targets[offsets[j] .. offsets[j + 1])`.
 */
function successorGraph(tasks: readonly ScheduleInput[]) {
  const n = tasks.length;
  const index = new Map<string, number>();
  for (let i = 0; i < n; i++) index.set(tasks[i]!.id, i);
  // Edge list first (dependency → task); a repeated dependency adds an edge and an in-degree each,
  // which cancel out in the topological order.
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < n; i++) {
    for (const dep of tasks[i]!.depends_on) {
      const j = index.get(dep);
      if (j === undefined || j === i) continue;
      from.push(j);
      to.push(i);
    }
  }
  const offsets = new Int32Array(n + 1);
  for (const j of from) offsets[j + 1]! += 1;
  for (let j = 0; j < n; j++) offsets[j + 1]! += offsets[j]!;
  const fill = offsets.slice(0, n);
  const targets = new Int32Array(from.length);
  const indegree = new Int32Array(n);
  for (let e = 0; e < from.length; e++) {
    targets[fill[from[e]!]!++] = to[e]!;
    indegree[to[e]!]! += 1;
  }
  return { offsets, targets, indegree };
}

/** Working-day offsets: earliest start and finish, from the project's first working day. */
function forwardPass(tasks: readonly ScheduleInput[]) {
  const n = tasks.length;
  const { offsets, targets, indegree } = successorGraph(tasks);
  const order = new Int32Array(n);
  let size = 0;
  for (let i = 0; i < n; i++) if (indegree[i] === 0) order[size++] = i;
  for (let head = 0; head < size; head++) {
    const j = order[head]!;
    for (let e = offsets[j]!; e < offsets[j + 1]!; e++) {
      const s = targets[e]!;
      indegree[s]! -= 1;
      if (indegree[s] === 0) order[size++] = s;
    }
  }
  // Stored data has no cycles (refused on write); should one slip in, its tasks still get a place.
  if (size < n) for (let i = 0; i < n; i++) if (indegree[i]! > 0) order[size++] = i;

  const start = new Float64Array(n);
  const finish = new Float64Array(n);
  for (const i of order) {
    finish[i] = start[i]! + tasks[i]!.estimate_days;
    for (let e = offsets[i]!; e < offsets[i + 1]!; e++) {
      const s = targets[e]!;
      if (finish[i]! > start[s]!) start[s] = finish[i]!;
    }
  }
  return { order, offsets, targets, start, finish };
}

export function scheduleTasks<T extends ScheduleInput>(
  tasks: readonly T[],
  options: { start: string; due: string | null },
): Schedule<T> {
  const dueDate = options.due ? isoOf(dayNumber(options.due)) : null;
  if (tasks.length === 0) return { tasks: [], projected_finish: null, due_date: dueDate, late: false };

  const { order, offsets, targets, start, finish } = forwardPass(tasks);
  let end = 0;
  for (const f of finish) if (f > end) end = f;

  // Backward pass: latest finish; zero slack is the critical path.
  const latestFinish = new Float64Array(tasks.length).fill(end);
  for (let k = order.length - 1; k >= 0; k--) {
    const i = order[k]!;
    for (let e = offsets[i]!; e < offsets[i + 1]!; e++) {
      const s = targets[e]!;
      const latestStart = latestFinish[s]! - tasks[s]!.estimate_days;
      if (latestStart < latestFinish[i]!) latestFinish[i] = latestStart;
    }
  }

  const first = nextWorkingDay(dayNumber(options.start));
  // Many tasks share a start or end day: format each day once.
  const dates = new Map<number, string>();
  const dateOf = (offset: number) => {
    let iso = dates.get(offset);
    if (iso === undefined) {
      iso = isoOf(addWorkingDays(first, offset));
      dates.set(offset, iso);
    }
    return iso;
  };
  const scheduled = tasks.map((task, i) => {
    const startOffset = Math.floor(start[i]! + EPSILON);
    // The last working day the task occupies (a half day still takes that day).
    const endOffset = Math.max(Math.ceil(finish[i]! - EPSILON) - 1, startOffset);
    return {
      ...task,
      start_date: dateOf(startOffset),
      end_date: dateOf(endOffset),
      critical: latestFinish[i]! - finish[i]! < EPSILON,
    };
  });
  const finishDay = addWorkingDays(first, Math.max(Math.ceil(end - EPSILON) - 1, 0));
  const projected = isoOf(finishDay);
  return {
    tasks: scheduled,
    projected_finish: projected,
    due_date: dueDate,
    late: dueDate !== null && projected > dueDate,
  };
}
