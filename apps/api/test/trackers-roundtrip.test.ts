import { routes, type TrackerKind } from "@initiative-planner/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskExternal } from "../src/db/schema-trackers";
import { startTestServer, type TestServer } from "./harness";
import { plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";
import {
  closeFakes,
  connect,
  type Fakes,
  GH_TOKEN,
  KINDS,
  pushAndWait,
  startFakes,
} from "./trackers/push-support";
import { issueEvent, setRemote, signedHeaders } from "./trackers-status-support";

/**
 * Status back after a real push (issue 34, item 3): the tasks pushed through the product's clients into
 * the fakes, an issue closed there as a person would, Sync now marks its task done; a signed webhook
 * reopens it.
 */
describe.each(dbKinds())("status back after a push on %s", (dbKind) => {
  let server: TestServer;
  let fakes: Fakes;
  beforeAll(async () => {
    server = await startTestServer(dbKind, {
      AI_CALLS_PER_MINUTE: "10000",
      JOB_POLL_MS: "50",
      TRACKER_WRITE_INTERVAL_MS: "0",
    });
    fakes = await startFakes("nobody@example.com");
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await closeFakes(fakes);
  });

  it.each(KINDS)(
    "%s: a closed issue marks its pushed task done on sync; a signed reopen reopens it",
    async (kind) => {
      const s = await plannedInitiative(server, "A tool library where neighbours lend drills and ladders");
      const id = s.initiative.id;
      const token = s.owner.token;
      const add = async (title: string, depends_on: string[] = []) => {
        const res = await server.call(routes.createTask, {
          params: { id },
          body: { workstream_id: s.wsId, title, owner_role: "Organiser", estimate_days: 2, depends_on },
          token,
        });
        expect(res.status, res.text).toBe(200);
        return res.data;
      };
      const shed = await add("Rent a shed");
      const catalogue = await add("Catalogue the tools", [shed.id]);
      await connect(server, id, token, kind, fakes);
      expect((await pushAndWait(server, id, kind, token)).status).toBe("done");
      const [link] = await server.ctx.db
        .select()
        .from(taskExternal)
        .where(and(eq(taskExternal.taskId, shed.id), eq(taskExternal.kind, kind)));
      expect(link).toBeDefined();

      await setRemote(fakes, kind, link!.externalId, true);
      const sync = await server.call(routes.syncTracker, { params: { id, kind }, token });
      expect(sync.status, sync.text).toBe(200);
      expect(sync.data).toMatchObject({ checked: 2, done: 1, reopened: 0, missing: 0 });
      const tasks = async () => (await server.call(routes.listTasks, { params: { id }, token })).data.tasks;
      const after = await tasks();
      expect(after.find((t) => t.id === shed.id)).toMatchObject({
        status: "done",
        external: [{ kind, key: link!.key }],
      });
      expect(after.find((t) => t.id === catalogue.id)?.status).toBe("todo");

      // Reopened there, told by a signed webhook.
      const webhook = await server.call(routes.getTrackerWebhook, { params: { id, kind }, token });
      await setRemote(fakes, kind, link!.externalId, false);
      const open = { github: "open", linear: "started", jira: "indeterminate" }[kind];
      const body = JSON.stringify(issueEvent(kind, link!.externalId, open));
      const delivered = await server.request("POST", `/portal/trackers/${kind}/webhook?initiative=${id}`, {
        rawBody: body,
        headers: signedHeaders(kind, webhook.data.secret, body),
      });
      expect(delivered.body.data).toEqual({ matched: true, done: 0, reopened: 1 });
      expect((await tasks()).find((t) => t.id === shed.id)?.status).toBe("todo");
      // The next sync sees the same open issue: nothing changes.
      expect((await server.call(routes.syncTracker, { params: { id, kind }, token })).data).toMatchObject({
        done: 0,
        reopened: 0,
      });
    },
  );
});
