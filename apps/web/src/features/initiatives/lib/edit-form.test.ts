import { describe, expect, it } from "vitest";
import { makeInitiative } from "../test/fixtures";
import {
  canDeleteInitiative,
  canEditInitiative,
  changedFields,
  fromDateInput,
  toDateInput,
  toFormValues,
} from "./edit-form";

describe("edit form", () => {
  it("shows a due date as its local day and reads a picked day as the end of that day", () => {
    const iso = new Date(2030, 0, 9, 8, 30).toISOString();
    expect(toDateInput(iso)).toBe("2030-01-09");
    expect(toDateInput(null)).toBe("");
    expect(toDateInput("not a date")).toBe("");
    expect(fromDateInput("2030-01-09")).toBe(new Date(2030, 0, 9, 23, 59, 59, 999).toISOString());
    expect(fromDateInput("")).toBeNull();
  });

  it("sends only the changed fields, trimmed, and nothing when nothing changed", () => {
    const initiative = makeInitiative({ name: "plan", priority: "HIGH" });
    const values = toFormValues(initiative);
    expect(changedFields(initiative, values)).toBeNull();
    expect(changedFields(initiative, { ...values, name: " plan " })).toBeNull();
    expect(changedFields(initiative, { ...values, description: " new words ", dueDate: "" })).toEqual({
      description: "new words",
      date_due_completion: null,
    });
    expect(changedFields(initiative, { ...values, priority: "MEDIUM" })).toEqual({ priority: "MEDIUM" });
  });

  it("lets owners and editors edit and only owners delete", () => {
    expect([canEditInitiative("owner"), canEditInitiative("editor"), canEditInitiative("viewer")]).toEqual([
      true,
      true,
      false,
    ]);
    expect([
      canDeleteInitiative("owner"),
      canDeleteInitiative("editor"),
      canDeleteInitiative("viewer"),
    ]).toEqual([true, false, false]);
  });
});
