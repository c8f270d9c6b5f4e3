import { randomUUID } from "node:crypto";
import type { Initiative } from "@initiative-planner/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { initiatives } from "../src/db/schema";
import { addMember, createInitiative, createUser, type TestUser } from "./factories";
import { useTestServer } from "./harness";
import { dbKinds } from "./test-db";

/** Every route of the initiative in the path, with a body that would otherwise be accepted. */
const memberRoutes = (id: string): Array<[string, string, unknown?]> => [
  ["GET", `/portal/initiatives/${id}`],
  ["PUT", `/portal/initiative/${id}`, { progress: 50 }],
  ["DELETE", `/portal/initiatives/${id}`],
  ["GET", `/portal/initiative/${id}/details`],
];

describe.each(dbKinds())("initiative access on %s", (kind) => {
  // The job worker stays stopped: these tests check the initiative as the API stores it.
  const server = useTestServer(kind, {}, [], { jobs: { start: false } });
  let owner: TestUser;
  let initiative: Initiative;
  beforeAll(async () => {
    owner = await createUser(server, { name: "Olivia Owner" });
    initiative = await createInitiative(server, owner, { description: "Confidential acquisition plan" });
  });

  it("refuses a signed-in stranger with 403 that names nobody on every initiative route", async () => {
    const stranger = await createUser(server);
    for (const [method, path, body] of memberRoutes(initiative.id)) {
      const res = await server.request(method, path, { token: stranger.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ success: false, error: "forbidden" });
      expect(res.body.message).toBe(
        "You do not have access to this initiative. Ask its owner to invite you.",
      );
      expect(res.body.details).toBeUndefined();
      expect(res.text).not.toContain("Olivia Owner");
      expect(res.text).not.toContain("Confidential acquisition plan");
    }
    const [row] = await server.ctx.db.select().from(initiatives).where(eq(initiatives.id, initiative.id));
    expect(row?.progress).toBe(0);
  });

  it("refuses an anonymous caller with 401 on every initiative route", async () => {
    const routes: Array<[string, string, unknown?]> = [
      ...memberRoutes(initiative.id),
      ["GET", "/portal/initiative?page=0&size=10"],
      ["GET", "/portal/initiative/search?q=plan"],
      ["POST", "/portal/initiative", { description: "x", date_due_completion: "2030-01-01T00:00:00Z" }],
    ];
    for (const [method, path, body] of routes) {
      const res = await server.request(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error).toBe("unauthenticated");
    }
  });

  it("refuses an invalid token with 401", async () => {
    const res = await server.request("GET", `/portal/initiatives/${initiative.id}`, { token: "not-a-jwt" });
    expect(res.status).toBe(401);
  });

  it("answers a malformed id with 400 and an unknown one with 404", async () => {
    for (const [method, path, body] of memberRoutes("not-a-uuid")) {
      const res = await server.request(method, path, { token: owner.token, body });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.error).toBe("validation_failed");
    }
    for (const [method, path, body] of memberRoutes(randomUUID())) {
      const res = await server.request(method, path, { token: owner.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error).toBe("not_found");
    }
  });

  it("lets a viewer read but not change or delete", async () => {
    const viewer = await createUser(server);
    await addMember(server, initiative, viewer, "viewer");
    const read = await server.request("GET", `/portal/initiatives/${initiative.id}`, { token: viewer.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: initiative.id, role: "viewer" });
    const details = await server.request("GET", `/portal/initiative/${initiative.id}/details`, {
      token: viewer.token,
    });
    expect(details.status).toBe(200);
    const put = await server.request("PUT", `/portal/initiative/${initiative.id}`, {
      token: viewer.token,
      body: { progress: 10 },
    });
    expect(put.status).toBe(403);
    const del = await server.request("DELETE", `/portal/initiatives/${initiative.id}`, {
      token: viewer.token,
    });
    expect(del.status).toBe(403);
  });

  it("lets an editor change but not delete", async () => {
    const editor = await createUser(server);
    const own = await createInitiative(server, owner);
    await addMember(server, own, editor, "editor");
    const put = await server.request("PUT", `/portal/initiative/${own.id}`, {
      token: editor.token,
      body: { progress: 30 },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ progress: 30, role: "editor", team_size: 2 });
    const del = await server.request("DELETE", `/portal/initiatives/${own.id}`, { token: editor.token });
    expect(del.status).toBe(403);
    expect(del.body.error).toBe("forbidden");
    const still = await server.request("GET", `/portal/initiatives/${own.id}`, { token: owner.token });
    expect(still.status).toBe(200);
  });
});
