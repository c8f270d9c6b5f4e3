// Tracker push benchmark (issue 34): the real API server in this process on embedded PGlite and the local fakes
// of GitHub REST, Linear GraphQL and Jira REST (apps/api/test/trackers), each with a budget of 5,000 requests an
// hour. An initiative of 500 tasks with 700 dependencies is pushed to each through the product's real clients,
// then pushed again unchanged. Prints requests made, wall time and requests per task beside the targets
// (≤ 2.5 per task and dependency on the first push, ≤ 0.1 per unchanged task on the re-push); exits 1 on a miss.
import { performance } from "node:perf_hooks";
import type { TrackerKind } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { insertTasks } from "../../apps/api/src/modules/tasks/queries";
import { startFakeGithub } from "../../apps/api/test/trackers/fake-github";
import type { FakeHttp } from "../../apps/api/test/trackers/fake-http";
import { startFakeJira } from "../../apps/api/test/trackers/fake-jira";
import { startFakeLinear } from "../../apps/api/test/trackers/fake-linear";
import { BENCH_EMAIL, plannedInitiative, sleep, startBenchServer } from "./bench-server";

const TASKS = 500;
const DEPENDENCIES = 700;
const PER_HOUR = 5_000;
const TARGET_FIRST = 2.5;
const TARGET_REPUSH = 0.1;
const KINDS: TrackerKind[] = ["github", "linear", "jira"];

/** A small deterministic generator, so every run pushes the same plan. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

async function main() {
  const server = await startBenchServer("push-bench", {
    env: {
      // The product waits 1 s between writes by default (GitHub's advice); the bench measures requests, not pacing.
      TRACKER_WRITE_INTERVAL_MS: "0",
      PUBLIC_URL: "https://planner.example.com",
    },
    jobs: { pollMs: 20 },
  });
  const { call, ctx } = server;
  const id = await plannedInitiative(call, "Open a chain of neighbourhood repair cafés", 180);

  // 500 tasks over the teams, 700 dependencies on earlier tasks (no cycle), one in ten done.
  const streams = (await ctx.db.execute(
    sql`select id from workstreams where initiative_id = ${id}`,
  )) as unknown as {
    rows: Array<{ id: string }>;
  };
  const rand = random(34);
  const ids = Array.from({ length: TASKS }, () => crypto.randomUUID());
  const deps = ids.map(() => new Set<string>());
  for (let made = 0; made < DEPENDENCIES; ) {
    const from = 1 + Math.floor(rand() * (TASKS - 1));
    const to = Math.floor(rand() * from);
    if (!deps[from]!.has(ids[to]!)) {
      deps[from]!.add(ids[to]!);
      made += 1;
    }
  }
  await insertTasks(
    ctx.db,
    ids.map((taskId, i) => ({
      id: taskId,
      initiativeId: id,
      workstreamId: streams.rows[i % streams.rows.length]!.id,
      title: `Task ${i + 1} of the repair cafés`,
      description: `What task ${i + 1} delivers.`,
      ownerRole: "Engineer",
      estimateDays: 0.5 + (i % 8) / 2,
      dependsOn: [...deps[i]!],
      status: i % 10 === 0 ? "done" : "todo",
      position: i,
    })),
  );

  const github = await startFakeGithub(
    { tokens: { ghp_bench: { login: "bench", repos: { "acme/cafes": { push: true } } } } },
    { perHour: PER_HOUR },
  );
  const linear = await startFakeLinear(
    {
      keys: { lin_api_bench: { name: "Bench", email: BENCH_EMAIL } },
      teams: [{ id: "team-1", key: "CAFE", name: "Cafés", issueEstimationType: "fibonacci" }],
    },
    { perHour: PER_HOUR },
  );
  const jira = await startFakeJira(
    {
      accounts: { [`${BENCH_EMAIL}:jira-bench`]: { displayName: "Bench" } },
      projects: [{ id: "10000", key: "CAFE", name: "Cafés" }],
    },
    { perHour: PER_HOUR },
  );
  const fakes: Record<TrackerKind, FakeHttp> = { github, linear, jira };
  const bodies = {
    github: { api_url: github.url, token: "ghp_bench", repository: "acme/cafes" },
    linear: { api_url: `${linear.url}/graphql`, api_key: "lin_api_bench", team_key: "CAFE" },
    jira: { site_url: jira.url, email: BENCH_EMAIL, api_token: "jira-bench", project_key: "CAFE" },
  };

  const push = async (kind: TrackerKind) => {
    const before = fakes[kind].requests.length;
    const started = performance.now();
    const queued = (await call("POST", `/initiatives/${id}/trackers/${kind}/push`)).push;
    let state = queued;
    while (state.id !== queued.id || state.status === "queued" || state.status === "running") {
      await sleep(20);
      state = (await call("GET", `/initiatives/${id}/trackers/${kind}/push`)).push;
    }
    if (state.status !== "done") throw new Error(`${kind} push ${state.status}: ${state.error}`);
    return { ms: performance.now() - started, requests: fakes[kind].requests.length - before, state };
  };

  const rows: string[] = [];
  let missed = false;
  for (const kind of KINDS) {
    await call("PUT", `/initiatives/${id}/trackers/${kind}`, bodies[kind]);
    const first = await push(kind);
    const again = await push(kind);
    const perItem = first.requests / (TASKS + DEPENDENCIES);
    const perUnchanged = again.requests / TASKS;
    missed ||= perItem > TARGET_FIRST || perUnchanged > TARGET_REPUSH || first.state.created !== TASKS;
    const ok = (good: boolean) => (good ? "met" : "MISSED");
    rows.push(
      `| ${kind} | first push | ${first.requests} | ${(first.ms / 1000).toFixed(2)} s | ${perItem.toFixed(3)} per task+dependency | ≤ ${TARGET_FIRST} | ${ok(perItem <= TARGET_FIRST)} |`,
      `| ${kind} | re-push, nothing changed | ${again.requests} | ${(again.ms / 1000).toFixed(2)} s | ${perUnchanged.toFixed(3)} per unchanged task | ≤ ${TARGET_REPUSH} | ${ok(perUnchanged <= TARGET_REPUSH)} |`,
    );
    rows.push(
      `| ${kind} | issues / relations made, answers refused by the budget | ${first.state.created} / ${first.state.linked} | | ${fakes[kind].refused()} refused | 0 duplicates | ${ok(first.state.created === TASKS && first.state.linked === DEPENDENCIES)} |`,
    );
  }

  await server.close();
  await Promise.all([github.close(), linear.close(), jira.close()]);

  console.log(
    `\nTracker push — ${TASKS} tasks with ${DEPENDENCIES} dependencies (one in ten done) to each fake with a budget of ${PER_HOUR} requests an hour; PGlite; writes unpaced (TRACKER_WRITE_INTERVAL_MS=0)\n`,
  );
  console.log("| tracker | run | requests | wall time | measured | target | |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  if (missed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
