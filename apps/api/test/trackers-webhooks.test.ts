import { routes, type TrackerKind } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { snapshot } from "./db-snapshot";
import { createAccessToken } from "./factories";
import { useTestServer } from "./harness";
import { dbKinds } from "./test-db";
import { issueEvent, linkedInitiative, signedHeaders } from "./trackers-status-support";

describe.each(dbKinds())("tracker webhooks on %s", (db) => {
  const server = useTestServer(db, {
    AI_CALLS_PER_MINUTE: "10000",
    JOB_POLL_MS: "50",
    PUBLIC_URL: "https://plans.example.com",
  });

  async function setup(kind: TrackerKind) {
    const s = await linkedInitiative(server, kind);
    const webhook = await server.call(routes.getTrackerWebhook, {
      params: { id: s.id, kind },
      token: s.token,
    });
    expect(webhook.status, webhook.text).toBe(200);
    const deliver = (
      payload: unknown,
      headers?: Record<string, string>,
      initiative = s.id,
      secret = webhook.data.secret,
    ) => {
      const body = JSON.stringify(payload);
      return server.request("POST", `/portal/trackers/${kind}/webhook?initiative=${initiative}`, {
        rawBody: body,
        headers: headers ?? signedHeaders(kind, secret, body),
      });
    };
    return { ...s, webhook: webhook.data, deliver };
  }

  it("gives the owner the address and a secret that stays the same until replaced", async () => {
    const s = await setup("github");
    expect(s.webhook.url).toBe(`https://plans.example.com/portal/trackers/github/webhook?initiative=${s.id}`);
    expect(s.webhook.secret).toMatch(/^[0-9a-f]{64}$/);
    const again = await server.call(routes.getTrackerWebhook, {
      params: { id: s.id, kind: "github" },
      token: s.token,
    });
    expect(again.data.secret).toBe(s.webhook.secret);
    const replaced = await server.call(routes.setTrackerWebhook, {
      params: { id: s.id, kind: "github" },
      body: {},
      token: s.token,
    });
    expect(replaced.data.secret).not.toBe(s.webhook.secret);
    // The old secret no longer works.
    const stale = await s.deliver(issueEvent("github", s.ids[0]!, "closed"));
    expect(stale.status).toBe(401);
    expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
    const missing = await server.call(routes.getTrackerWebhook, {
      params: { id: s.id, kind: "jira" },
      token: s.token,
    });
    expect(missing.status).toBe(404);
  });

  it("refuses the signing secret to a read-only token, and makes none", async () => {
    const s = await linkedInitiative(server, "github");
    const read = await createAccessToken(server, s.owner, "read");
    const before = await snapshot(server);
    const res = await server.request("GET", `/portal/initiatives/${s.id}/trackers/github/webhook`, {
      headers: { authorization: `Bearer ${read.token}` },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, error: "forbidden" });
    expect(res.body.message).toContain("read-only");
    expect(JSON.stringify(res.body)).not.toMatch(/[0-9a-f]{64}/);
    // No secret was made on the refused read.
    expect(await snapshot(server)).toEqual(before);
    const write = await createAccessToken(server, s.owner, "write");
    const allowed = await server.request("GET", `/portal/initiatives/${s.id}/trackers/github/webhook`, {
      headers: { authorization: `Bearer ${write.token}` },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it("marks a task done when its GitHub issue is closed, as GitHub in the history, with progress and a live event", async () => {
    const s = await setup("github");
    const eventsBefore = await s.events();
    const res = await s.deliver(issueEvent("github", s.ids[0]!, "closed"));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ matched: true, done: 1, reopened: 0 });
    expect(await s.statusOf(s.tasks[0]!.id)).toBe("done");
    expect(await s.statusOf(s.tasks[1]!.id)).toBe("todo");
    expect(await s.progress()).toBe(33);
    expect(await s.events()).toBe(eventsBefore + 1);
    const history = await server.call(routes.listTaskHistory, {
      params: { id: s.id },
      query: { task_id: s.tasks[0]!.id },
      token: s.token,
    });
    expect(history.data[0]).toMatchObject({
      kind: "update",
      before: { status: "todo" },
      after: { status: "done" },
      created_by: { id: "tracker:github", name: "GitHub" },
    });
    // The same delivery again (GitHub retries) changes nothing more.
    const again = await s.deliver(issueEvent("github", s.ids[0]!, "closed"));
    expect(again.body.data).toEqual({ matched: true, done: 0, reopened: 0 });
  });

  it("refuses a wrong, missing or foreign signature with a 401 and changes nothing", async () => {
    const s = await setup("github");
    const payload = issueEvent("github", s.ids[0]!, "closed");
    const body = JSON.stringify(payload);
    const wrong = await s.deliver(payload, signedHeaders("github", "not-the-secret", body));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, error: "unauthenticated" });
    const unsigned = await s.deliver(payload, {
      "content-type": "application/json",
      "x-github-event": "issues",
    });
    expect(unsigned.status).toBe(401);
    // Signed right, but the body was changed on the way.
    const tampered = await server.request("POST", `/portal/trackers/github/webhook?initiative=${s.id}`, {
      rawBody: body.replace('"closed"', '"closed" '),
      headers: signedHeaders("github", s.webhook.secret, body),
    });
    expect(tampered.status).toBe(401);
    // Another initiative's address with this initiative's secret.
    const other = await setup("github");
    expect((await s.deliver(payload, undefined, other.id)).status).toBe(401);
    // An initiative that has no such connection looks the same.
    expect((await s.deliver(payload, undefined, "00000000-0000-4000-8000-000000000000")).status).toBe(401);
    expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
    expect(await other.statusOf(other.tasks[0]!.id)).toBe("todo");
    expect(await s.progress()).toBe(0);
  });

  it("reopens a task to the open status it had before it was done", async () => {
    const s = await setup("github");
    const [started, finished] = s.tasks;
    await server.call(routes.updateTask, {
      params: { id: s.id, taskId: started!.id },
      body: { status: "in_progress" },
      token: s.token,
    });
    expect((await s.deliver(issueEvent("github", s.ids[0]!, "closed"))).body.data.done).toBe(1);
    const reopened = await s.deliver(issueEvent("github", s.ids[0]!, "open"));
    expect(reopened.body.data).toEqual({ matched: true, done: 0, reopened: 1 });
    expect(await s.statusOf(started!.id)).toBe("in_progress");
    // Without an open status to go back to: To do.
    await s.deliver(issueEvent("github", s.ids[1]!, "closed"));
    await s.deliver(issueEvent("github", s.ids[1]!, "open"));
    expect(await s.statusOf(finished!.id)).toBe("todo");
    expect(await s.progress()).toBe(0);
  });

  it("ignores a delivery older than the state it already read (out of order, or redelivered)", async () => {
    const s = await setup("github");
    const now = Date.now();
    expect((await s.deliver(issueEvent("github", s.ids[0]!, "closed", now + 1_000))).body.data.done).toBe(1);
    expect((await s.deliver(issueEvent("github", s.ids[0]!, "open", now + 2_000))).body.data.reopened).toBe(
      1,
    );
    const stale = await s.deliver(
      issueEvent("github", s.ids[0]!, "closed", Date.parse("2020-01-01T00:00:00Z")),
    );
    expect(stale.status).toBe(200);
    expect(stale.body.data).toEqual({ matched: true, done: 0, reopened: 0 });
    expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
  });

  it("does not reopen a task finished here because its issue is still open", async () => {
    const s = await setup("github");
    await server.call(routes.updateTask, {
      params: { id: s.id, taskId: s.tasks[0]!.id },
      body: { status: "done" },
      token: s.token,
    });
    // An edit of the still-open issue (a label, a comment's edit): its state was open before, too.
    const res = await s.deliver({ ...issueEvent("github", s.ids[0]!, "open"), action: "labeled" });
    expect(res.body.data).toEqual({ matched: true, done: 0, reopened: 0 });
    expect(await s.statusOf(s.tasks[0]!.id)).toBe("done");
  });

  it("answers events that name no linked issue, pull requests and pings with 200 and changes nothing", async () => {
    const s = await setup("github");
    const unknown = await s.deliver(issueEvent("github", "424242", "closed"));
    expect(unknown.body.data).toEqual({ matched: false, done: 0, reopened: 0 });
    const pr = issueEvent("github", s.ids[0]!, "closed");
    const prRes = await s.deliver({ ...pr, issue: { ...pr.issue, pull_request: {} } });
    expect(prRes.body.data.matched).toBe(false);
    // No tracker's state is 100,000 characters long: it names none, and nothing is stored.
    const long = await s.deliver(issueEvent("github", s.ids[0]!, "x".repeat(100_000)));
    expect(long.status).toBe(200);
    expect(long.body.data.matched).toBe(false);
    const ping = JSON.stringify({ zen: "Keep it logically awesome.", hook_id: 1 });
    const pingRes = await server.request("POST", `/portal/trackers/github/webhook?initiative=${s.id}`, {
      rawBody: ping,
      headers: { ...signedHeaders("github", s.webhook.secret, ping), "x-github-event": "ping" },
    });
    expect(pingRes.status).toBe(200);
    expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
  });

  it("takes a delivery whose update time is no date a database holds, as if it named none", async () => {
    const s = await setup("github");
    const odd = ["0000-01-01T00:00:00Z", "-000001-01-01T00:00:00Z", "+275760-09-13T00:00:00Z", "not a date"];
    for (const [i, updated_at] of odd.entries()) {
      const closed = i % 2 === 0;
      const payload = issueEvent("github", s.ids[0]!, closed ? "closed" : "open");
      const res = await s.deliver({ ...payload, issue: { ...payload.issue, updated_at } });
      expect(res.status, `${updated_at}: ${res.text}`).toBe(200);
      expect(res.body.data).toEqual({ matched: true, done: closed ? 1 : 0, reopened: closed ? 0 : 1 });
      expect(await s.statusOf(s.tasks[0]!.id)).toBe(closed ? "done" : "todo");
    }
  });

  it("a signed body that is not JSON is a 400, and a form-encoded one is refused", async () => {
    const s = await setup("github");
    const text = "not json";
    const res = await server.request("POST", `/portal/trackers/github/webhook?initiative=${s.id}`, {
      rawBody: text,
      headers: signedHeaders("github", s.webhook.secret, text),
    });
    expect(res.status).toBe(400);
    const form = await server.request("POST", `/portal/trackers/github/webhook?initiative=${s.id}`, {
      rawBody: "payload=%7B%7D",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
  });

  it("takes Linear's signed deliveries with Linear's own secret, refusing stale ones", async () => {
    const s = await setup("linear");
    const linearSecret = "lin_wh_0123456789abcdef0123456789abcdef";
    const set = await server.call(routes.setTrackerWebhook, {
      params: { id: s.id, kind: "linear" },
      body: { secret: linearSecret },
      token: s.token,
    });
    expect(set.data.secret).toBe(linearSecret);
    const deliverLinear = (ref: string, state: string, at?: number) =>
      s.deliver(issueEvent("linear", ref, state, at), undefined, s.id, linearSecret);
    const stale = await deliverLinear(s.ids[0]!, "completed", Date.now() - 5 * 60_000);
    expect(stale.status).toBe(401);
    expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
    const done = await deliverLinear(s.ids[0]!, "completed");
    expect(done.body.data).toEqual({ matched: true, done: 1, reopened: 0 });
    const canceled = await deliverLinear(s.ids[1]!, "canceled");
    expect(canceled.body.data.done).toBe(1);
    const reopened = await deliverLinear(s.ids[0]!, "started");
    expect(reopened.body.data.reopened).toBe(1);
    expect(await s.statusOf(s.tasks[0]!.id)).toBe("todo");
  });

  it("takes Jira's signed deliveries and automation's shared-secret header", async () => {
    const s = await setup("jira");
    const signed = await s.deliver(issueEvent("jira", s.ids[0]!, "done"));
    expect(signed.body.data).toEqual({ matched: true, done: 1, reopened: 0 });
    const body = JSON.stringify(issueEvent("jira", s.ids[1]!, "done"));
    const shared = await server.request("POST", `/portal/trackers/jira/webhook?initiative=${s.id}`, {
      rawBody: body,
      headers: { "content-type": "application/json", "x-webhook-secret": s.webhook.secret },
    });
    expect(shared.body.data.done).toBe(1);
    const wrongShared = await server.request("POST", `/portal/trackers/jira/webhook?initiative=${s.id}`, {
      rawBody: JSON.stringify(issueEvent("jira", s.ids[2]!, "done")),
      headers: { "content-type": "application/json", "x-webhook-secret": "guess" },
    });
    expect(wrongShared.status).toBe(401);
    expect(await s.statusOf(s.tasks[2]!.id)).toBe("todo");
    const reopened = await s.deliver(issueEvent("jira", s.ids[0]!, "indeterminate"));
    expect(reopened.body.data.reopened).toBe(1);
    expect(await s.progress()).toBe(33);
  });
});
