import {
  type Initiative,
  type InitiativeStatus,
  type PlanProposal,
  parseStreamBlock,
  routes,
  type StreamEvent,
} from "@initiative-planner/contract";
import { beforeAll } from "vitest";
import { createOfflinePlanner } from "../src/planner/offline/offline-planner";
import type {
  ImproveContext,
  PlanContext,
  Planner,
  PlannerCallOptions,
  SubsectionProposalContext,
  TaskPlanContext,
} from "../src/planner/planner";
import { createInitiative, createUser, type TestUser } from "./factories";
import type { FakeOpenAi } from "./fake-openai-server";
import { startTestServer, type TestServer, useTestServer } from "./harness";
import type { DbKind } from "./test-db";

/**
 * A model's plan proposal: these workstreams ("The {id} work"), each with the subsections
 * goals, steps and risks ("Part {uid}").
 */
export function proposalOf(ids: Array<PlanProposal["workstreams"][number]["id"]>): PlanProposal {
  const sub = (uid: string) => ({ uid, display_name: `Part ${uid}`, placeholder: `What goes in ${uid}` });
  return {
    name: "Coffee loyalty",
    workstreams: ids.map((id) => ({
      id,
      name: `The ${id} work`,
      subsections: [sub("goals"), sub("steps"), sub("risks")],
    })),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value (not undefined/false) or the time is up. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(25);
  }
}

/** The details heading and workstreams, as the Agents screen reads them. */
export async function details(server: TestServer, user: TestUser, id: string) {
  const res = await server.call(routes.listWorkstreams, { params: { id }, token: user.token });
  if (res.status !== 200) throw new Error(`workstreams: ${res.status} ${res.text}`);
  return res.data;
}

export async function waitForStatus(
  server: TestServer,
  user: TestUser,
  id: string,
  status: InitiativeStatus,
  timeoutMs = 15_000,
) {
  return eventually(async () => {
    const d = await details(server, user, id);
    return d.heading.status === status ? d : undefined;
  }, timeoutMs);
}

/** An owner with an initiative whose workstreams are planned. */
export async function plannedInitiative(server: TestServer, description?: string) {
  const owner = await createUser(server);
  const initiative: Initiative = await createInitiative(server, owner, description ? { description } : {});
  const planned = await waitForStatus(server, owner, initiative.id, "WORKSTREAM_CREATED");
  const wsId = planned.workstreams[0]!.id;
  const subs = await server.call(routes.listSubsections, {
    params: { id: initiative.id, wsId },
    token: owner.token,
  });
  const subIds = subs.data.map((s) => s.uid);
  return { owner, initiative, workstreams: planned.workstreams, wsId, subIds };
}

export type PlannedInitiative = Awaited<ReturnType<typeof plannedInitiative>>;

/** The saved plan (text and version) of a subsection of the planned initiative's first workstream. */
export async function subsectionPlan(server: TestServer, planned: PlannedInitiative, uid: string) {
  const res = await server.call(routes.listSubsections, {
    params: { id: planned.initiative.id, wsId: planned.wsId },
    token: planned.owner.token,
  });
  const subsection = res.data.find((s) => s.uid === uid);
  if (!subsection) throw new Error(`no subsection ${uid}`);
  return subsection.plan;
}

export interface StreamResult {
  status: number;
  contentType: string | null;
  events: StreamEvent[];
  text: string;
  /** The chunks joined. */
  streamed: string;
  // biome-ignore lint/suspicious/noExplicitAny: JSON error bodies of refused streams.
  json: any;
}

export function parseSse(text: string): StreamEvent[] {
  return text
    .split(/\n\n/)
    .map((block) => parseStreamBlock(block))
    .filter((e): e is StreamEvent => e !== null);
}

