import { type CreateTaskBody, routes, type UpdateTaskBody } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { addMember, createUser } from "./factories";
import { useTestServer } from "./harness";
import { plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("task history and undo on %s", (kind) => {
  const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "10000", JOB_POLL_MS: "50" });

  async function setup() {
    const s = await plannedInitiative(server, "Open a repair café where volunteers fix bikes and toasters");
    const id = s.initiative.id;
    const token = s.owner.token;
    const add = async (title: string, depends_on: string[] = []) => {
      const body: CreateTaskBody = {
        workstream_id: s.wsId,
        title,
        owner_role: "Volunteer",
        estimate_days: 1,
        depends_on,
      };
      const res = await server.call(routes.createTask, { params: { id }, body, token });
      expect(res.status, res.text).toBe(200);
      return res.data;
    };
    const patch = (taskId: string, body: UpdateTaskBody, as = token) =>
      server.call(routes.updateTask, { params: { id, taskId }, body, token: as });
    const remove = (taskId: string) => server.call(routes.deleteTask, { params: { id, taskId }, token });
    const history = async (taskId?: string) =>
      (await server.call(routes.listTaskHistory, { params: { id }, query: { task_id: taskId }, token })).data;
    const undo = (changeId: string, as = token) =>
      server.call(routes.undoTaskChange, { params: { id, changeId }, token: as });
    const tasks = async () => (await server.call(routes.listTasks, { params: { id }, token })).data.tasks;
    return { ...s, id, add, patch, remove, history, undo, tasks };
  }

  it("records who changed a task, when, and the task before and after, newest first", async () => {
    const s = await setup();
    const task = await s.add("Find a venue");
    expect(
      (await s.patch(task.id, { status: "in_progress", title: "Find a venue near the station" })).status,
    ).toBe(200);
    const [update, create] = await s.history(task.id);
    expect(create).toMatchObject({
      kind: "create",
      before: null,
      after: { title: "Find a venue" },
      undoable: false,
    });
    expect(update).toMatchObject({
      kind: "update",
      task_id: task.id,
      before: { status: "todo", title: "Find a venue" },
      after: { status: "in_progress", title: "Find a venue near the station" },
      created_by: { id: s.owner.id, name: s.owner.name },
      undone: false,
      undoable: true,
    });
    expect(Date.parse(update!.created_at)).toBeGreaterThanOrEqual(Date.parse(create!.created_at));
  });

  it("undoes the last change of a task, then the one before; an undone change cannot be undone twice", async () => {
    const s = await setup();
    const task = await s.add("Print flyers");
    await s.patch(task.id, { status: "in_progress" });
    await s.patch(task.id, { estimate_days: 3, due_date: "2031-05-02" });
    const [last, first] = await s.history(task.id);
    // Only the newest standing change of a task can be undone.
    expect((await s.undo(first!.id)).status).toBe(409);

    const undone = await s.undo(last!.id);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.data.task).toMatchObject({ status: "in_progress", estimate_days: 1, due_date: null });
    expect(undone.data.change).toMatchObject({ kind: "undo", undoes: last!.id });
    const again = await s.undo(last!.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("already been undone");

    expect((await s.undo(first!.id)).data.task).toMatchObject({ status: "todo" });
    const [found] = (await s.tasks()).filter((t) => t.id === task.id);
    expect(found).toMatchObject({ status: "todo", estimate_days: 1 });
    const kinds = (await s.history(task.id)).map((c) => [c.kind, c.undone]);
    expect(kinds).toEqual([
      ["undo", false],
      ["undo", false],
      ["update", true],
      ["update", true],
      ["create", false],
    ]);
  });

  it("brings a deleted task back with its id, its dependencies and its dependents' edges", async () => {
    const s = await setup();
    const design = await s.add("Design the workshop");
    const build = await s.add("Build the benches", [design.id]);
    const open = await s.add("Open the doors", [build.id]);
    await s.patch(build.id, { status: "in_progress" });
    expect((await s.remove(build.id)).status).toBe(200);
    expect((await s.tasks()).find((t) => t.id === open.id)!.depends_on).toEqual([]);

    const [deletion] = await s.history(build.id);
    expect(deletion).toMatchObject({ kind: "delete", after: null, before: { title: "Build the benches" } });
    const undone = await s.undo(deletion!.id);
    expect(undone.status, undone.text).toBe(200);
    const tasks = await s.tasks();
    expect(tasks.find((t) => t.id === build.id)).toMatchObject({
      title: "Build the benches",
      status: "in_progress",
      depends_on: [design.id],
    });
    expect(tasks.find((t) => t.id === open.id)!.depends_on).toEqual([build.id]);
  });

  it("never overwrites a later change: an undo after someone else's edit is a 409 with the task as it is", async () => {
    const s = await setup();
    const editor = await createUser(server, { name: "Ed Itor" });
    await addMember(server, s.initiative, editor, "editor");
    const task = await s.add("Order spare parts");
    await s.patch(task.id, { status: "in_progress" });
    const [mine] = await s.history(task.id);
    await s.patch(task.id, { title: "Order spare parts and tools" }, editor.token);
    const refused = await s.undo(mine!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.details.task).toMatchObject({
      title: "Order spare parts and tools",
      status: "in_progress",
    });
    expect((await s.tasks()).find((t) => t.id === task.id)).toMatchObject({ status: "in_progress" });
    // The colleague's own change is the one to undo, and anyone with edit rights may undo it.
    const [theirs] = await s.history(task.id);
    expect(theirs).toMatchObject({ created_by: { name: "Ed Itor" }, undoable: true });
    expect((await s.undo(theirs!.id)).data.task).toMatchObject({ title: "Order spare parts" });
  });

  it("refuses a change of another initiative, an unknown change and an undo of an undo; viewers may only read", async () => {
    const s = await setup();
    const other = await setup();
    const task = await s.add("Buy a toolbox");
    const [create] = await s.history(task.id);
    const foreign = await other.undo(create!.id);
    expect(foreign.status).toBe(404);
    expect((await s.undo("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await s.undo("not-a-uuid")).status).toBe(400);

    const viewer = await createUser(server);
    await addMember(server, s.initiative, viewer, "viewer");
    expect((await s.undo(create!.id, viewer.token)).status).toBe(403);
    const listed = await server.call(routes.listTaskHistory, { params: { id: s.id }, token: viewer.token });
    expect(listed.data.map((c) => c.kind)).toEqual(["create"]);

    const undone = await s.undo(create!.id);
    expect(undone.data.task).toBeNull();
    expect((await s.tasks()).some((t) => t.id === task.id)).toBe(false);
    const refused = await s.undo(undone.data.change.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("An undo cannot itself be undone; change the task instead.");
  });
});
