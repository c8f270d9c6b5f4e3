import type { LiveEvent, UnavailableReason } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { closedAfterAll, openLiveEvents } from "./event-client";
import { addMember, createUser } from "./factories";
import { useTestServer } from "./harness";
import { plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const savedIn = (initiative: string, version?: number) => (e: LiveEvent) =>
  e.initiative === initiative &&
  e.kind === "event" &&
  e.event.type === "plan_saved" &&
  (version === undefined || e.event.data.version === version);
const unavailable = (initiative: string, reason: UnavailableReason) => (e: LiveEvent) =>
  e.initiative === initiative && e.kind === "unavailable" && e.reason === reason;

/** The shared stream of several initiatives that one tab holds for a whole browser (decision 090). */
describe.each(dbKinds())("one live stream for several initiatives on %s", (kind) => {
  const server = useTestServer(kind, {
    EVENTS_HEARTBEAT_MS: "200",
    JOB_POLL_MS: "50",
    OFFLINE_PLANNER_DELAY_MS: "0",
  });
  const open = closedAfterAll((ids: string[], token: string, lastEventId?: number) =>
    openLiveEvents(server.url, ids, token, lastEventId),
  );
  const save = (w: Awaited<ReturnType<typeof plannedInitiative>>, content: string) =>
    server.request(
      "POST",
      `/portal/initiatives/${w.initiative.id}/workstreams/${w.wsId}/subsections/${w.subIds[0]}/improve/save`,
      { token: w.owner.token, body: { content } },
    );
  /** Two initiatives of different owners, and a viewer of both who follows them in one stream. */
  const twoFollowedByAViewer = async () => {
    const a = await plannedInitiative(server);
    const b = await plannedInitiative(server);
    const viewer = await createUser(server);
    await addMember(server, a.initiative, viewer, "viewer");
    await addMember(server, b.initiative, viewer, "viewer");
    const client = await open([a.initiative.id, b.initiative.id], viewer.token);
    return { a, b, viewer, client };
  };

  it("carries the events of every initiative it names, each block naming its initiative", async () => {
    const { a, b, client } = await twoFollowedByAViewer();
    expect(client.status).toBe(200);
    await save(a, "# A");
    await save(b, "# B");
    const fromA = await client.waitFor(savedIn(a.initiative.id));
    const fromB = await client.waitFor(savedIn(b.initiative.id));
    expect(fromA.event).toMatchObject({
      kind: "event",
      event: { type: "plan_saved", data: { workstream_id: a.wsId } },
    });
    expect(fromB.event).toMatchObject({
      kind: "event",
      event: { type: "plan_saved", data: { workstream_id: b.wsId } },
    });
    expect(client.events.filter((e) => e.event.initiative === a.initiative.id).length).toBe(1);
    expect(client.raw()).toContain(": heartbeat\n\n");
  });

  it("names initiatives the caller may not read as unavailable and still follows the others", async () => {
    const mine = await plannedInitiative(server);
    const theirs = await plannedInitiative(server);
    const client = await open([mine.initiative.id, theirs.initiative.id, UNKNOWN], mine.owner.token);
    expect(client.status).toBe(200);
    await client.waitFor(unavailable(UNKNOWN, "not_found"));
    await client.waitFor(unavailable(theirs.initiative.id, "forbidden"));
    await save(theirs, "# secret");
    await save(mine, "# mine");
    await client.waitFor(savedIn(mine.initiative.id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      client.events.some((e) => e.event.initiative === theirs.initiative.id && e.event.kind === "event"),
    ).toBe(false);
  });

  it("stops one initiative's part when its member is removed, keeping the rest", async () => {
    const { a, b, viewer, client } = await twoFollowedByAViewer();
    await server.request("DELETE", `/portal/initiatives/${a.initiative.id}/collaborators/${viewer.id}`, {
      token: a.owner.token,
    });
    await client.waitFor(unavailable(a.initiative.id, "forbidden"));
    await save(a, "# after removal");
    await save(b, "# still followed");
    await client.waitFor(savedIn(b.initiative.id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.events.some((e) => savedIn(a.initiative.id)(e.event))).toBe(false);
  });

  it("delivers every save made once the stream has answered, refused initiatives or not", async () => {
    const w = await plannedInitiative(server);
    // A fresh stream starts where the stored events stood before it answered: a save the caller makes as
    // soon as the stream answers (here at once, many times over) is never taken for history and skipped.
    for (let round = 1; round <= 24; round++) {
      const ids = round % 2 === 0 ? [w.initiative.id, UNKNOWN] : [w.initiative.id];
      const client = await open(ids, w.owner.token);
      await save(w, `# round ${round}`);
      await client.waitFor(savedIn(w.initiative.id, round));
      client.close();
    }
  });

  it("resumes after Last-Event-ID with what each initiative missed", async () => {
    const a = await plannedInitiative(server);
    const b = await plannedInitiative(server);
    const ids = [a.initiative.id, b.initiative.id];
    const user = a.owner;
    await addMember(server, b.initiative, user, "viewer");
    const first = await open(ids, user.token);
    await save(a, "A1");
    const seen = await first.waitFor(savedIn(a.initiative.id));
    first.close();
    await save(b, "B1");
    await save(a, "A2");
    const resumed = await open(ids, user.token, seen.event.kind === "event" ? (seen.event.event.id ?? 0) : 0);
    await resumed.waitFor(savedIn(a.initiative.id, 2));
    await resumed.waitFor(savedIn(b.initiative.id));
    const replayed = resumed.events.flatMap((e) =>
      e.event.kind === "event" && e.event.event.type === "plan_saved" ? [e.event.initiative] : [],
    );
    expect(replayed).toEqual([b.initiative.id, a.initiative.id]);
  });

  it("tells a fresh stream where it starts, so a reconnection in between loses nothing", async () => {
    const a = await plannedInitiative(server);
    const first = await open([a.initiative.id], a.owner.token);
    const start = await first.waitFor((e) => e.kind === "position");
    first.close();
    // Saved while no stream is open: the browser was reconnecting for a tab that opened another initiative.
    await save(a, "between");
    const position = start.event.kind === "position" ? start.event.id : 0;
    expect(position).toBeGreaterThan(0);
    const resumed = await open([a.initiative.id], a.owner.token, position);
    await resumed.waitFor(savedIn(a.initiative.id, 1));
    expect(resumed.events.some((e) => e.event.kind === "position")).toBe(false);
  });

  it("refuses anonymous callers and bad initiative lists with the error envelope", async () => {
    const owner = await createUser(server);
    expect((await fetch(`${server.url}/portal/events?initiatives=${UNKNOWN}`)).status).toBe(401);
    for (const query of [
      "",
      "?initiatives=",
      "?initiatives=not-a-uuid",
      `?initiatives=${UNKNOWN},x`,
      `?initiatives=${`${UNKNOWN},`.repeat(101)}`,
    ]) {
      const res = await server.request("GET", `/portal/events${query}`, { token: owner.token });
      expect(res.status, query.slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: "validation_failed" });
    }
  });
});
