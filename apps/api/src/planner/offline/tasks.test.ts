import { WORKSTREAM_IDS } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { practicesFor, roleName, sectionsFor } from "../knowledge/knowledge-base";
import type { TaskPlanContext } from "../planner";
import { findCycle } from "../task-graph";
import { analyseIdea } from "./idea-analysis";
import { planTasksOffline } from "./tasks";

const ALL = WORKSTREAM_IDS.map((id) => ({ id, name: id.replace(/_/g, " ") }));
const context = (over: Partial<TaskPlanContext> = {}): TaskPlanContext => ({
  idea: "A loyalty programme for coffee shop customers with points and a mobile app",
  initiativeName: "Coffee Loyalty",
  workstreams: ALL,
  allWorkstreams: ALL,
  existing: [],
  ...over,
});

/** The offline task plan, as the planner makes it: the idea analysed once per call. */
const plan = (c: TaskPlanContext) => planTasksOffline(c, analyseIdea(c.idea));

describe("offline task planner", () => {
  it("writes at least 5 tasks per workstream with sensible estimates, keys unique, no cycle", () => {
    const tasks = plan(context());
    for (const w of ALL)
      expect(tasks.filter((t) => t.workstream_id === w.id).length, w.id).toBeGreaterThanOrEqual(5);
    expect(new Set(tasks.map((t) => t.key)).size).toBe(tasks.length);
    expect(tasks.every((t) => t.estimate_days >= 0.5 && t.estimate_days <= 10)).toBe(true);
    expect(findCycle(tasks.map((t) => ({ id: t.key, depends_on: t.depends_on })))).toBeNull();
    const keys = new Set(tasks.map((t) => t.key));
    expect(tasks.every((t) => t.depends_on.every((d) => keys.has(d)))).toBe(true);
  });

  it("draws the dependencies a delivery lead would: designs before front-end, legal sign-off before launch comms", () => {
    const tasks = plan(context());
    const key = (k: string) => tasks.find((t) => t.key === k)!;
    expect(key("engg_frontend:build-ui").depends_on).toContain("design:hifi");
    expect(key("engg_frontend:integrate").depends_on).toContain("engg_backend:api");
    expect(key("marketing:launch-comms").depends_on).toContain("legal:legal-signoff");
    // Within a workstream too.
    expect(key("design:hifi").depends_on).toContain("design:usability");
  });

  it("is deterministic and specific to the idea", () => {
    expect(plan(context())).toEqual(plan(context()));
    const other = plan(
      context({ idea: "Warehouse robots for night shifts", initiativeName: "Night Robots" }),
    );
    const titles = plan(context())
      .map((t) => t.title)
      .join(" ");
    expect(titles).toMatch(/loyalty|coffee/i);
    expect(other.map((t) => t.title).join(" ")).toMatch(/robot|warehouse|night/i);
  });

  it("plans one workstream against the existing tasks of the others", () => {
    const full = plan(context());
    const hifi = full.find((t) => t.key === "design:hifi")!;
    const existing = [
      { id: "11111111-1111-4111-8111-111111111111", workstream_id: "design", title: hifi.title },
    ];
    const frontend = plan(context({ workstreams: [{ id: "engg_frontend", name: "Front-end" }], existing }));
    expect(frontend.every((t) => t.workstream_id === "engg_frontend")).toBe(true);
    expect(frontend.find((t) => t.key === "engg_frontend:build-ui")!.depends_on).toEqual([
      "engg_frontend:setup",
      existing[0]!.id,
    ]);
    // Dependencies on workstreams without matching tasks are left out, never invented.
    expect(frontend.find((t) => t.key === "engg_frontend:integrate")!.depends_on).toEqual([
      "engg_frontend:build-ui",
    ]);
  });

  it("plans a catalogued team from its practices: their titles, owners, order and after-links", () => {
    const events = [{ id: "events", name: "Events" }];
    const idea = "A customer day for 250 guests in Utrecht in September with speakers and catering";
    const tasks = plan(
      context({ idea, initiativeName: "Customer Day", workstreams: events, allWorkstreams: events }),
    );
    const { cues } = analyseIdea(idea);
    const practices = sectionsFor("events", cues).flatMap((s) => practicesFor(s, cues));
    expect(tasks.map((t) => t.title)).toEqual(practices.map((p) => p.title.en));
    expect(tasks.map((t) => t.owner_role)).toEqual(practices.map((p) => roleName(p.owner, "en")));
    const runOfShow = tasks.find((t) => t.key === "events:run-of-show")!;
    expect(runOfShow.depends_on).toEqual(["events:venue-booking", "events:programme-plan"]);
    // The practice's own description, about this initiative, and no generic step.
    expect(runOfShow.description).toMatch(/customer day/i);
    expect(tasks.map((t) => t.title)).not.toContain("Deliver the main work");
  });

  it("gives an unknown workstream a generic but complete sequence", () => {
    const custom = [{ id: "partnerships", name: "Partnerships" }];
    const tasks = plan(context({ workstreams: custom, allWorkstreams: custom }));
    expect(tasks.length).toBeGreaterThanOrEqual(5);
    expect(tasks[1]!.depends_on).toEqual([tasks[0]!.key]);
  });
});
