import { monitorEventLoopDelay } from "node:perf_hooks";
import { FILE_LIMITS, routes } from "@initiative-planner/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadFile } from "./documents-support";
import { createInitiativeBody, createUser, type TestUser } from "./factories";
import { pdfOf } from "./fixtures/documents";
import { startTestServer, type TestServer } from "./harness";
import { callStream, plannedInitiative, waitForStatus } from "./planning-support";
import { dbKinds } from "./test-db";
import { PASTED_IDEA, WORST_IDEAS, WORST_SNIPPETS } from "./worst-case-inputs";

/** The worst-case ideas and a pasted brief of real prose. */
const IDEAS: Record<string, string> = { ...WORST_IDEAS, "pasted brief": PASTED_IDEA };

/**
 * A regression bound for the whole request, test client and database included. Before the fix these
 * inputs blocked the loop for 3 to 160 seconds; the text processing itself now takes a few
 * milliseconds, and what remains is the machine's noise (an ordinary idea showed 10–330 ms on a busy
 * shared two-core runner), so the bound sits above that noise and far below the old figures. It was
 * 250 ms until a slower day of the same machine measured 282 and 310 ms on the 200,000-character
 * snippet (the smallest of three runs), with the code unchanged.
 */
const MAX_DELAY_MS = 400;

/**
 * The bound for a 10 MB upload and download, the client's multipart encoding in this process included.
 * On embedded PGlite the database runs on this thread: bytes sent as a bytea parameter held the loop
 * for 3.9 s to store and 1.8 s to read; sent as base64 text, 0.6 s and 0.15 s.
 */
const MAX_UPLOAD_DELAY_MS = 1_500;

/** Runs `work` and returns the longest event-loop delay seen meanwhile, in milliseconds. */
async function delayOnce(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  try {
    await work();
  } finally {
    histogram.disable();
  }
  return histogram.max / 1e6;
}

/**
 * The smallest of up to three runs' worst delays: work that blocks the loop does so every time, while
 * a neighbour's burst of CPU or a garbage collection rarely hits every run. A further run is only
 * needed while the runs so far are over the bound (the smallest is under it exactly when one is).
 */
async function worstDelay(work: () => Promise<unknown>, bound = MAX_DELAY_MS): Promise<number> {
  let smallest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3 && smallest >= bound; run++) smallest = Math.min(smallest, await delayOnce(work));
  return smallest;
}

describe.each(dbKinds())("the event loop under worst-case text on %s", (kind) => {
  let server: TestServer;
  let user: TestUser;
  let setup: Awaited<ReturnType<typeof plannedInitiative>>;
  const delays: Record<string, number> = {};
  beforeAll(async () => {
    server = await startTestServer(kind, { AI_CALLS_PER_MINUTE: "0", AI_DAILY_TOKEN_BUDGET: "0" }, [], {
      jobs: { pollMs: 20 },
    });
    user = await createUser(server);
    setup = await plannedInitiative(server);
  }, 60_000);
  afterAll(async () => {
    console.log(`worst event-loop delay (ms) on ${kind}:`, JSON.stringify(delays));
    await server?.close();
  });

  it.each(Object.keys(IDEAS))(
    "creating an initiative from a 20,000-character idea (%s) and planning it",
    async (name) => {
      const idea = IDEAS[name]!;
      let id = "";
      const delay = await worstDelay(async () => {
        const res = await server.request("POST", "/portal/initiative", {
          token: user.token,
          body: createInitiativeBody({ description: idea }),
        });
        expect(res.status).toBe(200);
        id = res.body.data.id;
        await waitForStatus(server, user, id, "WORKSTREAM_CREATED");
      });
      delays[`idea ${name}`] = Math.round(delay);
      expect(delay).toBeLessThan(MAX_DELAY_MS);
    },
    60_000,
  );

  it.each(Object.keys(WORST_SNIPPETS))(
    "improving a 200,000-character snippet (%s) offline",
    async (name) => {
      const snippet = WORST_SNIPPETS[name]!;
      const path = `/portal/initiatives/${setup.initiative.id}/workstreams/${setup.wsId}/subsections/${setup.subIds[0]}/improve`;
      for (const ask of ["Make it concise", "Turn it into a bullet list", "Rhyme it"]) {
        const delay = await worstDelay(async () => {
          const res = await callStream(server, "PATCH", path, {
            token: setup.owner.token,
            // The selection is the whole plan: the server locates it (decision 025), then improves it.
            body: { current_response: snippet, snippet, user_query: ask },
          });
          expect(res.status).toBe(200);
        });
        delays[`snippet ${name} / ${ask}`] = Math.round(delay);
        expect(delay, ask).toBeLessThan(MAX_DELAY_MS);
      }
    },
    120_000,
  );

  it("a 10 MB upload and its download hold no other request", async () => {
    // A PDF of one page and an unused 10 MB object, like a scanned image: little text, many bytes.
    const pdf = pdfOf(["Roastery floor plan"], { paddingBytes: FILE_LIMITS.maxBytes - 4_096 });
    expect(pdf.length).toBeLessThanOrEqual(FILE_LIMITS.maxBytes);
    let fileId = "";
    const upload = await worstDelay(async () => {
      const res = await uploadFile(server, setup.owner.token, "floor-plan.pdf", pdf);
      expect(res.status, res.text).toBe(200);
      fileId = (res.body as { data: { id: string } }).data.id;
    }, MAX_UPLOAD_DELAY_MS);
    const attach = await server.call(routes.attachFile, {
      params: { id: setup.initiative.id },
      body: { file_id: fileId },
      token: setup.owner.token,
    });
    expect(attach.status, attach.text).toBe(200);
    const url = `${server.url}/portal/initiatives/${setup.initiative.id}/files/${fileId}/content`;
    const download = await worstDelay(async () => {
      const res = await fetch(url, { headers: { "x-user-authorization-token": setup.owner.token } });
      expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    }, MAX_UPLOAD_DELAY_MS);
    delays["upload 10 MB"] = Math.round(upload);
    delays["download 10 MB"] = Math.round(download);
    expect(upload).toBeLessThan(MAX_UPLOAD_DELAY_MS);
    expect(download).toBeLessThan(MAX_UPLOAD_DELAY_MS);
  }, 120_000);
});
