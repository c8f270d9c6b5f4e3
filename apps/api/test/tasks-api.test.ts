import {
  type CreateTaskBody,
  CSV_EXPORT_COLUMNS,
  type ExportFormat,
  LINEAR_CSV_EXPORT_COLUMNS,
  routes,
  type UpdateTaskBody,
} from "@initiative-planner/contract";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { addMember, createUser } from "./factories";
import { useTestServer } from "./harness";
import { plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("tasks, schedule, progress and export on %s", (kind) => {
  const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "10000", JOB_POLL_MS: "50" });

  async function setup() {
    const s = await plannedInitiative(server, "Launch a recycling rewards app for city residents");
    const base = `/portal/initiatives/${s.initiative.id}`;
    const id = s.initiative.id;
    const token = s.owner.token;
    const create = (body: CreateTaskBody) => server.call(routes.createTask, { params: { id }, body, token });
    const patch = (taskId: string, body: UpdateTaskBody) =>
      server.call(routes.updateTask, { params: { id, taskId }, body, token });
    const remove = (taskId: string) => server.call(routes.deleteTask, { params: { id, taskId }, token });
    const exportAs = (format: ExportFormat) =>
      server.call(routes.exportInitiative, { params: { id }, query: { format }, token });
    const add = async (title: string, estimate: number, depends_on: string[] = [], wsId = s.wsId) => {
      const res = await create({
        workstream_id: wsId,
        title,
        owner_role: "Engineer",
        estimate_days: estimate,
        depends_on,
      });
      expect(res.status, res.text).toBe(200);
      return res.data;
    };
    const schedule = async () => (await server.call(routes.listTasks, { params: { id }, token })).data;
    const progress = async () =>
      (await server.call(routes.getInitiative, { params: { id }, token })).data.progress;
    return { ...s, base, create, patch, remove, exportAs, add, schedule, progress };
  }

  it("adds tasks, schedules them in working days with the critical path, and keeps progress current", async () => {
    const s = await setup();
    expect(await s.schedule()).toMatchObject({ tasks: [], projected_finish: null, late: false });
    const a = await s.add("Design the API", 2);
    const b = await s.add("Build the API", 3, [a.id]);
    const c = await s.add("Write the docs", 1, [a.id], s.workstreams[1]!.id);
    const schedule = await s.schedule();
    const by = new Map(schedule.tasks.map((t) => [t.id, t]));
    expect(by.get(a.id)!.critical && by.get(b.id)!.critical).toBe(true);
    expect(by.get(c.id)!.critical).toBe(false);
    expect(by.get(b.id)!.start_date > by.get(a.id)!.end_date).toBe(true);
    expect(schedule.due_date).toBe(s.initiative.date_due_completion!.slice(0, 10));
    expect(schedule.late).toBe(false);

    expect(await s.progress()).toBe(0);
    const done = await s.patch(b.id, { status: "done" });
    expect(done.data).toMatchObject({ id: b.id, status: "done" });
    expect(await s.progress()).toBe(50); // 3 of 6 estimate-days
    await s.patch(a.id, { status: "done", estimate_days: 60 });
    expect(await s.progress()).toBe(98); // 63 of 64

    const removed = await s.remove(a.id);
    expect(removed.data).toEqual({ id: a.id });
    const after = await s.schedule();
    expect(after.tasks.map((t) => t.depends_on)).toEqual([[], []]);
    expect(await s.progress()).toBe(75); // 3 of 4
  });

  it("refuses a cycle or an unknown dependency with a 400 naming the tasks, and changes nothing", async () => {
    const s = await setup();
    const a = await s.add("Collect requirements", 1);
    const b = await s.add("Draft the design", 2, [a.id]);
    const cyclic = await s.patch(a.id, { depends_on: [b.id] });
    expect(cyclic.status).toBe(400);
    expect(cyclic.body).toMatchObject({ success: false, error: "validation_failed" });
    expect(cyclic.body.message).toContain("“Collect requirements”");
    expect(cyclic.body.message).toContain("“Draft the design”");
    const unknown = "3f0b8a2e-5d55-4b43-9a57-7c3e2f1d9b10";
    const bad = await s.patch(b.id, { depends_on: [unknown] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(unknown);
    const self = await s.patch(a.id, { depends_on: [a.id] });
    expect(self.status).toBe(400);
    expect((await s.schedule()).tasks.map((t) => t.depends_on)).toEqual([[], [a.id]]);
    expect((await s.patch(unknown, { status: "done" })).status).toBe(404);
    expect((await s.remove(unknown)).status).toBe(404);
  });

  it("validates new tasks: workstream, estimate, assignee (a member) and due date", async () => {
    const s = await setup();
    const body = {
      workstream_id: s.wsId,
      title: "Plan the pilot",
      owner_role: "Product Manager",
      estimate_days: 1,
    };
    expect((await s.create({ ...body, workstream_id: "sales" })).status).toBe(400);
    expect((await s.create({ ...body, estimate_days: 0.3 })).status).toBe(400);
    expect((await s.create({ ...body, estimate_days: 61 })).status).toBe(400);
    expect((await s.create({ ...body, due_date: "2026-02-30" })).status).toBe(400);
    // Year 0 was a 500: PostgreSQL has no year 0 (decision 207).
    expect((await s.create({ ...body, due_date: "0000-01-01" })).status).toBe(400);
    const stranger = await createUser(server);
    expect((await s.create({ ...body, assignee_id: stranger.id })).status).toBe(400);
    const member = await createUser(server);
    await addMember(server, s.initiative, member, "editor");
    const ok = await s.create({ ...body, assignee_id: member.id, due_date: "2026-12-31" });
    expect(ok.data).toMatchObject({ assignee_id: member.id, due_date: "2026-12-31", status: "todo" });
    expect((await s.patch(ok.data.id, { due_date: "0000-01-01" })).status).toBe(400);
    expect((await s.schedule()).tasks).toHaveLength(1);
    const list = await server.request("GET", "/portal/initiative?page=0&size=10", { token: s.owner.token });
    const card = list.body.data.list.find((i: { id: string }) => i.id === s.initiative.id);
    expect(card.team_size).toBe(2);
  });

  it("exports markdown, CSV and JSON as attachments named after the initiative", async () => {
    const s = await setup();
    const stream = await server.call(routes.streamWorkstream, {
      params: { id: s.initiative.id, wsId: s.wsId },
      body: {},
      token: s.owner.token,
    });
    expect(stream.status).toBe(200);
    const schedule = await s.schedule();
    expect(schedule.tasks.length).toBeGreaterThanOrEqual(5 * s.workstreams.length);

    const md = await s.exportAs("markdown");
    expect(md.status).toBe(200);
    expect(md.headers.get("content-type")).toContain("text/markdown");
    expect(md.headers.get("content-disposition")).toMatch(/^attachment; filename=("[^"]+\.md"|[^";]+\.md)/);
    for (const w of s.workstreams) expect(md.text).toContain(`## ${w.name}`);
    for (const t of schedule.tasks) expect(md.text).toContain(t.title);
    expect(md.text).toContain("Projected finish");

    const csv = await s.exportAs("csv");
    expect(csv.headers.get("content-disposition")).toContain(".csv");
    const rows = parse(csv.text, { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(schedule.tasks.length + 1);
    expect(Object.keys(rows[0]!)).toEqual([...CSV_EXPORT_COLUMNS]);
    expect(rows[0]).toMatchObject({ "Issue Type": "Epic", Parent: "" });
    const dependent = schedule.tasks.find((t) => t.depends_on.length > 0)!;
    const row = rows.find((r) => r.Summary === dependent.title)!;
    const keyOf = new Map(rows.map((r) => [r.Summary, r.Key]));
    const titles = new Map(schedule.tasks.map((t) => [t.id, t.title]));
    expect(row["Depends On"]).toBe(dependent.depends_on.map((d) => keyOf.get(titles.get(d)!)).join("; "));
    expect(row.Parent).toBe(rows[0]!["Issue ID"]);
    expect(row["Projected End"]).toBe(dependent.end_date);
    // Keys are stable: a second export after a rename names every task the same way.
    await s.patch(dependent.id, { title: "Renamed task" });
    const again = parse((await s.exportAs("csv")).text, { columns: true, bom: true }) as typeof rows;
    expect(again.find((r) => r.Summary === "Renamed task")!.Key).toBe(row.Key);

    const linear = await s.exportAs("linear-csv");
    expect(linear.headers.get("content-disposition")).toContain(".linear.csv");
    const linearRows = parse(linear.text, { columns: true, bom: true }) as typeof rows;
    expect(Object.keys(linearRows[0]!)).toEqual([...LINEAR_CSV_EXPORT_COLUMNS]);
    expect(linearRows).toHaveLength(schedule.tasks.length);

    const json = await s.exportAs("json");
    expect(json.headers.get("content-disposition")).toContain(".json");
    const data = JSON.parse(json.text);
    expect(data.initiative.id).toBe(s.initiative.id);
    expect(data.workstreams.map((w: { id: string }) => w.id)).toEqual(s.workstreams.map((w) => w.id));
    expect(data.workstreams[0].subsections.length).toBeGreaterThan(0);
    expect(data.schedule.tasks).toHaveLength(schedule.tasks.length);

    const pdf = await server.request("GET", `${s.base}/export?format=pdf`, { token: s.owner.token });
    expect(pdf.status).toBe(400);
  });
});
