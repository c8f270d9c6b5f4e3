// Live-events benchmark (issue 33): 1,000 people viewing one initiative, each over the browser's one shared
// connection `GET /portal/events?initiatives=…` (decision 090). An editor saves a plan; every viewer must hear
// of it. Measures the delay from sending the save to each viewer receiving `plan_saved` (p50/p99 over every
// delivery, and the time until the last viewer had it), lost deliveries, and the server's memory per viewer.
// Runs three set-ups in one go: PGlite on one instance, PostgreSQL on one instance, PostgreSQL on two
// instances (viewers split between them, the saves sent to the first; events cross through LISTEN/NOTIFY,
// decision 028). PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// scratch database is created and dropped. Prints one markdown table; exits 1 when a target fails.
import { type ChildProcess, fork } from "node:child_process";
import { rmSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../../apps/api/src/db/client";
import { scratchDatabase } from "../../apps/api/test/scratch-database";
import { benchConfig, benchTokens, listenBench, plannedInitiative, portalCall, sleep } from "./bench-server";
import type { ViewerCommand, ViewerReply, ViewerStream } from "./events-bench-viewers";
import { percentile } from "./percentile";

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 1_000);
/** The default EVENT_STREAMS_PER_USER is kept: 20 streams (tabs' leaders, devices) per person, 50 people. */
const STREAMS_PER_PERSON = 20;
const SAVES = Number(process.env.BENCH_SAVES ?? 20);
const WARM_UP_SAVES = 3;
const SAVE_GAP_MS = 400;
const TARGET_P99_MS = 250;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const wallNow = () => performance.timeOrigin + performance.now();
const gc = () => (globalThis as { gc?: () => void }).gc?.();

interface Setup {
  label: string;
  instances: number;
  postgres: boolean;
}

interface Result {
  setup: Setup;
  p50: number;
  p99: number;
  /** From the save's answer to receipt: the fan-out alone (negative when the event beat the answer). */
  afterAnswerP99: number;
  allReachedP50: number;
  allReachedMax: number;
  lost: number;
  openFailed: number;
  saveP50: number;
  heapKbPerViewer: number;
}

function viewerProcess() {
  const child = fork(new URL("./events-bench-viewers.ts", import.meta.url), [], {
    execArgv: ["--import", "tsx"],
  });
  const ask = <T extends ViewerReply["type"]>(command: ViewerCommand, answer: T) =>
    new Promise<Extract<ViewerReply, { type: T }>>((resolve) => {
      const onMessage = (reply: ViewerReply) => {
        if (reply.type !== answer) return;
        child.off("message", onMessage);
        resolve(reply as Extract<ViewerReply, { type: T }>);
      };
      child.on("message", onMessage);
      child.send(command);
    });
  return { child: child as ChildProcess, ask };
}

