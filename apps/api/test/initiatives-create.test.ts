import { initiativeSchema } from "@initiative-planner/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { initiativeMembers, initiatives, jobs } from "../src/db/schema";
import { WORKSTREAM_GENERATION } from "../src/jobs/queue";
import { provisionalName } from "../src/modules/initiatives/service";
import { createInitiative, createInitiativeBody, createUser } from "./factories";
import { useTestServer } from "./harness";
import { dbKinds } from "./test-db";

describe("provisionalName", () => {
  it("takes the first sentence or line of the idea", () => {
    expect(provisionalName("Build a loyalty app. It should reward repeat buyers.")).toBe(
      "Build a loyalty app",
    );
    expect(provisionalName("  Hiring plan for Q3\nWe need five engineers")).toBe("Hiring plan for Q3");
    expect(provisionalName("\n\n  Migrate billing to Stripe!  ")).toBe("Migrate billing to Stripe");
  });

  it("cuts a long first sentence at a word boundary to at most 60 characters", () => {
    const idea =
      "Create a company wide programme that helps every new customer succeed within their first ninety days";
    const name = provisionalName(idea);
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name).toBe("Create a company wide programme that helps every new…");
    expect(provisionalName("x".repeat(80))).toBe(`${"x".repeat(59)}…`);
  });

  it("falls back to a generic name when the idea has no words", () => {
    expect(provisionalName("...")).toBe("New initiative");
  });
});

describe.each(dbKinds())("creating initiatives on %s", (kind) => {
  // The job worker stays stopped: these tests check the initiative as the API stores it.
  const server = useTestServer(kind, {}, [], { jobs: { start: false } });

  it("stores the idea as CREATED, owned by the caller, and returns it at once", async () => {
    const owner = await createUser(server, { name: "Ada Owner" });
    const due = "2031-05-01T12:00:00.000Z";
    const res = await server.request("POST", "/portal/initiative", {
      token: owner.token,
      body: {
        description: "  Launch a partner referral programme. Target fintechs first.  ",
        date_due_completion: due,
        priority: "MEDIUM",
        communication_mode: "EMAIL",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const created = initiativeSchema.parse(res.body.data);
    expect(created).toMatchObject({
      name: "Launch a partner referral programme",
      description: "Launch a partner referral programme. Target fintechs first.",
      date_due_completion: due,
      priority: "MEDIUM",
      communication_mode: "EMAIL",
      status: "CREATED",
      progress: 0,
      team_size: 1,
      role: "owner",
      owner: { id: owner.id, name: "Ada Owner" },
      failure_reason: null,
    });
    expect(Date.parse(created.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const db = server.ctx.db;
    const [row] = await db.select().from(initiatives).where(eq(initiatives.id, created.id));
    expect(row?.ownerId).toBe(owner.id);
    const memberRows = await db
      .select()
      .from(initiativeMembers)
      .where(eq(initiativeMembers.initiativeId, created.id));
    expect(memberRows).toHaveLength(1);
    expect(memberRows[0]).toMatchObject({ userId: owner.id, role: "owner" });
    expect(memberRows[0]!.initiativeCreatedAt.toISOString()).toBe(created.created_at);
  });

  it("enqueues exactly one workstream generation job", async () => {
    const owner = await createUser(server);
    const created = await createInitiative(server, owner);
    const rows = await server.ctx.db.select().from(jobs).where(eq(jobs.initiativeId, created.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: WORKSTREAM_GENERATION, status: "queued", attempts: 0 });
  });

  it("applies the defaults HIGH and SLACK", async () => {
    const owner = await createUser(server);
    const { priority: _p, communication_mode: _c, ...body } = createInitiativeBody();
    const res = await server.request("POST", "/portal/initiative", { token: owner.token, body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ priority: "HIGH", communication_mode: "SLACK" });
  });

  it("accepts a description of exactly 20,000 characters", async () => {
    const owner = await createUser(server);
    const created = await createInitiative(server, owner, { description: `a ${"b".repeat(19_998)}` });
    expect(created.description).toHaveLength(20_000);
    expect(created.name.length).toBeLessThanOrEqual(60);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["an empty description", { description: "" }, "body.description"],
    ["a whitespace-only description", { description: " \n\t " }, "body.description"],
    ["a description of 20,001 characters", { description: "x".repeat(20_001) }, "body.description"],
    ["a description that is not text", { description: 42 }, "body.description"],
    ["an unknown priority", { priority: "URGENT" }, "body.priority"],
    ["a lower-case priority", { priority: "high" }, "body.priority"],
    [
      "a due date that is not a date-time",
      { date_due_completion: "next friday" },
      "body.date_due_completion",
    ],
    ["a date without time", { date_due_completion: "2030-01-01" }, "body.date_due_completion"],
    ["an unknown communication mode", { communication_mode: "FAX" }, "body.communication_mode"],
    ["an extra field", { owner_id: "someone-else" }, "body"],
  ];
  it.each(invalid)("refuses %s with 400", async (_label, patch, field) => {
    const owner = await createUser(server);
    const res = await server.request("POST", "/portal/initiative", {
      token: owner.token,
      body: { ...createInitiativeBody(), ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: "validation_failed" });
    expect(res.body.message).toContain(field);
  });

  it("refuses a body without description or due date", async () => {
    const owner = await createUser(server);
    for (const body of [{ date_due_completion: "2030-01-01T00:00:00Z" }, { description: "An idea" }]) {
      const res = await server.request("POST", "/portal/initiative", { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("stores nothing when validation fails", async () => {
    const owner = await createUser(server);
    await server.request("POST", "/portal/initiative", {
      token: owner.token,
      body: createInitiativeBody({ description: "   " }),
    });
    const rows = await server.ctx.db.select().from(initiatives).where(eq(initiatives.ownerId, owner.id));
    expect(rows).toHaveLength(0);
  });

  it("refuses an anonymous create with 401", async () => {
    const res = await server.request("POST", "/portal/initiative", { body: createInitiativeBody() });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: "unauthenticated" });
  });
});
