import type { PlannedTask, PlanProposal, TaskSchedule } from "@initiative-planner/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeBehaviour,
  type FakeOpenAi,
  type RecordedRequest,
  startFakeOpenAi,
} from "./fake-openai-server";
import type { TestServer } from "./harness";
import { callStream, doneOf, plannedInitiative, startWithFakeProvider } from "./planning-support";

const sub = (uid: string) => ({ uid, display_name: `Part ${uid}`, placeholder: `What goes in ${uid}` });
const IDS = ["product_management", "design", "engg_frontend"] as const;
const PROPOSAL: PlanProposal = {
  name: "Coffee loyalty",
  workstreams: IDS.map((id) => ({
    id,
    name: `The ${id} work`,
    subsections: [sub("goals"), sub("steps"), sub("risks")],
  })),
};

const planned = (key: string, ws: string, deps: string[] = []): PlannedTask => ({
  key,
  workstream_id: ws,
  title: `Task ${key}`,
  description: "What is done.",
  owner_role: "Lead",
  estimate_days: 2,
  depends_on: deps,
});
const VALID = {
  tasks: [
    planned("pm-1", "product_management"),
    planned("d-1", "design", ["pm-1"]),
    planned("fe-1", "engg_frontend", ["d-1"]),
    planned("fe-2", "engg_frontend", ["fe-1", "pm-1"]),
  ],
};
const CYCLE = {
  tasks: [
    planned("pm-1", "product_management", ["fe-1"]),
    planned("d-1", "design"),
    planned("fe-1", "engg_frontend", ["pm-1"]),
  ],
};

const isTaskCall = (request: RecordedRequest) =>
  JSON.stringify(request.body?.messages ?? "").includes("Write the tasks");

/** Task generation through @ai-sdk/openai-compatible and a local fake provider: repair, refusal. */
describe("task breakdowns through an OpenAI-compatible provider", () => {
  let fake: FakeOpenAi;
  let server: TestServer;
  let answers: FakeBehaviour[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAi({
      behaviour: (request) =>
        isTaskCall(request)
          ? (answers.shift() ?? { kind: "status", status: 500 })
          : { kind: "json", content: PROPOSAL },
    });
    server = await startWithFakeProvider(fake);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const generate = (setup: Awaited<ReturnType<typeof plannedInitiative>>) =>
    callStream(server, "POST", `/portal/initiatives/${setup.initiative.id}/workstreams/design/stream`, {
      token: setup.owner.token,
    });
  const schedule = async (id: string, token: string) =>
    (await server.request("GET", `/portal/initiatives/${id}/tasks`, { token })).body.data as TaskSchedule;

  it("repairs invalid JSON once and stores every workstream's tasks with their dependencies", async () => {
    const setup = await plannedInitiative(server, "A coffee loyalty programme");
    answers = [
      { kind: "json", content: "{ not json" },
      { kind: "json", content: VALID },
    ];
    const before = fake.requests.filter(isTaskCall).length;
    const res = await generate(setup);
    expect(res.status).toBe(200);
    expect(doneOf(res)).toEqual({ type: "done", data: { version: 1 } });
    expect(fake.requests.filter(isTaskCall).length - before).toBe(2);
    const tasks = (await schedule(setup.initiative.id, setup.owner.token)).tasks;
    expect(tasks.map((t) => t.title).sort()).toEqual(VALID.tasks.map((t) => t.title).sort());
    const id = (title: string) => tasks.find((t) => t.title === title)!.id;
    expect(tasks.find((t) => t.title === "Task fe-2")!.depends_on).toEqual([
      id("Task fe-1"),
      id("Task pm-1"),
    ]);
    expect(res.streamed).toContain("| Task d-1 | Lead | 2 days | Task pm-1 | To do |");
  });

  it("refuses a dependency cycle the model repeats: a clear error and nothing stored", async () => {
    const setup = await plannedInitiative(server, "A coffee loyalty programme for students");
    answers = [
      { kind: "json", content: CYCLE },
      { kind: "json", content: CYCLE },
    ];
    const res = await generate(setup);
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ success: false, error: "unavailable" });
    expect(res.json.message).toContain("invalid tasks twice");
    expect((await schedule(setup.initiative.id, setup.owner.token)).tasks).toEqual([]);
  });
});
