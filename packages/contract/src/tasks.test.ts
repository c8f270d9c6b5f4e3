import { describe, expect, it } from "vitest";
import { createTaskBodySchema, exportQuerySchema, updateTaskBodySchema } from "./tasks";

const base = {
  workstream_id: "design",
  title: "  Draft the flows  ",
  owner_role: "Product Designer",
  estimate_days: 2,
};

describe("task requests", () => {
  it("creates with defaults and trims the text", () => {
    expect(createTaskBodySchema.parse(base)).toEqual({
      ...base,
      title: "Draft the flows",
      description: "",
      depends_on: [],
      status: "todo",
      assignee_id: null,
      due_date: null,
    });
  });

  it("holds estimates to half days from 0.5 to 60", () => {
    for (const ok of [0.5, 1, 2.5, 60])
      expect(createTaskBodySchema.safeParse({ ...base, estimate_days: ok }).success).toBe(true);
    for (const bad of [0, 0.25, 1.3, 60.5, Number.NaN]) {
      expect(createTaskBodySchema.safeParse({ ...base, estimate_days: bad }).success, String(bad)).toBe(
        false,
      );
    }
  });

  it("refuses impossible due dates, a blank title, unknown fields and dependencies that are not ids", () => {
    expect(createTaskBodySchema.safeParse({ ...base, due_date: "2026-02-30" }).success).toBe(false);
    for (const early of ["0000-01-01", "0001-01-01", "1899-12-31"]) {
      expect(createTaskBodySchema.safeParse({ ...base, due_date: early }).success, early).toBe(false);
      expect(updateTaskBodySchema.safeParse({ due_date: early }).success, early).toBe(false);
    }
    expect(updateTaskBodySchema.safeParse({ due_date: "9999-12-31" }).success).toBe(true);
    expect(createTaskBodySchema.safeParse({ ...base, title: "   " }).success).toBe(false);
    expect(createTaskBodySchema.safeParse({ ...base, title: "x".repeat(201) }).success).toBe(false);
    expect(createTaskBodySchema.safeParse({ ...base, priority: "HIGH" }).success).toBe(false);
    expect(createTaskBodySchema.safeParse({ ...base, depends_on: ["design-1"] }).success).toBe(false);
  });

  it("updates need at least one field; status is one of three", () => {
    expect(updateTaskBodySchema.safeParse({}).success).toBe(false);
    expect(updateTaskBodySchema.parse({ status: "in_progress" })).toEqual({ status: "in_progress" });
    expect(updateTaskBodySchema.safeParse({ status: "blocked" }).success).toBe(false);
    expect(updateTaskBodySchema.parse({ assignee_id: null, due_date: null })).toEqual({
      assignee_id: null,
      due_date: null,
    });
  });

  it("exports markdown by default and only the three formats", () => {
    expect(exportQuerySchema.parse({})).toEqual({ format: "markdown" });
    expect(exportQuerySchema.safeParse({ format: "pdf" }).success).toBe(false);
  });
});
