import { seededRandom } from "../../apps/api/src/planner/offline/seeded";

export const BENCH_WORKSTREAMS = [
  "product_management",
  "design",
  "engg_backend",
  "engg_frontend",
  "legal",
  "marketing",
];

/**
 * `n` tasks over six workstreams, the same for the same seed; each depends on up to two earlier tasks
 * (within and across workstreams). Title, status and due date per task index come from the bench.
 */
export function benchTasks(
  n: number,
  seed: string,
  shape: {
    title: (i: number) => string;
    done?: (i: number) => boolean;
    dueDate?: (i: number) => string | null;
  },
) {
  const random = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const deps = new Set<string>();
    if (i > 0) deps.add(`t${Math.max(0, i - 1 - Math.floor(random() * 6))}`);
    if (i > 10 && random() < 0.5) deps.add(`t${Math.floor(random() * i)}`);
    return {
      id: `t${i}`,
      workstream_id: BENCH_WORKSTREAMS[i % BENCH_WORKSTREAMS.length]!,
      title: shape.title(i),
      description: "",
      owner_role: "Engineer",
      estimate_days: 0.5 + Math.floor(random() * 10) / 2,
      depends_on: [...deps],
      status: (shape.done?.(i) ? "done" : "todo") as "done" | "todo",
      assignee_id: null,
      due_date: shape.dueDate?.(i) ?? null,
      position: i,
      external: [],
    };
  });
}
