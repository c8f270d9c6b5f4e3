import { type RouteName, routes } from "@initiative-planner/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshot } from "./db-snapshot";
import { startTestServer, type TestServer } from "./harness";
import { REQUESTS, samplePath } from "./route-samples";
import { dbKinds } from "./test-db";
import { ADMIN_EMAIL, createPeople, createWorld, type People, type World } from "./test-world";

type Persona = "anonymous" | "stranger" | "viewer" | "editor" | "owner" | "admin";
const PERSONAS: Persona[] = ["anonymous", "stranger", "viewer", "editor", "owner", "admin"];
// The admin is a signed-in stranger to every initiative; only admin routes need more.
const RANK: Record<Persona, number> = { anonymous: 0, stranger: 1, viewer: 2, editor: 3, owner: 4, admin: 1 };
const NEEDED: Record<string, number> = { public: 0, user: 1, viewer: 2, editor: 3, owner: 4 };
/** Worlds made at once before the matrix runs. */
const WORLDS_AT_ONCE = 6;
const allows = (access: string, persona: Persona) =>
  access === "admin" ? persona === "admin" : RANK[persona] >= NEEDED[access]!;

describe("the access matrix covers every route of the contract", () => {
  it("has a request for every route and no stale entries", () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(routes).sort());
  });
});

describe.each(dbKinds())("access matrix on %s", (kind) => {
  let server: TestServer;
  let people: People;
  const worlds = new Map<RouteName, World>();
  beforeAll(async () => {
    server = await startTestServer(kind, {
      AI_CALLS_PER_MINUTE: "10000",
      // Each route's world waits for its generation job, and each snapshot for the jobs to settle.
      JOB_POLL_MS: "25",
      ADMIN_EMAILS: ADMIN_EMAIL,
      // One pending invitation per world, one world per route.
      INVITES_PER_HOUR: "10000",
    });
    people = await createPeople(server);
    // One world per route, made a few at a time up front: making one mostly waits on its planning job.
    const names = Object.keys(routes) as RouteName[];
    for (let i = 0; i < names.length; i += WORLDS_AT_ONCE) {
      const batch = names.slice(i, i + WORLDS_AT_ONCE);
      const made = await Promise.all(
        batch.map(async (name) => [name, await createWorld(server, people)] as const),
      );
      for (const [name, world] of made) worlds.set(name, world);
    }
  }, 180_000);
  afterAll(async () => server?.close());

  for (const [name, def] of Object.entries(routes) as Array<[RouteName, (typeof routes)[RouteName]]>) {
    it(`${def.method} ${def.path} (${def.access})`, async () => {
      const w = worlds.get(name)!;
      const request = REQUESTS[name](w);
      const path = samplePath(def, request.params, request.query);
      // Refused personas first, so a destructive allowed call cannot hide a refusal.
      const ordered = [...PERSONAS].sort(
        (a, b) => Number(allows(def.access, a)) - Number(allows(def.access, b)) || RANK[a] - RANK[b],
      );
      // The state before each refused request. Refused requests come first and snapshot() lets background
      // jobs settle, so the state after one refusal is the state before the next: taken once, not twice.
      let before = ordered.some((p) => !allows(def.access, p)) ? await snapshot(server) : null;
      for (const persona of ordered) {
        const token = persona === "anonymous" ? null : people[persona].token;
        const allowed = allows(def.access, persona);
        const res = await server.request(def.method, path, {
          token,
          body: request.body,
          streamMs: request.streamMs,
          headers: request.headers,
        });
        if (allowed) {
          expect([401, 403], `${persona} should be allowed`).not.toContain(res.status);
          expect(res.status, `${persona}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
        } else {
          expect(res.status, `${persona} should be refused`).toBe(persona === "anonymous" ? 401 : 403);
          expect(res.body).toMatchObject({
            success: false,
            error: persona === "anonymous" ? "unauthenticated" : "forbidden",
          });
          const after = await snapshot(server);
          expect(after, `${persona}: nothing may change`).toEqual(before);
          before = after;
        }
      }
    }, 60_000);
  }
});
