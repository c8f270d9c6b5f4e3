import { createHmac, randomUUID } from "node:crypto";
import { routes, type Task, type TrackerKind } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { trackerConnections } from "../src/db/schema";
import { taskExternal } from "../src/db/schema-trackers";
import { hubSignature } from "../src/modules/trackers/webhook-signature";
import type { TestServer } from "./harness";
import { plannedInitiative } from "./planning-support";
import { type Fakes, GH_TOKEN } from "./trackers/push-support";

let issueSeq = 9000;

/** The stored settings a connection of each kind has, pointed at a local fake. */
export function settingsFor(kind: TrackerKind, url: string): Record<string, string> {
  if (kind === "github") return { apiUrl: url, owner: "acme", repo: "plan" };
  if (kind === "linear") return { apiUrl: `${url}/graphql`, teamKey: "ENG" };
  return { siteUrl: url, email: "owner@example.com", projectKey: "PLAN" };
}

/**
 * An initiative with tasks, connected to one tracker (the row written directly: connecting is
 * trackers-connect.test.ts's subject) and with each task linked to an issue, as a push leaves them.
 */
export async function linkedInitiative(
  server: TestServer,
  kind: TrackerKind,
  options: { url?: string; settings?: Record<string, string>; secret?: string; titles?: string[] } = {},
) {
  const s = await plannedInitiative(server, "Open a repair café where volunteers fix bikes and toasters");
  const id = s.initiative.id;
  const token = s.owner.token;
  const tasks: Task[] = [];
  for (const title of options.titles ?? ["Find a venue", "Recruit volunteers", "Buy tools"]) {
    const res = await server.call(routes.createTask, {
      params: { id },
      body: { workstream_id: s.wsId, title, owner_role: "Volunteer", estimate_days: 2 },
      token,
    });
    expect(res.status, res.text).toBe(200);
    tasks.push(res.data);
  }
  await server.ctx.db.insert(trackerConnections).values({
    initiativeId: id,
    kind,
    settings: options.settings ?? settingsFor(kind, options.url ?? "http://127.0.0.1:9"),
    secretEncrypted: server.ctx.services.secretBox.seal(options.secret ?? "tracker-token"),
    account: "The owner",
  });
  // Unique per initiative: the fakes serve every test's issues at once.
  const ids = tasks.map(() => (kind === "linear" ? randomUUID() : String(++issueSeq)));
  const keys = tasks.map((_, i) =>
    kind === "github" ? `#${i + 1}` : kind === "linear" ? `ENG-${i + 1}` : `PLAN-${i + 1}`,
  );
  const initial = kind === "github" ? "open" : kind === "linear" ? "unstarted" : "new";
  await server.ctx.db.insert(taskExternal).values(
    tasks.map((task, i) => ({
      initiativeId: id,
      taskId: task.id,
      kind,
      target: kind === "github" ? "acme/plan" : kind === "linear" ? "ENG" : "PLAN",
      externalId: ids[i]!,
      key: keys[i]!,
      url: `https://tracker.example/${keys[i]}`,
      remoteState: initial,
      createdAt: new Date(Date.now() - 60 * 60_000),
    })),
  );
  const list = async () => (await server.call(routes.listTasks, { params: { id }, token })).data.tasks;
  const statusOf = async (taskId: string) => (await list()).find((t) => t.id === taskId)!.status;
  const progress = async () =>
    Number(
      (
        (await server.ctx.db.execute(sql`select progress from initiatives where id = ${id}`)) as unknown as {
          rows: Array<{ progress: number }>;
        }
      ).rows[0]!.progress,
    );
  const events = async () =>
    (
      (await server.ctx.db.execute(
        sql`select count(*)::int as n from initiative_events where initiative_id = ${id} and type = 'tasks_changed'`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0]!.n;
  return { ...s, id, token, tasks, ids, keys, list, statusOf, progress, events };
}

/** Signs a delivery as the tracker would: GitHub's and Jira's `sha256=` HMAC, Linear's hex HMAC. */
export function signedHeaders(kind: TrackerKind, secret: string, body: string): Record<string, string> {
  const json = { "content-type": "application/json" };
  if (kind === "github")
    return { ...json, "x-github-event": "issues", "x-hub-signature-256": hubSignature(secret, body) };
  if (kind === "linear") {
    return { ...json, "linear-signature": createHmac("sha256", secret).update(body).digest("hex") };
  }
  return { ...json, "x-hub-signature": hubSignature(secret, body) };
}

/** The payload each tracker sends when an issue's state changes. */
export function issueEvent(kind: TrackerKind, externalId: string, state: string, at = Date.now()) {
  const updated = new Date(at).toISOString();
  if (kind === "github") {
    return {
      action: state === "closed" ? "closed" : "reopened",
      issue: { id: Number(externalId), number: 1, state, updated_at: updated },
      repository: { full_name: "acme/plan" },
    };
  }
  if (kind === "linear") {
    return {
      action: "update",
      type: "Issue",
      data: { id: externalId, identifier: "ENG-1", updatedAt: updated, state: { type: state, name: state } },
      updatedFrom: { stateId: "old" },
      webhookTimestamp: at,
    };
  }
  return {
    webhookEvent: "jira:issue_updated",
    timestamp: at,
    issue: { id: externalId, key: "PLAN-1", fields: { updated, status: { statusCategory: { key: state } } } },
  };
}

/** Closes (or reopens) an issue in a fake tracker, as a person there would (GitHub through its API). */
export async function setRemote(fakes: Fakes, kind: TrackerKind, externalId: string, closed: boolean) {
  if (kind === "github") {
    const issue = fakes.github.repo("acme/plan").issues.find((i) => String(i.id) === externalId)!;
    const res = await fetch(`${fakes.github.url}/repos/acme/plan/issues/${issue.number}`, {
      method: "PATCH",
      headers: { authorization: `token ${GH_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ state: closed ? "closed" : "open" }),
    });
    expect(res.status).toBe(200);
    return;
  }
  if (kind === "linear") {
    const w = fakes.linear.world;
    const issue = w.issues.find((i) => i.id === externalId)!;
    const type = closed ? "completed" : "started";
    issue.stateId = w.states.find((st) => st.teamId === issue.teamId && st.type === type)!.id;
    issue.updatedAt = new Date().toISOString();
    return;
  }
  const issue = fakes.jira.world.issues.find((i) => i.id === externalId)!;
  issue.category = closed ? "done" : "indeterminate";
}
