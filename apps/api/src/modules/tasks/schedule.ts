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

/** Working-day offsets: earliest start and finish, from the project's first working day. */
function forwardPass(tasks: readonly ScheduleInput[]) {
  const n = tasks.length;
  const index = new Map<string, number>();
  for (const [i, t] of tasks.entries()) index.set(t.id, i);
  const indegree = new Int32Array(n);
  const successors: number[][] = Array.from({ length: n }, () => []);
  tasks.forEach((t, i) => {
    // A repeated dependency adds two edges and two to the in-degree, which cancel out.
    for (const dep of t.depends_on) {
      const j = index.get(dep);
      if (j === undefined || j === i) continue;
      successors[j]!.push(i);
      indegree[i]! += 1;
    }
  });
  const order: number[] = [];
  for (let i = 0; i < n; i++) if (indegree[i] === 0) order.push(i);
  for (let head = 0; head < order.length; head++) {
    for (const s of successors[order[head]!]!) {
      indegree[s]! -= 1;
      if (indegree[s] === 0) order.push(s);
    }
  }
  // Stored data has no cycles (refused on write); should one slip in, its tasks still get a place.
  if (order.length < n) for (let i = 0; i < n; i++) if (indegree[i]! > 0) order.push(i);

  const start = new Float64Array(n);
  const finish = new Float64Array(n);
  for (const i of order) {
    finish[i] = start[i]! + tasks[i]!.estimate_days;
    for (const s of successors[i]!) if (finish[i]! > start[s]!) start[s] = finish[i]!;
  }
  return { order, successors, start, finish };
}

export function scheduleTasks<T extends ScheduleInput>(
  tasks: readonly T[],
  options: { start: string; due: string | null },
): Schedule<T> {
  const dueDate = options.due ? isoOf(dayNumber(options.due)) : null;
  if (tasks.length === 0) return { tasks: [], projected_finish: null, due_date: dueDate, late: false };

  const { order, successors, start, finish } = forwardPass(tasks);
  let end = 0;
  for (const f of finish) if (f > end) end = f;

  // Backward pass: latest finish; zero slack is the critical path.
  const latestFinish = new Float64Array(tasks.length).fill(end);
  for (let k = order.length - 1; k >= 0; k--) {
    const i = order[k]!;
    for (const s of successors[i]!) {
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
