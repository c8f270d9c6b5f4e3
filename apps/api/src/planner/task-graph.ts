/** Dependency-graph checks shared by the planners' output validation and the task routes. */

export interface GraphNode {
  id: string;
  depends_on: readonly string[];
}

/**
 * One dependency cycle as a list of ids (first → … → back to first), or null. Iterative DFS,
 * linear in nodes + edges; edges to unknown ids are ignored (check those with `unknownDependencies`).
 */
export function findCycle(nodes: readonly GraphNode[]): string[] | null {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const state = new Map<string, 1 | 2>(); // 1 on the stack, 2 done
  for (const root of nodes) {
    if (state.has(root.id)) continue;
    const stack: Array<{ id: string; next: number }> = [{ id: root.id, next: 0 }];
    state.set(root.id, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const deps = byId.get(top.id)!.depends_on;
      if (top.next >= deps.length) {
        state.set(top.id, 2);
        stack.pop();
        continue;
      }
      const dep = deps[top.next++]!;
      if (!byId.has(dep)) continue;
      const seen = state.get(dep);
      if (seen === 1) {
        const from = stack.findIndex((frame) => frame.id === dep);
        return stack.slice(from).map((frame) => frame.id);
      }
      if (seen === undefined) {
        state.set(dep, 1);
        stack.push({ id: dep, next: 0 });
      }
    }
  }
  return null;
}

/** Pairs [task id, unknown dependency] for every edge that names no node and no extra known id. */
export function unknownDependencies(
  nodes: readonly GraphNode[],
  alsoKnown: ReadonlySet<string> = new Set(),
): Array<[string, string]> {
  const ids = new Set(nodes.map((n) => n.id));
  return nodes.flatMap((n) =>
    n.depends_on.filter((d) => !ids.has(d) && !alsoKnown.has(d)).map((d): [string, string] => [n.id, d]),
  );
}

/**
 * Removes edges until no cycle is left: in each cycle found, the closing edge, or the last edge whose
 * task `mayChange` allows (so tasks that are not being edited keep their dependencies).
 */
export function breakCycles<T extends GraphNode>(
  nodes: T[],
  mayChange: (id: string) => boolean = () => true,
): T[] {
  let current = nodes;
  for (let guard = 0; guard < 10_000; guard++) {
    const cycle = findCycle(current);
    if (!cycle) return current;
    // cycle[i] depends on cycle[i + 1]; the last one depends on the first.
    const edges = cycle.map((from, i) => [from, cycle[(i + 1) % cycle.length]!] as const);
    const [from, to] = [...edges].reverse().find(([f]) => mayChange(f)) ?? edges[edges.length - 1]!;
    current = current.map((n) =>
      n.id === from ? { ...n, depends_on: n.depends_on.filter((d) => d !== to) } : n,
    );
  }
  return current;
}
