import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  apiFailureSchema,
  apiSuccessSchema,
  ERROR_STATUS,
  errorCodeSchema,
  LIMITS,
  pagedSchema,
} from "./common";
import {
  createInitiativeBodySchema,
  initiativeSchema,
  listInitiativesQuerySchema,
  updateInitiativeBodySchema,
} from "./initiative";
import { countSelectionChars, improveBodySchema, planProposalSchema, WORKSTREAM_IDS } from "./planning";
import { buildPath, routes, routeUrl, toFastifyPath } from "./routes";
import { formatStreamEvent, parseStreamBlock, type StreamEvent } from "./stream";
import { ONBOARDING_TEAMS, PROFILE_WORKSTREAMS, updateUserBodySchema } from "./user";

const initiative = {
  id: "6f1c2d9e-8a4b-4c3d-9e2f-1a2b3c4d5e6f",
  name: "Loyalty",
  description: "A loyalty programme",
  date_due_completion: "2026-12-22T00:00:00.000Z",
  priority: "HIGH",
  status: "CREATED",
  communication_mode: "SLACK",
  progress: 0,
  team_size: 1,
  role: "owner",
  owner: { id: "u1", name: "Ada" },
  failure_reason: null,
  created_at: "2026-11-22T00:00:00.000Z",
  updated_at: "2026-11-22T00:00:00.000Z",
};

