import {
  type InitiativeExport,
  LINEAR_CSV_EXPORT_COLUMNS,
  type ScheduledTask,
} from "@initiative-planner/contract";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { taskOf } from "../../../test/factories";
import { criticalPathInTimeOrder, exportMarkdown, nestHeadings } from "./export";
import { exportCsv, exportLinearCsv, taskKeys } from "./export-csv";

const INITIATIVE = "0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8";
const ids = {
  design: "a1b2c3d4-0000-4000-8000-000000000001",
  build: "b2c3d4e5-0000-4000-8000-000000000002",
  docs: "c3d4e5f6-0000-4000-8000-000000000003",
};

function task(id: string, over: Partial<ScheduledTask>): ScheduledTask {
  const schedule = { start_date: "2026-11-23", end_date: "2026-11-23", critical: false };
  return { ...taskOf({ id, workstream_id: "eng", title: id }), ...schedule, ...over };
}

// Listed in team order (docs first), which is not the order the critical path happens in.
const data = {
  initiative: {
    id: INITIATIVE,
    name: "Recycling rewards",
    description: "Reward residents for recycling.",
    priority: "HIGH",
    date_due_completion: "2026-12-31T00:00:00.000Z",
    progress: 0,
    team_size: 2,
  },
  workstreams: [
    { id: "eng", name: "Back end", task_breakdown: { data: "", version: 1 }, subsections: [] },
    { id: "doc", name: "Docs, site", task_breakdown: { data: "", version: 1 }, subsections: [] },
  ],
  schedule: {
    tasks: [
      task(ids.docs, {
        title: "Write the docs",
        workstream_id: "doc",
        estimate_days: 2.5,
        depends_on: [ids.build],
        start_date: "2026-11-30",
        end_date: "2026-12-02",
        critical: true,
        owner_role: "Technical Writer",
        due_date: "2026-12-04",
        assignee_id: "u1",
      }),
      task(ids.design, { title: "Design the API", critical: true, status: "done" }),
      task(ids.build, {
        title: "Build the API",
        depends_on: [ids.design],
        start_date: "2026-11-24",
        end_date: "2026-11-27",
        critical: true,
      }),
      task("d4e5f6a7-0000-4000-8000-000000000004", { title: "Pick a logo", workstream_id: "doc" }),
    ],
    projected_finish: "2026-12-02",
    due_date: "2026-12-31",
    late: false,
  },
} as unknown as InitiativeExport;

const rowsOf = (csv: string) => parse(csv, { columns: true, bom: true }) as Array<Record<string, string>>;

describe("tracker CSV", () => {
  it("keys come from the ids, stay short, and grow only when two ids share a prefix", () => {
    const keys = taskKeys(INITIATIVE, Object.values(ids));
    expect(keys.key(ids.design)).toBe("T-A1B2C3D4");
    expect(keys.key(INITIATIVE)).toBe("I-0B1C2D3E");
    expect(keys.issueId(ids.design)).toBe(String(0xa1b2c3d4));
    const twin = "a1b2c3d4-9000-4000-8000-000000000009";
    const longer = taskKeys(INITIATIVE, [ids.design, twin]);
    expect(longer.key(ids.design)).toBe("T-A1B2C3D40");
    expect(longer.key(twin)).toBe("T-A1B2C3D49");
  });

  it("an Epic row first, then tasks with Parent, dependencies by key, own priority, due date and projected dates", () => {
    const rows = rowsOf(exportCsv(data, new Map([["u1", "ana@example.com"]])));
    expect(rows).toHaveLength(5);
    const [epic, docs, design, build] = rows as [
      Record<string, string>,
      Record<string, string>,
      Record<string, string>,
      Record<string, string>,
    ];
    expect(epic).toMatchObject({ "Issue Type": "Epic", Summary: "Recycling rewards", Parent: "" });
    expect(epic["Projected Start"]).toBe("2026-11-23");
    expect(epic["Projected End"]).toBe("2026-12-02");
    expect(docs).toMatchObject({
      Key: "T-C3D4E5F6",
      "Issue Type": "Task",
      Parent: epic["Issue ID"],
      Epic: "Recycling rewards",
      Priority: "High",
      Labels: "Docs-site",
      "Owner Role": "Technical Writer",
      "Estimate (working days)": "2.5",
      "Original Estimate (seconds)": String(2.5 * 8 * 3600),
      "Due Date": "2026-12-04",
      "Projected Start": "2026-11-30",
      "Projected End": "2026-12-02",
      "Depends On": build.Key,
      Assignee: "ana@example.com",
    });
    expect(build["Depends On"]).toBe(design.Key);
    expect(design.Status).toBe("Done");
    // Without a due date of its own, a task's Due Date stays empty (its planned end is Projected End).
    expect(build["Due Date"]).toBe("");
    // Off the critical path: a step below the initiative's priority.
    expect(rows[4]!.Priority).toBe("Medium");
    expect(new Set(rows.map((r) => r["Issue ID"])).size).toBe(5);
  });

  it("the Linear CSV has Linear's columns, whole estimates, and keeps what Linear drops in the description", () => {
    const rows = rowsOf(exportLinearCsv(data, new Map()));
    expect(Object.keys(rows[0]!)).toEqual([...LINEAR_CSV_EXPORT_COLUMNS]);
    const docs = rows[0]!;
    expect(docs).toMatchObject({
      ID: "T-C3D4E5F6",
      Status: "Todo",
      Estimate: "3",
      Project: "Recycling rewards",
    });
    expect(docs.Description).toContain("Estimate: 2.5 working days");
    expect(docs.Description).toContain("Owner role: Technical Writer");
    expect(docs.Description).toContain("Blocked by: T-B2C3D4E5");
  });
});

