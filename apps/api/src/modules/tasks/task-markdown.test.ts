import { describe, expect, it } from "vitest";
import { breakCycles, findCycle } from "../../planner/task-graph";
import { parseTaskMarkdown, renderTaskMarkdown } from "./task-markdown";

const tasks = [
  {
    id: "a",
    title: "Design | the API",
    owner_role: "Backend Engineer",
    estimate_days: 2,
    depends_on: [],
    status: "done" as const,
    description: "Endpoints and errors.",
  },
  {
    id: "b",
    title: "Build the screens",
    owner_role: "Frontend Engineer",
    estimate_days: 0.5,
    depends_on: ["a", "x"],
    status: "in_progress" as const,
    description: "",
  },
];
const titles = new Map([
  ["a", "Design | the API"],
  ["x", "Legal review"],
]);

describe("task markdown", () => {
  it("renders a table and detail sections that parse back to the same tasks", () => {
    const md = renderTaskMarkdown("Back-end", tasks, (id) => titles.get(id));
    expect(md).toContain("| Task | Owner | Estimate | Depends on | Status |");
    expect(md).toContain(
      "| Build the screens | Frontend Engineer | 0.5 days | Design \\| the API; Legal review | In progress |",
    );
    expect(parseTaskMarkdown(md)).toEqual([
      {
        title: "Design | the API",
        owner_role: "Backend Engineer",
        estimate_days: 2,
        depends_on: [],
        status: "done",
        description: "Endpoints and errors.",
      },
      {
        title: "Build the screens",
        owner_role: "Frontend Engineer",
        estimate_days: 0.5,
        depends_on: ["Design | the API", "Legal review"],
        status: "in_progress",
        description: null,
      },
    ]);
  });

  it("reads tables written by people: other column orders, weeks, unknown statuses; null without a table", () => {
    const md =
      "Intro\n\n| Status | Task | Effort |\n|:--|:--|--|\n| doing | Ship it | 1 week |\n| ? | Tell people | 3 |\n";
    expect(parseTaskMarkdown(md)).toMatchObject([
      { title: "Ship it", estimate_days: 5, status: "in_progress", owner_role: "Owner to be decided" },
      { title: "Tell people", estimate_days: 3, status: "todo" },
    ]);
    expect(parseTaskMarkdown("# Tasks\n\n- one")).toBeNull();
  });
});

describe("task graph", () => {
  it("finds a cycle and breaks it at an edge of a task that may change", () => {
    const nodes = [
      { id: "a", depends_on: ["b"] },
      { id: "b", depends_on: ["c"] },
      { id: "c", depends_on: ["a"] },
    ];
    expect(findCycle(nodes)).toEqual(["a", "b", "c"]);
    const fixed = breakCycles(nodes, (id) => id === "b");
    expect(findCycle(fixed)).toBeNull();
    expect(fixed.map((n) => n.depends_on)).toEqual([["b"], [], ["a"]]);
    expect(findCycle([{ id: "a", depends_on: ["ghost"] }])).toBeNull();
  });
});