describe("wire wrapper", () => {
  it("round-trips a success and a failure through JSON", () => {
    const success = apiSuccessSchema(initiativeSchema).parse(
      JSON.parse(JSON.stringify({ success: true, data: initiative })),
    );
    expect(success.data).toEqual(initiative);
    const failure = { success: false, error: "not_found", message: "No such initiative." };
    expect(apiFailureSchema.parse(JSON.parse(JSON.stringify(failure)))).toEqual(failure);
  });

  it("maps every error code to a status", () => {
    for (const code of errorCodeSchema.options) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it("pages need at least one page", () => {
    const page = pagedSchema(z.string());
    expect(page.safeParse({ list: [], total_items: 0, current_page: 0, total_pages: 0 }).success).toBe(false);
    expect(page.parse({ list: ["a"], total_items: 1, current_page: 0, total_pages: 1 }).list).toEqual(["a"]);
  });
});

describe("requests", () => {
  it("creates with defaults and trims the idea", () => {
    const body = createInitiativeBodySchema.parse({
      description: "  Ship it  ",
      date_due_completion: "2026-12-22T00:00:00.000Z",
    });
    expect(body).toMatchObject({ description: "Ship it", priority: "HIGH", communication_mode: "SLACK" });
  });

  it.each([
    [{ description: "   ", date_due_completion: "2026-12-22T00:00:00.000Z" }, "description"],
    [
      { description: "x".repeat(LIMITS.ideaMax + 1), date_due_completion: "2026-12-22T00:00:00.000Z" },
      "description",
    ],
    [{ description: "x", date_due_completion: "tomorrow" }, "date_due_completion"],
    // Year 0 is no year to PostgreSQL; years 1–99 were read back as 19xx or 20xx (decision 207).
    [{ description: "x", date_due_completion: "0000-01-01T00:00:00Z" }, "date_due_completion"],
    [{ description: "x", date_due_completion: "0050-06-01T00:00:00Z" }, "date_due_completion"],
    [{ description: "x", date_due_completion: "1899-12-31T23:59:59Z" }, "date_due_completion"],
    [{ description: "x", date_due_completion: "2026-12-22T00:00:00.000Z", priority: "URGENT" }, "priority"],
    [{ description: "x", date_due_completion: "2026-12-22T00:00:00.000Z", extra: 1 }, ""],
  ])("refuses a bad create body %#", (body, field) => {
    const result = createInitiativeBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    if (field) expect(result.error!.issues.map((i) => i.path.join("."))).toContain(field);
  });

  it("takes due dates from 1900 to 9999 only", () => {
    for (const year of ["1900", "2026", "9999"]) {
      const body = { date_due_completion: `${year}-01-01T00:00:00Z` };
      expect(updateInitiativeBodySchema.safeParse(body).success, year).toBe(true);
    }
    const early = updateInitiativeBodySchema.safeParse({ date_due_completion: "0001-01-01T00:00:00Z" });
    expect(early.error?.issues[0]?.message).toBe("must fall in the years 1900–9999");
  });

  it("refuses an empty update and out-of-range progress", () => {
    expect(updateInitiativeBodySchema.safeParse({}).success).toBe(false);
    expect(updateInitiativeBodySchema.safeParse({ progress: 101 }).success).toBe(false);
    expect(updateInitiativeBodySchema.parse({ progress: 100 })).toEqual({ progress: 100 });
  });

  it("coerces list query strings and bounds the page size", () => {
    expect(listInitiativesQuerySchema.parse({ page: "2", size: "10" })).toEqual({ page: 2, size: 10 });
    expect(listInitiativesQuerySchema.safeParse({ size: "101" }).success).toBe(false);
    expect(listInitiativesQuerySchema.safeParse({ page: "-1" }).success).toBe(false);
  });

  it("accepts every onboarding team and profile workstream, and null", () => {
    for (const workstream of [...ONBOARDING_TEAMS, ...PROFILE_WORKSTREAMS, null]) {
      expect(updateUserBodySchema.parse({ workstream })).toEqual({ workstream });
    }
    expect(updateUserBodySchema.safeParse({ workstream: "none" }).success).toBe(false);
  });

  it("refuses a blank improve instruction and an empty snippet", () => {
    const ok = { current_response: "# Plan", snippet: "Plan", user_query: "Shorter" };
    expect(improveBodySchema.parse(ok)).toEqual(ok);
    expect(improveBodySchema.safeParse({ ...ok, user_query: "   " }).success).toBe(false);
    expect(improveBodySchema.safeParse({ ...ok, snippet: "" }).success).toBe(false);
    expect(
      improveBodySchema.safeParse({ ...ok, user_query: "x".repeat(LIMITS.instructionMax + 1) }).success,
    ).toBe(false);
  });

  it("takes metadata.selection_start as a non-negative integer beside other metadata", () => {
    const ok = { current_response: "# Plan", snippet: "Plan", user_query: "Shorter" };
    const withStart = { ...ok, metadata: { selection_start: 4, source: "popup" } };
    expect(improveBodySchema.parse(withStart)).toEqual(withStart);
    for (const selection_start of [-1, 1.5, "4"]) {
      expect(improveBodySchema.safeParse({ ...ok, metadata: { selection_start } }).success).toBe(false);
    }
    // Counted without blanks and markup, the same on rendered text and on markdown.
    expect(countSelectionChars("## Goals\n\n**Win** it")).toBe(countSelectionChars("Goals Win it"));
    expect(countSelectionChars("Goals Win it")).toBe(10);
  });

  it("holds the planner to 3–7 workstreams from the known ids", () => {
    const sub = (uid: string) => ({ uid, display_name: uid, placeholder: `What goes in ${uid}` });
    const ws = (id: string) => ({ id, name: id, subsections: [sub("a"), sub("b"), sub("c")] });
    expect(
      planProposalSchema.safeParse({ name: "X", workstreams: WORKSTREAM_IDS.slice(0, 3).map(ws) }).success,
    ).toBe(true);
    expect(
      planProposalSchema.safeParse({ name: "X", workstreams: WORKSTREAM_IDS.slice(0, 2).map(ws) }).success,
    ).toBe(false);
    expect(
      planProposalSchema.safeParse({ name: "X", workstreams: ["astrology", "design", "legal"].map(ws) })
        .success,
    ).toBe(false);
  });
});

describe("stream events", () => {
  it.each<StreamEvent>([
    { type: "chunk", text: 'Hello\n\n## world "quoted" 👋' },
    { type: "done", data: { version: 3 } },
    { type: "error", data: { error: "unavailable", message: "The model is down." } },
  ])("round-trip through the wire format: %o", (event) => {
    const wire = formatStreamEvent(event);
    expect(wire.endsWith("\n\n")).toBe(true);
    expect(parseStreamBlock(wire.trimEnd())).toEqual(event);
  });

  it("takes raw (non-JSON) data lines as text", () => {
    expect(parseStreamBlock("data: plain words")).toEqual({ type: "chunk", text: "plain words" });
    expect(parseStreamBlock(": comment only")).toBeNull();
  });
});

describe("route table", () => {
  const entries = Object.entries(routes);

  it("has one entry per method and path", () => {
    const keys = entries.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("declares a params schema naming every path parameter", () => {
    for (const [name, route] of entries) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (names.length === 0) continue;
      const params = (route as { params?: z.ZodObject }).params;
      expect(params, name).toBeDefined();
      expect(Object.keys(params!.shape).sort(), name).toEqual([...names].sort());
    }
  });

  it("member routes all name the initiative in the path", () => {
    for (const [name, route] of entries) {
      if (["viewer", "editor", "owner"].includes(route.access)) expect(route.path, name).toContain("{id}");
    }
  });

  it("streams and downloads have no JSON response and every JSON route has one", () => {
    for (const [name, route] of entries) {
      const r = route as { stream?: true; download?: true; response?: unknown; method: string };
      if (r.stream || r.download) expect(r.response, name).toBeUndefined();
      else if (r.method !== "HEAD") expect(r.response, name).toBeDefined();
    }
  });

  it("builds paths and Fastify patterns", () => {
    expect(buildPath(routes.getInitiative.path, { id: "a b" })).toBe("/initiatives/a%20b");
    expect(() => buildPath(routes.getInitiative.path)).toThrow(/id/);
    expect(toFastifyPath(routes.streamSubsection.path)).toBe(
      "/portal/initiatives/:id/workstreams/:wsId/subsections/:subId/stream",
    );
  });

  it("builds call URLs with the prefix, filled path and a query string without absent values", () => {
    expect(routeUrl(routes.listInitiatives, {}, { page: 2, size: 10, search: undefined })).toBe(
      "/portal/initiative?page=2&size=10",
    );
    expect(routeUrl(routes.listWorkstreams, { id: "x/y" }, { refresh: "true" })).toBe(
      "/portal/initiatives/x%2Fy/workstreams?refresh=true",
    );
    expect(routeUrl(routes.health)).toBe("/portal/health");
  });
});