async function run(setup: Setup): Promise<Result> {
  const scratch = setup.postgres ? await scratchDatabase(POSTGRES_URL, "events_bench") : null;
  const { config, dataDir } = benchConfig("events-bench", {
    OFFLINE_PLANNER_DELAY_MS: "0",
    INVITES_PER_HOUR: "1000",
    PLAN_SAVES_PER_MINUTE: "1000",
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
  });
  const instances: Array<Awaited<ReturnType<typeof listenBench>>> = [];
  for (let i = 0; i < setup.instances; i++) {
    const database = scratch ? await openDatabase({ databaseUrl: scratch.url, poolSize: 10 }) : undefined;
    instances.push(await listenBench(config, { database, jobs: { pollMs: 50 } }));
  }
  const ports = instances.map((instance) => instance.port);
  const tokenOf = await benchTokens(dataDir);
  const call = (token: string, method: string, path: string, body?: unknown) =>
    portalCall(ports[0]!, token, method, path, body);

  // The editor creates the initiative and waits for its workstreams; the viewers are invited and sign in,
  // which accepts the invitation.
  const editor = await tokenOf("editor@bench.example.com");
  await call(editor, "POST", "/user/login");
  const id = await plannedInitiative(
    (method, path, body) => call(editor, method, path, body),
    "A bench of many viewers: a shared seating plan for the town hall's concerts.",
    30,
  );
  const details = await call(editor, "GET", `/initiatives/${id}/workstreams`);
  const wsPath = `/initiatives/${id}/workstreams/${details.workstreams[0].id}`;
  const [subsection] = await call(editor, "GET", `${wsPath}/subsections`);
  const savePath = `${wsPath}/subsections/${subsection.uid}/improve/save`;

  const people = Math.ceil(VIEWERS / STREAMS_PER_PERSON);
  const tokens: string[] = [];
  for (let p = 0; p < people; p++) {
    const email = `viewer-${p}@bench.example.com`;
    await call(editor, "POST", `/initiatives/${id}/collaborators/invite`, { email, role: "viewer" });
    const token = await tokenOf(email);
    await call(token, "POST", "/user/login");
    tokens.push(token);
  }
  // Viewer i: person i mod people, instance i mod instances.
  const streams: ViewerStream[] = Array.from({ length: VIEWERS }, (_, i) => ({
    port: ports[i % ports.length]!,
    token: tokens[i % people]!,
    initiativeId: id,
  }));

  const viewers = viewerProcess();
  gc();
  await sleep(200);
  gc();
  const before = process.memoryUsage();
  const opened = await viewers.ask({ type: "open", streams }, "opened");
  // Every stream has subscribed once its headers are out; a moment for the last ones' first heartbeat.
  await sleep(500);
  gc();
  const after = process.memoryUsage();

  const sentAt = new Map<number, number>();
  const answeredAt = new Map<number, number>();
  const saveTimes: number[] = [];
  let version: number | undefined;
  for (let s = 0; s < SAVES + WARM_UP_SAVES; s++) {
    const started = wallNow();
    const saved = await call(editor, "POST", savePath, {
      content: `# Seating plan, draft ${s + 1}\n\nRows A–F for the strings, G–K for the brass.`,
      ...(version === undefined ? {} : { base_version: version }),
    });
    if (s >= WARM_UP_SAVES) saveTimes.push(wallNow() - started);
    version = saved.version as number;
    // The first saves warm the server's code paths and the viewers' sockets; they are not counted.
    if (s >= WARM_UP_SAVES) {
      sentAt.set(version, started);
      answeredAt.set(version, wallNow());
    }
    await sleep(SAVE_GAP_MS);
  }
  await sleep(1_000);
  const { received } = await viewers.ask({ type: "report" }, "report");

  const delays: number[] = [];
  const afterAnswer: number[] = [];
  const allReached: number[] = [];
  let lost = 0;
  for (const [v, sent] of sentAt) {
    const times = received[v] ?? Array.from({ length: VIEWERS }, () => null);
    let last = 0;
    for (const at of times) {
      if (at === null) lost++;
      else {
        delays.push(at - sent);
        afterAnswer.push(at - answeredAt.get(v)!);
        last = Math.max(last, at - sent);
      }
    }
    allReached.push(last);
  }
  lost += opened.failed * SAVES;

  viewers.child.send({ type: "close" } satisfies ViewerCommand);
  for (const instance of instances) await instance.app.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    setup,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    afterAnswerP99: percentile(afterAnswer, 99),
    allReachedP50: percentile(allReached, 50),
    allReachedMax: Math.max(...allReached),
    lost,
    openFailed: opened.failed,
    saveP50: percentile(saveTimes, 50),
    heapKbPerViewer: (after.heapUsed - before.heapUsed) / VIEWERS / 1024,
  };
}

const SETUPS: Setup[] = [
  { label: "PGlite, 1 instance", instances: 1, postgres: false },
  { label: "PostgreSQL, 1 instance", instances: 1, postgres: true },
  { label: "PostgreSQL, 2 instances", instances: 2, postgres: true },
];

async function main() {
  const only = process.env.BENCH_SETUPS?.split(",").map(Number);
  const results: Result[] = [];
  for (const [i, setup] of SETUPS.entries()) {
    if (only && !only.includes(i + 1)) continue;
    console.log(`running: ${setup.label} …`);
    results.push(await run(setup));
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\nEvents benchmark — ${VIEWERS} live viewers of one initiative (${STREAMS_PER_PERSON} streams per person), ${SAVES} saves ${SAVE_GAP_MS} ms apart; delay from sending the save to the viewer receiving plan_saved; viewers in a separate process; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")} on ${cpus().length} cores\n`,
  );
  console.log(
    "| set-up | delivery p50 | delivery p99 (target < 250 ms) | last viewer reached, p50 / max | lost deliveries | save answered p50 | p99 after the save's answer | server heap per viewer | result |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of results) {
    const pass = r.p99 < TARGET_P99_MS && r.lost === 0;
    console.log(
      `| ${r.setup.label} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.allReachedP50)} / ${ms(r.allReachedMax)} | ${r.lost} of ${VIEWERS * SAVES} | ${ms(r.saveP50)} | ${ms(r.afterAnswerP99)} | ${r.heapKbPerViewer.toFixed(1)} KB | ${pass ? "PASS" : "FAIL"} |`,
    );
  }
  process.exit(results.every((r) => r.p99 < TARGET_P99_MS && r.lost === 0) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