/** Calls a stream route and reads it to the end. */
export async function callStream(
  server: TestServer,
  method: string,
  path: string,
  init: { token: string; body?: unknown; headers?: Record<string, string> },
): Promise<StreamResult> {
  const res = await server.request(method, path, {
    token: init.token,
    body: init.body ?? {},
    headers: init.headers,
  });
  const isSse = res.headers.get("content-type")?.startsWith("text/event-stream") ?? false;
  const events = isSse ? parseSse(res.text) : [];
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    events,
    text: res.text,
    streamed: events.flatMap((e) => (e.type === "chunk" ? [e.text] : [])).join(""),
    json: isSse ? null : res.body,
  };
}

export const doneOf = (r: StreamResult) => r.events.find((e) => e.type === "done");
export const errorOf = (r: StreamResult) => r.events.find((e) => e.type === "error");

/**
 * A planner the test steers: proposals from the offline planner unless `propose` is replaced, and
 * streams that yield `chunks` and then wait for `release()` (or fail with `failWith`). It records
 * every call's signal so a test can see aborts.
 */
export class ScriptedPlanner implements Planner {
  readonly info = { provider: "scripted", model: "scripted-1", offline: false };
  private readonly offline = createOfflinePlanner({ delayMs: 0 });
  proposeCalls: string[] = [];
  signals: AbortSignal[] = [];
  chunks = ["# Plan\n\n", "- first step\n", "- second step\n"];
  /** Streams pause before the last chunk until released. */
  hold = false;
  /** Thrown before the first chunk (index 0) or after `failAfter` chunks. */
  failWith: Error | null = null;
  failAfter = 0;
  propose: ((idea: string, options?: PlannerCallOptions) => Promise<PlanProposal>) | null = null;
  private releases: Array<() => void> = [];

  async proposePlan(idea: string, options?: PlannerCallOptions): Promise<PlanProposal> {
    this.proposeCalls.push(idea);
    if (this.propose) return this.propose(idea, options);
    return this.offline.proposePlan(idea, options);
  }

  release() {
    this.hold = false;
    for (const release of this.releases.splice(0)) release();
  }

  private async *play(signal?: AbortSignal): AsyncGenerator<string> {
    if (signal) this.signals.push(signal);
    for (const [index, chunk] of this.chunks.entries()) {
      if (this.failWith && index === this.failAfter) throw this.failWith;
      if (this.hold && index === this.chunks.length - 1) {
        await new Promise<void>((resolve, reject) => {
          this.releases.push(resolve);
          signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
        });
      }
      yield chunk;
    }
  }

  streamSubsection(context: PlanContext) {
    return this.play(context.signal);
  }
  proposeSubsections(context: SubsectionProposalContext) {
    return this.offline.proposeSubsections(context);
  }
  streamImprovement(context: ImproveContext) {
    return this.play(context.signal);
  }
  /** The offline planner's tasks, after the same failure and hold rules as the streams. */
  async planTasks(context: TaskPlanContext) {
    for await (const _chunk of this.play(context.signal));
    return this.offline.planTasks(context);
  }
}

/** A PGlite test server whose planner is the LLM planner talking to a local fake OpenAI-compatible server. */
export function startWithFakeProvider(fake: FakeOpenAi): Promise<TestServer> {
  return startTestServer(
    "pglite",
    {
      AI_CALLS_PER_MINUTE: "0",
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: fake.url,
      LLM_MODEL: "fake-1",
    },
    [],
    { jobs: { pollMs: 50 } },
  );
}

/**
 * A suite on a scripted planner: its server, and (from beforeAll on) an owner's planned initiative with
 * `base`, the path of its first workstream.
 */
export function useScriptedPlanning(kind: DbKind) {
  const planner = new ScriptedPlanner();
  const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "0" }, [], { planner, jobs: { pollMs: 50 } });
  const setup = {} as PlannedInitiative & { base: string };
  beforeAll(async () => {
    Object.assign(setup, await plannedInitiative(server));
    setup.base = `/portal/initiatives/${setup.initiative.id}/workstreams/${setup.wsId}`;
  });
  return { planner, server, setup };
}