describe("markdown export", () => {
  it("lists the critical path in time order, not team order", () => {
    expect(criticalPathInTimeOrder(data.schedule)).toEqual([
      "Design the API",
      "Build the API",
      "Write the docs",
    ]);
    expect(exportMarkdown(data)).toContain("Critical path: Design the API → Build the API → Write the docs");
  });

  it("nests a document's headings from its shallowest one, leaving code fences alone", () => {
    const plan = "## Goals\n\ntext\n\n### Detail\n\n```\n# not a heading\n```";
    expect(nestHeadings(plan, 4)).toBe("#### Goals\n\ntext\n\n##### Detail\n\n```\n# not a heading\n```");
    expect(nestHeadings("# Top\n\n## Sub", 4)).toBe("#### Top\n\n##### Sub");
    expect(nestHeadings("no headings", 4)).toBe("no headings");
  });

  /** The export's data with this text as the first workstream's task breakdown. */
  const withBreakdown = (breakdown: string) => ({
    ...data,
    workstreams: [{ ...data.workstreams[0]!, task_breakdown: { data: breakdown, version: 1 } }],
  });

  it("a workstream's tasks sit under '### Tasks' without repeating the breakdown's own title", () => {
    const breakdown =
      "# Back end: task breakdown\n\n| Task |\n|---|\n| x |\n\n## Task details\n\n### x\n\nWhy.";
    const md = exportMarkdown(withBreakdown(breakdown));
    expect(md).not.toContain("task breakdown");
    expect(md).toContain("### Tasks\n\n| Task |");
    expect(md).toContain("\n#### Task details\n\n##### x\n");
    expect(md).not.toMatch(/^######/m);
  });

  it("puts headings inside a task's description below that task's heading, at every level they were written", () => {
    const breakdown =
      "# Back end: task breakdown\n\n| Task |\n|---|\n| x |\n| y |\n\n## Task details\n\n### x\n\n# Why\n\nBecause.\n\n### y\n\n#### Notes\n\nMore.";
    const md = exportMarkdown(withBreakdown(breakdown));
    expect(md).toContain("### Tasks\n\n| Task |");
    expect(md).toContain(
      "\n#### Task details\n\n##### x\n\n###### Why\n\nBecause.\n\n##### y\n\n###### Notes\n\nMore.",
    );
  });

  it("writes the idea as text: a line starting with '#' is no heading, and '<' opens no HTML tag", () => {
    const md = exportMarkdown({
      ...data,
      initiative: { ...data.initiative, description: "# Not a heading\nRun <script>alert(1)</script> now" },
    });
    expect(md).toContain("\\# Not a heading\nRun &lt;script>alert(1)&lt;/script> now");
    expect(md).not.toMatch(/^# Not a heading/m);
  });
});
