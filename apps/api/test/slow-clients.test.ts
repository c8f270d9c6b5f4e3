import { connect } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { openEvents } from "./event-client";
import { createInitiative, createUser, type TestUser } from "./factories";
import { type TestServer, useTestServer } from "./harness";
import { callStream, plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";

const REQUEST_TIMEOUT_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request's headers, then its declared 1,000-byte body one byte every 200 ms, and returns
 * what the server answered and when it closed the connection.
 */
function trickle(server: TestServer, token: string): Promise<{ answer: string; closedAfterMs: number }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), "127.0.0.1");
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(
        `POST /portal/initiatives HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `x-user-authorization-token: ${token}\r\nContent-Length: 1000\r\n\r\n{"name":"`,
      );
      timer = setInterval(() => socket.writable && socket.write("a"), 200);
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 10 s; received: ${answer}`));
    }, 10_000);
  });
}

/** Issue 30, findings 8 and 9: slow bodies are cut, streams are not; live streams are capped per user. */
describe.each(dbKinds())("slow clients and stream caps on %s", (kind) => {
  const server = useTestServer(kind, {
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    EVENTS_HEARTBEAT_MS: "200",
    EVENT_STREAMS_PER_USER: "2",
    OFFLINE_PLANNER_DELAY_MS: "40",
    AI_CALLS_PER_MINUTE: "1000",
    JOB_POLL_MS: "50",
  });
  let owner: TestUser;
  beforeAll(async () => {
    owner = await createUser(server);
  });

  it("cuts a body trickling in slower than REQUEST_TIMEOUT_MS with a 408", async () => {
    const { answer, closedAfterMs } = await trickle(server, owner.token);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      success: false,
      error: "request_timeout",
      message: "The request took too long to arrive and was cut off. Try again on a faster connection.",
    });
    // The limit, plus at most one check interval (a quarter of it), plus a slow machine's slack.
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
  });

  it("keeps event and plan streams open far past the request timeout", async () => {
    const s = await plannedInitiative(server, "Open a bakery in Lyon with a loyalty card");
    const events = await openEvents(server.url, s.initiative.id, s.owner.token);
    try {
      expect(events.status).toBe(200);
      const started = performance.now();
      const streamed = await callStream(
        server,
        "POST",
        `/portal/initiatives/${s.initiative.id}/workstreams/${s.wsId}/subsections/${s.subIds[0]}/stream`,
        { token: s.owner.token },
      );
      expect(streamed.status).toBe(200);
      expect(streamed.events.at(-1)?.type).toBe("done");
      const planMs = performance.now() - started;
      if (planMs < REQUEST_TIMEOUT_MS * 2) await sleep(REQUEST_TIMEOUT_MS * 2 - planMs);
      const before = events.raw().length;
      await sleep(600);
      expect(events.raw().length).toBeGreaterThan(before);
    } finally {
      events.close();
    }
  }, 60_000);

  it("refuses a third live stream of one user with a 429 and frees the slot when a stream ends", async () => {
    const user = await createUser(server);
    const initiative = await createInitiative(server, user);
    const first = await openEvents(server.url, initiative.id, user.token);
    const second = await openEvents(server.url, initiative.id, user.token);
    const third = await fetch(`${server.url}/portal/initiatives/${initiative.id}/events`, {
      headers: { "x-user-authorization-token": user.token },
    });
    try {
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({
        success: false,
        error: "rate_limited",
        message:
          "You have 2 live connections open already (one per open initiative page). Close a page and try again.",
      });
      // Another user is not affected.
      const other = await openEvents(server.url, initiative.id, owner.token).catch(() => null);
      other?.close();

      first.close();
      let again = 0;
      for (let i = 0; i < 40 && again !== 200; i++) {
        await sleep(50);
        const next = await openEvents(server.url, initiative.id, user.token);
        again = next.status;
        next.close();
      }
      expect(again).toBe(200);
    } finally {
      first.close();
      second.close();
    }
  });
});
