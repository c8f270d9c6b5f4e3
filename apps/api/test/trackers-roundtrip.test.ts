import { routes } from "@initiative-planner/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { taskExternal } from "../src/db/schema-trackers";
import { plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";
import { connect, KINDS, pushAndWait, pushingServer, taskAdder } from "./trackers/push-support";
import { issueEvent, setRemote, signedHeaders } from "./trackers-status-support";

/**
 * Status back after a real push (issue 34, item 3): the tasks pushed through the product's clients into
 * the at.fakes, an issue closed there as a person would, Sync now marks its task done; a signed webhook
 * reopens it.
 */
describe.each(dbKinds())("status back after a push on %s", (dbKind) => {
  const at = pushingServer(dbKind);

  it.each(KINDS)(
    "%s: a closed issue marks its pushed task done on sync; a signed reopen reopens it",
    async (kind) => {
      const s = await plannedInitiative(at.server, "A tool library where neighbours lend drills and ladders");
      const id = s.initiative.id;
      const token = s.owner.token;
      const add = taskAdder(at.server, { id, wsId: s.wsId, token }, "Organiser");
      const shed = await add("Rent a shed");
      const catalogue = await add("Catalogue the tools", [shed.id]);
      await connect(at.server, id, token, kind, at.fakes);
      expect((await pushAndWait(at.server, id, kind, token)).status).toBe("done");
      const [link] = await at.server.ctx.db
        .select()
        .from(taskExternal)
        .where(and(eq(taskExternal.taskId, shed.id), eq(taskExternal.kind, kind)));
      expect(link).toBeDefined();

      await setRemote(at.fakes, kind, link!.externalId, true);
      const sync = await at.server.call(routes.syncTracker, { params: { id, kind }, token });
      expect(sync.status, sync.text).toBe(200);
      expect(sync.data).toMatchObject({ checked: 2, done: 1, reopened: 0, missing: 0 });
      const tasks = async () =>
        (await at.server.call(routes.listTasks, { params: { id }, token })).data.tasks;
      const after = await tasks();
      expect(after.find((t) => t.id === shed.id)).toMatchObject({
        status: "done",
        external: [{ kind, key: link!.key }],
      });
      expect(after.find((t) => t.id === catalogue.id)?.status).toBe("todo");

      // Reopened there, told by a signed webhook.
      const webhook = await at.server.call(routes.getTrackerWebhook, { params: { id, kind }, token });
      await setRemote(at.fakes, kind, link!.externalId, false);
      const open = { github: "open", linear: "started", jira: "indeterminate" }[kind];
      const body = JSON.stringify(issueEvent(kind, link!.externalId, open));
      const delivered = await at.server.request("POST", `/portal/trackers/${kind}/webhook?initiative=${id}`, {
        rawBody: body,
        headers: signedHeaders(kind, webhook.data.secret, body),
      });
      expect(delivered.body.data).toEqual({ matched: true, done: 0, reopened: 1 });
      expect((await tasks()).find((t) => t.id === shed.id)?.status).toBe("todo");
      // The next sync sees the same open issue: nothing changes.
      expect((await at.server.call(routes.syncTracker, { params: { id, kind }, token })).data).toMatchObject({
        done: 0,
        reopened: 0,
      });
    },
  );
});
